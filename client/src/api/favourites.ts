import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from './client';
import { mirror, mirrored } from './favourites-mirror';
import type { Schemas } from './types';

export const favouriteKeys = {
  all: ['favourites'] as const,
};

type Favourites = Schemas['FavouritesDto'];
type Favourite = Schemas['FavouriteDto'];

/** What the caller shows for each save or removal (toasts); called for every one, even overlapping. */
export interface FavouriteCallbacks<Answer> {
  onSuccess?: (answer: Answer, cardId: string) => void;
  onError?: (error: Error, cardId: string) => void;
}

/**
 * The player's favourites, kept on the server and mirrored in localStorage `favouriteCards`. The
 * saved ids always; the cards themselves (`cards`) only while the player has access. The mirror is
 * shown until the answer arrives, and while the call waits for `enabled` (the session).
 */
export function useFavourites(enabled = true) {
  return useQuery({
    queryKey: favouriteKeys.all,
    queryFn: async () => {
      const favourites = await unwrap(api.GET('/api/v1/me/favourites'));
      mirror(favourites.cardIds);
      return favourites;
    },
    placeholderData: mirrored,
    enabled,
  });
}

/**
 * Saves a card. The server's PUT is idempotent: `created: false` means the card was already saved,
 * which the spec words as 'This card is already in your favourites.'
 */
export function useAddFavourite({ onSuccess, onError }: FavouriteCallbacks<Favourite> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) =>
      unwrap(api.PUT('/api/v1/me/favourites/{cardId}', { params: { path: { cardId } } })),
    onSuccess: (answer, cardId) => onSuccess?.(answer, cardId),
    onError: (error, cardId) => onError?.(error, cardId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}

/** Removes a card at once from the list shown (and the mirror), put back if the server refuses. */
export function useRemoveFavourite({ onSuccess, onError }: FavouriteCallbacks<void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) =>
      unwrap(api.DELETE('/api/v1/me/favourites/{cardId}', { params: { path: { cardId } } })),
    onMutate: async (cardId) => {
      await queryClient.cancelQueries({ queryKey: favouriteKeys.all });
      const previous = queryClient.getQueryData<Favourites>(favouriteKeys.all);
      if (previous) {
        const next: Favourites = {
          cardIds: previous.cardIds.filter((id) => id !== cardId),
          ...(previous.cards && { cards: previous.cards.filter((c) => c.id !== cardId) }),
        };
        queryClient.setQueryData(favouriteKeys.all, next);
        mirror(next.cardIds);
      }
      return { previous };
    },
    onSuccess: (_answer, cardId) => onSuccess?.(undefined, cardId),
    onError: (error, cardId, context) => {
      if (context?.previous) queryClient.setQueryData(favouriteKeys.all, context.previous);
      onError?.(error, cardId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
