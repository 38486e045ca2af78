// The admin user search: 100,000 users, and GET /api/v1/admin/users?filter={"q":…}
// (an e-mail substring, any case, served by the trigram index on lower(email)) measured one request
// at a time. Goal: p50 under 20 ms. Run after `npm run build:server` (as `npm run bench` does).
import pg from 'pg';
import { measure, startServer } from './support.mjs';

const USERS = 100_000;
const GOAL_P50_MS = 20;

const server = await startServer({ RATE_LIMIT_SCALE: '100000', DATABASE_URL: '' });
const db = new pg.Client({ connectionString: server.databaseUrl });
await db.connect();
let failed = false;
try {
  // the admin, signed up through the API and granted the role in the database
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

  const started = Date.now();
  await db.query(
    `insert into users (id, email, password_hash, created_at, updated_at)
     select gen_random_uuid(), 'player' || i || '.' || substr(md5(i::text), 1, 6) || '@example' || (i % 50) || '.com',
            'x', now() - i * interval '1 minute', now()
     from generate_series(1, $1::int) i`,
    [USERS],
  );
  await db.query(
    `insert into subscriptions (id, user_id, status, trial_start, trial_end, subscription_type, cancel_at_period_end, created_at, updated_at)
     select gen_random_uuid(), id, 'trialing', created_at, created_at + interval '365 days', 'trial', false, now(), now()
     from users where email like '%@example%.com'`,
  );
  await db.query('analyze users; analyze subscriptions; analyze user_roles');
  console.log(`seeded ${USERS} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const search = (q) =>
    `/api/v1/admin/users?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=${encodeURIComponent('[0,24]')}`;
  const headers = { authorization: `Bearer ${accessToken}` };
  const check = await fetch(`${server.url}${search('player4242.')}`, { headers });
  if (!check.ok) throw new Error(`the search answered ${check.status}: ${await check.text()}`);
  console.log(`search "player4242." → ${check.headers.get('content-range')}`);

  const result = await measure(
    'GET /admin/users?filter={"q":…}',
    { url: `${server.url}${search('4242.')}`, headers, connections: 1, duration: 10 },
    { warmup: 2 },
  );
  const p50 = result.latency.p50;
  console.log(
    `admin users search p50 ${p50} ms (goal < ${GOAL_P50_MS} ms): ${p50 < GOAL_P50_MS ? 'ok' : 'TOO SLOW'}`,
  );
  if (p50 >= GOAL_P50_MS || result.errors + result.non2xx > 0) failed = true;
} finally {
  await db.end();
  await server.stop();
}
if (failed) process.exitCode = 1;
