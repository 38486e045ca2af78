// A 10,000-subscription app broadcast: the built server with PUSH_ALLOW_PRIVATE_ENDPOINTS
// on, a local HTTP push service answering 201 to every push, 10,000 users each with one `app`
// subscription (real P-256 keys, generated once and shared: every push is encrypted for real), and
// one POST /api/v1/admin/broadcasts/app. Measured: how long until every push was delivered, and
// GET /api/v1/health latency (p50/p99, autocannon, 10 connections) while it sends, beside the same
// figure with nothing sending. Goal: the API stays responsive (health p99 under 50 ms while sending).
// Run after `npm run build:server` (as `npm run bench` does).
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from './support.mjs';

const SUBSCRIPTIONS = 10_000;
const GOAL_P99_MS = 50;

// the push service: 201 to every push, counted
let received = 0;
let firstAt = 0;
let lastAt = 0;
const pushService = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received++;
    lastAt = Date.now();
    firstAt ||= lastAt;
    response.writeHead(201).end();
  });
});
await new Promise((resolve) => pushService.listen(0, '127.0.0.1', resolve));
const pushOrigin = `http://127.0.0.1:${pushService.address().port}`;

const server = await startServer({
  RATE_LIMIT_SCALE: '100000',
  DATABASE_URL: '',
  PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
  PUSH_BROADCAST_WAIT_MS: '20000',
});
const db = new pg.Client({ connectionString: server.databaseUrl });
await db.connect();
let failed = false;
try {
  const res = await fetch(`${server.url}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-admin@bench.local', password: 'corner-pocket-bench-42' }),
  });
  if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const { accessToken, user } = await res.json();
  await db.query(
    `insert into user_roles (id, user_id, role, created_at) values (gen_random_uuid(), $1, 'admin', now())`,
    [user.id],
  );

  // one browser key pair and auth secret for all: the server encrypts each push anew all the same
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const p256dh = browser.getPublicKey().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  const seeded = Date.now();
  await db.query(
    `insert into users (id, email, password_hash, created_at, updated_at)
     select gen_random_uuid(), 'push' || i || '@bench.local', 'x', now(), now() from generate_series(1, $1::int) i`,
    [SUBSCRIPTIONS],
  );
  await db.query(
    `insert into push_subscriptions (id, user_id, endpoint, p256dh, auth, channel, created_at, updated_at)
     select gen_random_uuid(), id, $1 || '/push/' || id, $2, $3, 'app', now(), now()
     from users where email like 'push%@bench.local'`,
    [pushOrigin, p256dh, auth],
  );
  await db.query('analyze users; analyze push_subscriptions');
  console.log(
    `seeded ${SUBSCRIPTIONS} users with an app subscription in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const health = (duration) => autocannon({ url: `${server.url}/api/v1/health`, connections: 10, duration });
  await health(2); // warm-up
  const idle = await health(5);
  console.log(`GET /api/v1/health, idle:           p50 ${idle.latency.p50} ms   p99 ${idle.latency.p99} ms`);

  // the broadcast, and /health measured while it is delivered
  const started = Date.now();
  const load = autocannon({ url: `${server.url}/api/v1/health`, connections: 10, duration: 120 });
  const sent = await fetch(`${server.url}/api/v1/admin/broadcasts/app`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ title: 'Bench', message: 'Ten thousand pushes', url: '/' }),
  });
  const answeredMs = Date.now() - started;
  const answer = await sent.json();
  if (!sent.ok) throw new Error(`the broadcast answered ${sent.status}: ${JSON.stringify(answer)}`);
  console.log(
    `POST /admin/broadcasts/app answered ${sent.status} after ${(answeredMs / 1000).toFixed(1)} s:`,
    answer,
  );
  let broadcast;
  for (;;) {
    const read = await fetch(`${server.url}/api/v1/admin/broadcasts/${answer.broadcastId}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    broadcast = await read.json();
    if (broadcast.status === 'done' || Date.now() - started > 300_000) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const doneMs = Date.now() - started;
  load.stop();
  const during = await load;
  const seconds = (lastAt - firstAt) / 1000;
  console.log(
    `delivered ${received} of ${SUBSCRIPTIONS} pushes (broadcast: ${broadcast.successful} successful, ${broadcast.failed} failed, ${broadcast.status}) ` +
      `in ${(doneMs / 1000).toFixed(1)} s from the request (${(received / seconds).toFixed(0)} pushes/s)`,
  );
  console.log(
    `GET /api/v1/health, while sending: p50 ${during.latency.p50} ms   p99 ${during.latency.p99} ms   ` +
      `${during.requests.average.toFixed(0)} req/s   errors ${during.errors + during.non2xx}`,
  );
  const ok =
    received === SUBSCRIPTIONS && broadcast.successful === SUBSCRIPTIONS && during.latency.p99 < GOAL_P99_MS;
  console.log(
    `health p99 while sending ${during.latency.p99} ms (goal < ${GOAL_P99_MS} ms): ${ok ? 'ok' : 'NOT MET'}`,
  );
  if (!ok) failed = true;
} finally {
  await db.end();
  await server.stop();
  pushService.close();
}
process.exit(failed ? 1 : 0);
