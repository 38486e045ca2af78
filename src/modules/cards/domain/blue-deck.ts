import type { CardContent } from './card.types.js';

/**
 * The blue deck is not active yet: it is in the data but never listed. Only rank and suit are known;
 * every other field falls back to 'Unknown' in the catalog.
 */
export const BLUE_DECK: Partial<CardContent>[] = [
  { rank: 'A', suit: 'spades' },
  { rank: 'A', suit: 'clubs' },
  { rank: 'A', suit: 'diamonds' },
  { rank: 'A', suit: 'hearts' },
];
