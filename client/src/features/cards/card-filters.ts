import type { Card, DeckColor } from '../../api/types';

/** The spec's localStorage key of the decks shown (the favourites' mirror is api/favourites-mirror.ts's). */
export const ACTIVE_DECKS_KEY = 'activeDeckColors';
export const DEFAULT_DECKS: DeckColor[] = ['black'];
const LISTED_DECKS: DeckColor[] = ['black', 'red'];

// Typographic look-alikes folded to the plain characters a keyboard types (escapes keep them visible).
const SINGLE_QUOTES =
  /[\u2018\u2019\u201A\u201B\u2032\u2035\u0060\u00B4\u02BB\u02BC\u02B9\u2039\u203A\uFF07]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u2036\u00AB\u00BB\u02BA\uFF02]/g;
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const COMBINING_MARKS = /\p{M}/gu;

/**
 * Text as the search compares it (the server's card-catalog does the same): lower case, curly
 * quotes and apostrophes straight, dashes as '-', accents removed ('café' → 'cafe'), runs of
 * whitespace as one space, trimmed.
 */
export function normaliseSearchText(text: string): string {
  return text
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/\s+/g, ' ')
    .trim();
}

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
