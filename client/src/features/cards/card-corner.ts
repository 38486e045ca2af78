import type { Card } from '../../api/types';

/** Each suit's sign, followed by VS15 so that phones draw it as text, never as a coloured emoji. */
const SUIT_SIGNS: Readonly<Record<Card['cardSuit'], string>> = {
  spades: '\u2660\uFE0E',
  hearts: '\u2665\uFE0E',
  diamonds: '\u2666\uFE0E',
  clubs: '\u2663\uFE0E',
};

/**
 * What a playing card prints in its corners: the rank (A, 2 … 10, J, Q, K: the identifier without
 * its suit letter) and the suit's sign, red for hearts and diamonds as on any deck.
 */
export function cardCorner(card: Pick<Card, 'identifier' | 'cardSuit'>): {
  rank: string;
  suit: string;
  red: boolean;
} {
  return {
    rank: card.identifier.slice(0, -1),
    suit: SUIT_SIGNS[card.cardSuit],
    red: card.cardSuit === 'hearts' || card.cardSuit === 'diamonds',
  };
}
