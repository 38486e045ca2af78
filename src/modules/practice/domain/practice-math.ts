/** Small pure rules of practice tracking (unit-tested in practice-math.spec.ts). */

const DAY_MS = 24 * 3600 * 1000;

/** The longest session End Session stores: a day. */
export const MAX_SESSION_MINUTES = 24 * 60;

/** Success percentage with one decimal (0 when there are no attempts): 2 of 3 → 66.7. */
export function successRate(successes: number, attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.round((successes * 1000) / attempts) / 10;
}

/**
 * The elapsed whole minutes of a session, rounded (90 s → 2, 89 s → 1), never negative and at
 * most a day.
 */
export function sessionMinutes(startedAt: Date, now: Date): number {
  const minutes = Math.round((now.getTime() - startedAt.getTime()) / 60_000);
  return Math.min(MAX_SESSION_MINUTES, Math.max(0, minutes));
}

/** The UTC calendar date of an instant, YYYY-MM-DD. */
export function utcDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** `date` moved by whole days. */
export function addDays(date: string, days: number): string {
  return utcDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
}

/** The plausible local dates of the current UTC day (see isPlausibleLocalDate), kept for the day. */
let plausible: { day: number; dates: readonly string[] } | undefined;

/**
 * Whether a client's local date is plausible: the same as the server's UTC date or one day either
 * side (every time zone is within that), so a practice day can never be invented far away. The
 * three dates are worked out once per UTC day: every practice attempt asks.
 */
export function isPlausibleLocalDate(localDate: string, now: Date): boolean {
  const day = Math.floor(now.getTime() / DAY_MS);
  if (plausible?.day !== day) {
    const today = utcDate(now);
    plausible = { day, dates: [addDays(today, -1), today, addDays(today, 1)] };
  }
  return plausible.dates.includes(localDate);
}

/** The length of the longest run of consecutive dates (YYYY-MM-DD, any order, repeats ignored). */
export function longestStreak(dates: readonly string[]): number {
  const days = [...new Set(dates)].map((d) => Date.parse(`${d}T00:00:00Z`) / DAY_MS).sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && days[i] === days[i - 1] + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}
