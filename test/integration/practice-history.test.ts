import { createTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/auth-helpers.js';
import { newUser } from '../support/factories.js';
import { PRACTICE, practiceCalls, utcDay } from '../support/practice-helpers.js';

describe('practice: progress, sessions, suggestions and videos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { practise, get, endSession } = practiceCalls(() => t);

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

  it('suggests the weak cards (5+ attempts, below 70%) and unpractised ones', async () => {
    const user = await newUser(t.app);
    const fresh = await get<{ cardId: string; kind: string }[]>(user, `${PRACTICE}/suggestions`);
    expect(fresh.map((s) => [s.cardId, s.kind])).toEqual([
      ['black-2S', 'not-practised'],
      ['black-2C', 'not-practised'],
      ['black-2D', 'not-practised'],
    ]);
    const plan: [string, number, number][] = [
      ['black-2S', 5, 1],
      ['black-3S', 6, 5],
      ['black-4S', 4, 0], // under 5 attempts: not a weak-card suggestion
      ['red-5C', 10, 2],
      ['red-6C', 10, 7], // 70%: reliable, not weak (the coach's bar)
      ['red-7C', 10, 6], // 60%: weak
    ];
    for (const [card, attempts, successes] of plan)
      for (let i = 0; i < attempts; i++) await practise(user, card, i < successes);
    const suggestions = await get<{ cardId: string; kind: string; reason: string; successRate: number }[]>(
      user,
      `${PRACTICE}/suggestions`,
    );
    expect(suggestions).toEqual([
      {
        cardId: 'red-5C',
        deckColor: 'red',
        kind: 'low-success-rate',
        reason: 'Success rate 20.0% over 10 attempts',
        attempts: 10,
        successRate: 20,
      },
      {
        cardId: 'black-2S',
        deckColor: 'black',
        kind: 'low-success-rate',
        reason: 'Success rate 20.0% over 5 attempts',
        attempts: 5,
        successRate: 20,
      },
      // black-3S (83.3%) and red-6C (70%) are not weak
      expect.objectContaining({ cardId: 'red-7C', kind: 'low-success-rate', successRate: 60 }),
      {
        cardId: 'black-2C',
        deckColor: 'black',
        kind: 'not-practised',
        reason: 'Not practiced yet',
        attempts: 0,
        successRate: 0,
      },
      expect.objectContaining({ cardId: 'black-2D', kind: 'not-practised' }),
      expect.objectContaining({ cardId: 'black-2H', kind: 'not-practised' }),
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
});
