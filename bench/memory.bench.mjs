// Memory: the built server's resident memory (RSS, read from /proc) on a scratch database, idle after
// start and a warm-up, and at its peak under 60 s of mixed load at 20 connections from this second
// process: practice attempts, card lists, the global statistics, card diagrams (both layouts, as a
// browser asks: Brotli or gzip) and password sign-ins, side by side.
// Goals: ≤ 200 MB idle, ≤ 350 MB at the peak. A benchmark, not a test: it prints the figures against
// the goals and exits 0 whatever they are.
//
// Idle is read after the warm-up (every kind of request answered for 5 s at 5 connections) and 10 s
// of rest; the peak is the highest RSS sampled every 100 ms during the load, and the kernel's own
// high-water mark (VmHWM) is printed beside it. Linux only (/proc).
import { randomUUID } from 'node:crypto';
import { mixedLoad, residentMemory, startServer } from './support.mjs';

const PLAYERS = 40;
const GOALS = { idle: 200, peak: 350 };
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const server = await startServer({ RATE_LIMIT_SCALE: '100000', DATABASE_URL: '' });
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const mb = (value) => `${value.toFixed(0)} MB`;
try {
  const started = residentMemory(server.pid);
  const players = await signUp(PLAYERS);
  const auth = () => `Bearer ${pick(players).accessToken}`;
  const cards = await (
    await fetch(`${server.url}/api/v1/cards`, { headers: { authorization: auth() } })
  ).json();
  const diagrams = cards.flatMap((card) => [card.imagePath, `${card.imagePath}&layout=compact`]);
  const today = new Date().toISOString().slice(0, 10);

  const request = (path, extra = {}) => ({
    method: 'GET',
    setupRequest: (req) => ({ ...req, path, headers: { authorization: auth(), ...extra } }),
  });
  /** 20 connections in all, as a busy minute of players: mostly taps, then lists, pictures, sign-ins. */
  const parts = (scale) => [
    {
      title: 'POST /api/v1/practice/attempts',
      connections: 8 * scale,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => ({
            ...req,
            path: '/api/v1/practice/attempts',
            headers: { 'content-type': 'application/json', authorization: auth() },
            body: JSON.stringify({
              cardId: pick(cards).id,
              success: Math.random() < 0.6,
              localDate: today,
              attemptId: randomUUID(),
            }),
          }),
        },
      ],
    },
    {
      title: 'GET /api/v1/cards',
      connections: 3 * scale,
      requests: [request('/api/v1/cards', { 'accept-encoding': BROWSER_ENCODINGS })],
    },
    {
      title: 'GET /api/v1/stats/global',
      connections: 3 * scale,
      requests: [request('/api/v1/stats/global', { 'accept-encoding': BROWSER_ENCODINGS })],
    },
    {
      title: 'GET /kickshot-diagrams/…svg',
      connections: 4 * scale,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: pick(diagrams),
            headers: { 'accept-encoding': BROWSER_ENCODINGS },
          }),
        },
      ],
    },
    {
      title: 'POST /api/v1/auth/sign-in',
      connections: 2 * scale,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const player = pick(players);
            return {
              ...req,
              path: '/api/v1/auth/sign-in',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: player.email, password: player.password }),
            };
          },
        },
      ],
    },
  ];

  console.log('warm-up: 5 s of the mixed load at 5 connections, then 10 s of rest');
  await mixedLoad(
    server.url,
    parts(0.25).map((part) => ({ ...part, connections: Math.max(1, Math.round(part.connections)) })),
    {
      duration: 5,
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const idle = residentMemory(server.pid);

  console.log('60 s of the mixed load at 20 connections:');
  let peak = idle.rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMemory(server.pid).rss);
  }, 100);
  const results = await mixedLoad(server.url, parts(1), { duration: 60 });
  clearInterval(sampler);
  const after = residentMemory(server.pid);
  peak = Math.max(peak, after.rss);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const rested = residentMemory(server.pid);

  console.log(`RSS at start (listening, before any request): ${mb(started.rss)}`);
  console.log(`RSS idle after the warm-up: ${mb(idle.rss)} (${idle.threads} threads)`);
  console.log(`RSS peak under the load: ${mb(peak)} (VmHWM ${mb(after.peak)}, ${after.threads} threads)`);
  console.log(`RSS 10 s after the load: ${mb(rested.rss)}`);
  const errors = results.reduce((sum, result) => sum + result.errors + result.non2xx, 0);
  const verdicts = [
    [`idle RSS ≤ ${GOALS.idle} MB`, idle.rss <= GOALS.idle],
    [`peak RSS ≤ ${GOALS.peak} MB under 20 connections of mixed load`, peak <= GOALS.peak],
    ['no errors under the load', errors === 0],
  ];
  for (const [goal, ok] of verdicts) console.log(`${ok ? 'ok  ' : 'MISS'} ${goal}`);
} finally {
  await server.stop();
}

/** Players with a free trial, through the sign-up endpoint (a few at a time): their e-mail, password and token. */
async function signUp(count) {
  const players = [];
  const one = async (i) => {
    const email = `memory-${i}-${randomUUID().slice(0, 6)}@bench.local`;
    const password = 'corner-pocket-bench-42';
    const res = await fetch(`${server.url}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
    players.push({ email, password, accessToken: (await res.json()).accessToken });
  };
  for (let i = 0; i < count; i += 4) await Promise.all([0, 1, 2, 3].map((j) => one(i + j)));
  return players;
}
