import { Alert, Anchor, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFavourites } from '../../api/favourites';
import { usePageTitle } from '../../ui/usePageTitle';
import { SubscriptionRequired } from '../billing/SubscriptionRequired';
import { useSubscription } from '../billing/SubscriptionProvider';
import { CardGrid } from '../cards/CardGrid';
import { useUnsaveFavourite } from './useFavouriteActions';

/**
 * /favourites: the player's saved cards, sorted like the deck. The cards are paid content: without
 * access the server answers the saved ids only, and the page shows Subscription Required, as the
 * home page does.
 */
export function FavouritesPage() {
  usePageTitle('Your Saved');
  const { access, loading: checking } = useSubscription();
  const { data, isPending, isError, error, isPlaceholderData } = useFavourites();
  const remove = useUnsaveFavourite();
  const cards = data?.cards ?? [];
  // The server is the judge: an answer without `cards` means no access, whatever the last status check said.
  const locked = !access || (data !== undefined && !isPlaceholderData && data.cards === undefined);
  const loading =
    checking || isPending || (isPlaceholderData && cards.length === 0 && (data?.cardIds.length ?? 0) > 0);

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Your Saved</Title>
          <Anchor component={Link} to="/">
            Back to Kickshots
          </Anchor>
        </Group>
        {loading && (
          <Center py="xl">
            <Loader aria-label="Loading saved cards" />
          </Center>
        )}
        {!loading && locked && <SubscriptionRequired />}
        {!loading && !locked && isError && <Alert color="red">{error.message}</Alert>}
        {!loading && !locked && !isError && cards.length === 0 && (
          <Center py={60}>
            <Stack align="center" gap="sm">
              <IconHeart size={40} aria-hidden />
              <Title order={2} size="h3">
                No Saved Kickshots
              </Title>
              <Text c="dimmed" ta="center">
                Save cards from their menu to find them here.
              </Text>
              <Button component={Link} to="/">
                Browse Kickshots
              </Button>
            </Stack>
          </Center>
        )}
        {!loading && !locked && cards.length > 0 && (
          <CardGrid cards={cards} onRemove={(card) => remove.mutate(card.id)} />
        )}
      </Stack>
    </Container>
  );
}
