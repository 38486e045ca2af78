import { deckLabel } from '../cards/card-filters';

/** Card names by card id, from the card list (card text is paid content: only with access). */
export type CardNames = ReadonlyMap<string, string>;

export function cardNames(cards: readonly { id: string; name: string }[]): CardNames {
  return new Map(cards.map((card) => [card.id, card.name]));
}

const RANKS: Readonly<Record<string, string>> = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };
const SUITS: Readonly<Record<string, string>> = { S: 'Spades', C: 'Clubs', D: 'Diamonds', H: 'Hearts' };
const CARD_ID = /^(black|red|blue)-(A|[2-9]|10|J|Q|K)([SCDH])$/;

/**
 * The playing card a kickshot id stands for, in words: red-QH → "Queen of Hearts" and "Red Deck".
 * Null for anything that is not a card id.
 */
export function cardFace(id: string): { face: string; deck: string } | null {
  const m = CARD_ID.exec(id);
  if (!m) return null;
  return { face: `${RANKS[m[2]] ?? m[2]} of ${SUITS[m[3]]}`, deck: deckLabel(m[1]) };
}

/**
 * How a card is named in a list: its name when the card list gives one ("Reverse Around the
 * Table"), else the playing card ("Queen of Hearts"); a raw id only for what is not a card id.
 */
export function cardTitle(id: string, names: CardNames | undefined): string {
  return names?.get(id)?.trim() || cardFace(id)?.face || id;
}

/**
 * The line under a card's title: the playing card and its deck ("Queen of Hearts · Red Deck"), or
 * the deck alone when the title is already the playing card.
 */
export function cardSubtitle(id: string, names: CardNames | undefined): string {
  const face = cardFace(id);
  if (!face) return '';
  return names?.get(id)?.trim() ? `${face.face} · ${face.deck}` : face.deck;
}
