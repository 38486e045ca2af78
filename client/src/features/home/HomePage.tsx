import { Alert, Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconClock,
  IconCoin,
  IconHeart,
  IconInfoCircle,
  IconLink,
  IconSearch,
  IconSettings,
  IconUsersGroup,
} from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useIsAdmin } from '../../api/auth';
import { useAllCards } from '../../api/cards';
import { ApiRequestError } from '../../api/client';
import { useFavourites } from '../../api/favourites';
import type { Card } from '../../api/types';
import { useReturnFocus } from '../../ui/focus-return';
import { usePageTitle } from '../../ui/usePageTitle';
import { useAuth } from '../auth/AuthProvider';
import { SubscriptionRequired } from '../billing/SubscriptionRequired';
import { useSubscription } from '../billing/SubscriptionProvider';
import { CardGrid } from '../cards/CardGrid';
import { diagramPlaceholder } from '../cards/CardImage';
import { filterCards } from '../cards/card-filters';
import { DeckToggles } from '../cards/DeckToggles';
import { useActiveDecks } from '../cards/useActiveDecks';
import { useSaveFavourite } from '../favourites/useFavouriteActions';
import { gridAccess } from './grid-access';
import { HomeHero } from './HomeHero';
import { hasDeepLinkParams, parseDeepLink, withDeck, withoutDeepLink, type InfoSectionId } from './deep-link';
import { useSavedCardList } from './saved-card-list';

// Each dialog is fetched when it is first opened.
const CardDetailsDialog = lazy(() =>
  import('../cards/CardDetailsDialog').then((m) => ({ default: m.CardDetailsDialog })),
);
const InfoDialog = lazy(() => import('../cards/InfoDialog').then((m) => ({ default: m.InfoDialog })));
const PracticeDialog = lazy(() =>
  import('../practice/PracticeDialog').then((m) => ({ default: m.PracticeDialog })),
);
const VideosDialog = lazy(() =>
  import('../practice/VideosDialog').then((m) => ({ default: m.VideosDialog })),
);

type OpenDialog =
  { kind: 'details' | 'practice' | 'videos'; card: Card } | { kind: 'info'; section?: InfoSectionId } | null;

function Shortcuts({ signedIn }: { signedIn: boolean }) {
  const { data: isAdmin } = useIsAdmin(signedIn);
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

/** Placeholders the size of the first cards, while the card list loads. */
function GridSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" aria-busy aria-label="Loading cards">
      {Array.from({ length: 4 }, (_, i) => (
        <Stack key={i} gap={8}>
          <Skeleton {...diagramPlaceholder()} radius="md" />
          <Skeleton height={18} width="70%" />
          <Skeleton height={14} width="90%" />
          <Skeleton height={22} width="60%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * The card browser: deck toggles, Info, shortcuts, search and the grid. While the session is being
 * recovered at the page's start, the guard shows it only with the card list this device saved (see
 * saved-card-list.ts): the grid shows that copy until the list is fetched with the session, and the
 * favourites' marks come from their localStorage mirror meanwhile. What needs the session (a
 * dialog, saving a card) waits for it.
 */
export function HomePage() {
  usePageTitle();
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const [decks, setDecks] = useActiveDecks();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 150);
  const { access, loading } = useSubscription();
  const saved = useSavedCardList();
  const savedCards = saved.phase === 'ready' ? saved.cards : undefined;
  // asked beside the subscription check, not after it: the server refuses without access
  const cardsQuery = useAllCards(signedIn, savedCards);
  const { data: cards, isError, error, refetch, isPlaceholderData } = cardsQuery;
  // the list the server answered (never the saved copy): what a link into the page looks for
  const listedCards = isPlaceholderData ? undefined : cards;
  const { data: favourites } = useFavourites(signedIn);
  const savedIds = useMemo(() => new Set(favourites?.cardIds ?? []), [favourites]);
  const { mutate: saveCard } = useSaveFavourite();
  // a card saved before the session is saved once it is there
  const cardToSave = useRef<string | null>(null);
  useEffect(() => {
    const cardId = cardToSave.current;
    if (!signedIn || cardId === null) return;
    cardToSave.current = null;
    saveCard(cardId);
  }, [signedIn, saveCard]);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // a dialog asked for before the session opens once it is there
  const dialogShown = signedIn ? dialog : null;
  const infoButton = useRef<HTMLButtonElement>(null);
  // the dialogs are mounted only while open: the focus goes back to what opened them, or (opened
  // from a card's menu, or by a link) to the card's menu button or the Info button
  useReturnFocus(dialogShown !== null, {
    fallback: () =>
      dialog && 'card' in dialog
        ? document.querySelector<HTMLElement>(`[data-card-menu="${CSS.escape(dialog.card.id)}"]`)
        : infoButton.current,
  });
  const shown = useMemo(() => filterCards(cards ?? [], decks, query), [cards, decks, query]);
  const refused = error instanceof ApiRequestError && error.status === 403;
  const gate = gridAccess({ signedIn, checking: loading, access, refused, savedCopy: !!savedCards });
  const waitForAccess = gate === 'waiting';
  const [params, setParams] = useSearchParams();

  // A link into the page (`/?card=black-2S` from the coach, `/?info=aiming-points`) opens its
  // dialog once, switching the card's deck on; the parameter then leaves the address (replace), so
  // closing the dialog does not open it again. A card waits for the card list (without access the
  // Subscription Required panel shows and the link waits); an unknown card is dropped unopened.
  const link = parseDeepLink(params);
  const linkedCard = link?.kind === 'card' ? listedCards?.find((card) => card.id === link.cardId) : undefined;
  const linkReady = link?.kind === 'info' || linkedCard !== undefined;
  const linkDead =
    hasDeepLinkParams(params) && (!link || (link.kind === 'card' && !!listedCards && !linkedCard));
  const linkKey = linkReady ? params.toString() : null;
  const [openedLink, setOpenedLink] = useState<string | null>(null);
  if (linkKey !== openedLink) {
    setOpenedLink(linkKey);
    if (linkedCard) setDialog({ kind: 'details', card: linkedCard });
    else if (link?.kind === 'info') setDialog({ kind: 'info', section: link.section });
  }
  useEffect(() => {
    if (linkedCard && !decks.includes(linkedCard.deck)) setDecks(withDeck(decks, linkedCard.deck));
  }, [linkedCard, decks, setDecks]);
  useEffect(() => {
    if (linkReady || linkDead) setParams(withoutDeepLink(params), { replace: true });
  }, [linkReady, linkDead, params, setParams]);

  // the same functions from one render to the next: a card re-renders only when its own props change
  const actions = useMemo(
    () => ({
      onPractice: (card: Card) => setDialog({ kind: 'practice', card }),
      onVideos: (card: Card) => setDialog({ kind: 'videos', card }),
      onSave: (card: Card) => {
        if (signedIn) saveCard(card.id);
        else cardToSave.current = card.id;
      },
    }),
    [signedIn, saveCard],
  );
  const openDetails = useCallback((card: Card) => setDialog({ kind: 'details', card }), []);

  if (gate === 'refused') {
    return (
      <Container size="xl" py="lg">
        <SubscriptionRequired />
      </Container>
    );
  }

  const close = () => setDialog(null);

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <HomeHero />
        <Group justify="space-between" align="center">
          <DeckToggles value={decks} onChange={setDecks} />
          <Button
            variant="light"
            ref={infoButton}
            leftSection={<IconInfoCircle size={16} />}
            onClick={() => setDialog({ kind: 'info' })}
          >
            Info
          </Button>
        </Group>
        <Shortcuts signedIn={signedIn} />
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder="Search kickshots by name, description, strength or aiming..."
          aria-label="Search kickshots"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
        />
        {(waitForAccess || (!cards && (!isError || refused))) && <GridSkeleton />}
        {isError && !refused && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="The cards could not be loaded">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{error.message}</Text>
              <Button size="xs" variant="light" onClick={() => void refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
        {cards && !waitForAccess && decks.length === 0 && (
          <Text c="dimmed">Switch on a deck to see its cards.</Text>
        )}
        {cards && !waitForAccess && decks.length > 0 && shown.length === 0 && (
          <Text c="dimmed">No kickshots match “{query.trim()}”.</Text>
        )}
        {cards && !waitForAccess && shown.length > 0 && (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {shown.length} {shown.length === 1 ? 'card' : 'cards'}
            </Text>
            <CardGrid cards={shown} savedIds={savedIds} onOpen={openDetails} {...actions} />
          </>
        )}
      </Stack>
      <Suspense fallback={null}>
        {dialogShown?.kind === 'info' && <InfoDialog opened onClose={close} section={dialogShown.section} />}
        {dialogShown?.kind === 'details' && (
          <CardDetailsDialog card={dialogShown.card} onClose={close} {...actions} />
        )}
        {dialogShown?.kind === 'practice' && <PracticeDialog card={dialogShown.card} onClose={close} />}
        {dialogShown?.kind === 'videos' && <VideosDialog card={dialogShown.card} onClose={close} />}
      </Suspense>
    </Container>
  );
}
