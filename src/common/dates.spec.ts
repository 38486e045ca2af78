import { addCalendarDays, addDays, utcDate } from './dates.js';

describe('dates', () => {
  it('moves an instant by days of 24 hours, or parts of one', () => {
    const at = new Date('2026-11-22T12:30:00.000Z');
    expect(addDays(at, 7).toISOString()).toBe('2026-11-29T12:30:00.000Z');
    expect(addDays(at, -1).toISOString()).toBe('2026-11-21T12:30:00.000Z');
    expect(addDays(at, 1 / 24).toISOString()).toBe('2026-11-22T13:30:00.000Z');
    expect(at.toISOString()).toBe('2026-11-22T12:30:00.000Z');
  });

  it('gives the UTC calendar date of an instant', () => {
    expect(utcDate(new Date('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22');
    expect(utcDate(new Date('2026-11-23T00:30:00+01:00'))).toBe('2026-11-22');
  });

  it('moves dates by days across months and years', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
