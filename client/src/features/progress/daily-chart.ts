import { formatDayLong, formatDayShort } from '../../ui/format-date';
import { formatRate, successRate } from '../practice/practice-rules';

/** One day of the chart: the practice day (YYYY-MM-DD, the player's local date) and its totals. */
export interface PracticeDay {
  date: string;
  attempts: number;
  successes: number;
  successRate: number;
}

/**
 * Height in px of the chart, and of everything the chart's panel shows in its place (its loading
 * skeleton, the skeleton while the chart's chunk arrives, the empty state): the panel never
 * changes size.
 */
export const DAILY_CHART_HEIGHT = 260;

/** Whether there is anything to draw: one day with an attempt. */
export function hasPractice<T extends { attempts: number }>(days: readonly T[] | undefined): days is T[] {
  return !!days && days.some((day) => day.attempts > 0);
}

/** The axis's short date: "Nov 22" (in the player's locale unless one is given; never moved by the time zone). */
export function shortDay(date: string, locale?: string): string {
  return formatDayShort(date, locale);
}

/** The tooltip's and the table's date: "Sun, Nov 22". */
export function longDay(date: string, locale?: string): string {
  return formatDayLong(date, locale);
}

/** The chart in one sentence: its text alternative. */
export function dailySummary(days: readonly PracticeDay[], locale?: string): string {
  const practised = days.filter((day) => day.attempts > 0);
  const attempts = practised.reduce((sum, day) => sum + day.attempts, 0);
  const successes = practised.reduce((sum, day) => sum + day.successes, 0);
  const period = `Last ${days.length} ${days.length === 1 ? 'day' : 'days'}`;
  if (practised.length === 0) return `${period}: no practice.`;
  const best = practised.reduce((top, day) => (day.attempts > top.attempts ? day : top));
  const dayCount = `${practised.length} ${practised.length === 1 ? 'day' : 'days'}`;
  return (
    `${period}: ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'} on ${dayCount}, ` +
    `${successes} ${successes === 1 ? 'success' : 'successes'} (${formatRate(successRate(successes, attempts))}); ` +
    `most on ${longDay(best.date, locale)} with ${best.attempts} ${best.attempts === 1 ? 'attempt' : 'attempts'}.`
  );
}
