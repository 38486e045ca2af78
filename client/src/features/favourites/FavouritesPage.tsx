import { Alert, Anchor, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFavourites, useRemoveFavourite } from '../../api/cards';
import { usePageTitle } from '../../ui/usePageTitle';
import { CardGrid } from '../cards/CardGrid';

/** /favourites: the player's saved cards, sorted like the deck. */
export function FavouritesPage() {
  usePageTitle('Your Saved');
  const { data, isPending, isError, error, isPlaceholderData } = useFavourites();
  const remove = useRemoveFavourite();
  const cards = data?.cards ?? [];
  const loading = isPending || (isPlaceholderData && cards.length === 0 && (data?.cardIds.length ?? 0) > 0);

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
        {isError && <Alert color="red">{error.message}</Alert>}
        {!loading && !isError && cards.length === 0 && (
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
        {cards.length > 0 && <CardGrid cards={cards} onRemove={(card) => remove.mutate(card.id)} />}
      </Stack>
    </Container>
  );
}
