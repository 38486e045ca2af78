import { adminResources, type Json } from '../support/admin-resources.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/auth-helpers.js';
import { newAdmin, newUser, type TestUser } from '../support/factories.js';
import { one } from '../support/lists.js';

describe('admin: app configuration', () => {
  let t: TestApp;
  let admin: TestUser;
  const { call, list, auditRows, auditCount } = adminResources(() => ({ t, admin }));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t.app);
  });
  afterAll(() => t.close());

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
    for (const value of [{ days: 0 }, { days: 3651 }, { days: '30' }, { day: 30 }, 30, 'x', { days: 1.5 }]) {
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

    expect((await call('POST', 'app-config', { key: 'app_version', value: { v: 2 } })).json()).toMatchObject({
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
