import { normaliseSearchText } from '../../../../shared/search-text';
import type { Card, DeckColor } from '../../api/types';

/** The spec's localStorage key of the decks shown (the favourites' mirror is api/favourites-mirror.ts's). */
export const ACTIVE_DECKS_KEY = 'activeDeckColors';
export const DEFAULT_DECKS: DeckColor[] = ['black'];
const LISTED_DECKS: DeckColor[] = ['black', 'red'];

/** Each card's searchable fields, normalised once per card object (cards are never mutated). */
const searchTexts = new WeakMap<Card, readonly string[]>();

function searchTextsOf(card: Card): readonly string[] {
  let texts = searchTexts.get(card);
  if (!texts) {
    texts = [card.name, card.description, card.strength, card.aimingPosition].map(normaliseSearchText);
    searchTexts.set(card, texts);
  }
  return texts;
}

function matchesNormalised(card: Card, q: string): boolean {
  return q === '' || searchTextsOf(card).some((field) => field.includes(q));
}

/**
 * Same rule as the server: the query is found in the name, description, strength or aiming
 * position, both sides normalised by normaliseSearchText (case, quotes, dashes, accents, spaces).
 */
export function matchesSearch(card: Card, query: string): boolean {
  return matchesNormalised(card, normaliseSearchText(query));
}

export function filterCards(cards: Card[], decks: DeckColor[], query: string): Card[] {
  const q = normaliseSearchText(query);
  return cards.filter((card) => decks.includes(card.deck) && matchesNormalised(card, q));
}

/** Reads the active decks from storage: a JSON list of listed deck colours, default black only. */
export function parseActiveDecks(raw: string | null): DeckColor[] {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (Array.isArray(value)) {
      const decks = LISTED_DECKS.filter((deck) => value.includes(deck));
      return decks.length || value.length === 0 ? decks : DEFAULT_DECKS;
    }
  } catch {
    // fall through to the default
  }
  return DEFAULT_DECKS;
}

/** Deck name as shown on badges: 'Black Deck'. */
export function deckLabel(deck: string): string {
  return `${deck.charAt(0).toUpperCase()}${deck.slice(1)} Deck`;
}
