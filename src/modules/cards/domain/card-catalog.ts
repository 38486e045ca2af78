/**
 * The card catalog: decks assembled from the deck content files, card ids, sorting and search.
 *
 * Ids are `<deck>-<identifier>` with identifier = rank + suit letter (S, C, D, H): black-AS, red-10H.
 * Order everywhere: deck (black, red, blue), then rank with the ace HIGH (2 … 10, J, Q, K, A), then suit
 * (spades, clubs, diamonds, hearts). The blue deck is inactive: it is in ALL_CARDS but never listed.
 */
import {
  CARD_SUITS,
  DECK_COLORS,
  RANKS,
  type Card,
  type CardContent,
  type CardGeometry,
  type CardSuit,
  type Deck,
  type DeckColor,
  type Rank,
} from './card.types.js';
import { BLACK_DECK } from './black-deck.js';
import { BLUE_DECK } from './blue-deck.js';
import { RED_DECK } from './red-deck.js';
import { normaliseSearchText } from '../../../../shared/search-text.js';

export const UNKNOWN = 'Unknown';

export const SUIT_LETTERS: Readonly<Record<CardSuit, string>> = {
  spades: 'S',
  clubs: 'C',
  diamonds: 'D',
  hearts: 'H',
};

export const DECK_NAMES: Readonly<Record<DeckColor, string>> = {
  black: 'Black Deck — Kick Shots',
  red: 'Red Deck — Position Play',
  blue: 'Blue Deck',
};

export const ACTIVE_DECKS: readonly DeckColor[] = ['black', 'red'];

export interface ParsedCardId {
  deck: DeckColor;
  rank: Rank;
  suit: CardSuit;
  identifier: string;
  cardNumber: number;
}

const ID_PATTERN = /^(black|red|blue)-(A|[2-9]|10|J|Q|K)([SCDH])$/;

/** Strict parse of a card id (`black-2S`, `red-10H`); null for anything else. Case-sensitive. */
export function parseCardId(id: string): ParsedCardId | null {
  const m = ID_PATTERN.exec(id);
  if (!m) return null;
  const deck = m[1] as DeckColor;
  const rank = m[2] as Rank;
  const suit = CARD_SUITS.find((s) => SUIT_LETTERS[s] === m[3])!;
  return { deck, rank, suit, identifier: `${rank}${m[3]}`, cardNumber: RANKS.indexOf(rank) + 1 };
}

export function cardIdentifier(rank: Rank, suit: CardSuit): string {
  return `${rank}${SUIT_LETTERS[suit]}`;
}

/** Sort value of a card number with the ace high: 1 → 14, otherwise unchanged. */
export function rankValue(cardNumber: number): number {
  return cardNumber === 1 ? 14 : cardNumber;
}

type Sortable = Pick<Card, 'deck' | 'cardNumber' | 'cardSuit'>;

/** Deck (black, red, blue), then rank ascending with the ace high, then suit (S, C, D, H). */
export function compareCards(a: Sortable, b: Sortable): number {
  return (
    DECK_COLORS.indexOf(a.deck) - DECK_COLORS.indexOf(b.deck) ||
    rankValue(a.cardNumber) - rankValue(b.cardNumber) ||
    CARD_SUITS.indexOf(a.cardSuit) - CARD_SUITS.indexOf(b.cardSuit)
  );
}

/** Sort card ids the way cards are sorted; ids that do not parse go last, in string order. */
export function sortCardIds(ids: readonly string[]): string[] {
  const keyed = ids.map((id) => {
    const p = parseCardId(id);
    return { id, key: p ? { deck: p.deck, cardNumber: p.cardNumber, cardSuit: p.suit } : null };
  });
  keyed.sort((a, b) => {
    if (a.key && b.key) return compareCards(a.key, b.key);
    if (a.key) return -1;
    if (b.key) return 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  return keyed.map((k) => k.id);
}

/**
 * A content entry as the API's Card; missing text fields become 'Unknown' (a missing drill counts 0
 * successes). Undefined without rank/suit. The common miss and the drill are card text like the
 * description: the API returns them only where it returns the description (behind the paywall).
 */
export function toCard(deck: DeckColor, content: Partial<CardContent>): Card | undefined {
  const { rank, suit } = content;
  if (!rank || !suit || !RANKS.includes(rank) || !CARD_SUITS.includes(suit)) return undefined;
  const identifier = cardIdentifier(rank, suit);
  const id = `${deck}-${identifier}`;
  const field = (v: string | undefined): string => (v && v.trim() ? v : UNKNOWN);
  const count = (v: number | undefined): number => (typeof v === 'number' && Number.isInteger(v) ? v : 0);
  return {
    id,
    deck,
    identifier,
    name: field(content.name),
    title: field(content.title),
    strength: field(content.strength),
    aimingPosition: field(content.aimingPosition),
    description: field(content.description),
    commonMiss: {
      miss: field(content.commonMiss?.miss),
      see: field(content.commonMiss?.see),
      fix: field(content.commonMiss?.fix),
    },
    drill: {
      success: field(content.drill?.success),
      club: count(content.drill?.club),
      strong: count(content.drill?.strong),
    },
    imagePath: `/kickshot-diagrams/${deck}/${id}.svg`,
    cardNumber: RANKS.indexOf(rank) + 1,
    cardSuit: suit,
  };
}

export interface ListOptions {
  decks?: DeckColor[];
  q?: string;
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

/**
 * Listed cards: never the blue deck; only the requested decks (default both active decks); `q` is
 * matched as a substring of name, description, strength or aiming position, both sides normalised
 * by normaliseSearchText (case, quotes, dashes, accents, whitespace). Sorted by compareCards.
 */
export function filterCards(cards: readonly Card[], opts: ListOptions = {}): Card[] {
  const decks = (opts.decks && opts.decks.length > 0 ? opts.decks : ACTIVE_DECKS).filter((d) =>
    ACTIVE_DECKS.includes(d),
  );
  const q = normaliseSearchText(opts.q ?? '');
  return cards
    .filter((c) => decks.includes(c.deck))
    .filter((c) => q === '' || searchTextsOf(c).some((f) => f.includes(q)))
    .sort(compareCards);
}

export interface DeckSources {
  black: readonly CardContent[];
  red: readonly CardContent[];
  blue: readonly Partial<CardContent>[];
}

export interface Catalog {
  decks: Deck[];
  cards: Card[];
  listCards(opts?: ListOptions): Card[];
  findListedCard(id: string): Card | undefined;
  getGeometry(id: string): CardGeometry | undefined;
}

/** Build a catalog from deck content (the module exports below use the real decks). */
export function createCatalog(sources: DeckSources): Catalog {
  const decks: Deck[] = DECK_COLORS.map((color) => ({
    color,
    name: DECK_NAMES[color],
    isActive: ACTIVE_DECKS.includes(color),
    totalCards: sources[color].length,
  }));
  const cards: Card[] = [];
  const geometries = new Map<string, CardGeometry>();
  for (const color of DECK_COLORS) {
    for (const content of sources[color]) {
      const card = toCard(color, content);
      if (!card) continue;
      cards.push(card);
      if (content.geometry) geometries.set(card.id, content.geometry);
    }
  }
  cards.sort(compareCards);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const isListed = (c: Card | undefined): c is Card => !!c && ACTIVE_DECKS.includes(c.deck);
  return {
    decks,
    cards,
    listCards: (opts = {}) => filterCards(cards, opts),
    findListedCard: (id) => {
      const card = byId.get(id);
      return isListed(card) ? card : undefined;
    },
    getGeometry: (id) => (isListed(byId.get(id)) ? geometries.get(id) : undefined),
  };
}

const catalog = createCatalog({ black: BLACK_DECK, red: RED_DECK, blue: BLUE_DECK });

export const DECKS: Deck[] = catalog.decks;
/** Every card of every deck, the inactive blue deck included (its missing fields are 'Unknown'). */
export const ALL_CARDS: Card[] = catalog.cards;

export function listCards(opts: ListOptions = {}): Card[] {
  return catalog.listCards(opts);
}

/** A card of an active deck by id; undefined for blue or unknown ids. */
export function findListedCard(id: string): Card | undefined {
  return catalog.findListedCard(id);
}

/** The geometry of a listed card; undefined for blue or unknown ids. */
export function getGeometry(id: string): CardGeometry | undefined {
  return catalog.getGeometry(id);
}
