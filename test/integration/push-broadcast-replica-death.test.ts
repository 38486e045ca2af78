import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/app-config.js';
import { createApp } from '../../src/server.js';
import { BuiltServer, freePort } from '../support/built-server.js';
import { createTestDatabase } from '../support/database.js';
import { newAdmin, newUser } from '../support/factories.js';
import { FakePushService } from '../support/fake-push-service.js';
import { caller, PUSH_ENV, subscribe, waitFor } from '../support/push-helpers.js';

type Json = Record<string, unknown>;

/**
 * A replica killed (SIGKILL) while it delivers a broadcast: its delivery job stays claimed in the
 * queue with nobody working it. The job's missed heartbeats tell another replica's queue
 * supervision within seconds, and that replica sends what was left, each push once — rather than
 * the job waiting out its 5-minute expiry.
 */
describe('a broadcast whose replica dies mid-delivery', () => {
  it('is finished by another replica within the heartbeat time, each subscription once', async () => {
    const db = await createTestDatabase();
    const pushService = await FakePushService.start();
    const dataDir = await mkdtemp(join(tmpdir(), 'kickshots-replica-death-'));
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...PUSH_ENV, PUSH_BROADCAST_WAIT_MS: '1000' };
    const survivor = () =>
      createApp({ config: loadConfig(env), databaseUrl: db.url, schedule: false, client: false });
    let app: Awaited<ReturnType<typeof survivor>> | undefined = await survivor();
    let dying: BuiltServer | undefined;
    try {
      // the accounts and devices, made through the app; then it stops, leaving the queue to the replica that dies
      const admin = await newAdmin(app);
      const devices = [1, 2, 3, 4].map((i) => pushService.subscription(`device-${i}`, ['hold']));
      for (const device of devices) await subscribe(app, await newUser(app), device, 'app');
      await app.close();
      app = undefined;

      const port = await freePort();
      dying = await new BuiltServer({
        ...env,
        PORT: String(port),
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
      }).ready(60_000);
      const signedIn = await dying.fetch('/api/v1/auth/sign-in', {
        json: { email: admin.email, password: admin.password },
      });
      const { accessToken } = (await signedIn.json()) as { accessToken: string };
      const sent = await dying.fetch('/api/v1/admin/broadcasts/app', {
        json: { title: 'Survive', message: 'a replica dying' },
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(sent.status).toBe(202); // the held pushes are not answered within PUSH_BROADCAST_WAIT_MS
      const id = ((await sent.json()) as Json).broadcastId as string;
      await waitFor(
        'the pushes to reach the push service',
        () => Promise.resolve(pushService.received.length),
        (n) => n === devices.length,
      );
      expect(await dying.stop('SIGKILL')).toBeNull();
      for (const device of devices) pushService.answer(device, [201]);

      const other = (app = await survivor());
      // the job's expiry is 5 minutes: finishing well within it shows the heartbeat at work
      const done = await waitFor(
        'another replica to finish the broadcast',
        async () => (await caller(other)('GET', `/admin/broadcasts/${id}`, admin)).json<Json>(),
        (broadcast) => broadcast.status === 'done',
        120_000,
      );
      expect(done).toMatchObject({ subscriptions: devices.length, successful: devices.length, failed: 0 });
      for (const device of devices)
        // the first push was never answered (its replica died waiting); the second was accepted
        expect(pushService.pushesTo(device).map((push) => push.status)).toEqual([undefined, 201]);
    } finally {
      await dying?.stop('SIGKILL');
      await app?.close();
      await pushService.close();
      await rm(dataDir, { recursive: true, force: true });
      await db.drop();
    }
  }, 180_000);
});
