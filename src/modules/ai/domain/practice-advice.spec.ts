import { describe, expect, it } from '@jest/globals';
import { ALL_CARDS } from '../../cards/domain/index.js';
import { successRate, summarisePractice, WEAK_BELOW_RATE } from './practice-advice.js';
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

  it('lists the weak cards (5+ attempts, below 70%), lowest rate first, more attempts first on a tie', () => {
    expect(summary.cardsJudged).toBe(8);
    expect(summary.weakest.map((w) => [w.card.id, w.successRate, w.attempts])).toEqual([
      ['black-3S', 25, 12],
      ['black-4S', 25, 8],
      ['black-2D', 50, 6],
      ['black-2C', 60, 10],
    ]);
    expect(summary.weakest[0]?.card).toEqual({
      kind: 'card',
      id: 'black-3S',
      title: 'Short-Angle Kick Off the Near Rail (Black 3S)',
      url: '/?card=black-3S',
    });
  });

  it('lists the strongest cards (5+ attempts, 70% or more), highest rate first, more attempts first on a tie', () => {
    // black-2S and black-3C are both at 75%: 2S has 40 attempts, 3C 20, and only 3 are listed
    expect(summary.strongest.map((s) => [s.card.id, s.successRate, s.attempts])).toEqual([
      ['black-6S', 100, 5],
      ['black-7S', 80, 5],
      ['black-2S', 75, 40],
    ]);
  });

  it('never judges a card with fewer than 5 attempts: it is listed as not enough attempts yet', () => {
    expect(summary.notEnoughAttempts).toEqual([
      {
        card: {
          kind: 'card',
          id: 'black-5S',
          title: expect.stringContaining('(Black 5S)'),
          url: '/?card=black-5S',
        },
        attempts: 4,
        successes: 0,
      },
    ]);
    const listed = [...summary.weakest, ...summary.strongest].map((c) => c.card.id);
    expect(listed).not.toContain('black-5S');
  });

  it("the reviewer's case: 90%, 100%, 0 of 3 and 40% of 10 — only the 40% card is weak", () => {
    const s = summarisePractice(
      [
        record('black-2S', 10, 9, NOW, 1), // 90%
        record('black-3S', 6, 6, NOW, 1), // 100%
        record('black-4S', 3, 0, NOW, 1), // 0 of 3: not enough attempts to judge
        record('black-2C', 10, 4, NOW, 1), // 40%
      ],
      CARDS,
      NOW,
    );
    expect(s.weakest.map((w) => [w.card.id, w.successRate, w.attempts])).toEqual([['black-2C', 40, 10]]);
    expect(s.strongest.map((w) => [w.card.id, w.successRate])).toEqual([
      ['black-3S', 100],
      ['black-2S', 90],
    ]);
    expect(s.notEnoughAttempts.map((n) => [n.card.id, n.successes, n.attempts])).toEqual([
      ['black-4S', 0, 3],
    ]);
    expect(s.cardsJudged).toBe(3);
  });

  it('calls no card weak when every judged card is at 70% or better', () => {
    const s = summarisePractice(
      [
        record('black-2S', 10, 7, NOW, 1), // 70%: at the bar, not weak
        record('black-3S', 20, 19, NOW, 1), // 95%
        record('black-4S', 4, 0, NOW, 1), // 0 of 4: not judged
      ],
      CARDS,
      NOW,
    );
    expect(WEAK_BELOW_RATE).toBe(70);
    expect(s.weakest).toEqual([]);
    expect(s.cardsJudged).toBe(2);
    expect(s.strongest.map((w) => w.card.id)).toEqual(['black-3S', 'black-2S']);
  });

  it('calls a card weak just below 70%, and breaks ties by attempts, then by id', () => {
    const s = summarisePractice(
      [
        record('black-2S', 13, 9, NOW, 1), // 69.2%
        record('black-3S', 10, 5, NOW, 1), // 50%
        record('black-4S', 20, 10, NOW, 1), // 50%, more attempts
        record('black-2C', 10, 5, NOW, 1), // 50%, as many attempts as 3S
        record('black-2D', 10, 9, NOW, 1), // 90%
        record('black-3C', 20, 18, NOW, 1), // 90%, more attempts
      ],
      CARDS,
      NOW,
    );
    expect(s.weakest.map((w) => [w.card.id, w.successRate])).toEqual([
      ['black-4S', 50],
      ['black-2C', 50],
      ['black-3S', 50],
      ['black-2S', 69.2],
    ]);
    expect(s.strongest.map((w) => w.card.id)).toEqual(['black-3C', 'black-2D']);
  });

  it('judges nothing while every card has fewer than 5 attempts, and lists at most 3 of them', () => {
    const s = summarisePractice(
      [
        record('black-2S', 4, 4, NOW, 3),
        record('black-3S', 1, 0, NOW, 1),
        record('black-4S', 3, 0, NOW, 2),
        record('black-2C', 4, 1, NOW, 1),
      ],
      CARDS,
      NOW,
    );
    expect(s).toMatchObject({ cardsJudged: 0, weakest: [], strongest: [] });
    // most attempts first; on a tie the one practised more recently
    expect(s.notEnoughAttempts.map((n) => [n.card.id, n.successes, n.attempts])).toEqual([
      ['black-2C', 1, 4],
      ['black-2S', 4, 4],
      ['black-4S', 0, 3],
    ]);
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
      cardsJudged: 0,
      weakest: [],
      strongest: [],
      notEnoughAttempts: [],
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

  it('keeps at most 5 weakest, 3 strongest and 5 not lately', () => {
    const many = CARDS.filter((c) => c.deck === 'red').map((c, i) => record(c.id, 10, i % 10, NOW, 20 + i));
    const s = summarisePractice(many, CARDS, NOW);
    expect(s.weakest).toHaveLength(5);
    expect(s.weakest.every((w) => w.successRate === 0)).toBe(true);
    expect(s.strongest.map((w) => w.successRate)).toEqual([90, 90, 90]);
    expect(s.notLately).toHaveLength(5);
    expect(s.notLately[0]?.card.id).toBe(many.at(-1)?.cardId);
  });

  it('reports success rates as the practice module does', () => {
    expect(successRate(2, 3)).toBe(66.7);
    expect(successRate(0, 0)).toBe(0);
  });
});
