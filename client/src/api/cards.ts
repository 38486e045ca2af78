import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from './client';

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
