/** Small pure rules of practice tracking (unit-tested in practice-math.spec.ts). */

import { addCalendarDays, DAY_MS, utcDate } from '../../../common/dates.js';

/** The longest session End Session stores: a day. */
export const MAX_SESSION_MINUTES = 24 * 60;

/** Success percentage with one decimal (0 when there are no attempts): 2 of 3 → 66.7. */
export function successRate(successes: number, attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.round((successes * 1000) / attempts) / 10;
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

/**
 * An RFC 3339 date-time (ISO 8601's extended form): `2026-11-23T08:00:00.123456Z`, with fractional
 * seconds of any precision (kept to the millisecond), `Z` or an offset such as `+05:30`, `t` and `z`
 * in either case; seconds may be left out (`2026-11-23T08:00Z`). A second of 60 (a leap second)
 * counts as the next minute's first. Null for anything else, including dates that do not exist
 * (2026-02-30) and times out of range (24:00, 08:60), which `Date.parse` would quietly roll over.
 */
export function parseDateTime(value: string): Date | null {
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = m[6] === undefined ? 0 : Number(m[6]);
  const millis = m[7] === undefined ? 0 : Number(m[7].slice(0, 3).padEnd(3, '0'));
  const offsetMinutes = m[8] ? 0 : (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11]));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 60) return null;
  if (m[8] === undefined && (Number(m[10]) > 23 || Number(m[11]) > 59)) return null;
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day);
  instant.setUTCHours(hour, minute, second, millis);
  return new Date(instant.getTime() - offsetMinutes * 60_000);
}

/** Days in a month (1–12) of a proleptic Gregorian year; the calendar repeats every 400 years. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate();
}

/**
 * The elapsed whole minutes of a session, rounded (90 s → 2, 89 s → 1), never negative and at
 * most a day.
 */
export function sessionMinutes(startedAt: Date, now: Date): number {
  const minutes = Math.round((now.getTime() - startedAt.getTime()) / 60_000);
  return Math.min(MAX_SESSION_MINUTES, Math.max(0, minutes));
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
    plausible = { day, dates: [addCalendarDays(today, -1), today, addCalendarDays(today, 1)] };
  }
  return plausible.dates.includes(localDate);
}

/** The length of the longest run of consecutive dates (YYYY-MM-DD, any order, repeats ignored). */
export function longestStreak(dates: readonly string[]): number {
  const days = [...new Set(dates)].map((d) => Date.parse(`${d}T00:00:00Z`) / DAY_MS).sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of days) {
    run = previous !== undefined && day === previous + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}
