import { useQuery } from '@tanstack/react-query';
import { createQuerySerializer } from 'openapi-fetch';
import { api, ApiRequestError, unwrap } from './client';
import { isJsonObject } from './saved-answer';
import type { Card, DeckColor } from './types';

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

/** The card list's query: every listed deck. */
const CARD_LIST_QUERY: { deck: DeckColor[] } = { deck: ['black', 'red'] };

/**
 * The URL the card list is fetched from, as the API client writes it (`?deck=black&deck=red`): the
 * service worker keeps the answer under it.
 */
export const CARD_LIST_URL = `/api/v1/cards?${createQuerySerializer()(CARD_LIST_QUERY)}`;

const CARD_TEXT_FIELDS = [
  'id',
  'deck',
  'identifier',
  'name',
  'title',
  'strength',
  'aimingPosition',
  'description',
  'imagePath',
  'cardSuit',
] as const;

/**
 * A saved answer of the card list read back: undefined for anything that is not a non-empty list
 * of cards with the fields the grid and the card's dialog show (an older or damaged copy).
 */
export function parseCardList(value: unknown): Card[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const valid = value.every(
    (card) =>
      isJsonObject(card) &&
      CARD_TEXT_FIELDS.every((field) => typeof card[field] === 'string') &&
      typeof card.cardNumber === 'number' &&
      isJsonObject(card.commonMiss) &&
      isJsonObject(card.drill),
  );
  return valid ? (value as Card[]) : undefined;
}

/** The card list of every listed deck. */
export const fetchCardList = () => unwrap(api.GET('/api/v1/cards', { params: { query: CARD_LIST_QUERY } }));

/**
 * Every listed card, fetched once: deck toggles and search filter it locally, so typing never
 * refetches the decks. The home page asks as soon as the player is signed in, beside the
 * subscription check rather than after it; a refusal (403 without access) is an answer, not retried.
 * `saved`, the list kept on this device, is shown until the answer arrives (placeholder data: never
 * taken for an answer, never cached as one).
 */
export function useAllCards(enabled = true, saved?: Card[]) {
  return useQuery({
    queryKey: cardKeys.all,
    queryFn: fetchCardList,
    staleTime: 60 * 60_000,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiRequestError && error.status < 500),
    enabled,
    placeholderData: saved,
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
