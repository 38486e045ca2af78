/** Day arithmetic, in UTC: for instants (Date) and for calendar dates (YYYY-MM-DD). */

export const DAY_MS = 24 * 3600 * 1000;

/** `instant` moved by `days` days of 24 hours (a fraction moves it by part of a day: 1/24 is an hour). */
export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

/** The UTC calendar date of an instant, YYYY-MM-DD. */
export function utcDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** A calendar date (YYYY-MM-DD) moved by whole days. */
export function addCalendarDays(date: string, days: number): string {
  return utcDate(addDays(new Date(`${date}T00:00:00Z`), days));
}
