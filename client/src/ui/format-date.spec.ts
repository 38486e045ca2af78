import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDayLong,
  formatDayShort,
  formatTime,
} from './format-date';

// the reader's own midday (their time zone, whichever it is), as an ISO string
const NOON = new Date(2026, 10, 22, 12, 5).toISOString();

describe('formatDate', () => {
  it("writes an instant's day in the locale's medium style", () => {
    expect(formatDate(NOON, 'en-US')).toBe('Nov 22, 2026');
    expect(formatDate(NOON, 'en-GB')).toBe('22 Nov 2026');
    expect(formatDate(new Date(NOON), 'en-US')).toBe('Nov 22, 2026');
    expect(formatDate(Date.parse(NOON), 'en-US')).toBe('Nov 22, 2026');
  });

  it('writes nothing for what is not a date', () => {
    expect(formatDate('not a date', 'en-US')).toBe('');
    expect(formatDate(new Date(Number.NaN), 'en-US')).toBe('');
    // a date not set (a promo code not used yet) is no date, not 1 Jan 1970
    expect(formatDate(null, 'en-US')).toBe('');
    expect(formatDate(undefined, 'en-US')).toBe('');
    expect(formatDateTime(null, 'en-US')).toBe('');
  });
});

describe('formatDateTime and formatTime', () => {
  it('add the time of day in the locale’s short style', () => {
    expect(formatDateTime(NOON, 'en-US')).toMatch(/^Nov 22, 2026, \d{1,2}:\d{2}\s(AM|PM)$/);
    expect(formatDateTime(NOON, 'en-GB')).toMatch(/^22 Nov 2026, \d{2}:\d{2}$/);
    expect(formatTime(NOON, 'en-US')).toMatch(/^\d{1,2}:\d{2}\s(AM|PM)$/);
    expect(formatTime(NOON, 'en-GB')).toMatch(/^\d{2}:\d{2}$/);
    expect(formatDateTime('', 'en-US')).toBe('');
    expect(formatTime('yesterday', 'en-US')).toBe('');
  });
});

describe('formatDay (a YYYY-MM-DD day)', () => {
  it('is written like formatDate', () => {
    expect(formatDay('2026-11-22', 'en-US')).toBe('Nov 22, 2026');
    expect(formatDay('2026-11-22', 'en-GB')).toBe('22 Nov 2026');
    expect(formatDayShort('2026-11-22', 'en-US')).toBe('Nov 22');
    expect(formatDayLong('2026-11-22', 'en-US')).toBe('Sun, Nov 22');
  });

  it("is the reader's own calendar day, whatever their time zone", () => {
    // local noon of the day is that day in the reader's zone; a plain Date of '2026-11-22' is UTC
    // midnight, which west of Greenwich is the day before
    for (const [day, noon] of [
      ['2026-11-22', new Date(2026, 10, 22, 12)],
      ['2027-01-01', new Date(2027, 0, 1, 12)],
      ['2028-02-29', new Date(2028, 1, 29, 12)],
    ] as const) {
      expect(formatDay(day, 'en-US')).toBe(formatDate(noon, 'en-US'));
      expect(formatDay(day)).toBe(formatDate(noon));
    }
  });

  it('writes nothing for a day that does not exist or is not a day', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-11-22T10:00:00Z', '22/11/2026', ''])
      expect({ bad, text: formatDay(bad, 'en-US') }).toEqual({ bad, text: '' });
  });
});
