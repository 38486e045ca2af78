import { dailySummary, hasPractice, longDay, shortDay, type PracticeDay } from './daily-chart';

const day = (date: string, attempts: number, successes: number): PracticeDay => ({
  date,
  attempts,
  successes,
  successRate: attempts > 0 ? (successes / attempts) * 100 : 0,
});

describe('daily chart helpers', () => {
  it('draws only once a day has an attempt', () => {
    expect(hasPractice(undefined)).toBe(false);
    expect(hasPractice([day('2026-11-21', 0, 0)])).toBe(false);
    expect(hasPractice([day('2026-11-21', 0, 0), day('2026-11-22', 1, 0)])).toBe(true);
  });

  it('shows the practice day as the calendar date it names, whatever the time zone', () => {
    expect(shortDay('2026-11-22', 'en-US')).toBe('Nov 22');
    expect(shortDay('2026-01-01', 'en-US')).toBe('Jan 1');
    expect(longDay('2026-11-22', 'en-US')).toBe('Sun, Nov 22');
  });

  it('sums the chart up in one sentence', () => {
    expect(
      dailySummary(
        [day('2026-11-20', 0, 0), day('2026-11-21', 2, 1), day('2026-11-22', 4, 3), day('2026-11-23', 1, 1)],
        'en-US',
      ),
    ).toBe('Last 4 days: 7 attempts on 3 days, 5 successes (71.4%); most on Sun, Nov 22 with 4 attempts.');
    expect(dailySummary([day('2026-11-22', 1, 1)], 'en-US')).toBe(
      'Last 1 day: 1 attempt on 1 day, 1 success (100.0%); most on Sun, Nov 22 with 1 attempt.',
    );
    expect(dailySummary([day('2026-11-22', 0, 0)], 'en-US')).toBe('Last 1 day: no practice.');
  });
});
