import type { ProgressEntry } from '../../api/types';
import { bestCards } from './scorecard';

function row(kickshotId: string, attempts: number, successes: number): ProgressEntry {
  return {
    kickshotId,
    deckColor: kickshotId.startsWith('red-') ? 'red' : 'black',
    attempts,
    successes,
    successRate: Math.round((successes * 1000) / attempts) / 10,
    firstPracticed: '2026-11-01T10:00:00.000Z',
    lastPracticed: '2026-11-20T10:00:00.000Z',
  };
}

describe('bestCards (the scorecard)', () => {
  it('lists judged cards at 70% or better, highest rate first, more attempts first on a tie', () => {
    const progress = [
      row('black-2S', 10, 7), // 70%: reliable
      row('red-QH', 12, 12),
      row('black-3S', 10, 6), // 60%: weak, not best
      row('red-7C', 6, 6), // 100% over fewer attempts than red-QH
      row('black-KS', 4, 4), // too few attempts to judge
      row('black-JC', 20, 15),
    ];
    expect(bestCards(progress, 5).map((r) => r.kickshotId)).toEqual([
      'red-QH',
      'red-7C',
      'black-JC',
      'black-2S',
    ]);
    expect(bestCards(progress).map((r) => r.kickshotId)).toEqual(['red-QH', 'red-7C', 'black-JC']);
  });

  it('is empty when no card is judged yet', () => {
    expect(bestCards([row('black-2S', 4, 4)])).toEqual([]);
  });
});
