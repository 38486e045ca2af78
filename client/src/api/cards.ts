import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, api, unwrap } from './client';
import type { Schemas } from './types';
import { FAVOURITES_KEY } from '../features/cards/card-filters';

export const cardKeys = {
  decks: ['cards', 'decks'] as const,
  all: ['cards', 'list'] as const,
  infoImages: ['cards', 'info-images'] as const,
  favourites: ['favourites'] as const,
};

export function useDecks() {
  return useQuery({
    queryKey: cardKeys.decks,
    queryFn: () => unwrap(api.GET('/api/v1/decks')),
    staleTime: Infinity,
  });
}

/**
 * Every listed card, fetched once: deck toggles and search filter it locally, so typing never
 * refetches the decks.
 */
export function useAllCards(enabled = true) {
  return useQuery({
    queryKey: cardKeys.all,
    queryFn: () => unwrap(api.GET('/api/v1/cards', { params: { query: { deck: ['black', 'red'] } } })),
    staleTime: 60 * 60_000,
    enabled,
  });
}

export function useInfoImages(enabled = true) {
  return useQuery({
    queryKey: cardKeys.infoImages,
    queryFn: () => unwrap(api.GET('/api/v1/cards/info-images')),
    staleTime: Infinity,
    enabled,
  });
}

type Favourites = Schemas['FavouritesDto'];

function mirror(cardIds: string[]): void {
  try {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(cardIds));
  } catch {
    // storage full or unavailable: the server copy is the source of truth
  }
}

function storedFavourites(): Favourites | undefined {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? 'null');
    return Array.isArray(ids)
      ? { cardIds: ids.filter((id): id is string => typeof id === 'string'), cards: [] }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The player's favourites, kept on the server and mirrored in localStorage `favouriteCards`. */
export function useFavourites() {
  return useQuery({
    queryKey: cardKeys.favourites,
    queryFn: async () => {
      const favourites = await unwrap(api.GET('/api/v1/me/favourites'));
      mirror(favourites.cardIds);
      return favourites;
    },
    placeholderData: storedFavourites,
  });
}

export function useAddFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) =>
      unwrap(api.PUT('/api/v1/me/favourites/{cardId}', { params: { path: { cardId } } })),
    onSuccess: () => notifications.show({ message: 'Card added to favourites', color: 'teal' }),
    onError: (error) =>
      notifications.show(
        error instanceof ApiRequestError && error.code === 'FAVOURITE_EXISTS'
          ? { message: 'This card is already in your favourites.' }
          : { color: 'red', message: error.message },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKeys.favourites }),
  });
}

export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) =>
      unwrap(api.DELETE('/api/v1/me/favourites/{cardId}', { params: { path: { cardId } } })),
    onMutate: async (cardId) => {
      await queryClient.cancelQueries({ queryKey: cardKeys.favourites });
      const previous = queryClient.getQueryData<Favourites>(cardKeys.favourites);
      if (previous) {
        const next = {
          cardIds: previous.cardIds.filter((id) => id !== cardId),
          cards: previous.cards.filter((c) => c.id !== cardId),
        };
        queryClient.setQueryData(cardKeys.favourites, next);
        mirror(next.cardIds);
      }
      return { previous };
    },
    onSuccess: () => notifications.show({ message: 'Card removed from favourites' }),
    onError: (error, _cardId, context) => {
      if (context?.previous) queryClient.setQueryData(cardKeys.favourites, context.previous);
      notifications.show({ color: 'red', message: error.message });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKeys.favourites }),
  });
}
