/**
 * Every card of both decks, validated (validateGeometry: the layout, the construction and the
 * simulation of the printed stroke at the middle and both ends of its speed range). One test a card,
 * so a failure names the card and every problem found with it.
 */
import { describe, expect, it } from '@jest/globals';
import { BLACK_DECK } from '../black-deck.js';
import type { CardContent } from '../card.types.js';
import { validateGeometry } from '../geometry/validation.js';
import { RED_DECK } from '../red-deck.js';

const LETTER = { spades: 'S', clubs: 'C', diamonds: 'D', hearts: 'H' } as const;
const cards = [
  ...BLACK_DECK.map((c) => [`black-${c.rank}${LETTER[c.suit]}`, c] as const),
  ...RED_DECK.map((c) => [`red-${c.rank}${LETTER[c.suit]}`, c] as const),
];

/** The stroke a card prints in words: the tip in ball radii and the speed range, as the geometry has them. */
function strokeWords(card: CardContent): string[] {
  const g = card.geometry;
  const text = `${card.aimingPosition} ${card.description}`;
  const missing: string[] = [];
  const want = (phrase: string) => {
    if (!text.includes(phrase)) missing.push(`the text never says '${phrase}'`);
  };
  if (g.tip.y !== 0) want(`${Math.abs(g.tip.y)} R ${g.tip.y < 0 ? 'below' : 'above'}`);
  if (g.tip.x !== 0) want(`${Math.abs(g.tip.x)} R ${g.tip.x < 0 ? 'left' : 'right'}`);
  const [min, max] = g.speed;
  want(min === max ? `speed ${min}` : `speed ${min}–${max}`);
  return missing;
}

describe('every card, simulated', () => {
  it.each(cards)('%s prints the stroke it is drawn with', (_id, card: CardContent) => {
    expect(strokeWords(card)).toEqual([]);
  });
  it.each(cards)('%s produces its drawn result', (_id, card: CardContent) => {
    expect(validateGeometry(card.geometry)).toEqual([]);
  });
});
