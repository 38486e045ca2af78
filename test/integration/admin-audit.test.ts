import { createTestApp, type TestApp } from '../support/app.js';
import { ISO_DATE, sql, UUID } from '../support/auth-helpers.js';
import { newAdmin, newUser, type TestUser } from '../support/factories.js';

const ADMIN = '/api/v1/admin';

type Json = Record<string, unknown>;

describe('admin audit-log', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let videoId: string;
  let linkId: string;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await newAdmin(t.app, { email: 'alice-admin@example.com' });
    bob = await newAdmin(t.app, { email: 'bob-admin@example.com' });
    const post = (user: TestUser, url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url: `${ADMIN}/${url}`, headers: user.auth, payload: payload as Json });
    videoId = (
      await post(alice, 'practice-videos', {
        deckColor: 'red',
        cardIdentifier: 'KH',
        title: 'Stun',
        url: 'https://v.example.com/stun',
      })
    ).json<Json>().id as string;
    await t.app.inject({
      method: 'PUT',
      url: `${ADMIN}/practice-videos/${videoId}`,
      headers: bob.auth,
      payload: { title: 'Stun shot' },
    });
    linkId = (
      await post(bob, 'public-links', { url: 'https://l.example.com', description: 'Rules' })
    ).json<Json>().id as string;
    await t.app.inject({ method: 'DELETE', url: `${ADMIN}/public-links/${linkId}`, headers: alice.auth });
    // a time order that does not depend on the clock's resolution
    await sql(
      t,
      `update audit_log set created_at = now() - (case action when 'create' then 3 when 'update' then 2 else 1 end) * interval '1 minute'
        - (case resource when 'practice-videos' then 10 else 0 end) * interval '1 minute'`,
    );
  });
  afterAll(() => t.close());

  const list = (params: Record<string, unknown> = {}, user = alice) =>
    t.app.inject({
      method: 'GET',
      url: `${ADMIN}/audit-log?${new URLSearchParams(
        Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])),
      ).toString()}`,
      headers: user.auth,
    });

  it('lists every admin write, newest first, with who, what and the changed fields', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('audit-log 0-3/4');
    const rows = res.json<Json[]>();
    expect(rows.map((r) => [r.resource, r.action, r.adminEmail])).toEqual([
      ['public-links', 'delete', 'alice-admin@example.com'],
      ['public-links', 'create', 'bob-admin@example.com'],
      ['practice-videos', 'update', 'bob-admin@example.com'],
      ['practice-videos', 'create', 'alice-admin@example.com'],
    ]);
    expect(rows[2]).toEqual({
      id: expect.stringMatching(UUID),
      createdAt: expect.stringMatching(ISO_DATE),
      adminId: bob.id,
      adminEmail: 'bob-admin@example.com',
      resource: 'practice-videos',
      recordId: videoId,
      action: 'update',
      before: { title: 'Stun' },
      after: { title: 'Stun shot' },
    });
    expect(rows[0]).toMatchObject({
      recordId: linkId,
      after: null,
      before: { url: 'https://l.example.com' },
    });
  });

  it('filters by resource, action and adminEmail; sorts; pages; getMany; reads one', async () => {
    const byResource = await list({ filter: { resource: 'practice-videos' } });
    expect(byResource.json<Json[]>().map((r) => r.action)).toEqual(['update', 'create']);
    const byAction = await list({ filter: { action: 'create' } });
    expect(byAction.json<Json[]>().map((r) => r.resource)).toEqual(['public-links', 'practice-videos']);
    const byAdmin = await list({ filter: { adminEmail: 'BOB' }, sort: ['createdAt', 'ASC'] });
    expect(byAdmin.json<Json[]>().map((r) => r.action)).toEqual(['update', 'create']);
    const page = await list({ range: [1, 1] });
    expect(page.headers['content-range']).toBe('audit-log 1-1/4');
    const [entry] = page.json<Json[]>();
    const many = await list({ filter: { id: [entry!.id] } });
    expect(many.json()).toEqual([entry]);
    const one = await t.app.inject({
      method: 'GET',
      url: `${ADMIN}/audit-log/${entry!.id as string}`,
      headers: alice.auth,
    });
    expect(one.json()).toEqual(entry);
    const missing = await t.app.inject({
      method: 'GET',
      url: `${ADMIN}/audit-log/00000000-0000-4000-8000-000000000000`,
      headers: alice.auth,
    });
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'AUDIT_ENTRY_NOT_FOUND' });
    expect((await list({ filter: { action: 3 } })).json()).toMatchObject({
      statusCode: 400,
      errors: [{ field: 'filter' }],
    });
  });

  it('is read-only and admin-only', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: `${ADMIN}/audit-log`, headers: alice.auth, payload: {} }))
        .statusCode,
    ).toBe(404);
    expect((await list({}, await newUser(t.app))).json()).toMatchObject({
      statusCode: 403,
      code: 'ADMIN_REQUIRED',
    });
    expect((await t.app.inject({ method: 'GET', url: `${ADMIN}/audit-log` })).statusCode).toBe(401);
  });

  it('keeps the entry, with the e-mail, after the admin’s account is deleted', async () => {
    const carol = await newAdmin(t.app, { email: 'carol-admin@example.com' });
    await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/public-links`,
      headers: carol.auth,
      payload: { url: 'https://c.example.com', description: 'C' },
    });
    await sql(t, 'delete from users where id = $1', [carol.id]);
    const rows = (await list({ filter: { adminEmail: 'carol' } })).json<Json[]>();
    expect(rows).toEqual([expect.objectContaining({ adminId: null, adminEmail: 'carol-admin@example.com' })]);
  });
});
