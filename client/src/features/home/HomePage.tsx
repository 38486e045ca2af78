import { Alert, Button, Container, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconClock,
  IconCoin,
  IconHeart,
  IconLink,
  IconSearch,
  IconSettings,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useIsAdmin } from '../../api/auth';
import { useAllCards } from '../../api/cards';
import type { Card } from '../../api/types';
import { usePageTitle } from '../../ui/usePageTitle';
import { SubscriptionRequired } from '../billing/SubscriptionRequired';
import { useSubscription } from '../billing/SubscriptionProvider';
import { CardGrid } from '../cards/CardGrid';
import { filterCards } from '../cards/card-filters';
import { DeckToggles } from '../cards/DeckToggles';
import { useSaveFavourite } from '../favourites/useFavouriteActions';
import { InfoDialog } from '../cards/InfoDialog';
import { useActiveDecks } from '../cards/useActiveDecks';
import { PracticeDialog } from '../practice/PracticeDialog';
import { VideosDialog } from '../practice/VideosDialog';

function Shortcuts() {
  const { data: isAdmin } = useIsAdmin();
  const shortcuts = [
    { to: '/links', label: 'Links', icon: <IconLink size={16} /> },
    { to: '/favourites', label: 'Saved', icon: <IconHeart size={16} /> },
    { to: '/flip-coin', label: 'Flip a Coin', icon: <IconCoin size={16} /> },
    { to: '/lineup', label: 'Lineup', icon: <IconUsersGroup size={16} /> },
    { to: '/timeout', label: 'Timeout', icon: <IconClock size={16} /> },
    ...(isAdmin ? [{ to: '/admin', label: 'Admin', icon: <IconSettings size={16} /> }] : []),
  ];
  return (
    <Group gap="xs" component="nav" aria-label="Shortcuts">
      {shortcuts.map((s) => (
        <Button key={s.to} component={Link} to={s.to} variant="default" size="sm" leftSection={s.icon}>
          {s.label}
        </Button>
      ))}
    </Group>
  );
}

/** The card browser: deck toggles, Info, shortcuts, search and the grid. */
export function HomePage() {
  usePageTitle();
  const [decks, setDecks] = useActiveDecks();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 150);
  const { access, loading } = useSubscription();
  const { data: cards, isPending, isError, error, refetch } = useAllCards(access);
  const saveFavourite = useSaveFavourite();
  const [practising, setPractising] = useState<Card | null>(null);
  const [watching, setWatching] = useState<Card | null>(null);
  const shown = useMemo(() => filterCards(cards ?? [], decks, query), [cards, decks, query]);

  if (loading) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Checking your subscription" />
      </Group>
    );
  }
  if (!access) {
    return (
      <Container size="xl" py="lg">
        <SubscriptionRequired />
      </Container>
    );
  }

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <DeckToggles value={decks} onChange={setDecks} />
          <InfoDialog />
        </Group>
        <Shortcuts />
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder="Search kickshots by name, description, strength or aiming..."
          aria-label="Search kickshots"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
        />
        {isPending && (
          <Group justify="center" py="xl">
            <Loader aria-label="Loading cards" />
          </Group>
        )}
        {isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="The cards could not be loaded">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{error.message}</Text>
              <Button size="xs" variant="light" onClick={() => void refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
        {cards && decks.length === 0 && <Text c="dimmed">Switch on a deck to see its cards.</Text>}
        {cards && decks.length > 0 && shown.length === 0 && (
          <Text c="dimmed">No kickshots match “{query.trim()}”.</Text>
        )}
        {cards && shown.length > 0 && (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {shown.length} {shown.length === 1 ? 'card' : 'cards'}
            </Text>
            <CardGrid
              cards={shown}
              onPractice={setPractising}
              onVideos={setWatching}
              onSave={(card) => saveFavourite.mutate(card.id)}
            />
          </>
        )}
      </Stack>
      <PracticeDialog card={practising} onClose={() => setPractising(null)} />
      <VideosDialog card={watching} onClose={() => setWatching(null)} />
    </Container>
  );
}
