import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/auth-helpers.js';
import { newPlayerWithAccess, type TestUser } from '../support/factories.js';

const PRACTICE = '/api/v1/practice';

/** The server's UTC date moved by `days`. */
const utcDay = (days = 0) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

interface ApiError {
  statusCode: number;
  code: string;
  errors?: { field: string; message: string }[];
}

/** Taps made offline are queued by the client and sent later with the day they were made on. */
describe('practice: attempts sent late keep their day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const attempt = (user: TestUser, localDate: string, cardId = 'black-2S') =>
    t.app.inject({
      method: 'POST',
      url: `${PRACTICE}/attempts`,
      headers: user.auth,
      payload: { cardId, success: true, localDate, attemptId: randomUUID() },
    });
  const sessions = async (userId: string) =>
    (
      await sql<{ session_date: string; total_attempts: number }>(
        t,
        "select to_char(session_date, 'YYYY-MM-DD') as session_date, total_attempts from practice_sessions where user_id = $1 order by session_date",
        [userId],
      )
    ).rows;

  it('counts a tap dated 6 days ago on that day, in a session of that date', async () => {
    const player = await newPlayerWithAccess(t.app);
    const sixDaysAgo = utcDay(-6);
    const res = await attempt(player, sixDaysAgo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      counted: true,
      card: { cardId: 'black-2S', attempts: 1, successes: 1 },
      today: { date: sixDaysAgo, attempts: 1, successes: 1, successRate: 100 },
    });
    const today = await attempt(player, utcDay(), 'red-3H');
    expect(today.statusCode).toBe(200);
    expect(await sessions(player.id)).toEqual([
      { session_date: sixDaysAgo, total_attempts: 1 },
      { session_date: utcDay(), total_attempts: 1 },
    ]);
    const listed = await t.app.inject({ method: 'GET', url: `${PRACTICE}/sessions`, headers: player.auth });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({ sessionDate: utcDay(), totalAttempts: 1 }),
      expect.objectContaining({ sessionDate: sixDaysAgo, totalAttempts: 1 }),
    ]);
  });

  it('accepts a week back and a day ahead (time zones), nothing beyond', async () => {
    const player = await newPlayerWithAccess(t.app);
    for (const days of [-7, -1, 0, 1]) {
      const res = await attempt(player, utcDay(days));
      expect({ days, status: res.statusCode }).toEqual({ days, status: 200 });
    }
    expect((await sessions(player.id)).map((s) => s.session_date)).toEqual(
      [-7, -1, 0, 1].map((days) => utcDay(days)),
    );
  });

  it('refuses a tap dated 8 days ago with 400 naming localDate, and records nothing', async () => {
    const player = await newPlayerWithAccess(t.app);
    const res = await attempt(player, utcDay(-8));
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>()).toMatchObject({
      statusCode: 400,
      code: 'INVALID_LOCAL_DATE',
      errors: [{ field: 'localDate', message: "must not be more than 7 days before today's date" }],
    });
    expect(await sessions(player.id)).toEqual([]);
  });

  it('still refuses future dates beyond a day and dates that do not exist', async () => {
    const player = await newPlayerWithAccess(t.app);
    const cases: [string, string][] = [
      [utcDay(2), "must not be more than one day after today's date"],
      [utcDay(400), "must not be more than one day after today's date"],
      ['1999-01-01', "must not be more than 7 days before today's date"],
      ['2026-02-30', 'must be a real date'],
      ['2026-13-01', 'must be a real date'],
    ];
    for (const [localDate, message] of cases) {
      const res = await attempt(player, localDate);
      expect({ localDate, status: res.statusCode, body: res.json<ApiError>() }).toEqual({
        localDate,
        status: 400,
        body: expect.objectContaining({
          code: 'INVALID_LOCAL_DATE',
          errors: [{ field: 'localDate', message }],
        }) as unknown,
      });
    }
    expect(await sessions(player.id)).toEqual([]);
  });

  it('keeps End Session to dates within a day: the duration is measured up to now', async () => {
    const player = await newPlayerWithAccess(t.app);
    expect((await attempt(player, utcDay(-6))).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `${PRACTICE}/sessions/end`,
      headers: player.auth,
      payload: { localDate: utcDay(-6), startedAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>()).toMatchObject({
      code: 'INVALID_LOCAL_DATE',
      errors: [{ field: 'localDate', message: "must be a real date within one day of today's date" }],
    });
  });
});
