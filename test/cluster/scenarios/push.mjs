// App broadcasts to 1,000 subscriptions on a local push service, delivered by the replicas from the
// shared PostgreSQL job queue: once each with every replica working the queue; then again with one
// replica killed while its pushes are in flight (the push service holds every push unanswered until
// the replica delivering most of them is killed), the rest of its work picked up by the others.
import { createECDH, randomBytes } from 'node:crypto';
import { check, seconds } from '../support/assert.mjs';
import { expectStatus, request } from '../support/http.mjs';
import { PushReceiver } from '../support/push-receiver.mjs';
import { waitFor } from '../support/processes.mjs';

export const SUBSCRIPTIONS = 1_000;

/** 1,000 players, each with an app subscription on the receiver (real P-256 keys, shared). */
async function seedSubscriptions(postgres, origin) {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  await postgres.with('kickshots', async (client) => {
    await client.query(
      `insert into users (id, email, password_hash, created_at, updated_at)
       select gen_random_uuid(), 'push' || i || '@cluster.test', 'x', now(), now() from generate_series(1, $1::int) i`,
      [SUBSCRIPTIONS],
    );
    await client.query(
      `insert into push_subscriptions (id, user_id, endpoint, p256dh, auth, channel, created_at, updated_at)
       select gen_random_uuid(), id, $1 || '/push/' || id, $2, $3, 'app', now(), now()
       from users where email like 'push%@cluster.test'`,
      [origin, browser.getPublicKey().toString('base64url'), randomBytes(16).toString('base64url')],
    );
  });
}

async function adminToken(cluster) {
  const { body } = await expectStatus(cluster.balancer.url, '/api/v1/auth/sign-in', {
    json: { email: cluster.admin.email, password: cluster.admin.password },
  });
  return body.accessToken;
}

/** Sends an app broadcast at `base`; resolves with its id (the request itself may wait on deliveries). */
function broadcast(base, token, title) {
  return request(base, '/api/v1/admin/broadcasts/app', {
    token,
    json: { title, message: 'Cluster test broadcast', url: '/' },
    timeoutMs: 60_000,
  });
}

async function broadcastDone(cluster, token, id) {
  return waitFor(
    `broadcast ${id} to be done`,
    async () => {
      const { body } = await request(cluster.balancer.url, `/api/v1/admin/broadcasts/${id}`, { token });
      return body.status === 'done' ? body : undefined;
    },
    { timeoutMs: 180_000, intervalMs: 250 },
  );
}

/** Pushes accepted per subscription for one broadcast: every one exactly once. */
function checkOnceEach(receiver, topic) {
  const accepted = receiver.accepted(topic);
  const perPath = new Map();
  for (const push of accepted) perPath.set(push.path, (perPath.get(push.path) ?? 0) + 1);
  const twice = [...perPath.values()].filter((n) => n > 1).length;
  check(twice === 0, `${twice} subscriptions got the broadcast twice`);
  check(
    perPath.size === SUBSCRIPTIONS,
    `${perPath.size} of ${SUBSCRIPTIONS} subscriptions got the broadcast`,
  );
  const bySender = {};
  for (const push of accepted) bySender[push.sender] = (bySender[push.sender] ?? 0) + 1;
  return Object.entries(bySender)
    .sort()
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
}

export async function pushBroadcasts(cluster) {
  const { replicas, postgres } = cluster;
  const receiver = await new PushReceiver(() => replicas).start();
  cluster.cleanups.push(() => receiver.close());
  await seedSubscriptions(postgres, receiver.origin);
  const token = await adminToken(cluster);

  // 1. every replica working the queue
  const started = Date.now();
  const first = await broadcast(cluster.balancer.url, token, 'First');
  check(first.status === 200 || first.status === 202, `the broadcast answered ${first.status}`);
  const done = await broadcastDone(cluster, token, first.body.broadcastId);
  const firstMs = Date.now() - started;
  const firstTopic = first.body.broadcastId.replaceAll('-', '');
  const shared = checkOnceEach(receiver, firstTopic);
  check(
    done.successful === SUBSCRIPTIONS && done.failed === 0,
    `counts ${done.successful} sent, ${done.failed} failed`,
  );

  // 2. a replica killed with pushes in flight: every push is held unanswered, the replica holding
  // the most is killed, then the others' are answered
  receiver.hold();
  const secondStarted = Date.now();
  // (its request may be cut off, should it reach the replica killed: the broadcast is stored first)
  const second = broadcast(replicas[0].url, token, 'Second').catch(() => undefined);
  const secondId = await waitFor(
    'the second broadcast to be stored',
    () =>
      postgres.with(
        'kickshots',
        async (client) =>
          (await client.query(`select id from broadcasts where title = 'Second'`)).rows[0]?.id,
      ),
    { timeoutMs: 30_000 },
  );
  const secondTopic = secondId.replaceAll('-', '');
  await waitFor('pushes in flight', () => receiver.held.size >= 20, { timeoutMs: 60_000 });
  const held = receiver.heldBySender();
  const victimName = Object.keys(held).sort((a, b) => held[b] - held[a])[0];
  const victim = replicas.find((replica) => replica.name === victimName);
  check(victim, `the pushes in flight came from ${victimName}, not a replica`);
  const killedAt = Date.now();
  await victim.kill();
  receiver.release();
  const secondDone = await broadcastDone(cluster, token, secondId);
  const recoveredMs = Date.now() - killedAt;
  await second;
  const afterKill = checkOnceEach(receiver, secondTopic);
  const unanswered = receiver.unanswered(secondTopic).length;
  check(
    secondDone.successful === SUBSCRIPTIONS && secondDone.failed === 0,
    `counts ${secondDone.successful} sent, ${secondDone.failed} failed`,
  );

  await victim.start().ready();
  await cluster.balancer.waitForStatus(victim.name, 'UP');
  return [
    `broadcast to ${SUBSCRIPTIONS} subscriptions: each got it once, in ${seconds(firstMs)}; sent by ${shared}`,
    `second broadcast: ${victim.name}, the replica with the most pushes in flight, SIGKILLed at ${seconds(killedAt - secondStarted)} ` +
      `with ${unanswered} pushes unanswered; the others finished its work ${seconds(recoveredMs)} later; ` +
      `each subscription got it once (accepted by ${afterKill}), never twice`,
    `${victim.name} restarted and back in the balancer`,
  ];
}
