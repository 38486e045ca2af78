// The Lineup Advisor under load: the built server (its optimiser on the worker pool, LINEUP_WORKERS
// threads, default one per core), 20 clients each posting 12 v 12 lineup requests back to back for
// 10 s (after a 3 s warm-up at the same load), while one autocannon connection samples
// GET /api/v1/health. Goal: the API stays responsive (health p99 under 50 ms) however busy the
// optimiser is. Also printed: the health figure with nothing else running, and the lineup answers
// (200, or 503 when a search waited and ran past its time budget, LINEUP_TIME_BUDGET_MS).
// Run after `npm run build:server` (as `npm run bench` does).
import autocannon from 'autocannon';
import { startServer } from './support.mjs';

const CLIENTS = 20;
const WARMUP_S = 3;
const DURATION_S = 10;
const GOAL_P99_MS = 50;

/** A deterministic PRNG (mulberry32), so every run posts the same rosters. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 12-player 8-ball roster as the page sends it. */
function roster(id, rnd) {
  return {
    id,
    name: id === 'home' ? 'Bench Home' : 'Bench Away',
    gameType: '8-ball',
    maxHandicapSum: 23,
    players: Array.from({ length: 12 }, (_, i) => ({
      name: `${id} ${i + 1}`,
      handicap: 2 + Math.floor(rnd() * 6),
      wins: Math.floor(rnd() * 15),
      losses: Math.floor(rnd() * 15),
      notes: '',
    })),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const server = await startServer({ RATE_LIMIT_SCALE: '100000', DATABASE_URL: '' });
let failed = false;
try {
  const res = await fetch(`${server.url}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-captain@bench.local', password: 'corner-pocket-bench-42' }),
  });
  if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const { accessToken } = await res.json();
  const bodies = Array.from({ length: CLIENTS }, (_, i) => {
    const rnd = random(2000 + i);
    return JSON.stringify({
      homeTeam: roster('home', rnd),
      awayTeam: roster('away', rnd),
      firstPutUp: i % 2 ? 'us' : 'opponent',
    });
  });

  const health = (duration) => autocannon({ url: `${server.url}/api/v1/health`, connections: 1, duration });
  await health(2); // warm-up
  const idle = await health(5);
  console.log(
    `GET /api/v1/health, idle:             p50 ${idle.latency.p50} ms   p99 ${idle.latency.p99} ms`,
  );

  /** CLIENTS loops posting lineups back to back until `until`; each answer's status and time. */
  const load = async (until) => {
    const answers = [];
    await Promise.all(
      bodies.map(async (body) => {
        while (Date.now() < until) {
          const started = performance.now();
          const answer = await fetch(`${server.url}/api/v1/lineup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
            body,
          });
          await answer.arrayBuffer();
          answers.push({ status: answer.status, ms: performance.now() - started });
        }
      }),
    );
    return answers;
  };

  await load(Date.now() + WARMUP_S * 1000);
  const sampling = health(DURATION_S);
  const answers = await load(Date.now() + DURATION_S * 1000);
  const during = await sampling;

  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const byStatus = Object.entries(
    answers.reduce((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {}),
  )
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  const ok200 = answers.filter((a) => a.status === 200).length;
  console.log(
    `POST /api/v1/lineup, 12 v 12, ${CLIENTS} clients for ${DURATION_S} s: ${answers.length} answers (${byStatus}), ` +
      `${(ok200 / DURATION_S).toFixed(1)} suggestions/s   p50 ${percentile(times, 50).toFixed(0)} ms   p99 ${percentile(times, 99).toFixed(0)} ms`,
  );
  console.log(
    `GET /api/v1/health, under that load: p50 ${during.latency.p50} ms   p99 ${during.latency.p99} ms   ` +
      `${during.requests.total} samples   errors ${during.errors + during.non2xx}`,
  );
  const unexpected = answers.filter((a) => a.status !== 200 && a.status !== 503).length;
  const ok = during.latency.p99 < GOAL_P99_MS && during.errors + during.non2xx === 0 && unexpected === 0;
  console.log(
    `health p99 under lineup load ${during.latency.p99} ms (goal < ${GOAL_P99_MS} ms): ${ok ? 'ok' : 'NOT MET'}` +
      (unexpected ? ` (${unexpected} lineup answers neither 200 nor 503)` : ''),
  );
  if (!ok) failed = true;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
