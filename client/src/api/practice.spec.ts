import { QueryClient } from '@tanstack/react-query';
import { applyAttemptAnswer, applyAttemptFailure, practiceKeys } from './practice';
import { statsKeys } from './stats';
import type { AttemptResult, ProgressEntry } from './types';

const progress: ProgressEntry[] = [
  {
    kickshotId: 'black-2S',
    deckColor: 'black',
    attempts: 2,
    successes: 1,
    successRate: 50,
    firstPracticed: '2026-11-20T10:00:00.000Z',
    lastPracticed: '2026-11-20T10:00:00.000Z',
  },
];

function answer(newAchievements: AttemptResult['newAchievements'] = []): AttemptResult {
  return {
    counted: true,
    card: { cardId: 'black-2S', attempts: 3, successes: 2, successRate: 66.7 },
    today: { date: '2026-11-22', attempts: 3, successes: 2, successRate: 66.7 },
    newAchievements,
  };
}

/** A cache holding every query a tap can touch, fresh. */
function cache(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(practiceKeys.progress, progress);
  for (const key of [
    practiceKeys.sessions,
    practiceKeys.achievements,
    practiceKeys.daily,
    practiceKeys.suggestions,
    practiceKeys.videos('black-2S'),
    statsKeys.global,
  ])
    queryClient.setQueryData(key, []);
  return queryClient;
}

const invalidated = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);

describe('the query cache after a practice tap', () => {
  it('updates the progress from the answer instead of fetching it again', () => {
    const queryClient = cache();
    applyAttemptAnswer(queryClient, answer(), new Date('2026-11-22T18:00:00.000Z'));
    expect(queryClient.getQueryData<ProgressEntry[]>(practiceKeys.progress)).toEqual([
      {
        ...progress[0],
        attempts: 3,
        successes: 2,
        successRate: 66.7,
        lastPracticed: '2026-11-22T18:00:00.000Z',
      },
    ]);
    expect(invalidated(queryClient)).toEqual([
      practiceKeys.sessions,
      practiceKeys.daily,
      practiceKeys.suggestions,
      statsKeys.global,
    ]);
  });

  it('refetches the achievements only when the tap earned one', () => {
    const queryClient = cache();
    const earned = { name: 'First Shot', description: '', type: 'milestone' as const, earnedAt: '' };
    applyAttemptAnswer(queryClient, answer([earned]));
    expect(invalidated(queryClient)).toContainEqual(practiceKeys.achievements);
    expect(invalidated(queryClient)).not.toContainEqual(practiceKeys.progress);
  });

  it('leaves a progress list never fetched alone', () => {
    const queryClient = new QueryClient();
    applyAttemptAnswer(queryClient, answer());
    expect(queryClient.getQueryData(practiceKeys.progress)).toBeUndefined();
  });

  it('refetches the progress too when the tap failed (it may have been recorded)', () => {
    const queryClient = cache();
    applyAttemptFailure(queryClient);
    expect(invalidated(queryClient)).toEqual([
      practiceKeys.progress,
      practiceKeys.sessions,
      practiceKeys.achievements,
      practiceKeys.daily,
      practiceKeys.suggestions,
      statsKeys.global,
    ]);
  });
});
