import { MikroORM } from '@mikro-orm/postgresql';
import { createTestApp, type TestApp } from '../support/app.js';
import { ISO_DATE, sql, UUID } from '../support/auth-helpers.js';
import { newAdmin, newUser, type TestUser } from '../support/factories.js';
import { decryptPush, FakePushService, verifyVapid } from '../support/fake-push-service.js';
import { one } from '../support/lists.js';
import { caller, PUSH_ENV, subscribe, waitFor } from '../support/push-helpers.js';

type Json = Record<string, unknown>;

describe('push notifications', () => {
  let t: TestApp;
  let pushService: FakePushService;
  let admin: TestUser;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp(PUSH_ENV);
    call = caller(t.app);
    pushService = await FakePushService.start();
    admin = await newAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    await pushService.close();
  });

  const userCount = async () => Number(one((await sql(t, 'select count(*) as n from users')).rows).n);
  const broadcast = async (id: string) => {
    const res = await call('GET', `/admin/broadcasts/${id}`, admin);
    expect(res.statusCode).toBe(200);
    return res.json<Json>();
  };
  const doneBroadcast = (id: string) =>
    waitFor(
      'the broadcast to complete',
      () => broadcast(id),
      (b) => b.status === 'done',
    );
  const inbox = async (user: TestUser, query = '') => {
    const res = await call('GET', `/me/inbox${query}`, user);
    expect(res.statusCode).toBe(200);
    return res.json<{ items: Json[]; unread: number }>();
  };

  describe('broadcasts', () => {
    it('are for admins only', async () => {
      const player = await newUser(t.app);
      const body = { title: 'Hi', message: 'There' };
      for (const [method, url, payload] of [
        ['POST', '/admin/broadcasts/web', body],
        ['POST', '/admin/broadcasts/app', body],
        ['GET', '/admin/broadcasts', undefined],
        ['GET', '/admin/broadcasts/00000000-0000-4000-8000-000000000000', undefined],
        ['GET', `/admin/users/lookup?email=${encodeURIComponent(player.email)}`, undefined],
      ] as const) {
        expect({ url, status: (await call(method, url, player, payload)).statusCode }).toEqual({
          url,
          status: 403,
        });
        expect({ url, status: (await call(method, url, undefined, payload)).statusCode }).toEqual({
          url,
          status: 401,
        });
      }
      expect(Number(one((await sql(t, 'select count(*) as n from broadcasts')).rows).n)).toBe(0);
    });

    it("refuse an empty title or message ('Title and message are required'), a bad link and an oversized payload", async () => {
      for (const body of [
        { title: '   ', message: 'x' },
        { title: 'x', message: '\n\t ' },
        { message: 'x' },
        {},
      ]) {
        const res = await call('POST', '/admin/broadcasts/app', admin, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'BROADCAST_FIELDS_REQUIRED',
          message: 'Title and message are required',
        });
      }
      for (const url of ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', 'relative/path']) {
        const res = await call('POST', '/admin/broadcasts/web', admin, { title: 't', message: 'm', url });
        expect({ url, code: res.json<Json>().code }).toEqual({ url, code: 'BROADCAST_URL_INVALID' });
      }
      const huge = await call('POST', '/admin/broadcasts/app', admin, {
        title: 'Big',
        message: '🎱'.repeat(1000),
      });
      expect(huge.statusCode).toBe(400);
      expect(huge.json()).toMatchObject({ code: 'BROADCAST_TOO_LARGE' });
      const unknown = await call('POST', '/admin/broadcasts/web', admin, {
        title: 't',
        message: 'm',
        userIds: ['00000000-0000-4000-8000-000000000000'],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'BROADCAST_UNKNOWN_USERS' });
      expect(Number(one((await sql(t, 'select count(*) as n from broadcasts')).rows).n)).toBe(0);
    });

    it('encrypt each push to its subscription (RFC 8291) and sign it with VAPID (RFC 8292), to web subscriptions only', async () => {
      const alice = await newUser(t.app);
      const bob = await newUser(t.app);
      const aliceTab = pushService.subscription('alice-tab');
      const bobTab = pushService.subscription('bob-tab');
      const bobApp = pushService.subscription('bob-app');
      await subscribe(t.app, alice, aliceTab, 'web');
      await subscribe(t.app, bob, bobTab, 'web');
      await subscribe(t.app, bob, bobApp, 'app');
      const webSubscriptions = Number(
        one((await sql(t, "select count(*) as n from push_subscriptions where channel = 'web'")).rows).n,
      );
      const users = await userCount();

      const res = await call('POST', '/admin/broadcasts/web', admin, {
        title: '  League night  ',
        message: 'Kick-shot clinic at 7 — bring your cue.',
        url: '/cards?deck=black',
      });
      expect(res.statusCode).toBe(200);
      const result = res.json<Json>();
      // every web subscription of this file's players so far got it (the others answer 201 too)
      expect(result).toEqual({
        broadcastId: expect.stringMatching(UUID),
        recipients: users,
        successful: webSubscriptions,
        failed: 0,
      });

      const { publicKey } = (await call('GET', '/push/vapid-public-key')).json<{ publicKey: string }>();
      for (const device of [aliceTab, bobTab]) {
        const [push, ...more] = pushService.pushesTo(device);
        expect(more).toEqual([]);
        expect(push!.headers).toMatchObject({
          'content-encoding': 'aes128gcm',
          'content-type': 'application/octet-stream',
          ttl: '86400',
          urgency: 'normal',
          topic: (result.broadcastId as string).replaceAll('-', ''),
        });
        expect(JSON.parse(decryptPush(push!.body, device))).toEqual({
          title: 'League night',
          body: 'Kick-shot clinic at 7 — bring your cue.',
          url: '/cards?deck=black',
          tag: 'broadcast',
        });
        const vapid = verifyVapid(push!.headers.authorization);
        expect(vapid.publicKey).toBe(publicKey);
        expect(vapid.claims.aud).toBe(pushService.origin);
        expect(vapid.claims.sub).toBe('mailto:help@kickshots.test');
        const hours = (vapid.claims.exp * 1000 - Date.now()) / 3_600_000;
        expect(hours).toBeGreaterThan(11);
        expect(hours).toBeLessThanOrEqual(24);
      }
      expect(pushService.pushesTo(bobApp)).toEqual([]);

      expect(await broadcast(result.broadcastId as string)).toEqual({
        id: result.broadcastId,
        kind: 'web',
        title: 'League night',
        message: 'Kick-shot clinic at 7 — bring your cue.',
        url: '/cards?deck=black',
        audience: 'all',
        recipients: users,
        subscriptions: webSubscriptions,
        successful: webSubscriptions,
        failed: 0,
        status: 'done',
        createdAt: expect.stringMatching(ISO_DATE),
        completedAt: expect.stringMatching(ISO_DATE),
        createdBy: admin.email,
      });
      const audit = (
        await sql(t, 'select action, admin_email, resource from audit_log where record_id = $1', [
          result.broadcastId,
        ])
      ).rows;
      expect(audit).toEqual([{ action: 'create', admin_email: admin.email, resource: 'broadcasts' }]);
      // both players' inboxes have it, unread
      for (const user of [alice, bob])
        expect((await inbox(user)).items[0]).toEqual({
          id: result.broadcastId,
          title: 'League night',
          message: 'Kick-shot clinic at 7 — bring your cue.',
          url: '/cards?deck=black',
          createdAt: expect.stringMatching(ISO_DATE),
          read: false,
        });
    });

    it('send an app broadcast to every app subscription, and put it in every inbox', async () => {
      const carol = await newUser(t.app);
      const dave = await newUser(t.app);
      const carolApp = pushService.subscription('carol-app');
      const carolTab = pushService.subscription('carol-tab');
      await subscribe(t.app, carol, carolApp, 'app');
      await subscribe(t.app, carol, carolTab, 'web');
      const appSubscriptions = Number(
        one((await sql(t, "select count(*) as n from push_subscriptions where channel = 'app'")).rows).n,
      );
      const res = await call('POST', '/admin/broadcasts/app', admin, {
        title: 'Update',
        message: 'New cards',
      });
      expect(res.statusCode).toBe(200);
      const result = res.json<Json>();
      expect(result).toMatchObject({
        recipients: await userCount(),
        successful: appSubscriptions,
        failed: 0,
      });
      expect(JSON.parse(decryptPush(one(pushService.pushesTo(carolApp)).body, carolApp))).toEqual({
        title: 'Update',
        body: 'New cards',
        url: '/',
        tag: 'broadcast',
      });
      expect(pushService.pushesTo(carolTab)).toEqual([]);
      // dave has no device: the message is in his inbox all the same
      expect((await inbox(dave)).items.map((item) => item.id)).toContain(result.broadcastId);
    });

    it('send to the selected users only', async () => {
      const erin = await newUser(t.app);
      const frank = await newUser(t.app);
      const erinTab = pushService.subscription('erin-tab');
      const erinSecondTab = pushService.subscription('erin-tab-2');
      const frankTab = pushService.subscription('frank-tab');
      await subscribe(t.app, erin, erinTab, 'web');
      await subscribe(t.app, erin, erinSecondTab, 'web');
      await subscribe(t.app, frank, frankTab, 'web');
      const res = await call('POST', '/admin/broadcasts/web', admin, {
        title: 'Just you',
        message: 'Your trial ends soon',
        userIds: [erin.id, erin.id],
      });
      expect(res.statusCode).toBe(200);
      const result = res.json<Json>();
      expect(result).toMatchObject({ recipients: 1, successful: 2, failed: 0 });
      expect(pushService.pushesTo(erinTab)).toHaveLength(1);
      expect(pushService.pushesTo(erinSecondTab)).toHaveLength(1);
      expect(pushService.pushesTo(frankTab)).toEqual([]);
      expect(await broadcast(result.broadcastId as string)).toMatchObject({
        audience: 'selected',
        recipients: 1,
        subscriptions: 2,
      });
      expect((await inbox(erin)).items.map((item) => item.id)).toContain(result.broadcastId);
      expect((await inbox(frank)).items.map((item) => item.id)).not.toContain(result.broadcastId);
      // an empty selection counts as everyone, like no userIds at all
      const everyone = await call('POST', '/admin/broadcasts/web', admin, {
        title: 'All',
        message: 'Hi',
        userIds: [],
      });
      expect(everyone.json()).toMatchObject({ recipients: await userCount() });
      expect(pushService.pushesTo(frankTab)).toHaveLength(1);
    });

    it('remove a subscription the push service says is gone (410, 404)', async () => {
      const gina = await newUser(t.app);
      const expired = pushService.subscription('expired', [410]);
      const unknown = pushService.subscription('unknown', [404]);
      const alive = pushService.subscription('alive');
      await subscribe(t.app, gina, expired, 'web');
      await subscribe(t.app, gina, unknown, 'web');
      await subscribe(t.app, gina, alive, 'web');
      const res = await call('POST', '/admin/broadcasts/web', admin, {
        title: 'Hello',
        message: 'Gina',
        userIds: [gina.id],
      });
      expect(res.json()).toMatchObject({ successful: 1, failed: 2 });
      const devices = (await call('GET', '/me/push-subscriptions', gina)).json<Json[]>();
      expect(devices.map((d) => d.endpoint)).toEqual([alive.endpoint]);
      const deliveries = (
        await sql(
          t,
          'select status, attempts, last_error from push_deliveries where broadcast_id = $1 order by status',
          [res.json<Json>().broadcastId],
        )
      ).rows;
      expect(deliveries).toEqual([
        { status: 'gone', attempts: 1, last_error: expect.stringMatching(/^HTTP 4(04|10)$/) },
        { status: 'gone', attempts: 1, last_error: expect.stringMatching(/^HTTP 4(04|10)$/) },
        { status: 'sent', attempts: 1, last_error: null },
      ]);
    });

    it('retry a push refused for now (503) with backoff, and deliver it once', async () => {
      const hank = await newUser(t.app);
      const busy = pushService.subscription('busy', [503, 201]);
      const refused = pushService.subscription('refused', [400]);
      await subscribe(t.app, hank, busy, 'web');
      await subscribe(t.app, hank, refused, 'web');
      const res = await call('POST', '/admin/broadcasts/web', admin, {
        title: 'Busy',
        message: 'Service',
        userIds: [hank.id],
      });
      expect(res.statusCode).toBe(200);
      // the first attempt of each was made: the 400 failed for good, the 503 waits for its retry
      const result = res.json<Json>();
      expect(result).toMatchObject({ successful: 0, failed: 1 });
      const done = await doneBroadcast(result.broadcastId as string);
      expect(done).toMatchObject({ successful: 1, failed: 1, subscriptions: 2 });
      expect(pushService.pushesTo(busy).map((push) => push.status)).toEqual([503, 201]);
      expect(pushService.acceptedBy(busy)).toHaveLength(1);
      expect(pushService.pushesTo(refused).map((push) => push.status)).toEqual([400]);
      const rows = (
        await sql(t, 'select status, attempts from push_deliveries where broadcast_id = $1 order by status', [
          result.broadcastId,
        ])
      ).rows;
      expect(rows).toEqual([
        { status: 'failed', attempts: 1 },
        { status: 'sent', attempts: 2 },
      ]);
    }, 30_000);

    it('are listed newest first with their counts (ra-data-simple-rest)', async () => {
      const res = await call('GET', '/admin/broadcasts?range=[0,1]');
      expect(res.statusCode).toBe(401);
      const page = await call('GET', '/admin/broadcasts?range=[0,1]', admin);
      expect(page.statusCode).toBe(200);
      const total = Number(one((await sql(t, 'select count(*) as n from broadcasts')).rows).n);
      expect(page.headers['content-range']).toBe(`broadcasts 0-1/${total}`);
      const rows = page.json<Json[]>();
      expect(rows).toHaveLength(2);
      expect(Date.parse(rows[0]!.createdAt as string)).toBeGreaterThanOrEqual(
        Date.parse(rows[1]!.createdAt as string),
      );
      const apps = await call(
        'GET',
        `/admin/broadcasts?filter=${encodeURIComponent('{"kind":"app"}')}`,
        admin,
      );
      expect(apps.json<Json[]>().every((row) => row.kind === 'app')).toBe(true);
      const missing = await call('GET', '/admin/broadcasts/00000000-0000-4000-8000-000000000000', admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'BROADCAST_NOT_FOUND' });
    });

    it('find a recipient by e-mail (Add user)', async () => {
      const ivy = await newUser(t.app);
      const found = await call(
        'GET',
        `/admin/users/lookup?email=${encodeURIComponent(` ${ivy.email.toUpperCase()} `)}`,
        admin,
      );
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({ id: ivy.id, email: ivy.email });
      const missing = await call('GET', '/admin/users/lookup?email=nobody%40example.com', admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        code: 'USER_NOT_FOUND',
        message: 'No user found with that email address',
      });
      expect((await call('GET', '/admin/users/lookup', admin)).statusCode).toBe(400);
    });
  });

  describe('the inbox', () => {
    it('keeps each player’s read state; newest first; only what was sent since their account was made', async () => {
      const jack = await newUser(t.app);
      const kate = await newUser(t.app);
      const first = (
        await call('POST', '/admin/broadcasts/app', admin, { title: 'First', message: 'One' })
      ).json<Json>().broadcastId as string;
      const second = (
        await call('POST', '/admin/broadcasts/web', admin, {
          title: 'Second',
          message: 'Two',
          userIds: [jack.id, kate.id],
        })
      ).json<Json>().broadcastId as string;
      const late = await newUser(t.app);

      const jacks = await inbox(jack);
      expect(jacks.items.map((item) => item.id)).toEqual([second, first]);
      expect(jacks.unread).toBe(2);
      expect((await inbox(late)).items.map((item) => item.id)).not.toContain(first);

      const read = await call('POST', '/me/inbox/read', jack, { ids: [first] });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ unread: 1 });
      expect((await inbox(jack)).items.map((item) => [item.id, item.read])).toEqual([
        [second, false],
        [first, true],
      ]);
      // kate's are untouched
      expect((await inbox(kate)).unread).toBe(2);
      // marking again changes nothing; an id that is not in the inbox is ignored
      expect((await call('POST', '/me/inbox/read', jack, { ids: [first, late.id] })).json()).toEqual({
        unread: 1,
      });

      expect((await call('POST', '/me/inbox/read', kate, { all: true })).json()).toEqual({ unread: 0 });
      expect((await inbox(kate)).items.every((item) => item.read)).toBe(true);
      expect((await inbox(jack)).unread).toBe(1);
      expect((await inbox(jack, '?limit=1')).items).toHaveLength(1);

      expect((await call('POST', '/me/inbox/read', jack, {})).statusCode).toBe(400);
      expect((await call('GET', '/me/inbox?limit=0', jack)).statusCode).toBe(400);
      expect((await call('GET', '/me/inbox?limit=101', jack)).statusCode).toBe(400);
    });

    it('is emptied by Delete All Data: what was sent before it stays gone, read or not; what comes after shows', async () => {
      const mia = await newUser(t.app);
      const other = await newUser(t.app);
      const toAll = (
        await call('POST', '/admin/broadcasts/app', admin, { title: 'Before', message: 'To all' })
      ).json<Json>().broadcastId as string;
      await call('POST', '/admin/broadcasts/web', admin, {
        title: 'Selected',
        message: 'To Mia',
        userIds: [mia.id],
      });
      await call('POST', '/me/inbox/read', mia, { ids: [toAll] });
      expect((await inbox(mia)).items).toHaveLength(2);

      expect((await call('POST', '/me/delete-data', mia)).statusCode).toBeLessThan(300);
      expect(await inbox(mia)).toEqual({ items: [], unread: 0 });
      // another player's inbox is untouched
      expect((await inbox(other)).items.map((item) => item.id)).toContain(toAll);

      // a second Delete All Data moves the start again, and later broadcasts show
      const after = (
        await call('POST', '/admin/broadcasts/app', admin, { title: 'After', message: 'To all' })
      ).json<Json>().broadcastId as string;
      expect((await inbox(mia)).items.map((item) => [item.id, item.read])).toEqual([[after, false]]);
      expect((await call('POST', '/me/delete-data', mia)).statusCode).toBeLessThan(300);
      expect(await inbox(mia)).toEqual({ items: [], unread: 0 });
    });
  });

  it("pg-boss's own schema stays out of the entities' schema diff", async () => {
    const schemas = (await sql(t, "select nspname from pg_namespace where nspname = 'pgboss'")).rows;
    expect(schemas).toEqual([{ nspname: 'pgboss' }]);
    expect(await t.app.get(MikroORM).schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
  });
});
