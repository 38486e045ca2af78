import { randomUUID } from 'node:crypto';
import { PracticeAttemptWriter } from '../../src/modules/practice/practice-attempt-writer.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/auth-helpers.js';
import { setTrialEnd } from '../support/billing-helpers.js';
import { newUser } from '../support/factories.js';
import { at, first, one } from '../support/lists.js';
import { PRACTICE, practiceCalls, utcDay, type AttemptAnswer } from '../support/practice-helpers.js';

describe('practice: attempts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { attempt, practise, get, rows } = practiceCalls(() => t);

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
