import { formatDate } from '../../ui/format-date';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * When a message came, as the inbox shows it: 'just now', '5 minutes ago', '3 hours ago',
 * 'yesterday', '4 days ago', then the date as the app writes every date (format-date.ts).
 */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const at = new Date(iso);
  const elapsed = now - at.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return formatDate(at);
}
