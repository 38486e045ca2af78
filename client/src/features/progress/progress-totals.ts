import { successRate } from '../practice/practice-rules';

/** The player's totals over every card practised: attempts, successes and the success rate. */
export function overallTotals(rows: readonly { attempts: number; successes: number }[]): {
  attempts: number;
  successes: number;
  rate: number;
} {
  const attempts = rows.reduce((sum, r) => sum + r.attempts, 0);
  const successes = rows.reduce((sum, r) => sum + r.successes, 0);
  return { attempts, successes, rate: successRate(successes, attempts) };
}
