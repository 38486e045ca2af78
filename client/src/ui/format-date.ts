/**
 * Every date the app shows, in the reader's locale (or the one given), in one of these styles:
 * - formatDate: an instant's day, "Nov 22, 2026" (en-US) / "22 Nov 2026" (en-GB);
 * - formatDateTime: an instant's day and time, "Nov 22, 2026, 6:05 PM";
 * - formatTime: an instant's time of day, "6:05 PM" / "18:05";
 * - formatDay: a calendar day kept as YYYY-MM-DD (a practice day, a trial's end), written like
 *   formatDate but never moved by the reader's time zone;
 * - formatDayShort / formatDayLong: such a day in a chart's axis ("Nov 22") and its tooltip
 *   ("Sun, Nov 22").
 * Anything that is not a date (null and undefined too: a date not set) is written as an empty
 * string, never "Invalid Date" nor 1 Jan 1970.
 */

export type DateInput = Date | string | number;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl.DateTimeFormat is slow to build: one per locale and style, kept. */
function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

function instant(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A YYYY-MM-DD day as the UTC midnight that starts it (formatted in UTC, so the reader's time zone
 * never moves it to the day before); null for anything else, including days that do not exist.
 */
function calendarDay(day: string): Date | null {
  const m = DAY_KEY.exec(day);
  if (!m) return null;
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(year, month - 1, date));
  return at.getUTCMonth() === month - 1 && at.getUTCDate() === date ? at : null;
}

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const SHORT_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

/** An instant's day: "Nov 22, 2026". */
export function formatDate(value: DateInput | null | undefined, locale?: string): string {
  const date = instant(value);
  return date ? formatter(locale, DATE).format(date) : '';
}

/** An instant's day and time of day: "Nov 22, 2026, 6:05 PM". */
export function formatDateTime(value: DateInput | null | undefined, locale?: string): string {
  const date = instant(value);
  return date ? formatter(locale, DATE_TIME).format(date) : '';
}

/** An instant's time of day: "6:05 PM" or "18:05" by the locale. */
export function formatTime(value: DateInput | null | undefined, locale?: string): string {
  const date = instant(value);
  return date ? formatter(locale, TIME).format(date) : '';
}

function formatCalendarDay(day: string, locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  const date = calendarDay(day);
  return date ? formatter(locale, { ...options, timeZone: 'UTC' }).format(date) : '';
}

/** A YYYY-MM-DD day, written like formatDate whatever the time zone: "2026-11-22" → "Nov 22, 2026". */
export function formatDay(day: string, locale?: string): string {
  return formatCalendarDay(day, locale, DATE);
}

/** A YYYY-MM-DD day on a chart's axis: "Nov 22". */
export function formatDayShort(day: string, locale?: string): string {
  return formatCalendarDay(day, locale, SHORT_DAY);
}

/** A YYYY-MM-DD day with its weekday, for a tooltip or a table row: "Sun, Nov 22". */
export function formatDayLong(day: string, locale?: string): string {
  return formatCalendarDay(day, locale, LONG_DAY);
}
