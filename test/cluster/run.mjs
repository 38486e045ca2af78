// The cluster test (`npm run test:cluster`): Kickshots as three replicas behind HAProxy on one
// PostgreSQL server, every part a real process started the way it is deployed — PostgreSQL 18 run
// as a server of its own, reached only through DATABASE_URL; the replicas as production starts them
// (`node <SERVER_NODE_FLAGS> dist/src/main.js`, NODE_ENV=production); HAProxy with
// deploy/haproxy.cfg, health-checking /api/v1/ready. Each scenario prints its figures; the run
// exits non-zero when any fails, and stops every process it started, also on failure.
// Needs dist/ (scripts/test-cluster.mjs builds it when stale) and Debian's haproxy and libfaketime.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CheckFailed } from './support/assert.mjs';
import { Balancer } from './support/balancer.mjs';
import { freePort, PostgresServer } from './support/postgres.mjs';
import { stopAll } from './support/processes.mjs';
import { Replica } from './support/replica.mjs';
import { attemptsWithKill, rollingRestart } from './scenarios/attempts.mjs';
import { backupRestore } from './scenarios/backup.mjs';
import { hourlyJobs } from './scenarios/jobs.mjs';
import { pushBroadcasts } from './scenarios/push.mjs';
import { rateLimits } from './scenarios/rate-limits.mjs';
import { sameSchema } from './scenarios/schema.mjs';
import { sessions } from './scenarios/sessions.mjs';
import { startedTogether } from './scenarios/startup.mjs';

const REPLICAS = 3;
/** The whole run is stopped past this: nothing may hang CI. */
const RUN_LIMIT_MS = 15 * 60_000;

const SCENARIOS = [
  ['replicas start together on an empty database', startedTogether],
  ['a session across replicas: sign-out and password change', sessions],
  ['rate limits shared by the replicas', rateLimits],
  ['practice load through the balancer, a replica killed', attemptsWithKill],
  ['rolling restart under load', rollingRestart],
  ['hourly jobs fired on every replica at once', hourlyJobs],
  ['push broadcasts from the shared queue', pushBroadcasts],
  ['backup and restore', backupRestore],
  ['embedded default and DATABASE_URL: one schema', sameSchema],
];

const started = Date.now();
const root = mkdtempSync(join(tmpdir(), 'kickshots-cluster-'));
chmodSync(root, 0o755);
const cluster = {
  root,
  admin: { email: 'admin@cluster.test', password: 'rack-em-up-admin-2026' },
  cleanups: [],
};
const results = [];

async function cleanup() {
  for (const fn of cluster.cleanups.reverse()) await fn().catch(() => undefined);
  await stopAll();
}

let aborting = false;
async function abort(reason) {
  if (aborting) return;
  aborting = true;
  console.error(`\nCluster test stopped: ${reason}`);
  await cleanup();
  console.error(`Logs kept in ${root}`);
  process.exit(1);
}
process.on('SIGINT', () => void abort('SIGINT'));
process.on('SIGTERM', () => void abort('SIGTERM'));
setTimeout(() => void abort(`over ${RUN_LIMIT_MS / 60_000} minutes`), RUN_LIMIT_MS).unref();

const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

async function setUp() {
  console.log(`▶ setting up in ${root}`);
  cluster.postgres = await PostgresServer.create(root);
  const databaseUrl = await cluster.postgres.createDatabase('kickshots');
  console.log(`  PostgreSQL ${await cluster.postgres.majorVersion()} on 127.0.0.1:${cluster.postgres.port}`);
  const balancerPort = await freePort();
  cluster.replicaEnv = {
    NODE_ENV: 'production',
    // the local payment and mail adapters, chosen explicitly as production requires
    PAYMENTS: 'sandbox',
    MAIL: 'files',
    PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: 'true',
    LOG_FORMAT: 'json',
    ADMIN_EMAIL: cluster.admin.email,
    ADMIN_PASSWORD: cluster.admin.password,
    // the push service of the broadcast scenarios listens on 127.0.0.1
    PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    // one lineup worker thread each: three replicas share two cores here
    LINEUP_WORKERS: '1',
  };
  cluster.replicas = [];
  for (let i = 1; i <= REPLICAS; i++)
    cluster.replicas.push(new Replica(`replica${i}`, await freePort(), cluster.replicaEnv, root));
  // all three at once, on the empty database
  await Promise.all(cluster.replicas.map((replica) => replica.start().ready()));
  cluster.balancer = await Balancer.start(root, cluster.replicas, balancerPort);
  await Promise.all(cluster.replicas.map((replica) => cluster.balancer.waitForStatus(replica.name, 'UP')));
  console.log(`  ${REPLICAS} replicas behind HAProxy at ${cluster.balancer.url} (${elapsed()})`);
}

/** Brings back a replica a failed scenario left down, so the next scenarios start from three. */
async function heal() {
  for (const replica of cluster.replicas) {
    if (replica.alive) continue;
    await replica.start().ready();
    await cluster.balancer.waitForStatus(replica.name, 'UP');
  }
}

let setUpOk = false;
try {
  await setUp();
  setUpOk = true;
} catch (error) {
  console.error(`✗ set-up failed: ${error.stack ?? error.message}`);
}
if (setUpOk) {
  for (const [name, scenario] of SCENARIOS) {
    console.log(`\n▶ ${name}`);
    const at = Date.now();
    try {
      const figures = await scenario(cluster);
      for (const line of figures) console.log(`  ${line}`);
      console.log(`  ✓ passed (${((Date.now() - at) / 1000).toFixed(1)} s)`);
      results.push({ name, ok: true });
    } catch (error) {
      console.log(
        `  ✗ FAILED: ${error instanceof CheckFailed ? error.message : (error.stack ?? error.message)}`,
      );
      results.push({ name, ok: false, error: error.message });
      try {
        await heal();
      } catch (healError) {
        console.log(`  the cluster could not be brought back: ${healError.message}`);
        break;
      }
    }
  }
}

await cleanup();
const passed = results.filter((r) => r.ok).length;
const failed = SCENARIOS.length - passed;
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/cluster.json', JSON.stringify({ passed, failed, results }, null, 2));
console.log(`\nCluster test: ${elapsed()} in all`);
if (failed === 0) rmSync(root, { recursive: true, force: true });
else console.log(`Logs kept in ${root}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
