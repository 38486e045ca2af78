/**
 * Adds calendar months in UTC, keeping the time of day; a day that does not exist in the target
 * month becomes its last day (31 Jan + 1 month = 28 or 29 Feb).
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function addYears(date: Date, years: number): Date {
  return addMonths(date, years * 12);
}

/**
 * Our clock's time at the precision of the provider's timestamps (Stripe: whole seconds), so a
 * provider event from the same second as one of our reads is not taken for an older one.
 */
export function toProviderTime(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `22 Feb 2028` (UTC), as shown in messages, e-mails and the sandbox pages. */
export function formatDay(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** `3 months`, `1 month`. */
export function monthsLabel(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}
