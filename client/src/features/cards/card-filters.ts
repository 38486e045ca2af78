import type { Card, DeckColor } from '../../api/types';

/** The spec's localStorage key of the decks shown (the favourites' mirror is api/favourites.ts's). */
export const ACTIVE_DECKS_KEY = 'activeDeckColors';
export const DEFAULT_DECKS: DeckColor[] = ['black'];
const LISTED_DECKS: DeckColor[] = ['black', 'red'];

/** Same rule as the server: case-insensitive match on name, description, strength or aiming position. */
export function matchesSearch(card: Card, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [card.name, card.description, card.strength, card.aimingPosition].some((field) =>
    field.toLowerCase().includes(q),
  );
}

export function filterCards(cards: Card[], decks: DeckColor[], query: string): Card[] {
  return cards.filter((card) => decks.includes(card.deck) && matchesSearch(card, query));
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
