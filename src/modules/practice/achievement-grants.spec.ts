import { achievementsEarned } from './achievement-grants.js';
import type { AttemptInput, AttemptOutcome } from './attempt-outcomes.js';

describe('achievementsEarned', () => {
  const decks = { black: 52, red: 52 };
  const at = new Date('2026-11-22T12:00:00Z');
  const input = (userId: string): AttemptInput => ({
    userId,
    cardId: 'black-2S',
    deck: 'black',
    success: true,
    localDate: '2026-11-22',
    at,
    country: 'Unknown',
    attemptId: null,
  });
  /** A counted attempt after which its player has these totals (one card, one day). */
  const counted = (attempts: number, successes: number, earned: string[]): AttemptOutcome => ({
    counted: true,
    card: { attempts, successes },
    today: { attempts, successes },
    newAchievements: [],
    facts: {
      totalAttempts: attempts,
      totalSuccesses: successes,
      cardsPractised: { black: 1, red: 0 },
      card: { cardId: 'black-2S', attempts, successes },
      practiceDates: ['2026-11-22'],
    },
    earned,
  });
  const notCounted: AttemptOutcome = {
    counted: false,
    card: { attempts: 4, successes: 0 },
    today: { attempts: 4, successes: 0 },
    newAchievements: [],
    earned: [],
  };

  it('grants each achievement once, to the attempt of the batch that earned it, in arrival order', () => {
    const outcomes = [
      counted(1, 0, []), // p1's first attempt: a miss
      counted(2, 1, []), // p1's first success
      notCounted, // p2, a retry
      counted(5, 1, ['First Shot']), // p2's first success
      counted(3, 2, []), // p1 again: nothing new
    ];
    const inputs = ['p1', 'p1', 'p2', 'p2', 'p1'].map(input);
    const grants = achievementsEarned(outcomes, inputs, decks);
    expect(
      grants.map((g) => [outcomes.indexOf(g.outcome), g.userId, g.earned.definition.name, g.earned.metadata]),
    ).toEqual([
      [0, 'p1', 'First Shot', { attempts: 1 }],
      [1, 'p1', 'First Success', { successes: 1 }],
      [3, 'p2', 'First Success', { successes: 1 }],
    ]);
    expect(grants.every((g) => g.at === at)).toBe(true);
  });

  it('grants nothing when no counted attempt earned anything', () => {
    expect(
      achievementsEarned(
        [notCounted, counted(3, 2, ['First Shot', 'First Success'])],
        [input('p1'), input('p1')],
        decks,
      ),
    ).toEqual([]);
  });
});
