import { jest } from '@jest/globals';
import { Clock } from '../../src/common/clock.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/auth-helpers.js';
import { DAY_MS, setTrialEnd } from '../support/billing-helpers.js';
import { dropSubscription, newAdmin, newUser, type TestUser } from '../support/factories.js';

const USERS = '/api/v1/admin/users';

interface AdminUser {
  id: string;
  email: string;
  role: string;
  phone: string | null;
  subscriptionStatus: string | null;
  status: string;
  trialEnd: string | null;
  suspended: boolean;
}

describe('admin: users', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t.app, { email: 'boss@example.com' });
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const list = (query: Record<string, unknown> = {}, who: TestUser = admin) =>
    t.app.inject({
      method: 'GET',
      url: USERS,
      headers: who.auth,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
    });
  const put = (id: string, payload: object, who: TestUser = admin) =>
    t.app.inject({ method: 'PUT', url: `${USERS}/${id}`, headers: who.auth, payload });
  const auditRows = async (recordId: string) =>
    (
      await sql<{ action: string; before: unknown; after: unknown; admin_email: string }>(
        t,
        'select action, before, after, admin_email from audit_log where record_id = $1 order by created_at',
        [recordId],
      )
    ).rows;
  const emails = (res: Awaited<ReturnType<typeof list>>) => res.json<AdminUser[]>().map((u) => u.email);

  it('lists users newest first with their role and subscription, and a Content-Range', async () => {
    const older = await newUser(t.app, { email: 'older-list@example.com' });
    const newer = await newUser(t.app, { email: 'newer-list@example.com' });
    await sql(t, `update users set created_at = now() - interval '1 day' where id = $1`, [older.id]);
    const res = await list({ filter: { q: '-list@' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('users 0-1/2');
    expect(res.headers['access-control-expose-headers']).toBe('Content-Range');
    const rows = res.json<AdminUser[]>();
    expect(rows.map((u) => u.id)).toEqual([newer.id, older.id]);
    expect(rows[0]).toMatchObject({
      email: 'newer-list@example.com',
      phone: null,
      role: 'user',
      subscriptionStatus: 'trialing',
      status: 'trialing',
      subscriptionType: 'trial',
      suspended: false,
    });
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'id',
        'email',
        'phone',
        'createdAt',
        'lastSignInAt',
        'emailConfirmedAt',
        'confirmedAt',
        'role',
        'subscriptionStatus',
        'status',
        'subscriptionType',
        'trialStart',
        'trialEnd',
        'currentPeriodEnd',
        'suspended',
      ].sort(),
    );
    // sort and range
    const asc = await list({ filter: { q: '-list@' }, sort: ['createdAt', 'ASC'], range: [1, 1] });
    expect(asc.headers['content-range']).toBe('users 1-1/2');
    expect(emails(asc)).toEqual(['newer-list@example.com']);
    const byEmail = await list({ filter: { q: '-list@' }, sort: ['email', 'ASC'] });
    expect(emails(byEmail)).toEqual(['newer-list@example.com', 'older-list@example.com']);
    // getMany
    const many = await list({ filter: { id: [older.id, newer.id] } });
    expect(
      many
        .json<AdminUser[]>()
        .map((u) => u.id)
        .sort(),
    ).toEqual([older.id, newer.id].sort());
    // one
    const one = await t.app.inject({ method: 'GET', url: `${USERS}/${older.id}`, headers: admin.auth });
    expect(one.json()).toMatchObject({ id: older.id, email: 'older-list@example.com' });
  });

  it('refuses unknown sort fields, malformed range and filter, and pages over 100, naming the field', async () => {
    for (const [query, field] of [
      [{ sort: ['password', 'ASC'] }, 'sort'],
      [{ range: [0, 100] }, 'range'],
      [{ filter: { trial: 'someday' } }, 'filter'],
      [{ filter: { nope: 1 } }, 'filter'],
      [{ filter: { status: 'past_due' } }, 'filter'],
    ] as const) {
      const res = await list(query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe(field);
    }
    const raw = await t.app.inject({ method: 'GET', url: `${USERS}?range=[0,`, headers: admin.auth });
    expect(raw.statusCode).toBe(400);
  });

  it('searches e-mails by substring in any case, taking % and _ literally', async () => {
    await newUser(t.app, { email: 'search_me.zx@example.com' });
    await newUser(t.app, { email: 'searchxme.zx@example.com' });
    expect(emails(await list({ filter: { q: 'SEARCH_ME.ZX' } }))).toEqual(['search_me.zx@example.com']);
    expect(emails(await list({ filter: { q: 'me.zx@' } })).sort()).toEqual([
      'search_me.zx@example.com',
      'searchxme.zx@example.com',
    ]);
    expect(emails(await list({ filter: { q: '%.zx' } }))).toEqual([]);
  });

  it('filters by trial window at its edges, with a fixed clock', async () => {
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    jest.spyOn(t.app.get(Clock, { strict: false }), 'now').mockImplementation(() => new Date(now));
    const at = async (label: string, offsetMs: number | null) => {
      const user = await newUser(t.app, { email: `trial-${label}@window.test` });
      if (offsetMs === null) await dropSubscription(t.app, user);
      else await setTrialEnd(t, user.id, new Date(now.getTime() + offsetMs));
      return user;
    };
    await at('ended-1s', -1000);
    await at('ends-now', 0);
    await at('in-1s', 1000);
    await at('in-24h', DAY_MS);
    await at('in-24h-1s', DAY_MS + 1000);
    await at('in-7d', 7 * DAY_MS);
    await at('in-7d-1s', 7 * DAY_MS + 1000);
    await at('none', null);
    const trial = async (value: string) =>
      emails(await list({ filter: { q: '@window.test', trial: value }, sort: ['email', 'ASC'] }))
        .map((e) => e.replace(/^trial-|@window\.test$/g, ''))
        .sort();
    expect(await trial('all')).toEqual(
      ['ended-1s', 'ends-now', 'in-1s', 'in-24h', 'in-24h-1s', 'in-7d', 'in-7d-1s', 'none'].sort(),
    );
    expect(await trial('expired')).toEqual(['ended-1s', 'ends-now']);
    expect(await trial('expiring_today')).toEqual(['in-1s', 'in-24h']);
    expect(await trial('expiring_soon')).toEqual(['in-1s', 'in-24h', 'in-24h-1s', 'in-7d'].sort());
    expect(await trial('active')).toEqual(['in-1s', 'in-24h', 'in-24h-1s', 'in-7d', 'in-7d-1s'].sort());
    // the effective status beside the stored one
    const rows = (await list({ filter: { q: 'trial-ended-1s@' } })).json<AdminUser[]>();
    expect(rows[0]).toMatchObject({ subscriptionStatus: 'trialing', status: 'inactive' });
    const none = (await list({ filter: { q: 'trial-none@' } })).json<AdminUser[]>();
    expect(none[0]).toMatchObject({ subscriptionStatus: null, status: 'inactive', trialEnd: null });
    const inactive = emails(await list({ filter: { q: '@window.test', status: 'inactive' } })).sort();
    expect(inactive).toEqual([
      'trial-ended-1s@window.test',
      'trial-ends-now@window.test',
      'trial-none@window.test',
    ]);
    expect((await list({ filter: { q: '@window.test', status: 'trialing' } })).headers['content-range']).toBe(
      'users 0-4/5',
    );
  });

  it('filters by role', async () => {
    const other = await newAdmin(t.app, { email: 'second-admin@role.test' });
    await newUser(t.app, { email: 'plain@role.test' });
    expect(emails(await list({ filter: { q: '@role.test', role: 'admin' } }))).toEqual([other.email]);
    expect(emails(await list({ filter: { q: '@role.test', role: 'user' } }))).toEqual(['plain@role.test']);
  });

  it('sets the trial end to the end of the given day (UTC), ignoring read-only fields, audited', async () => {
    const user = await newUser(t.app);
    const record = (
      await t.app.inject({ method: 'GET', url: `${USERS}/${user.id}`, headers: admin.auth })
    ).json<AdminUser & Record<string, unknown>>();
    const res = await put(user.id, { ...record, email: 'changed@example.com', trialEnd: '2031-03-04' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: user.email,
      trialEnd: '2031-03-04T23:59:59.000Z',
      subscriptionStatus: 'trialing',
    });
    // a date-time counts by its UTC day
    const again = await put(user.id, { trialEnd: '2031-05-06T10:00:00.000Z' });
    expect(again.json<AdminUser>().trialEnd).toBe('2031-05-06T23:59:59.000Z');
    const audit = await auditRows(user.id);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toEqual({
      action: 'update',
      admin_email: admin.email,
      before: { trialEnd: record.trialEnd },
      after: { trialEnd: '2031-03-04T23:59:59.000Z' },
    });
    // sending the record back unchanged changes nothing and writes no entry
    const same = await put(user.id, again.json());
    expect(same.statusCode).toBe(200);
    expect(await auditRows(user.id)).toHaveLength(2);
  });

  it('gives a user with no subscription a trialing one', async () => {
    const user = await newUser(t.app);
    await dropSubscription(t.app, user);
    const res = await put(user.id, { trialEnd: '2032-01-01' });
    expect(res.json()).toMatchObject({
      subscriptionStatus: 'trialing',
      subscriptionType: 'trial',
      trialEnd: '2032-01-01T23:59:59.000Z',
    });
  });

  it('refuses an invalid trial end and an invalid role, writing no audit entry', async () => {
    const user = await newUser(t.app);
    expect((await put(user.id, { trialEnd: '2031-02-30' })).statusCode).toBe(400);
    expect((await put(user.id, { trialEnd: 'soon' })).statusCode).toBe(400);
    expect((await put(user.id, { role: 'owner' })).statusCode).toBe(400);
    expect(await auditRows(user.id)).toEqual([]);
    const missing = await put('00000000-0000-4000-8000-000000000000', { role: 'admin' });
    expect(missing.statusCode).toBe(404);
  });

  it('grants and revokes admin, honoured on the next request; an admin cannot remove their own role', async () => {
    const user = await newUser(t.app);
    const system = () => t.app.inject({ method: 'GET', url: '/api/v1/admin/system', headers: user.auth });
    expect((await system()).statusCode).toBe(403);
    expect((await put(user.id, { role: 'admin' })).json()).toMatchObject({ role: 'admin' });
    expect((await system()).statusCode).toBe(200);
    // the new admin cannot demote themselves…
    const self = await put(user.id, { role: 'user' }, user);
    expect({ status: self.statusCode, body: self.json() }).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'CANNOT_REVOKE_OWN_ADMIN',
        message: 'You cannot remove your own admin role. Ask another admin to do it.',
      },
    });
    expect((await system()).statusCode).toBe(200);
    // …another admin can, and the same token loses admin access at once
    expect((await put(user.id, { role: 'user' })).json()).toMatchObject({ role: 'user' });
    expect((await system()).statusCode).toBe(403);
    const audit = await auditRows(user.id);
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [{ role: 'user' }, { role: 'admin' }],
      [{ role: 'admin' }, { role: 'user' }],
    ]);
  });

  it('answers the System Information, measured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/system', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown> & { database: Record<string, unknown>; users: number }>();
    const [{ count }] = (await sql<{ count: string }>(t, 'select count(*) from users')).rows as [
      { count: string },
    ];
    expect(body).toMatchObject({
      applicationName: 'Kickshots',
      adminRoleActive: true,
      authenticationEnabled: true,
      paymentProvider: 'sandbox',
      mailTransport: 'files',
      users: Number(count),
    });
    expect(body.database).toMatchObject({ connected: true });
    expect(body.database.postgresVersion).toMatch(/^\d+/);
    expect(body.database.migrationsApplied).toBeGreaterThan(5);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
