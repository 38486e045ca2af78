import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/auth-helpers.js';
import { expireTrial, newUser, type TestUser } from '../support/factories.js';

const GLOBAL = '/api/v1/stats/global';
const GB = '81.2.69.160';
const US = '8.8.8.8';

interface GlobalStats {
  totals: { attempts: number; successes: number; kickshotsPractised: number };
  topKickshots: {
    kickshotId: string;
    deckColor: string;
    attempts: number;
    successes: number;
    userCount: number;
    successRate: number;
  }[];
  countries: {
    country: string;
    userCount: number;
    attempts: number;
    successes: number;
    successRate: number;
  }[];
}

const rate = (successes: number, attempts: number) =>
  attempts > 0 ? Math.round((successes * 1000) / attempts) / 10 : 0;

describe('global statistics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const attempt = (user: TestUser, cardId: string, success: boolean, ip?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/practice/attempts',
      headers: { ...user.auth, ...(ip ? { 'x-forwarded-for': ip } : {}) },
      payload: { cardId, success, localDate: new Date().toISOString().slice(0, 10), attemptId: randomUUID() },
    });
  const practise = async (user: TestUser, cardId: string, success: boolean, ip?: string) => {
    const res = await attempt(user, cardId, success, ip);
    expect(res.statusCode).toBe(200);
  };
  const stats = async (user: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: GLOBAL, headers: user.auth });
    expect(res.statusCode).toBe(200);
    return res.json<GlobalStats>();
  };

  /** The same answer, computed by a GROUP BY over every progress row. */
  const direct = async (): Promise<GlobalStats> => {
    const kickshots = await sql<{ kickshot_id: string; deck_color: string; a: number; s: number; u: number }>(
      t,
      `select kickshot_id, min(deck_color) as deck_color, sum(attempts)::int as a, sum(successes)::int as s,
              count(distinct user_id)::int as u
         from kickshot_progress group by kickshot_id order by a desc, kickshot_id`,
    );
    const countries = await sql<{ country: string; a: number; s: number; u: number }>(
      t,
      `select coalesce(country, 'Unknown') as country, sum(attempts)::int as a, sum(successes)::int as s,
              count(distinct user_id)::int as u
         from kickshot_progress group by 1 order by a desc, country limit 15`,
    );
    return {
      totals: {
        attempts: kickshots.rows.reduce((n, r) => n + r.a, 0),
        successes: kickshots.rows.reduce((n, r) => n + r.s, 0),
        kickshotsPractised: kickshots.rows.length,
      },
      topKickshots: kickshots.rows.slice(0, 10).map((r) => ({
        kickshotId: r.kickshot_id,
        deckColor: r.deck_color,
        attempts: r.a,
        successes: r.s,
        userCount: r.u,
        successRate: rate(r.s, r.a),
      })),
      countries: countries.rows.map((r) => ({
        country: r.country,
        userCount: r.u,
        attempts: r.a,
        successes: r.s,
        successRate: rate(r.s, r.a),
      })),
    };
  };

  it('is empty before anyone practises, and needs a signed-in caller', async () => {
    const viewer = await newUser(t.app);
    expect(await stats(viewer)).toEqual({
      totals: { attempts: 0, successes: 0, kickshotsPractised: 0 },
      topKickshots: [],
      countries: [],
    });
    expect((await t.app.inject({ method: 'GET', url: GLOBAL })).statusCode).toBe(401);
  });

  it('answers a player without access too: card ids and counts only, never card text', async () => {
    const player = await newUser(t.app);
    await practise(player, 'black-QS', true);
    const withAccess = await stats(player);
    expect(withAccess.topKickshots.map((k) => k.kickshotId)).toContain('black-QS');
    // Global Statistics is a page of its own, not the card content: it stays open, and
    // its answer names kickshots by id (with the public diagram), never by their paid text.
    await expireTrial(t.app, player);
    expect(await stats(player)).toEqual(withAccess);
    for (const kickshot of withAccess.topKickshots)
      expect(Object.keys(kickshot).sort()).toEqual([
        'attempts',
        'deckColor',
        'kickshotId',
        'successRate',
        'successes',
        'userCount',
      ]);
  });

  it('equals a GROUP BY over every progress row, by kickshot and by country', async () => {
    const player = () => newUser(t.app);
    const users = await Promise.all([player(), player(), player(), player(), player(), player()]);
    const [gb1, gb2, us1, us2, local, traveller] = users;
    const cards = ['black-2S', 'black-3C', 'red-KH', 'black-AS', 'red-10D', 'black-QD'];
    let n = 0;
    for (const [user, ip] of [
      [gb1, GB],
      [gb2, GB],
      [us1, US],
      [us2, US],
      [local, undefined],
    ] as const) {
      for (const card of cards.slice(0, 2 + (n % 4))) {
        for (let i = 0; i <= n % 3; i++) await practise(user, card, (i + n) % 2 === 0, ip);
        n++;
      }
    }
    // A player whose first rows were made in Britain, then who practises from the US: the new
    // card counts for the US (and a second US user), earlier cards stay British.
    await practise(traveller, 'black-2S', true, GB);
    await practise(traveller, 'black-2S', false, US);
    await practise(traveller, 'red-KH', true, US);
    // Many users racing on the same card and countries.
    await Promise.all(
      users.flatMap((user, i) =>
        Array.from({ length: 6 }, (_, j) =>
          attempt(user, 'black-9H', j % 3 === 0, [GB, US, undefined][i % 3]),
        ),
      ),
    );

    const viewer = await newUser(t.app);
    const answer = await stats(viewer);
    expect(answer).toEqual(await direct());
    expect(answer.totals.attempts).toBeGreaterThan(50);
    expect(answer.countries.map((c) => c.country).sort()).toEqual([
      'United Kingdom',
      'United States',
      'Unknown',
    ]);
    const uk = answer.countries.find((c) => c.country === 'United Kingdom')!;
    const us = answer.countries.find((c) => c.country === 'United States')!;
    expect(uk.userCount).toBe(4); // gb1, gb2, traveller, and the GB racer
    expect(us.userCount).toBe(5); // us1, us2, traveller, and the US racers (gb2, local)
    // The rollup rows themselves, not only the top lists, equal the GROUP BY.
    const { rows: drift } = await sql(
      t,
      `select k.kickshot_id from kickshot_stats k
         full join (select kickshot_id, sum(attempts) a, sum(successes) s, count(*) u from kickshot_progress group by 1) p
           using (kickshot_id)
        where (k.total_attempts, k.total_successes, k.user_count) is distinct from (p.a, p.s, p.u::int)`,
    );
    expect(drift).toEqual([]);
    // Never a user id.
    const body = JSON.stringify(answer);
    for (const user of users) expect(body).not.toContain(user.id);
  });

  it('keeps the rollups equal to the GROUP BY when a user and their progress are deleted', async () => {
    const leaver = await newUser(t.app);
    await practise(leaver, 'black-2S', true, GB);
    await practise(leaver, 'red-7C', false, US);
    await practise(leaver, 'red-8C', true, US);
    const viewer = await newUser(t.app);
    const before = await stats(viewer);
    await sql(t, 'delete from users where id = $1', [leaver.id]);
    const after = await stats(viewer);
    expect(after).toEqual(await direct());
    expect(after.totals.attempts).toBe(before.totals.attempts - 3);
    expect(after.countries.find((c) => c.country === 'United States')?.userCount).toBe(
      before.countries.find((c) => c.country === 'United States')!.userCount - 1,
    );
    expect(after.topKickshots.find((k) => k.kickshotId === 'red-7C')).toBeUndefined();
    const { rows } = await sql(t, 'select * from country_stat_users where user_id = $1', [leaver.id]);
    expect(rows).toEqual([]);
  });

  it('answers with Cache-Control, a strong ETag and 304 on If-None-Match', async () => {
    const viewer = await newUser(t.app);
    const first = await t.app.inject({ method: 'GET', url: GLOBAL, headers: viewer.auth });
    expect(first.headers['cache-control']).toBe('private, max-age=30');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{10,}"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: GLOBAL,
      headers: { ...viewer.auth, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await practise(viewer, 'red-2H', true);
    const changed = await t.app.inject({
      method: 'GET',
      url: GLOBAL,
      headers: { ...viewer.auth, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<GlobalStats>().totals.attempts).toBe(first.json<GlobalStats>().totals.attempts + 1);
  });

  it('compares If-None-Match weakly, as RFC 9110 asks: a W/ tag, a list holding the tag and * answer 304', async () => {
    const viewer = await newUser(t.app);
    const etag = (await t.app.inject({ method: 'GET', url: GLOBAL, headers: viewer.auth })).headers
      .etag as string;
    for (const header of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const res = await t.app.inject({
        method: 'GET',
        url: GLOBAL,
        headers: { ...viewer.auth, 'if-none-match': header },
      });
      expect({ header, status: res.statusCode, body: res.body }).toEqual({ header, status: 304, body: '' });
    }
    const stale = await t.app.inject({
      method: 'GET',
      url: GLOBAL,
      headers: { ...viewer.auth, 'if-none-match': 'W/"stale"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('takes the country from the address: loopback and private addresses are Unknown', async () => {
    const user = await newUser(t.app);
    await practise(user, 'black-6S', true, '10.1.2.3');
    await practise(user, 'black-7S', true);
    const { rows } = await sql(
      t,
      'select kickshot_id, country from kickshot_progress where user_id = $1 order by 1',
      [user.id],
    );
    expect(rows).toEqual([
      { kickshot_id: 'black-6S', country: 'Unknown' },
      { kickshot_id: 'black-7S', country: 'Unknown' },
    ]);
  });
});
