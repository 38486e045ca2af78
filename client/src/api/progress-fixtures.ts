import type { ProgressOverview, SavedProgress } from './saved-progress';

/**
 * Test data for the Progress page's specs: a player's overview with one row of each kind (one card
 * practiced 12 times, all made, on one day), a new object at each call.
 */
export function progressOverview(): ProgressOverview {
  return {
    progress: [
      {
        kickshotId: 'red-QH',
        deckColor: 'red',
        attempts: 12,
        successes: 12,
        successRate: 100,
        firstPracticed: '2026-11-20T10:00:00.000Z',
        lastPracticed: '2026-11-25T10:00:00.000Z',
      },
    ],
    sessions: [
      { sessionDate: '2026-11-25', totalAttempts: 12, totalSuccesses: 12, sessionDurationMinutes: 20 },
    ],
    achievements: [
      {
        name: 'First Shot',
        description: 'Recorded your first practice attempt.',
        type: 'milestone',
        earnedAt: '2026-11-20T10:00:00.000Z',
        metadata: {},
      },
    ],
    suggestions: [
      {
        cardId: 'black-2C',
        deckColor: 'black',
        kind: 'not-practised',
        reason: 'Not practiced yet',
        attempts: 0,
        successRate: 0,
      },
    ],
    daily: [{ date: '2026-11-25', attempts: 12, successes: 12, successRate: 100 }],
  };
}

/** That overview as user-1's device keeps it, saved on the evening of its last practice day. */
export function savedProgress(overview: ProgressOverview = progressOverview()): SavedProgress {
  return { ...overview, savedAt: '2026-11-25T18:30:00.000Z', userId: 'user-1' };
}
