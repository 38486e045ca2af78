import { createTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/auth-helpers.js';
import { post } from '../support/billing-helpers.js';
import { newAdmin, newUser, type TestUser } from '../support/factories.js';

const PROMOS = '/api/v1/admin/promo-codes';

interface Promo {
  id: string;
  code: string;
  userEmail: string;
  extensionMonths: number;
  used: boolean;
  usedAt: string | null;
  createdAt: string;
  createdBy: string | null;
}

describe('admin: promo codes', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t.app);
  });
  afterAll(() => t.close());

  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: PROMOS, headers: admin.auth, payload });
  const list = (query: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'GET',
      url: PROMOS,
      headers: admin.auth,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
    });
  const remove = (id: string) =>
    // as ra-data-simple-rest sends it: a JSON content type and no body
    t.app.inject({
      method: 'DELETE',
      url: `${PROMOS}/${id}`,
      headers: { ...admin.auth, 'content-type': 'application/json' },
    });
  const audit = async (recordId: string) =>
    (
      await sql<{ action: string }>(
        t,
        'select action from audit_log where record_id = $1 order by created_at',
        [recordId],
      )
    ).rows;

  it('stores the e-mail trimmed and lowercased, the custom code trimmed and uppercased, by the admin, audited', async () => {
    const res = await create({ userEmail: '  Player@Example.COM ', extensionMonths: 3, code: ' spring-24 ' });
    expect(res.statusCode).toBe(201);
    const promo = res.json<Promo>();
    expect(promo).toMatchObject({
      code: 'SPRING-24',
      userEmail: 'player@example.com',
      extensionMonths: 3,
      used: false,
      usedAt: null,
      createdBy: admin.id,
    });
    expect(await audit(promo.id)).toEqual([{ action: 'create' }]);
  });

  it('generates an 8-character A–Z0–9 code when none is given; invalid months become 1', async () => {
    for (const [extensionMonths, expected] of [
      [undefined, 1],
      [0, 1],
      [13, 1],
      [2.5, 1],
      ['abc', 1],
      [12, 12],
      ['7', 7],
    ] as const) {
      const res = await create({ userEmail: 'gen@example.com', extensionMonths, code: '' });
      expect({ extensionMonths, status: res.statusCode }).toEqual({ extensionMonths, status: 201 });
      const promo = res.json<Promo>();
      expect(promo.code).toMatch(/^[A-Z0-9]{8}$/);
      expect({ extensionMonths, months: promo.extensionMonths }).toEqual({
        extensionMonths,
        months: expected,
      });
    }
  });

  it('requires a user e-mail and refuses a custom code over 20 characters', async () => {
    for (const userEmail of [undefined, '', '   ']) {
      const res = await create({ userEmail });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual({
        field: 'userEmail',
        message: 'Please enter a user email',
      });
    }
    expect((await create({ userEmail: 'a@example.com', code: 'X'.repeat(21) })).statusCode).toBe(400);
    expect((await create({ userEmail: 'a@example.com', code: `  ${'X'.repeat(20)}  ` })).statusCode).toBe(
      201,
    );
  });

  it('answers 409 PROMO_CODE_EXISTS for a duplicate code in any case, writing no audit entry', async () => {
    expect((await create({ userEmail: 'dup@example.com', code: 'TWICE' })).statusCode).toBe(201);
    const before = (await sql(t, 'select count(*)::int as n from audit_log')).rows[0] as { n: number };
    const res = await create({ userEmail: 'dup@example.com', code: ' twice' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'PROMO_CODE_EXISTS',
        message: 'This promo code already exists. Try a different custom code.',
      },
    });
    const after = (await sql(t, 'select count(*)::int as n from audit_log')).rows[0] as { n: number };
    expect(after.n).toBe(before.n);
  });

  it('deletes an unused code with an empty JSON body; a used one is refused with 409', async () => {
    const player = await newUser(t.app);
    const unused = (await create({ userEmail: player.email })).json<Promo>();
    const toUse = (await create({ userEmail: player.email, extensionMonths: 2 })).json<Promo>();
    expect((await post(t, player, '/promo-codes/redeem', { promoCode: toUse.code })).statusCode).toBe(200);

    const deleted = await remove(unused.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: unused.id, code: unused.code });
    expect(await audit(unused.id)).toEqual([{ action: 'create' }, { action: 'delete' }]);
    expect((await remove(unused.id)).statusCode).toBe(404);

    const refused = await remove(toUse.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PROMO_CODE_USED' });
    expect(await audit(toUse.id)).toEqual([{ action: 'create' }]);

    // the status filter and the used date
    const used = (await list({ filter: { status: 'used', id: [toUse.id, unused.id] } })).json<Promo[]>();
    expect(used.map((p) => p.id)).toEqual([toUse.id]);
    expect(used[0]!.usedAt).not.toBeNull();
  });

  it('lists newest first, sorts by createdAt or usedAt, filters by status, with a Content-Range', async () => {
    const email = 'list@promo.test';
    const a = (await create({ userEmail: email, code: 'LIST-A' })).json<Promo>();
    const b = (await create({ userEmail: email, code: 'LIST-B' })).json<Promo>();
    await sql(t, `update promo_codes set created_at = now() - interval '1 hour' where id = $1`, [a.id]);
    await sql(t, `update promo_codes set used = true, used_at = now() where id = $1`, [a.id]);
    const res = await list({ filter: { q: 'list-' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('promo-codes 0-1/2');
    expect(res.json<Promo[]>().map((p) => p.code)).toEqual(['LIST-B', 'LIST-A']);
    const asc = await list({ filter: { q: 'list-' }, sort: ['createdAt', 'ASC'], range: [0, 0] });
    expect(asc.headers['content-range']).toBe('promo-codes 0-0/2');
    expect(asc.json<Promo[]>().map((p) => p.code)).toEqual(['LIST-A']);
    const byUse = await list({ filter: { q: 'list-' }, sort: ['usedAt', 'DESC'] });
    expect(byUse.json<Promo[]>().map((p) => p.code)).toEqual(['LIST-A', 'LIST-B']);
    expect(
      (await list({ filter: { q: 'list-', status: 'available' } })).json<Promo[]>().map((p) => p.id),
    ).toEqual([b.id]);
    expect((await list({ filter: { q: 'list-', status: 'all' } })).headers['content-range']).toBe(
      'promo-codes 0-1/2',
    );
    expect((await list({ sort: ['extensionMonths', 'ASC'] })).statusCode).toBe(400);
    expect((await list({ filter: { status: 'expired' } })).statusCode).toBe(400);
  });
});
