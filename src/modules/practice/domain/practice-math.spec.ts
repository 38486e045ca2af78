import {
  isPlausibleLocalDate,
  longestStreak,
  MAX_SESSION_MINUTES,
  parseDateTime,
  sessionMinutes,
  successRate,
} from './practice-math.js';

describe('practice math', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('reads RFC 3339 date-times with fractional seconds of any precision and any offset', () => {
    const at = (value: string) => parseDateTime(value)?.toISOString();
    expect(at('2026-11-23T08:00:00Z')).toBe('2026-11-23T08:00:00.000Z');
    expect(at('2026-11-23T08:00:00.123456Z')).toBe('2026-11-23T08:00:00.123Z');
    expect(at('2026-11-23T08:00:00.987654321987654321Z')).toBe('2026-11-23T08:00:00.987Z');
    expect(at('2026-11-23T08:00:00.5Z')).toBe('2026-11-23T08:00:00.500Z');
    expect(at('2026-11-23T13:30:00.123456+05:30')).toBe('2026-11-23T08:00:00.123Z');
    expect(at('2026-11-23T03:00:00-05:00')).toBe('2026-11-23T08:00:00.000Z');
    expect(at('2026-11-23t08:00:00z')).toBe('2026-11-23T08:00:00.000Z');
    expect(at('2026-11-23T08:00Z')).toBe('2026-11-23T08:00:00.000Z');
    expect(at('2028-02-29T00:00:00Z')).toBe('2028-02-29T00:00:00.000Z');
    expect(at('2026-12-31T23:59:60Z')).toBe('2027-01-01T00:00:00.000Z');
    expect(at('0099-01-01T00:00:00Z')).toBe('0099-01-01T00:00:00.000Z');
  });

  it('refuses date-times that are malformed or do not exist', () => {
    for (const value of [
      '',
      'five minutes ago',
      '2026-11-23',
      '2026-11-23T08:00:00',
      '2026-11-23T08:00:00.123456',
      '2026-11-23T08:00:00.Z',
      '2026-11-23 08:00:00Z',
      '2026-11-23T08:00:00+0530',
      '2026-13-01T08:00:00Z',
      '2026-00-10T08:00:00Z',
      '2026-02-29T08:00:00Z',
      '2026-04-31T08:00:00Z',
      '2026-11-00T08:00:00Z',
      '2026-11-23T24:00:00Z',
      '2026-11-23T08:60:00Z',
      '2026-11-23T08:00:61Z',
      '2026-11-23T08:00:00+24:00',
      '2026-11-23T08:00:00+05:60',
      '２０２６-11-23T08:00:00Z',
      ' 2026-11-23T08:00:00Z',
      '2026-11-23T08:00:00Z\n',
    ]) {
      expect({ value, parsed: parseDateTime(value) }).toEqual({ value, parsed: null });
    }
  });

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

  it('finds the longest run of consecutive days', () => {
    expect(longestStreak([])).toBe(0);
    expect(longestStreak(['2026-11-22'])).toBe(1);
    expect(longestStreak(['2026-11-22', '2026-11-22', '2026-11-21'])).toBe(2);
    expect(longestStreak(['2026-11-20', '2026-11-18', '2026-11-19', '2026-11-23', '2026-11-24'])).toBe(3);
    expect(longestStreak(['2026-12-30', '2026-12-31', '2027-01-01'])).toBe(3);
  });
});
