import { QueryClient } from '@tanstack/react-query';
import { applyAttemptAnswer, practiceKeys } from '../../api/practice';
import type { AttemptResult, ProgressEntry } from '../../api/types';
import { keepProgressOffline, type ProgressCopyStore } from './offline-progress';

const row = (kickshotId: string, attempts: number, successes: number): ProgressEntry => ({
  kickshotId,
  deckColor: kickshotId.startsWith('red-') ? 'red' : 'black',
  attempts,
  successes,
  successRate: (successes / attempts) * 100,
  firstPracticed: '2026-11-20T10:00:00.000Z',
  lastPracticed: '2026-11-27T10:00:00.000Z',
});

const answer = (cardId: string, attempts: number, successes: number): AttemptResult =>
  ({
    card: { cardId, attempts, successes, successRate: (successes / attempts) * 100 },
    today: { attempts: 1, successes: 1 },
    newAchievements: [],
  }) as unknown as AttemptResult;

function recording(): ProgressCopyStore & { writes: ProgressEntry[][] } {
  const writes: ProgressEntry[][] = [];
  return {
    writes,
    write: (rows) => {
      writes.push(rows);
      return Promise.resolve();
    },
  };
}

describe('the progress list kept for a page opened offline', () => {
  it('is written each time an answer updates a card’s totals, with the new totals', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(practiceKeys.progress, [row('black-2S', 13, 10), row('red-5H', 4, 1)]);
    const store = recording();
    const stop = keepProgressOffline(queryClient, store);

    applyAttemptAnswer(queryClient, answer('black-2S', 14, 11), new Date('2026-11-28T09:00:00Z'));
    expect(store.writes).toHaveLength(1);
    expect(store.writes[0].find((r) => r.kickshotId === 'black-2S')).toMatchObject({
      attempts: 14,
      successes: 11,
    });
    expect(store.writes[0].find((r) => r.kickshotId === 'red-5H')).toMatchObject({ attempts: 4 });

    stop();
    applyAttemptAnswer(queryClient, answer('black-2S', 15, 12));
    expect(store.writes).toHaveLength(1);
    queryClient.clear();
  });

  it('keeps nothing for other queries, and nothing while no list is known', () => {
    const queryClient = new QueryClient();
    const store = recording();
    const stop = keepProgressOffline(queryClient, store);
    queryClient.setQueryData(practiceKeys.sessions, []);
    applyAttemptAnswer(queryClient, answer('black-2S', 1, 1));
    expect(store.writes).toEqual([]);
    stop();
    queryClient.clear();
  });
});
