import pg from 'pg';
import { loadConfig } from '../../src/config/app-config.js';
import { createApp } from '../../src/server.js';
import { createTestDatabase } from '../support/database.js';
import { newAdmin, newUser } from '../support/factories.js';
import { decryptPush, FakePushService } from '../support/fake-push-service.js';
import { caller, PUSH_ENV, subscribe, waitFor } from '../support/push-helpers.js';

type Json = Record<string, unknown>;

describe('a broadcast interrupted by a shutdown', () => {
  it('resumes on the next start without sending anyone the same broadcast twice', async () => {
    const db = await createTestDatabase();
    const pushService = await FakePushService.start();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...PUSH_ENV,
      PUSH_BROADCAST_WAIT_MS: '1000',
    });
    const start = () => createApp({ config, databaseUrl: db.url, schedule: false, client: false });
    let app = await start();
    try {
      const admin = await newAdmin(app);
      const quick = [1, 2, 3].map((i) => pushService.subscription(`quick-${i}`));
      const stuck = [1, 2, 3].map((i) => pushService.subscription(`stuck-${i}`, ['hold']));
      for (const device of [...quick, ...stuck]) await subscribe(app, await newUser(app), device, 'app');

      const res = await caller(app)('POST', '/admin/broadcasts/app', admin, {
        title: 'Resume',
        message: 'me',
      });
      // the three stuck pushes hold the batch: the answer comes after 1 s with the counts so far
      expect(res.statusCode).toBe(202);
      const id = res.json<Json>().broadcastId as string;
      await waitFor(
        'the pushes to reach the push service',
        () => Promise.resolve(pushService.received.length),
        (n) => n === 6,
      );

      await app.close(); // graceful: 5 s for the running job, then pg-boss fails it and it is stopped
      const rows = async () =>
        (
          await sqlOn<{ status: string; n: number }>(
            db.url,
            'select status, count(*)::int as n from push_deliveries group by status order by status',
          )
        ).map((row) => `${row.status}:${row.n}`);
      expect(await rows()).toEqual(['pending:3', 'sent:3']);

      for (const device of stuck) pushService.answer(device, [201]);
      app = await start(); // the next start (any replica) takes the job up again
      const done = await waitFor(
        'the broadcast to complete',
        async () => (await caller(app)('GET', `/admin/broadcasts/${id}`, admin)).json<Json>(),
        (b) => b.status === 'done',
      );
      expect(done).toMatchObject({ subscriptions: 6, successful: 6, failed: 0 });
      for (const device of quick) expect(pushService.pushesTo(device).map((p) => p.status)).toEqual([201]);
      for (const device of stuck) {
        // the first push never got an answer; the second was accepted: one notification
        expect(pushService.pushesTo(device).map((p) => p.status)).toEqual([undefined, 201]);
        expect(JSON.parse(decryptPush(pushService.acceptedBy(device)[0]!.body, device))).toMatchObject({
          title: 'Resume',
        });
      }
      expect(await rows()).toEqual(['sent:6']);
    } finally {
      await app.close();
      await pushService.close();
      await db.drop();
    }
  }, 60_000);
});

async function sqlOn<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}
