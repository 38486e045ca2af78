import {
  addDays,
  isPlausibleLocalDate,
  longestStreak,
  MAX_SESSION_MINUTES,
  sessionMinutes,
  successRate,
} from './practice-math.js';

describe('practice math', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('rounds the elapsed minutes of a session', () => {
    expect(sessionMinutes(ago(90_000), now)).toBe(2);
    expect(sessionMinutes(ago(89_000), now)).toBe(1);
    expect(sessionMinutes(ago(29_999), now)).toBe(0);
    expect(sessionMinutes(ago(30_000), now)).toBe(1);
    expect(sessionMinutes(ago(45 * 60_000), now)).toBe(45);
  });

  it('never stores a negative or more-than-a-day session', () => {
    expect(sessionMinutes(ago(-5 * 60_000), now)).toBe(0);
    expect(sessionMinutes(ago(3 * 24 * 3600_000), now)).toBe(MAX_SESSION_MINUTES);
    expect(MAX_SESSION_MINUTES).toBe(1440);
  });

  it('gives success rates as percentages with one decimal', () => {
    expect(successRate(0, 0)).toBe(0);
    expect(successRate(2, 3)).toBe(66.7);
    expect(successRate(1, 3)).toBe(33.3);
    expect(successRate(5, 5)).toBe(100);
    expect(successRate(1, 8)).toBe(12.5);
  });

  it('accepts a local date within one day of the server UTC date', () => {
    expect(isPlausibleLocalDate('2026-11-21', now)).toBe(true);
    expect(isPlausibleLocalDate('2026-11-22', now)).toBe(true);
    expect(isPlausibleLocalDate('2026-11-23', now)).toBe(true);
    expect(isPlausibleLocalDate('2026-11-20', now)).toBe(false);
    expect(isPlausibleLocalDate('2026-11-24', now)).toBe(false);
    expect(isPlausibleLocalDate('2026-12-31', new Date('2027-01-01T00:30:00Z'))).toBe(true);
    expect(isPlausibleLocalDate('2026-11-22', now)).toBe(true); // the day's dates are worked out again
    expect(isPlausibleLocalDate('2026-11-22 ', now)).toBe(false);
    const march = new Date('2026-03-01T12:00:00Z');
    for (const bad of ['2026-02-30', '2026-3-1', '2026-03-01T00:00:00Z', '01-03-2026', ''])
      expect({ bad, ok: isPlausibleLocalDate(bad, march) }).toEqual({ bad, ok: false });
  });

  it('moves dates by days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('finds the longest run of consecutive days', () => {
    expect(longestStreak([])).toBe(0);
    expect(longestStreak(['2026-11-22'])).toBe(1);
    expect(longestStreak(['2026-11-22', '2026-11-22', '2026-11-21'])).toBe(2);
    expect(longestStreak(['2026-11-20', '2026-11-18', '2026-11-19', '2026-11-23', '2026-11-24'])).toBe(3);
    expect(longestStreak(['2026-12-30', '2026-12-31', '2027-01-01'])).toBe(3);
  });
});
