import { randomUUID } from 'node:crypto';
import { PracticeAttemptWriter } from '../../src/modules/practice/practice-attempt-writer.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/auth-helpers.js';
import { setTrialEnd } from '../support/billing-helpers.js';
import { newUser, type TestUser } from '../support/factories.js';
import { at, first, one } from '../support/lists.js';

const PRACTICE = '/api/v1/practice';

/** The server's UTC date moved by `days` (the API accepts -1, 0 and +1). */
const utcDay = (days = 0) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

interface AttemptAnswer {
  counted: boolean;
  card: { cardId: string; attempts: number; successes: number; successRate: number };
  today: { date: string; attempts: number; successes: number; successRate: number };
  newAchievements: { name: string; description: string; type: string; earnedAt: string }[];
}

describe('practice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const attempt = (user: TestUser, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `${PRACTICE}/attempts`,
      headers: user.auth,
      payload: { localDate: utcDay(), ...body },
    });
  const practise = async (user: TestUser, cardId: string, success: boolean, localDate = utcDay()) => {
    const res = await attempt(user, { cardId, success, localDate, attemptId: randomUUID() });
    expect(res.statusCode).toBe(200);
    return res.json<AttemptAnswer>();
  };
  const get = async <T>(user: TestUser, url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers: user.auth });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    return res.json<T>();
  };
  const endSession = (user: TestUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${PRACTICE}/sessions/end`, headers: user.auth, payload: body });
  const rows = async (table: string, userId: string) =>
    (await sql(t, `select * from ${table} where user_id = $1 order by 1`, [userId])).rows;

  it("creates the day's session and the card's progress on the first attempt, then increments them", async () => {
    const user = await newUser(t.app);
    const first = await practise(user, 'black-2S', true);
    expect(first).toEqual({
      counted: true,
      card: { cardId: 'black-2S', attempts: 1, successes: 1, successRate: 100 },
      today: { date: utcDay(), attempts: 1, successes: 1, successRate: 100 },
      newAchievements: [
        expect.objectContaining({ name: 'First Shot', type: 'milestone' }),
        expect.objectContaining({ name: 'First Success', type: 'milestone' }),
      ],
    });
    const progress = one(await rows('kickshot_progress', user.id));
    expect(progress).toMatchObject({
      kickshot_id: 'black-2S',
      deck_color: 'black',
      attempts: 1,
      successes: 1,
      country: 'Unknown',
    });
    expect(progress.first_practiced).toEqual(progress.last_practiced);

    const second = await practise(user, 'black-2S', false);
    expect(second.card).toEqual({ cardId: 'black-2S', attempts: 2, successes: 1, successRate: 50 });
    expect(second.today).toEqual({ date: utcDay(), attempts: 2, successes: 1, successRate: 50 });
    expect(second.newAchievements).toEqual([]);
    const third = await practise(user, 'red-10H', false);
    expect(third.card).toEqual({ cardId: 'red-10H', attempts: 1, successes: 0, successRate: 0 });
    expect(third.today).toEqual({ date: utcDay(), attempts: 3, successes: 1, successRate: 33.3 });

    const progressRows = await rows('kickshot_progress', user.id);
    expect(progressRows.map((r): unknown[] => [r.kickshot_id, r.attempts, r.successes]).sort()).toEqual([
      ['black-2S', 2, 1],
      ['red-10H', 1, 0],
    ]);
    const updated = progressRows.find((r) => r.kickshot_id === 'black-2S')!;
    expect((updated.last_practiced as Date).getTime()).toBeGreaterThan(
      (updated.first_practiced as Date).getTime(),
    );
    const sessions = await rows('practice_sessions', user.id);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      total_attempts: 3,
      total_successes: 1,
      session_duration_minutes: null,
    });

    // Another local day (yesterday is within a day of the server's date) is a second session.
    const otherDay = await practise(user, 'black-2S', true, utcDay(-1));
    expect(otherDay.today).toEqual({ date: utcDay(-1), attempts: 1, successes: 1, successRate: 100 });
    expect(otherDay.card.attempts).toBe(3);
    expect(
      (await rows('practice_sessions', user.id)).map((r): unknown[] => [r.total_attempts, r.total_successes]),
    ).toHaveLength(2);
    const listed = await get<{ sessionDate: string; totalAttempts: number }[]>(user, `${PRACTICE}/sessions`);
    expect(listed).toEqual([
      { sessionDate: utcDay(), totalAttempts: 3, totalSuccesses: 1, sessionDurationMinutes: null },
      { sessionDate: utcDay(-1), totalAttempts: 1, totalSuccesses: 1, sessionDurationMinutes: null },
    ]);
  });

  it('counts 50 concurrent attempts exactly, in progress, session and rollups', async () => {
    const user = await newUser(t.app);
    const before = (await sql(t, "select total_attempts from kickshot_stats where kickshot_id = 'black-5C'"))
      .rows[0] as { total_attempts: string } | undefined;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        attempt(user, { cardId: 'black-5C', success: i % 2 === 0, attemptId: randomUUID() }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(answers.map((r) => r.json<AttemptAnswer>().card.attempts).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(await rows('kickshot_progress', user.id)).toEqual([
      expect.objectContaining({ kickshot_id: 'black-5C', attempts: 50, successes: 25 }),
    ]);
    expect(await rows('practice_sessions', user.id)).toEqual([
      expect.objectContaining({ total_attempts: 50, total_successes: 25 }),
    ]);
    const { rows: stats } = await sql(
      t,
      "select total_attempts::int, total_successes::int, user_count from kickshot_stats where kickshot_id = 'black-5C'",
    );
    expect(stats).toEqual([
      { total_attempts: Number(before?.total_attempts ?? 0) + 50, total_successes: 25, user_count: 1 },
    ]);
    // Each achievement once, even though many racing attempts saw the thresholds.
    const names = (await rows('achievements', user.id)).map((r) => r.achievement_name as string).sort();
    expect(names).toEqual(['First Shot', 'First Success', 'Warming Up']);
  });

  it("answers each racing attempt with the totals right after it, and keeps every player's totals exact", async () => {
    const players = [await newUser(t.app), await newUser(t.app), await newUser(t.app)];
    const cards = ['black-2S', 'black-2S', 'red-KD', 'black-JH'];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        attempt(at(players, i % 3), {
          cardId: at(cards, i % 4),
          success: i % 5 < 3,
          attemptId: randomUUID(),
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(60).fill(200));
    const expectTotalsExact = async (userId: string) => {
      const { rows: totals } = await sql(t, 'select * from practice_totals where user_id = $1', [userId]);
      const { rows: direct } = await sql(
        t,
        `select coalesce(sum(attempts), 0)::int as attempts, coalesce(sum(successes), 0)::int as successes,
                (count(*) filter (where deck_color = 'black'))::int as black_cards,
                (count(*) filter (where deck_color = 'red'))::int as red_cards
           from kickshot_progress where user_id = $1`,
        [userId],
      );
      expect(totals).toEqual([{ user_id: userId, ...direct[0] }]);
    };
    for (const [index, player] of players.entries()) {
      const mine = answers.filter((_, i) => i % 3 === index).map((r) => r.json<AttemptAnswer>());
      // the day's running totals are 1..20 in some order: no two answers saw the same state
      expect(mine.map((a) => a.today.attempts).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      await expectTotalsExact(player.id);
    }
    // deleted progress leaves the totals (the delete trigger)
    await sql(t, "delete from kickshot_progress where user_id = $1 and kickshot_id = 'black-2S'", [
      first(players).id,
    ]);
    await expectTotalsExact(first(players).id);
  });

  it('fails only the bad attempt of a batch', async () => {
    const user = await newUser(t.app);
    const writer = t.app.get(PracticeAttemptWriter);
    const input = (userId: string) => ({
      userId,
      cardId: 'red-9C',
      deck: 'red' as const,
      success: true,
      localDate: utcDay(),
      at: new Date(),
      country: 'Unknown',
      attemptId: randomUUID(),
    });
    // a player who no longer exists (deleted meanwhile) between two real attempts
    const results = await Promise.allSettled([
      writer.record(input(user.id)),
      writer.record(input(randomUUID())),
      writer.record(input(user.id)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await rows('kickshot_progress', user.id)).toEqual([expect.objectContaining({ attempts: 2 })]);
  });

  it('counts an attemptId once, even when the retries race', async () => {
    const user = await newUser(t.app);
    const attemptId = randomUUID();
    const first = await attempt(user, { cardId: 'red-AH', success: true, attemptId });
    expect(first.json<AttemptAnswer>()).toMatchObject({ counted: true, card: { attempts: 1 } });
    const retry = await attempt(user, { cardId: 'red-AH', success: true, attemptId });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<AttemptAnswer>()).toEqual({
      counted: false,
      card: { cardId: 'red-AH', attempts: 1, successes: 1, successRate: 100 },
      today: { date: utcDay(), attempts: 1, successes: 1, successRate: 100 },
      newAchievements: [],
    });
    const racingId = randomUUID();
    const racing = await Promise.all(
      Array.from({ length: 8 }, () =>
        attempt(user, { cardId: 'red-AH', success: false, attemptId: racingId }),
      ),
    );
    expect(racing.filter((r) => r.json<AttemptAnswer>().counted)).toHaveLength(1);
    expect(await rows('kickshot_progress', user.id)).toEqual([
      expect.objectContaining({ attempts: 2, successes: 1 }),
    ]);
    expect(await rows('practice_sessions', user.id)).toEqual([
      expect.objectContaining({ total_attempts: 2, total_successes: 1 }),
    ]);
    // Attempt ids are per player: another player's identical id is their own attempt.
    const other = await newUser(t.app);
    const theirs = await attempt(other, { cardId: 'red-AH', success: true, attemptId: racingId });
    expect(theirs.json<AttemptAnswer>()).toMatchObject({ counted: true, card: { attempts: 1 } });
    // Without an attemptId every request counts.
    await attempt(user, { cardId: 'red-AH', success: false });
    await attempt(user, { cardId: 'red-AH', success: false });
    expect(await rows('kickshot_progress', user.id)).toEqual([expect.objectContaining({ attempts: 4 })]);
  });

  it('grants each achievement once: First Shot, then 10 attempts, and lists them newest first', async () => {
    const user = await newUser(t.app);
    const first = await practise(user, 'black-AS', false);
    expect(first.newAchievements).toEqual([
      {
        name: 'First Shot',
        description: 'Recorded your first practice attempt.',
        type: 'milestone',
        earnedAt: expect.any(String) as string,
      },
    ]);
    const granted: string[][] = [];
    for (let i = 2; i <= 11; i++) {
      granted.push((await practise(user, 'black-AS', i === 5)).newAchievements.map((a) => a.name));
    }
    expect(granted).toEqual([[], [], [], ['First Success'], [], [], [], [], ['Warming Up'], []]);
    const listed = await get<{ name: string; type: string; metadata: object }[]>(
      user,
      '/api/v1/achievements',
    );
    expect(listed.map((a) => a.name)).toEqual(['Warming Up', 'First Success', 'First Shot']);
    expect(listed[0]).toMatchObject({ type: 'attempts', metadata: { attempts: 10 } });
    expect(await rows('achievements', user.id)).toHaveLength(3);
  });

  it('grants Sharpshooter at 80% over 20 attempts, a deck, and a 7-day streak', async () => {
    const user = await newUser(t.app);
    const earned: string[] = [];
    for (let i = 1; i <= 20; i++) {
      earned.push(...(await practise(user, 'red-3D', i > 4)).newAchievements.map((a) => a.name));
    }
    expect(earned).toEqual(['First Shot', 'First Success', 'Warming Up', 'Sharpshooter']);

    // 51 black cards practised before (written straight into the tables), then the 52nd.
    await sql(
      t,
      `insert into kickshot_progress (id, user_id, kickshot_id, deck_color, attempts, successes, last_practiced, first_practiced)
       select gen_random_uuid(), $1, 'black-' || r || s, 'black', 1, 0, now(), now()
         from unnest(array['A','2','3','4','5','6','7','8','9','10','J','Q','K']) r,
              unnest(array['S','C','D','H']) s
        where r || s <> 'KH'`,
      [user.id],
    );
    await sql(
      t,
      'update practice_totals set attempts = attempts + 51, black_cards = black_cards + 51 where user_id = $1',
      [user.id],
    );
    expect((await practise(user, 'black-QH', true)).newAchievements).toEqual([]);
    expect((await practise(user, 'black-KH', true)).newAchievements.map((a) => a.name)).toEqual([
      'Black Deck Complete',
    ]);

    // Five earlier consecutive days, yesterday (the sixth), then today (the seventh).
    const streaker = await newUser(t.app);
    await sql(
      t,
      `insert into practice_sessions (id, user_id, session_date, total_attempts, total_successes, created_at)
       select gen_random_uuid(), $1, $2::date - d, 1, 0, now() from generate_series(2, 6) d`,
      [streaker.id, utcDay()],
    );
    const streak = await practise(streaker, 'black-9C', false, utcDay(-1));
    expect(streak.newAchievements.map((a) => a.name)).toEqual(['First Shot']);
    const week = await practise(streaker, 'black-9C', false, utcDay());
    expect(week.newAchievements.map((a) => a.name)).toEqual(['Week Streak']);
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const user = await newUser(t.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ success: true }, 'VALIDATION_FAILED', 'cardId'],
      [{ cardId: 'black-2S', success: 'yes' }, 'VALIDATION_FAILED', 'success'],
      [{ cardId: 'black-2S', success: true, localDate: '22/11/2026' }, 'VALIDATION_FAILED', 'localDate'],
      [{ cardId: 'black-2S', success: true, localDate: utcDay(3) }, 'INVALID_LOCAL_DATE', 'localDate'],
      [{ cardId: 'black-2S', success: true, localDate: '2026-02-30' }, 'INVALID_LOCAL_DATE', 'localDate'],
      [{ cardId: 'black-2S', success: true, attemptId: 'tap-1' }, 'VALIDATION_FAILED', 'attemptId'],
      [{ cardId: 'black-2S', success: true, country: 'FR' }, 'VALIDATION_FAILED', 'country'],
      [{ cardId: 'black-ZZ', success: true }, 'INVALID_CARD_ID', 'cardId'],
      [{ cardId: 'blue-AS', success: true }, 'UNKNOWN_CARD', 'cardId'],
      [{ cardId: 'green-2S', success: true }, 'INVALID_CARD_ID', 'cardId'],
    ];
    for (const [body, code, field] of cases) {
      const res = await attempt(user, body);
      const json = res.json<{ code: string; errors?: { field: string }[] }>();
      expect({
        body,
        status: res.statusCode,
        code: json.code,
        fields: json.errors?.map((e) => e.field),
      }).toEqual({
        body,
        status: 400,
        code,
        fields: expect.arrayContaining([field]) as string[],
      });
    }
    expect(await rows('kickshot_progress', user.id)).toEqual([]);
    const unauthenticated = await t.app.inject({
      method: 'POST',
      url: `${PRACTICE}/attempts`,
      payload: { cardId: 'black-2S', success: true, localDate: utcDay() },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

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

  it("never shows another user's progress, sessions, achievements or daily totals", async () => {
    const alice = await newUser(t.app);
    const bob = await newUser(t.app);
    await practise(alice, 'black-JH', true);
    await practise(alice, 'red-QS', false);
    for (const url of [`${PRACTICE}/progress`, `${PRACTICE}/sessions`, '/api/v1/achievements']) {
      expect({ url, body: await get(bob, url) }).toEqual({ url, body: [] });
      expect({ url, count: (await get<unknown[]>(alice, url)).length }).toEqual({
        url,
        count: expect.any(Number) as number,
      });
    }
    const daily = await get<{ attempts: number }[]>(bob, `${PRACTICE}/daily?days=7`);
    expect(daily.every((d) => d.attempts === 0)).toBe(true);
    const progress = await get<{ kickshotId: string }[]>(alice, `${PRACTICE}/progress`);
    expect(progress.map((p) => p.kickshotId).sort()).toEqual(['black-JH', 'red-QS']);
    // Ending a session works only on one's own day.
    const end = await endSession(bob, { localDate: utcDay(), startedAt: new Date().toISOString() });
    expect(end.statusCode).toBe(404);
  });

  it.each([`${PRACTICE}/progress`, '/api/v1/achievements'])(
    'refuses unknown query parameters on %s with 400 naming them',
    async (url) => {
      const user = await newUser(t.app);
      const res = await t.app.inject({ method: 'GET', url: `${url}?limit=5&sort=desc`, headers: user.auth });
      expect(res.statusCode).toBe(400);
      const body = res.json<{ code: string; errors: { field: string }[] }>();
      expect({ code: body.code, fields: body.errors.map((e) => e.field).sort() }).toEqual({
        code: 'VALIDATION_FAILED',
        fields: ['limit', 'sort'],
      });
    },
  );

  it('lists progress (most attempts first), sessions with a limit, and daily totals', async () => {
    const user = await newUser(t.app);
    for (const [card, success] of [
      ['red-5H', true],
      ['black-8S', false],
      ['black-8S', true],
      ['black-8S', true],
    ] as const)
      await practise(user, card, success);
    await practise(user, 'red-5H', false, utcDay(-1));
    const progress = await get<Record<string, unknown>[]>(user, `${PRACTICE}/progress`);
    expect(progress).toEqual([
      {
        kickshotId: 'black-8S',
        deckColor: 'black',
        attempts: 3,
        successes: 2,
        successRate: 66.7,
        lastPracticed: expect.any(String) as string,
        firstPracticed: expect.any(String) as string,
      },
      expect.objectContaining({ kickshotId: 'red-5H', attempts: 2, successes: 1, successRate: 50 }),
    ]);
    expect(await get(user, `${PRACTICE}/sessions?limit=1`)).toEqual([
      { sessionDate: utcDay(), totalAttempts: 4, totalSuccesses: 3, sessionDurationMinutes: null },
    ]);
    for (const limit of ['0', '101', 'ten']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${PRACTICE}/sessions?limit=${limit}`,
        headers: user.auth,
      });
      expect({ limit, status: res.statusCode }).toEqual({ limit, status: 400 });
    }
    const daily = await get<{ date: string; attempts: number; successes: number; successRate: number }[]>(
      user,
      `${PRACTICE}/daily?days=3`,
    );
    expect(daily).toEqual([
      { date: utcDay(-2), attempts: 0, successes: 0, successRate: 0 },
      { date: utcDay(-1), attempts: 1, successes: 0, successRate: 0 },
      { date: utcDay(), attempts: 4, successes: 3, successRate: 75 },
    ]);
    expect(await get<unknown[]>(user, `${PRACTICE}/daily`)).toHaveLength(30);
    const tooMany = await t.app.inject({
      method: 'GET',
      url: `${PRACTICE}/daily?days=91`,
      headers: user.auth,
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('suggests the weakest cards (5+ attempts) and unpractised ones', async () => {
    const user = await newUser(t.app);
    const fresh = await get<{ cardId: string; kind: string }[]>(user, `${PRACTICE}/suggestions`);
    expect(fresh.map((s) => [s.cardId, s.kind])).toEqual([
      ['black-AS', 'not-practised'],
      ['black-AC', 'not-practised'],
      ['black-AD', 'not-practised'],
    ]);
    const plan: [string, number, number][] = [
      ['black-AS', 5, 1],
      ['black-2S', 6, 5],
      ['black-3S', 4, 0], // under 5 attempts: not a weak-card suggestion
      ['red-4C', 10, 2],
    ];
    for (const [card, attempts, successes] of plan)
      for (let i = 0; i < attempts; i++) await practise(user, card, i < successes);
    const suggestions = await get<{ cardId: string; kind: string; reason: string; successRate: number }[]>(
      user,
      `${PRACTICE}/suggestions`,
    );
    expect(suggestions).toEqual([
      {
        cardId: 'red-4C',
        deckColor: 'red',
        kind: 'low-success-rate',
        reason: 'Success rate 20.0% over 10 attempts',
        attempts: 10,
        successRate: 20,
      },
      {
        cardId: 'black-AS',
        deckColor: 'black',
        kind: 'low-success-rate',
        reason: 'Success rate 20.0% over 5 attempts',
        attempts: 5,
        successRate: 20,
      },
      expect.objectContaining({ cardId: 'black-2S', kind: 'low-success-rate', successRate: 83.3 }),
      {
        cardId: 'black-AC',
        deckColor: 'black',
        kind: 'not-practised',
        reason: 'Not practised yet',
        attempts: 0,
        successRate: 0,
      },
      expect.objectContaining({ cardId: 'black-AD', kind: 'not-practised' }),
      expect.objectContaining({ cardId: 'black-AH', kind: 'not-practised' }),
    ]);
  });

  it("lists a card's videos oldest first", async () => {
    const user = await newUser(t.app);
    await sql(
      t,
      `insert into practice_videos (id, deck_color, card_identifier, title, description, duration, url, created_at) values
        (gen_random_uuid(), 'black', '10C', 'Second', null, null, 'https://video.example/2', now()),
        (gen_random_uuid(), 'black', '10C', 'First', 'The system', '5:30', 'https://video.example/1', now() - interval '1 day'),
        (gen_random_uuid(), 'red', '10C', 'Other deck', null, null, 'https://video.example/3', now())`,
    );
    const videos = await get<{ title: string }[]>(user, '/api/v1/cards/black-10C/videos');
    expect(videos).toEqual([
      {
        id: expect.any(String) as string,
        title: 'First',
        description: 'The system',
        duration: '5:30',
        url: 'https://video.example/1',
        createdAt: expect.any(String) as string,
      },
      expect.objectContaining({ title: 'Second', description: null, duration: null }),
    ]);
    expect(await get(user, '/api/v1/cards/black-AS/videos')).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cards/black-1X/videos',
      headers: user.auth,
    });
    expect({ status: bad.statusCode, code: bad.json().code }).toEqual({
      status: 400,
      code: 'INVALID_CARD_ID',
    });
    const blue = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cards/blue-AS/videos',
      headers: user.auth,
    });
    expect({ status: blue.statusCode, code: blue.json().code }).toEqual({
      status: 404,
      code: 'CARD_NOT_FOUND',
    });
  });

  it('refuses attempts and videos with 403 SUBSCRIPTION_REQUIRED once the trial has ended', async () => {
    const user = await newUser(t.app);
    await practise(user, 'black-4H', true);
    await setTrialEnd(t, user.id, new Date(Date.now() - 60_000));
    for (const res of [
      await attempt(user, { cardId: 'black-4H', success: true }),
      await t.app.inject({ method: 'GET', url: '/api/v1/cards/black-4H/videos', headers: user.auth }),
    ]) {
      expect({ status: res.statusCode, code: res.json().code }).toEqual({
        status: 403,
        code: 'SUBSCRIPTION_REQUIRED',
      });
    }
    expect(await rows('kickshot_progress', user.id)).toEqual([expect.objectContaining({ attempts: 1 })]);
    // The player's own history stays readable.
    expect(await get<unknown[]>(user, `${PRACTICE}/progress`)).toHaveLength(1);
  });
});
