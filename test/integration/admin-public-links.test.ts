import { createTestApp, type TestApp } from '../support/app.js';
import { ISO_DATE, sql, UUID } from '../support/auth-helpers.js';
import { newAdmin, newPlayerWithAccess, newUser, type TestUser } from '../support/factories.js';
import { first, one } from '../support/lists.js';

const ADMIN = '/api/v1/admin';

type Json = Record<string, unknown>;

describe('admin content: practice videos, public links, app configuration', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, user = admin) =>
    t.app.inject({
      method,
      url: `${ADMIN}/${url}`,
      headers: { ...user.auth, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });

  const list = (resource: string, params: Record<string, unknown> = {}) =>
    call(
      'GET',
      `${resource}?${new URLSearchParams(
        Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])),
      ).toString()}`,
    );

  const auditRows = async (recordId: string) =>
    (
      await sql<{ action: string; admin_email: string; resource: string; before: Json; after: Json }>(
        t,
        'select action, admin_email, resource, before, after from audit_log where record_id = $1 order by created_at',
        [recordId],
      )
    ).rows;

  const auditCount = async () => Number(one((await sql(t, 'select count(*) as n from audit_log')).rows).n);

  const video = (overrides: Json = {}) => ({
    deckColor: 'black',
    cardIdentifier: 'AS',
    title: 'One-rail kick',
    url: 'https://videos.example.com/one-rail',
    ...overrides,
  });

  describe('practice-videos', () => {
    it('creates with empty optionals as null, audits it, and the player sees it at once', async () => {
      const res = await call('POST', 'practice-videos', video({ description: '', duration: '  ' }));
      expect(res.statusCode).toBe(201);
      const created = res.json<Json>();
      expect(created).toEqual({
        id: expect.stringMatching(UUID),
        deckColor: 'black',
        cardIdentifier: 'AS',
        title: 'One-rail kick',
        url: 'https://videos.example.com/one-rail',
        description: null,
        duration: null,
        createdAt: expect.stringMatching(ISO_DATE),
      });
      expect(await auditRows(created.id as string)).toEqual([
        {
          action: 'create',
          admin_email: admin.email,
          resource: 'practice-videos',
          before: null,
          after: expect.objectContaining({ title: 'One-rail kick', deckColor: 'black', description: null }),
        },
      ]);

      const player = await newPlayerWithAccess(t.app);
      const videos = await t.app.inject({
        method: 'GET',
        url: '/api/v1/cards/black-AS/videos',
        headers: player.auth,
      });
      expect(videos.statusCode).toBe(200);
      expect(videos.json()).toEqual([expect.objectContaining({ id: created.id, title: 'One-rail kick' })]);
    });

    it('refuses a missing required field with the spec text and writes no audit row', async () => {
      const before = await auditCount();
      for (const missing of ['title', 'url', 'deckColor', 'cardIdentifier']) {
        const res = await call('POST', 'practice-videos', video({ [missing]: '' }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VIDEO_FIELDS_REQUIRED',
          message: 'Please fill in all required fields',
          errors: [{ field: missing, message: 'is required' }],
        });
      }
      const { title: _title, ...noTitle } = video();
      expect((await call('POST', 'practice-videos', noTitle)).json()).toMatchObject({
        code: 'VIDEO_FIELDS_REQUIRED',
      });
      expect(await auditCount()).toBe(before);
    });

    it('checks deck colour, card identifier and url', async () => {
      const cases: [Json, string, string][] = [
        [{ deckColor: 'green' }, 'VALIDATION_FAILED', 'deckColor'],
        [{ cardIdentifier: '1S' }, 'VALIDATION_FAILED', 'cardIdentifier'],
        [{ cardIdentifier: 'AX' }, 'VALIDATION_FAILED', 'cardIdentifier'],
        [{ url: 'not a url' }, 'URL_INVALID', 'url'],
        [{ url: 'ftp://example.com/v' }, 'URL_INVALID', 'url'],
        [{ url: 'javascript:alert(1)' }, 'URL_INVALID', 'url'],
      ];
      for (const [overrides, code, field] of cases) {
        const res = await call('POST', 'practice-videos', video(overrides));
        expect({ overrides, status: res.statusCode, body: res.json<Json>() }).toMatchObject({
          status: 400,
          body: { code, errors: [expect.objectContaining({ field })] },
        });
      }
      for (const cardIdentifier of ['10C', 'KH', 'qd', '2S']) {
        expect(
          (await call('POST', 'practice-videos', video({ cardIdentifier, deckColor: 'red' }))).statusCode,
        ).toBe(201);
      }
    });

    it('PUT takes the whole record as react-admin sends it, ignoring read-only fields; audits the change', async () => {
      const created = (await call('POST', 'practice-videos', video({ title: 'Before' }))).json<Json>();
      const res = await call('PUT', `practice-videos/${created.id as string}`, {
        ...created,
        id: 'ignored',
        createdAt: '2000-01-01T00:00:00.000Z',
        title: 'After',
        duration: '5:30',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...created, title: 'After', duration: '5:30' });
      const rows = await auditRows(created.id as string);
      expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
      expect(rows[1]).toMatchObject({
        before: { title: 'Before', duration: null },
        after: { title: 'After', duration: '5:30' },
      });

      const bad = await call('PUT', `practice-videos/${created.id as string}`, { ...created, title: ' ' });
      expect(bad.json()).toMatchObject({ code: 'VIDEO_FIELDS_REQUIRED' });
      expect(await auditRows(created.id as string)).toHaveLength(2);
      expect((await call('GET', `practice-videos/${created.id as string}`)).json()).toMatchObject({
        title: 'After',
      });
    });

    it('DELETE with a JSON content type and no body answers the record; then 404', async () => {
      const created = (await call('POST', 'practice-videos', video())).json<Json>();
      const res = await t.app.inject({
        method: 'DELETE',
        url: `${ADMIN}/practice-videos/${created.id as string}`,
        headers: { ...admin.auth, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(created);
      expect((await auditRows(created.id as string)).map((r) => r.action)).toEqual(['create', 'delete']);
      expect((await call('GET', `practice-videos/${created.id as string}`)).json()).toMatchObject({
        statusCode: 404,
        code: 'PRACTICE_VIDEO_NOT_FOUND',
      });
      expect((await call('DELETE', `practice-videos/${created.id as string}`)).statusCode).toBe(404);
      expect((await call('GET', 'practice-videos/not-a-uuid')).statusCode).toBe(400);
    });
  });

  describe('the list contract', () => {
    let ids: string[];
    beforeAll(async () => {
      await sql(t, 'delete from public_links');
      ids = [];
      for (const [i, category] of ['rules', 'training', 'rules', 'general', 'community'].entries()) {
        const res = await call('POST', 'public-links', {
          url: `https://links.example.com/${i}`,
          description: `Link ${i}`,
          tags: i === 0 ? 'kick, bank' : '',
          category,
        });
        ids.push(res.json<Json>().id as string);
        await sql(
          t,
          `update public_links set created_at = now() - interval '${10 - i} minutes' where id = $1`,
          [ids[i]],
        );
      }
    });

    it('answers newest first with Content-Range, exposed to the browser', async () => {
      const res = await list('public-links');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-range']).toBe('public-links 0-4/5');
      expect(res.headers['access-control-expose-headers']).toBe('Content-Range');
      expect(res.json<Json[]>().map((l) => l.id)).toEqual([...ids].reverse());
    });

    it('pages with range, sorts with sort, filters with filter', async () => {
      const page = await list('public-links', { range: [1, 2], sort: ['createdAt', 'ASC'] });
      expect(page.headers['content-range']).toBe('public-links 1-2/5');
      expect(page.json<Json[]>().map((l) => l.id)).toEqual(ids.slice(1, 3));

      const byCategory = await list('public-links', {
        filter: { category: 'rules' },
        sort: ['description', 'ASC'],
      });
      expect(byCategory.headers['content-range']).toBe('public-links 0-1/2');
      expect(byCategory.json<Json[]>().map((l) => l.description)).toEqual(['Link 0', 'Link 2']);

      const byText = await list('public-links', { filter: { q: 'BANK' } });
      expect(byText.json<Json[]>().map((l) => l.id)).toEqual([ids[0]]);

      const beyond = await list('public-links', { range: [10, 19] });
      expect(beyond.headers['content-range']).toBe('public-links 10-10/5');
      expect(beyond.json()).toEqual([]);
    });

    it('answers getMany with filter={"id":[…]}', async () => {
      const res = await list('public-links', { filter: { id: [ids[1], ids[3], 'not-a-uuid'] } });
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json<Json[]>()
          .map((l) => l.id)
          .sort(),
      ).toEqual([ids[1], ids[3]].sort());
    });

    it.each([['practice-videos'], ['public-links'], ['app-config'], ['audit-log']])(
      '%s: a bad sort, range or filter is a 400 naming it',
      async (resource) => {
        const cases: [Record<string, string>, string][] = [
          [{ sort: '["nope","ASC"]' }, 'sort'],
          [{ sort: '["createdAt","UP"]' }, 'sort'],
          [{ sort: 'not json' }, 'sort'],
          [{ range: '[0,100]' }, 'range'],
          [{ range: '[5,1]' }, 'range'],
          [{ range: '"0-9"' }, 'range'],
          [{ filter: '[]' }, 'filter'],
          [{ filter: '{"nope":1}' }, 'filter'],
          [{ filter: '{"id":"x"}' }, 'filter'],
          [{ filter: '{' }, 'filter'],
        ];
        for (const [params, field] of cases) {
          const res = await call('GET', `${resource}?${new URLSearchParams(params).toString()}`);
          expect({ params, status: res.statusCode, body: res.json<Json>() }).toMatchObject({
            status: 400,
            body: { code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field })] },
          });
        }
        const ok = await list(resource, { range: [0, 99] });
        expect(ok.statusCode).toBe(200);
        expect(ok.headers['content-range']).toMatch(new RegExp(`^${resource} 0-\\d+/\\d+$`));
      },
    );

    it('a non-admin gets 403 and a visitor 401', async () => {
      const user = await newUser(t.app);
      expect((await call('GET', 'public-links', undefined, user)).json()).toMatchObject({
        statusCode: 403,
        code: 'ADMIN_REQUIRED',
      });
      expect((await call('POST', 'app-config/quick-setup', undefined, user)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `${ADMIN}/practice-videos` })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `${ADMIN}/public-links/${first(ids)}` })).statusCode,
      ).toBe(401);
    });
  });

  describe('public-links', () => {
    it('requires a valid URL, with the spec texts (the description is optional); defaults the category to general', async () => {
      const before = await auditCount();
      expect((await call('POST', 'public-links', { description: 'x' })).json()).toMatchObject({
        statusCode: 400,
        code: 'URL_REQUIRED',
        message: 'URL is required',
      });
      expect((await call('POST', 'public-links', { url: 'example', description: 'x' })).json()).toMatchObject(
        {
          code: 'URL_INVALID',
          message: 'Please enter a valid URL',
        },
      );
      expect(
        (
          await call('POST', 'public-links', {
            url: 'https://e.example.com',
            description: 'x',
            category: 'gossip',
          })
        ).json(),
      ).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'category' }] });
      expect(await auditCount()).toBe(before);

      // the description is optional: empty is stored as null
      expect(
        (await call('POST', 'public-links', { url: 'https://e.example.com', description: '' })).json(),
      ).toMatchObject({ url: 'https://e.example.com', description: null });

      const res = await call('POST', 'public-links', {
        url: 'https://e.example.com',
        description: 'Rules',
        tags: '',
      });
      expect(res.statusCode).toBe(201);
      const link = res.json<Json>();
      expect(link).toMatchObject({
        category: 'general',
        tags: null,
        updatedAt: expect.stringMatching(ISO_DATE),
      });

      const put = await call('PUT', `public-links/${link.id as string}`, {
        ...link,
        category: 'rules',
        tags: 'wpa',
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({
        id: link.id,
        category: 'rules',
        tags: 'wpa',
        createdAt: link.createdAt,
      });
      expect((await auditRows(link.id as string)).map((r) => r.action)).toEqual(['create', 'update']);
    });
  });

  describe('app-config', () => {
    const entries = async () => (await list('app-config')).json<Json[]>();
    const byKey = async (key: string) => (await entries()).find((e) => e.key === key);

    it('lists by key; the migration seeded trial_period', async () => {
      const res = await list('app-config');
      expect(res.statusCode).toBe(200);
      const keys = res.json<Json[]>().map((e) => e.key as string);
      expect(keys).toEqual([...keys].sort());
      expect(await byKey('trial_period')).toMatchObject({ value: { days: 365 } });
    });

    it('creates any JSON value, requires key and value, refuses a duplicate key', async () => {
      const before = await auditCount();
      for (const body of [
        { value: 1 },
        { key: 'x' },
        { key: ' ', value: 1 },
        { key: 'x', value: '' },
        { key: 'x', value: null },
      ]) {
        expect((await call('POST', 'app-config', body)).json()).toMatchObject({
          statusCode: 400,
          code: 'CONFIG_KEY_VALUE_REQUIRED',
          message: 'Key and value are required',
        });
      }
      expect(await auditCount()).toBe(before);
      const res = await call('POST', 'app-config', { key: 'welcome_text', value: 'Hello', description: '' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ key: 'welcome_text', value: 'Hello', description: null });
      expect((await call('POST', 'app-config', { key: 'welcome_text', value: [1] })).json()).toMatchObject({
        statusCode: 409,
        code: 'CONFIG_KEY_EXISTS',
      });
      expect(await auditCount()).toBe(before + 1);
    });

    it('the key cannot change on PUT; the value and description can; read-only fields are ignored', async () => {
      const entry = (await call('POST', 'app-config', { key: 'limits', value: { a: 1 } })).json<Json>();
      const renamed = await call('PUT', `app-config/${entry.id as string}`, { ...entry, key: 'other' });
      expect(renamed.json()).toMatchObject({ statusCode: 400, code: 'CONFIG_KEY_IMMUTABLE' });
      const res = await call('PUT', `app-config/${entry.id as string}`, {
        ...entry,
        value: { a: 2, b: [true] },
        description: 'Limits',
        updatedAt: '2000-01-01T00:00:00.000Z',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: entry.id,
        key: 'limits',
        value: { a: 2, b: [true] },
        description: 'Limits',
      });
      const rows = await auditRows(entry.id as string);
      expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
      expect(rows[1]).toMatchObject({
        before: { value: { a: 1 }, description: null },
        after: { value: { a: 2, b: [true] } },
      });
    });

    it('validates trial_period and app_version, so a typo cannot break sign-up', async () => {
      const trial = (await byKey('trial_period'))!;
      const before = await auditCount();
      for (const value of [
        { days: 0 },
        { days: 3651 },
        { days: '30' },
        { day: 30 },
        30,
        'x',
        { days: 1.5 },
      ]) {
        const res = await call('PUT', `app-config/${trial.id as string}`, { ...trial, value });
        expect({ value, body: res.json<Json>() }).toMatchObject({
          body: { statusCode: 400, code: 'CONFIG_VALUE_INVALID', errors: [{ field: 'value' }] },
        });
      }
      expect(await auditCount()).toBe(before);
      expect(
        (await call('PUT', `app-config/${trial.id as string}`, { ...trial, value: { days: 30 } })).statusCode,
      ).toBe(200);
      // a new user's trial follows it
      const user = await newUser(t.app);
      const { rows } = await sql<{ days: number }>(
        t,
        `select round(extract(epoch from trial_end - trial_start) / 86400) as days from subscriptions where user_id = $1`,
        [user.id],
      );
      expect(Number(one(rows).days)).toBe(30);

      expect(
        (await call('POST', 'app-config', { key: 'app_version', value: { v: 2 } })).json(),
      ).toMatchObject({
        code: 'CONFIG_VALUE_INVALID',
      });
    });

    it('quick setup inserts the missing defaults only; a missing trial_period comes back as 365 days', async () => {
      const trial = (await byKey('trial_period'))!;
      expect((await call('DELETE', `app-config/${trial.id as string}`)).statusCode).toBe(200);
      const version = (await call('POST', 'app-config', { key: 'app_version', value: '2.5.0' })).json<Json>();

      const res = await call('POST', 'app-config/quick-setup');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        created: ['trial_period', 'maintenance_mode', 'feature_flags', 'admin_notifications'],
        kept: ['app_version'],
      });
      const all = await entries();
      expect(all.find((e) => e.key === 'trial_period')).toMatchObject({ value: { days: 365 } });
      expect(all.find((e) => e.key === 'app_version')).toMatchObject({ id: version.id, value: '2.5.0' });
      expect(all.find((e) => e.key === 'maintenance_mode')).toMatchObject({ value: false });
      expect(all.find((e) => e.key === 'feature_flags')).toMatchObject({
        value: { new_ui: false, advanced_stats: true, beta_features: false },
      });
      expect(all.find((e) => e.key === 'admin_notifications')).toMatchObject({
        value: { email: 'support@kickshots.app' },
      });
      const audited = (
        await sql<{ n: string }>(
          t,
          `select count(*) as n from audit_log where resource = 'app-config' and action = 'create' and after->>'key' in ('trial_period', 'maintenance_mode', 'feature_flags', 'admin_notifications')`,
        )
      ).rows;
      expect(Number(one(audited).n)).toBeGreaterThanOrEqual(4);

      const again = await call('POST', 'app-config/quick-setup');
      expect(again.json()).toEqual({
        created: [],
        kept: ['trial_period', 'app_version', 'maintenance_mode', 'feature_flags', 'admin_notifications'],
      });

      // the About page's version
      const site = await t.app.inject({ method: 'GET', url: '/api/v1/site' });
      expect(site.json()).toMatchObject({ version: '2.5.0' });
    });
  });
});
