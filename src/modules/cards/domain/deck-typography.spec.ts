/**
 * Card texts use typographic quotes only: apostrophes ’, single quotes ‘ ’, double quotes “ ”. A
 * straight ' or " in a user-facing text fails here as `<card id> <field>: …` with the spot to fix.
 * (The search folds both forms together, see normaliseSearchText in shared/search-text.ts.)
 */
import { BLACK_DECK } from './black-deck.js';
import { BLUE_DECK } from './blue-deck.js';
import type { CardContent, DeckColor } from './card.types.js';
import { INFO_IMAGES } from './info-images.js';
import { RED_DECK } from './red-deck.js';

const LETTER = { spades: 'S', clubs: 'C', diamonds: 'D', hearts: 'H' } as const;
const TEXT_FIELDS = ['name', 'title', 'strength', 'aimingPosition', 'description'] as const;
const DECKS: [DeckColor, readonly Partial<CardContent>[]][] = [
  ['black', BLACK_DECK],
  ['red', RED_DECK],
  ['blue', BLUE_DECK],
];

/** Every straight quote in `text`, with a little context and the typographic form to use. */
function straightQuotes(text: string): string[] {
  return [...text.matchAll(/['"]/g)].map((m) => {
    const at = m.index;
    const context = text.slice(Math.max(0, at - 15), at + 16);
    const use = m[0] === "'" ? '’ (apostrophe or closing quote) or ‘ (opening quote)' : '“ or ”';
    return `straight ${m[0]} in «${context}» — use ${use}`;
  });
}

function cardProblems(): string[] {
  const problems: string[] = [];
  for (const [deck, cards] of DECKS) {
    for (const card of cards) {
      const id = `${deck}-${card.rank ?? '?'}${card.suit ? LETTER[card.suit] : '?'}`;
      for (const field of TEXT_FIELDS) {
        const value = card[field];
        if (typeof value !== 'string') continue;
        for (const p of straightQuotes(value)) problems.push(`${id} ${field}: ${p}`);
      }
      const coaching: [string, unknown][] = [
        ['commonMiss.miss', card.commonMiss?.miss],
        ['commonMiss.see', card.commonMiss?.see],
        ['commonMiss.fix', card.commonMiss?.fix],
        ['drill.success', card.drill?.success],
      ];
      for (const [field, value] of coaching) {
        if (typeof value !== 'string') continue;
        for (const p of straightQuotes(value)) problems.push(`${id} ${field}: ${p}`);
      }
    }
  }
  return problems;
}

describe('card typography', () => {
  it('finds straight quotes (the check itself)', () => {
    expect(straightQuotes('6 o’clock, the “mirror”')).toEqual([]);
    expect(straightQuotes("6 o'clock")).toHaveLength(1);
    expect(straightQuotes('the "mirror"')).toHaveLength(2);
  });

  it('uses only typographic quotes and apostrophes in every card text', () => {
    expect(cardProblems()).toEqual([]);
  });

  it('uses only typographic quotes and apostrophes in the Info texts', () => {
    const problems = INFO_IMAGES.flatMap((info) =>
      (['title', 'description'] as const).flatMap((field) =>
        straightQuotes(info[field]).map((p) => `info ${info.id} ${field}: ${p}`),
      ),
    );
    expect(problems).toEqual([]);
  });
});
