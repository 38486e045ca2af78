import type { ProgressEntry } from '../../api/types';

/**
 * The bar Practice next and the AI coach judge cards by: a card's rate says something from 5
 * attempts on, and a judged card below 70% is weak; at 70% or better it is one the player can rely
 * on. (The server's suggestions use the same bar.)
 */
export const JUDGED_MIN_ATTEMPTS = 5;
export const WEAK_BELOW_RATE = 70;

/** Best cards shown on the scorecard: at most this many. */
export const BEST_SHOWN = 3;

/**
 * The player's best cards: judged (5+ attempts) and at 70% or better, highest rate first, more
 * attempts first on a tie, then by card id.
 */
export function bestCards(progress: readonly ProgressEntry[], max = BEST_SHOWN): ProgressEntry[] {
  return progress
    .filter((row) => row.attempts >= JUDGED_MIN_ATTEMPTS && row.successRate >= WEAK_BELOW_RATE)
    .sort(
      (a, b) =>
        b.successRate - a.successRate ||
        b.attempts - a.attempts ||
        (a.kickshotId < b.kickshotId ? -1 : a.kickshotId > b.kickshotId ? 1 : 0),
    )
    .slice(0, max);
}
