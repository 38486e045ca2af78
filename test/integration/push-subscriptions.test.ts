import { loadConfig } from '../../src/config/app-config.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { ISO_DATE, sql, UUID } from '../support/auth-helpers.js';
import { newUser } from '../support/factories.js';
import { FakePushService } from '../support/fake-push-service.js';
import { one } from '../support/lists.js';
import { caller, PUSH_ENV, subscribe } from '../support/push-helpers.js';

type Json = Record<string, unknown>;

describe('push notifications', () => {
  let t: TestApp;
  let pushService: FakePushService;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp(PUSH_ENV);
    call = caller(t.app);
    pushService = await FakePushService.start();
  });
  afterAll(async () => {
    await t.close();
    await pushService.close();
  });

  describe('the VAPID key', () => {
    it('is public, a P-256 point, generated once and kept in the database', async () => {
      const res = await call('GET', '/push/vapid-public-key');
      expect(res.statusCode).toBe(200);
      const { publicKey } = res.json<{ publicKey: string }>();
      const raw = Buffer.from(publicKey, 'base64url');
      expect(raw).toHaveLength(65);
      expect(raw[0]).toBe(0x04);
      expect((await call('GET', '/push/vapid-public-key')).json()).toEqual({ publicKey });
      const rows = (await sql(t, 'select id, public_key from push_keys')).rows;
      expect(rows).toEqual([{ id: 1, public_key: publicKey }]);
    });

    it('is the configured one when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set', () => {
      expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc' })).toThrow(
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
      );
      expect(() =>
        loadConfig({
          VAPID_PUBLIC_KEY:
            'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
          VAPID_PRIVATE_KEY: 'UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls',
        }),
      ).not.toThrow();
      expect(() => loadConfig({ VAPID_SUBJECT: 'support@kickshots.app' })).toThrow('VAPID_SUBJECT');
      expect(loadConfig({ SUPPORT_EMAIL: 'a@b.example' }).push.vapidSubject).toBe('mailto:a@b.example');
    });
  });

  describe('subscriptions', () => {
    it('need a session', async () => {
      expect((await call('GET', '/me/push-subscriptions')).statusCode).toBe(401);
      const device = pushService.subscription();
      const put = await call('PUT', '/me/push-subscriptions', undefined, {
        endpoint: device.endpoint,
        keys: device.keys,
        channel: 'web',
      });
      expect(put.statusCode).toBe(401);
      expect((await call('GET', '/me/inbox')).statusCode).toBe(401);
    });

    it('are added, listed, refreshed in place, and removed by endpoint', async () => {
      const player = await newUser(t.app);
      const device = pushService.subscription();
      const added = await subscribe(t.app, player, device, 'web');
      expect(added).toEqual({
        id: expect.stringMatching(UUID),
        endpoint: device.endpoint,
        channel: 'web',
        createdAt: expect.stringMatching(ISO_DATE),
      });
      // the same endpoint again (new keys, now from the installed app): the same device
      const renewed = pushService.subscription();
      const again = await call('PUT', '/me/push-subscriptions', player, {
        endpoint: device.endpoint,
        keys: renewed.keys,
        channel: 'app',
      });
      expect(again.json()).toEqual({ ...added, channel: 'app' });
      const stored = one(
        (await sql(t, 'select p256dh, auth from push_subscriptions where id = $1', [added.id])).rows,
      );
      expect(stored).toEqual(renewed.keys);
      expect((await call('GET', '/me/push-subscriptions', player)).json()).toEqual([
        { ...added, channel: 'app' },
      ]);

      const removed = await call('DELETE', '/me/push-subscriptions', player, { endpoint: device.endpoint });
      expect(removed.statusCode).toBe(204);
      expect((await call('GET', '/me/push-subscriptions', player)).json()).toEqual([]);
      const gone = await call('DELETE', '/me/push-subscriptions', player, { endpoint: device.endpoint });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ code: 'PUSH_SUBSCRIPTION_NOT_FOUND' });
    });

    it('move an endpoint to the player who registers it now; the other can neither see nor remove it', async () => {
      const alice = await newUser(t.app);
      const bob = await newUser(t.app);
      const device = pushService.subscription();
      const hers = await subscribe(t.app, alice, device, 'web');
      const his = await subscribe(t.app, bob, device, 'web');
      expect(his.id).not.toBe(hers.id);
      expect((await call('GET', '/me/push-subscriptions', alice)).json()).toEqual([]);
      expect((await call('GET', '/me/push-subscriptions', bob)).json()).toEqual([his]);
      const aliceDelete = await call('DELETE', '/me/push-subscriptions', alice, {
        endpoint: device.endpoint,
      });
      expect(aliceDelete.statusCode).toBe(404);
      expect((await call('GET', '/me/push-subscriptions', bob)).json()).toEqual([his]);
    });

    it('refuse keys that are not a P-256 point and a 16-byte secret', async () => {
      const player = await newUser(t.app);
      const device = pushService.subscription();
      const put = (keys: Json) =>
        call('PUT', '/me/push-subscriptions', player, { endpoint: device.endpoint, keys, channel: 'web' });
      const notOnCurve = Buffer.alloc(65, 1);
      notOnCurve[0] = 4;
      for (const keys of [
        { ...device.keys, p256dh: device.keys.p256dh.slice(0, 40) },
        { ...device.keys, p256dh: notOnCurve.toString('base64url') },
        { ...device.keys, p256dh: `${device.keys.p256dh.slice(0, -2)}!!` },
        { ...device.keys, auth: Buffer.alloc(8).toString('base64url') },
      ]) {
        const res = await put(keys);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'PUSH_KEYS_INVALID' });
      }
      const noKeys = await call('PUT', '/me/push-subscriptions', player, {
        endpoint: device.endpoint,
        channel: 'web',
      });
      expect(noKeys.statusCode).toBe(400);
      const badChannel = await call('PUT', '/me/push-subscriptions', player, {
        endpoint: device.endpoint,
        keys: device.keys,
        channel: 'tv',
      });
      expect(badChannel.statusCode).toBe(400);
      expect(badChannel.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      const long = await call('PUT', '/me/push-subscriptions', player, {
        endpoint: `${device.endpoint}/${'x'.repeat(2048)}`,
        keys: device.keys,
        channel: 'web',
      });
      expect(long.statusCode).toBe(400);
      expect((await call('GET', '/me/push-subscriptions', player)).json()).toEqual([]);
    });

    it('are at most 20 a player', async () => {
      const player = await newUser(t.app);
      for (let i = 0; i < 20; i++) await subscribe(t.app, player, pushService.subscription(), 'web');
      const device = pushService.subscription();
      const res = await call('PUT', '/me/push-subscriptions', player, {
        endpoint: device.endpoint,
        keys: device.keys,
        channel: 'web',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PUSH_SUBSCRIPTION_LIMIT' });
    });
  });
});
