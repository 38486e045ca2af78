import { describe, expect, it } from '@jest/globals';
import { ALL_CARDS } from '../../cards/domain/index.js';
import { successRate, summarisePractice } from './practice-advice.js';
import { coachCardsFromCatalog, record } from './spec-helpers.js';

const CARDS = coachCardsFromCatalog(ALL_CARDS);
const NOW = new Date('2026-11-20T18:00:00Z');

/** A player of the black deck with a few weeks of history. */
const HISTORY = [
  record('black-2S', 40, 30, NOW, 1), // 75%
  record('black-3S', 12, 3, NOW, 2), // 25%
  record('black-4S', 8, 2, NOW, 20), // 25%, fewer attempts than 3S
  record('black-2C', 10, 6, NOW, 30), // 60%
  record('black-5S', 4, 0, NOW, 3), // 0%, but too few attempts to judge
  record('black-2D', 6, 3, NOW, 15), // 50%
  record('black-3C', 20, 15, NOW, 60), // 75%, longest ago
  record('black-6S', 5, 5, NOW, 14.5), // 100%, just over 14 days
  record('black-7S', 5, 4, NOW, 13.9), // 80%, within 14 days
  record('blue-AS', 9, 0, NOW, 40), // a card the coach does not know: totals only
];

describe('summarisePractice', () => {
  const summary = summarisePractice(HISTORY, CARDS, NOW);

  it('totals every record', () => {
    expect(summary).toMatchObject({ totalAttempts: 119, totalSuccesses: 68, cardsPractised: 10 });
  });

  it('lists the weakest cards with 5+ attempts, lowest rate first, more attempts first on a tie', () => {
    expect(summary.weakest.map((w) => [w.card.id, w.successRate, w.attempts])).toEqual([
      ['black-3S', 25, 12],
      ['black-4S', 25, 8],
      ['black-2D', 50, 6],
      ['black-2C', 60, 10],
      ['black-2S', 75, 40],
    ]);
    expect(summary.weakest[0]?.card).toEqual({
      kind: 'card',
      id: 'black-3S',
      title: 'Short-Angle Kick Off the Near Rail (Black 3S)',
      url: '/?card=black-3S',
    });
  });

  it('lists the cards not practised in the last 14 days, longest ago first', () => {
    expect(summary.notLately.map((n) => n.card.id)).toEqual([
      'black-3C',
      'black-2C',
      'black-4S',
      'black-2D',
      'black-6S',
    ]);
    expect(summary.notLately[0]?.lastPracticed).toBe('2026-09-21T18:00:00.000Z');
  });

  it('suggests the easiest cards not practised yet in the decks the player uses', () => {
    expect(summary.notYet.map((c) => c.id)).toEqual(['black-2H', 'black-3D', 'black-3H']);
  });

  it('suggests from both decks once the player practises both, easiest first', () => {
    const both = summarisePractice([...HISTORY, record('red-2S', 3, 1, NOW, 1)], CARDS, NOW);
    expect(both.notYet.map((c) => c.id)).toEqual(['black-2H', 'red-2C', 'red-2D']);
  });

  it('starts a new player on the easiest black cards', () => {
    expect(summarisePractice([], CARDS, NOW)).toEqual({
      totalAttempts: 0,
      totalSuccesses: 0,
      cardsPractised: 0,
      weakest: [],
      notLately: [],
      notYet: [
        {
          kind: 'card',
          id: 'black-2S',
          title: 'One-Rail Kick: Mirror Basics (Black 2S)',
          url: '/?card=black-2S',
        },
        {
          kind: 'card',
          id: 'black-2C',
          title: 'Two-Rail Kick Around the Corner (Black 2C)',
          url: '/?card=black-2C',
        },
        {
          kind: 'card',
          id: 'black-2D',
          title: 'Corner-5 Three-Rail Basics (Black 2D)',
          url: '/?card=black-2D',
        },
      ],
    });
  });

  it('keeps at most 5 weakest and 5 not lately', () => {
    const many = CARDS.filter((c) => c.deck === 'red').map((c, i) => record(c.id, 10, i % 10, NOW, 20 + i));
    const s = summarisePractice(many, CARDS, NOW);
    expect(s.weakest).toHaveLength(5);
    expect(s.weakest.every((w) => w.successRate === 0)).toBe(true);
    expect(s.notLately).toHaveLength(5);
    expect(s.notLately[0]?.card.id).toBe(many.at(-1)?.cardId);
  });

  it('reports success rates as the practice module does', () => {
    expect(successRate(2, 3)).toBe(66.7);
    expect(successRate(0, 0)).toBe(0);
  });
});
