import { useQuery } from '@tanstack/react-query';
import { api, ApiRequestError, unwrap } from './client';

export const cardKeys = {
  decks: ['cards', 'decks'] as const,
  all: ['cards', 'list'] as const,
  infoImages: ['cards', 'info-images'] as const,
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
 * refetches the decks. The home page asks as soon as the player is signed in, beside the
 * subscription check rather than after it; a refusal (403 without access) is an answer, not retried.
 */
export function useAllCards(enabled = true) {
  return useQuery({
    queryKey: cardKeys.all,
    queryFn: () => unwrap(api.GET('/api/v1/cards', { params: { query: { deck: ['black', 'red'] } } })),
    staleTime: 60 * 60_000,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiRequestError && error.status < 500),
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
