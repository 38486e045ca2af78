import type { AttemptResult, ProgressEntry } from './types';
import { withAttemptAnswer } from './progress-cache';

const at = new Date('2026-11-22T18:00:00.000Z');

function entry(
  kickshotId: string,
  attempts: number,
  successes: number,
  lastPracticed: string,
): ProgressEntry {
  return {
    kickshotId,
    deckColor: kickshotId.startsWith('red-') ? 'red' : 'black',
    attempts,
    successes,
    successRate: Number(((successes / attempts) * 100).toFixed(1)),
    firstPracticed: '2026-11-01T10:00:00.000Z',
    lastPracticed,
  };
}

function answer(cardId: string, attempts: number, successes: number): AttemptResult {
  return {
    counted: true,
    card: { cardId, attempts, successes, successRate: Number(((successes / attempts) * 100).toFixed(1)) },
    today: { date: '2026-11-22', attempts, successes, successRate: 0 },
    newAchievements: [],
  };
}

describe('withAttemptAnswer (the progress cache after a practice tap)', () => {
  const rows = [
    entry('black-2S', 5, 3, '2026-11-20T10:00:00.000Z'),
    entry('red-AH', 4, 4, '2026-11-21T10:00:00.000Z'),
    entry('black-3C', 4, 1, '2026-11-19T10:00:00.000Z'),
  ];

  it("takes the answered totals for the card's row, practised now, in the server's order", () => {
    const next = withAttemptAnswer(rows, answer('black-3C', 5, 2), at);
    expect(next.map((row) => [row.kickshotId, row.attempts, row.successes])).toEqual([
      ['black-3C', 5, 2], // 5 attempts like black-2S, practised later
      ['black-2S', 5, 3],
      ['red-AH', 4, 4],
    ]);
    expect(next[0]).toEqual({
      ...rows[2],
      attempts: 5,
      successes: 2,
      successRate: 40,
      lastPracticed: at.toISOString(),
    });
    expect(rows[2].attempts).toBe(4); // the cached list is not changed in place
  });

  it("adds the row of a card's first attempt, with its deck", () => {
    const next = withAttemptAnswer(rows, answer('red-7C', 1, 1), at);
    expect(next.at(-1)).toEqual({
      kickshotId: 'red-7C',
      deckColor: 'red',
      attempts: 1,
      successes: 1,
      successRate: 100,
      firstPracticed: at.toISOString(),
      lastPracticed: at.toISOString(),
    });
    expect(next).toHaveLength(4);
  });

  it('keeps the list when an older answer arrives after a newer one', () => {
    expect(withAttemptAnswer(rows, answer('black-2S', 4, 2), at)).toBe(rows);
    expect(withAttemptAnswer(rows, answer('black-2S', 5, 3), at)).toBe(rows);
  });

  it('sorts equal attempts and dates by card id', () => {
    const tied = [entry('red-AH', 2, 1, '2026-11-21T10:00:00.000Z')];
    const next = withAttemptAnswer(tied, answer('black-9D', 2, 2), new Date('2026-11-21T10:00:00.000Z'));
    expect(next.map((row) => row.kickshotId)).toEqual(['black-9D', 'red-AH']);
  });
});
