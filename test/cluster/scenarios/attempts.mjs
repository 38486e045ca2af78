// Practice under load through the balancer: 20 connections for 10 s, one replica killed (SIGKILL) in
// the middle; then a rolling restart (SIGINT, one replica at a time) under the same load.
import { check, seconds } from '../support/assert.mjs';
import { PracticeLoad } from '../support/load.mjs';
import { signUpMany } from '../support/players.mjs';
import { checkRollups, checkStoredOnce } from '../support/practice-data.mjs';
import { sleep } from '../support/processes.mjs';

export const CONNECTIONS = 20;
const LOAD_MS = 10_000;
const KILL_AT_MS = 4_000;

const rate = (count, ms) => `${Math.round(count / (ms / 1000))}/s`;

export async function attemptsWithKill(cluster) {
  const { balancer, replicas, postgres } = cluster;
  const players = await signUpMany(balancer.url, 'load', CONNECTIONS);
  cluster.loadPlayers = players;
  const victim = replicas[2];
  const load = new PracticeLoad(balancer.url, players).start();
  const started = Date.now();
  await sleep(KILL_AT_MS);
  const before = (await balancer.servers()).get(victim.name).sessions;
  const killedAt = Date.now();
  await victim.kill();
  await balancer.waitForStatus(victim.name, 'DOWN', 60_000);
  const failoverMs = Date.now() - killedAt;
  const atDown = (await balancer.servers()).get(victim.name).sessions;
  await sleep(Math.max(0, started + LOAD_MS - Date.now()));
  await load.stop();
  const elapsed = Date.now() - started;
  const atEnd = (await balancer.servers()).get(victim.name).sessions;

  const failures = load.failures;
  const afterFailover = failures.filter((r) => r.sentAt >= killedAt + failoverMs);
  check(afterFailover.length === 0, `${afterFailover.length} requests sent after the failover failed`);
  check(
    atEnd === atDown,
    `the balancer sent ${atEnd - atDown} more requests to ${victim.name} once it was down`,
  );
  const stored = await postgres.with('kickshots', (client) => checkStoredOnce(client, load));
  const totals = await postgres.with('kickshots', (client) => checkRollups(client));
  const retried = await balancer.retried();
  cluster.loads = [load];

  // back to three replicas for what follows
  await victim.start().ready();
  await balancer.waitForStatus(victim.name, 'UP');
  return [
    `${CONNECTIONS} connections for ${seconds(elapsed)} through the balancer: ${load.taps.length} taps sent ` +
      `(${rate(load.taps.length, elapsed)}), ${stored.acknowledged} acknowledged, ${stored.stored} stored once each` +
      ` (${stored.unanswered} stored but unanswered), ${failures.length} failed (${failures.map((f) => f.status).join(', ') || 'none'})`,
    `SIGKILL ${victim.name} at ${seconds(killedAt - started)}: the balancer marked it DOWN after ${failoverMs} ms` +
      ` (${atDown - before} requests sent to it meanwhile, none afterwards); balancer retries ${retried.retries}, redispatches ${retried.redispatches}`,
    `every request sent after the failover succeeded; rollups equal the GROUP BY (${totals.progress} attempts in all)`,
    `${victim.name} restarted and back in the balancer`,
  ];
}

export async function rollingRestart(cluster) {
  const { balancer, replicas, postgres } = cluster;
  const retriedBefore = await balancer.retried();
  const load = new PracticeLoad(balancer.url, cluster.loadPlayers, { reads: 4 }).start();
  const started = Date.now();
  const restarts = [];
  try {
    await sleep(1_000);
    for (const replica of replicas) {
      const at = Date.now();
      await replica.stop('SIGINT');
      await balancer.waitForStatus(replica.name, 'DOWN', 60_000);
      await replica.start().ready();
      await balancer.waitForStatus(replica.name, 'UP');
      restarts.push(`${replica.name} ${seconds(Date.now() - at)}`);
    }
    await sleep(1_000);
  } finally {
    await load.stop();
  }
  const elapsed = Date.now() - started;
  const retried = await balancer.retried();
  const failures = load.failures;
  check(
    failures.length === 0,
    `${failures.length} requests failed during the rolling restart: ${failures
      .slice(0, 5)
      .map((f) => f.status)
      .join(', ')}`,
  );
  const stored = await postgres.with('kickshots', (client) => checkStoredOnce(client, load, cluster.loads));
  const totals = await postgres.with('kickshots', (client) => checkRollups(client));
  cluster.loads.push(load);
  check(
    stored.stored === stored.acknowledged,
    `${stored.stored} taps stored for ${stored.acknowledged} acknowledged`,
  );
  return [
    `SIGINT and start, one replica at a time, under ${CONNECTIONS} connections (${seconds(elapsed)}): ${restarts.join(', ')}`,
    `${load.taps.length + load.gets.length} requests (${load.taps.length} taps, ${load.gets.length} reads), none failed; ` +
      `the balancer retried ${retried.retries - retriedBefore.retries} and redispatched ${retried.redispatches - retriedBefore.redispatches}`,
    `${stored.acknowledged} taps acknowledged, ${stored.stored} stored once each; rollups equal the GROUP BY (${totals.progress} attempts in all)`,
  ];
}
