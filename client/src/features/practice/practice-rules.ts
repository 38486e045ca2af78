/** Success rate in percent (0 when nothing was attempted). */
export function successRate(successes: number, attempts: number): number {
  return attempts > 0 ? (successes / attempts) * 100 : 0;
}

/** One decimal, as every success rate is shown: 66.7%. */
export function formatRate(rate: number): string {
  return `${rate.toFixed(1)}%`;
}

/** The practice dialog's badge: ≥70% default style, ≥50% secondary, below destructive. */
export function practiceBadgeStyle(rate: number): 'default' | 'secondary' | 'destructive' {
  if (rate >= 70) return 'default';
  if (rate >= 50) return 'secondary';
  return 'destructive';
}

/** Progress page colours: green ≥70, yellow ≥50, red below. */
export function progressRateColor(rate: number): 'green' | 'yellow' | 'red' {
  if (rate >= 70) return 'green';
  if (rate >= 50) return 'yellow';
  return 'red';
}

/** Global statistics bars: four bands at 80, 60 and 40 percent. */
export function statisticsBandColor(rate: number): 'green' | 'lime' | 'yellow' | 'red' {
  if (rate >= 80) return 'green';
  if (rate >= 60) return 'lime';
  if (rate >= 40) return 'yellow';
  return 'red';
}

/** The player's local calendar date, YYYY-MM-DD: the practice "day". */
export function localDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A count with its noun, singular for one: '1 attempt', '3 attempts', '1 success', '2 successes'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
