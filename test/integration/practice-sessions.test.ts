import { createTestApp, type TestApp } from '../support/app.js';
import { newUser } from '../support/factories.js';
import { practiceCalls, utcDay } from '../support/practice-helpers.js';

describe('practice: End Session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { practise, endSession, rows } = practiceCalls(() => t);

  it('stores the rounded elapsed minutes on End Session', async () => {
    const user = await newUser(t.app);
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    const missing = await endSession(user, { localDate: utcDay(), startedAt: ago(90_000) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'PRACTICE_SESSION_NOT_FOUND' });

    await practise(user, 'black-7D', true);
    const ninety = await endSession(user, { localDate: utcDay(), startedAt: ago(90_000) });
    expect({ status: ninety.statusCode, body: ninety.json() }).toEqual({
      status: 200,
      body: { date: utcDay(), durationMinutes: 2 },
    });
    const eightyNine = await endSession(user, { localDate: utcDay(), startedAt: ago(89_000) });
    expect(eightyNine.json()).toEqual({ date: utcDay(), durationMinutes: 1 });
    expect((await rows('practice_sessions', user.id))[0]).toMatchObject({ session_duration_minutes: 1 });
    const future = await endSession(user, { localDate: utcDay(), startedAt: ago(-600_000) });
    expect(future.json()).toEqual({ date: utcDay(), durationMinutes: 0 });
    const days = await endSession(user, { localDate: utcDay(), startedAt: ago(3 * 24 * 3600_000) });
    expect(days.json()).toEqual({ date: utcDay(), durationMinutes: 1440 });

    for (const [body, field] of [
      [{ localDate: utcDay() }, 'startedAt'],
      [{ localDate: utcDay(), startedAt: 'five minutes ago' }, 'startedAt'],
      [{ startedAt: ago(60_000) }, 'localDate'],
    ] as const) {
      const bad = await endSession(user, body);
      expect({
        status: bad.statusCode,
        fields: [...new Set(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field))],
      }).toEqual({
        status: 400,
        fields: [field],
      });
    }
  });

  it('accepts startedAt in any RFC 3339 form: fractional seconds of any precision, any offset', async () => {
    const user = await newUser(t.app);
    await practise(user, 'black-8C', true);
    const start = new Date(Date.now() - 10 * 60_000); // ten minutes ago
    const iso = start.toISOString(); // 2026-11-23T08:00:00.123Z
    const seconds = iso.slice(0, 19); // 2026-11-23T08:00:00
    const fraction = iso.slice(20, 23);
    // The same instant written at +05:30: the local clock reads 5 h 30 min later.
    const shifted = new Date(start.getTime() + 330 * 60_000).toISOString().slice(0, 23);
    for (const startedAt of [
      `${seconds}.${fraction}456Z`, // microseconds, as Python, PostgreSQL and Go write them
      `${seconds}.${fraction}456789Z`, // nanoseconds
      `${seconds}.${fraction}${'0'.repeat(30)}1Z`, // any precision
      `${seconds}.${fraction[0]}Z`, // tenths
      `${seconds}Z`,
      `${seconds}+00:00`,
      `${seconds.replace('T', 't')}.${fraction}z`, // RFC 3339 allows lower case t and z
      `${shifted}123+05:30`,
    ]) {
      const res = await endSession(user, { localDate: utcDay(), startedAt });
      expect({ startedAt, status: res.statusCode, body: res.json<unknown>() }).toEqual({
        startedAt,
        status: 200,
        body: { date: utcDay(), durationMinutes: 10 },
      });
    }
  });

  it('refuses a startedAt that is not a real RFC 3339 date-time with 400 naming the field', async () => {
    const user = await newUser(t.app);
    await practise(user, 'black-9C', true);
    for (const startedAt of [
      '2026-13-01T08:00:00Z', // month 13
      '2026-02-30T08:00:00Z', // no such day
      '2026-11-23T24:00:00Z',
      '2026-11-23T08:60:00Z',
      '2026-11-23T08:00:00.Z', // a point without digits
      '2026-11-23T08:00:00.123456', // no offset
      '2026-11-23T08:00:00+24:00',
      '2026-11-23 08:00:00Z garbage',
      '2026-11-23',
      '１２３', // non-ASCII digits
      '',
      12345,
      null,
    ]) {
      const res = await endSession(user, { localDate: utcDay(), startedAt });
      expect({
        startedAt,
        status: res.statusCode,
        fields: [...new Set(res.json<{ errors?: { field: string }[] }>().errors?.map((e) => e.field))],
      }).toEqual({ startedAt, status: 400, fields: ['startedAt'] });
    }
    expect((await rows('practice_sessions', user.id))[0]).toMatchObject({ session_duration_minutes: null });
  });
});
