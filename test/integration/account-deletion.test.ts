import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { jest } from '@jest/globals';
import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import { UserDataService } from '../../src/modules/accounts/user-data.service.js';
import { PaymentProvider } from '../../src/modules/billing/payment-provider.js';
import {
  createTestApp,
  createTestAppWithDataDir,
  type TestApp,
  type TestAppWithDataDir,
} from '../support/app.js';
import { authMailsSent, extraSession, mailsTo, refresh, signIn, sql } from '../support/auth-helpers.js';
import { FakeStripe } from '../support/billing-fake-stripe.js';
import { DAY_MS, post, setTrialEnd } from '../support/billing-helpers.js';
import {
  favourited,
  linkSaved,
  newAdmin,
  newUser,
  noteWritten,
  practised,
  teamSaved,
  type TestUser,
} from '../support/factories.js';
import { at, one } from '../support/lists.js';

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The sections of GET /me/export this test reads. */
interface ExportDocument {
  profile: Json;
  subscription: Json;
  teams: (Json & { players: Json[] })[];
  authenticators: Json[];
  signedInSessions: Json[];
  favourites: Json[];
  practiceProgress: Json[];
  practiceSessions: Json[];
  achievements: Json[];
  links: Json[];
  notes: Json[];
  players: Json[];
  pushDevices: Json[];
  inbox: Json[];
}

/** A column of the database naming a user: `table.column`. */
interface UserColumn {
  table: string;
  column: string;
}

/**
 * Every column of the database that names a user, read from the catalogue: each `user_id` column
 * and each foreign key to users, plus users.id itself. A table added later is found here without
 * this test changing.
 */
async function userColumns(t: TestApp): Promise<UserColumn[]> {
  const { rows } = await sql<UserColumn>(
    t,
    `select table_name as "table", column_name as "column"
       from information_schema.columns
      where table_schema = 'public' and column_name = 'user_id'
     union
     select kcu.table_name, kcu.column_name
       from information_schema.referential_constraints rc
       join information_schema.key_column_usage kcu
         on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
       join information_schema.constraint_column_usage ccu
         on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
      where kcu.table_schema = 'public' and ccu.table_name = 'users'
     union
     select 'users', 'id'
     order by 1, 2`,
  );
  return rows;
}

/** How many rows of each user column name the user: `{ 'notes.user_id': 3, … }`. */
async function rowsOf(t: TestApp, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of await userColumns(t)) {
    const { rows } = await sql<{ n: string }>(
      t,
      `select count(*) as n from "${table}" where "${column}" = $1`,
      [userId],
    );
    counts[`${table}.${column}`] = Number(one(rows).n);
  }
  return counts;
}

/**
 * Every column of every table (in every schema but PostgreSQL's own and the job queue's) whose text
 * mentions one of `needles` (compared in lower case), with how many rows do: `{ 'public.audit_log.after':
 * 2, … }`. Each value is cast to text, json and jsonb included, so an id or e-mail inside a JSON
 * document, an array or a composite key counts. The job queue's schema is left out: the deletion's
 * confirmation e-mail waits there until it is sent to the old address.
 */
async function mentionsOf(t: TestApp, needles: string[]): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: t.db.url });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ schema: string; table: string; column: string }>(
      `select c.table_schema as schema, c.table_name as table, c.column_name as column
         from information_schema.columns c
         join information_schema.tables t
           on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema not in ('pg_catalog', 'information_schema', 'pgboss')
          and c.table_schema not like 'pg\\_%'
        order by 1, 2, 3`,
    );
    expect(columns.length).toBeGreaterThan(100);
    const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const mentions = needles.map((_, i) => `position($${i + 1} in lower(x::text)) > 0`).join(' or ');
    const { rows } = await client.query<{ i: number; n: number }>(
      columns
        .map(
          ({ schema, table, column }, i) =>
            `select ${i} as i, count(*)::int as n from (select ${quote(column)} as x from ${quote(schema)}.${quote(table)}) r${i} where ${mentions}`,
        )
        .join(' union all '),
      needles.map((needle) => needle.toLowerCase()),
    );
    const found: Record<string, number> = {};
    for (const { i, n } of rows) {
      const { schema, table, column } = at(columns, i, 'column');
      if (n > 0) found[`${schema}.${table}.${column}`] = n;
    }
    return found;
  } finally {
    await client.end();
  }
}

/** The global rollups compared with a GROUP BY over kickshot_progress: every mismatch (none expected). */
async function rollupMismatches(t: TestApp): Promise<Json[]> {
  const checks = [
    `select k.kickshot_id, k.total_attempts, k.total_successes, k.user_count, g.*
       from kickshot_stats k
       full join (select kickshot_id as id, sum(attempts)::int as a, sum(successes)::int as s, count(*)::int as u
                    from kickshot_progress group by kickshot_id) g on g.id = k.kickshot_id
      where coalesce(k.total_attempts, 0) <> coalesce(g.a, 0) or coalesce(k.total_successes, 0) <> coalesce(g.s, 0)
         or coalesce(k.user_count, 0) <> coalesce(g.u, 0)`,
    `select c.country, c.total_attempts, c.total_successes, c.user_count, g.*
       from country_stats c
       full join (select country as id, sum(attempts)::int as a, sum(successes)::int as s,
                         count(distinct user_id)::int as u
                    from kickshot_progress group by country) g on g.id = c.country
      where coalesce(c.total_attempts, 0) <> coalesce(g.a, 0) or coalesce(c.total_successes, 0) <> coalesce(g.s, 0)
         or coalesce(c.user_count, 0) <> coalesce(g.u, 0)`,
    `select p.user_id, p.attempts, p.successes, g.*
       from practice_totals p
       join (select user_id as id, sum(attempts)::int as a, sum(successes)::int as s
               from kickshot_progress group by user_id) g on g.id = p.user_id
      where p.attempts <> g.a or p.successes <> g.s`,
    `select * from (select distinct user_id, country from kickshot_progress) g
       full join country_stat_users u on u.user_id = g.user_id and u.country = g.country
      where g.user_id is null or u.user_id is null`,
  ];
  const mismatches: Json[] = [];
  for (const check of checks) mismatches.push(...(await sql(t, check)).rows);
  return mismatches;
}

describe('account pages: delete my data, delete my account, download my data', () => {
  let t: TestAppWithDataDir;
  beforeAll(async () => {
    t = await createTestAppWithDataDir();
  });
  afterAll(() => t.close());

  const call = (
    method: Method,
    url: string,
    user?: TestUser | { authorization: string },
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(user ? ('auth' in user ? user.auth : user) : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
  /** The spec's call: bearer token, JSON content type, no body. */
  const deleteAccount = (user: TestUser | { authorization: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/me/delete-account',
      headers: { ...('auth' in user ? user.auth : user), 'content-type': 'application/json' },
    });
  const deleteData = (user: TestUser | { authorization: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/me/delete-data',
      headers: 'auth' in user ? user.auth : user,
    });

  /**
   * A player who used everything: practice (progress, a session, achievements), favourites, a link,
   * a note, a team, a push device, an inbox entry, an unverified authenticator, a password-reset
   * token and a sandbox checkout.
   */
  async function busyPlayer(): Promise<TestUser> {
    const player = await newUser(t.app);
    await practised(t.app, player, {
      'black-2S': { attempts: 3, successes: 2 },
      'red-5H': { attempts: 2, successes: 1 },
    });
    expect(
      (
        await call('POST', '/practice/sessions/end', player, {
          localDate: today(),
          startedAt: new Date().toISOString(),
        })
      ).statusCode,
    ).toBe(200);
    await favourited(t.app, player, ['black-2S', 'red-5H']);
    await linkSaved(t.app, player);
    await noteWritten(t.app, player);
    await teamSaved(t.app, player);
    await sql(
      t,
      `insert into push_subscriptions (id, created_at, updated_at, user_id, endpoint, p256dh, auth, channel)
       values (gen_random_uuid(), now(), now(), $1, $2, 'p256dh-key', 'auth-secret', 'web')`,
      [player.id, `https://push.example.com/send/${randomUUID()}`],
    );
    const broadcastId = randomUUID();
    await sql(
      t,
      `insert into broadcasts (id, created_at, updated_at, kind, title, message, url, audience, recipients,
                               subscriptions, status, created_by_email)
       values ($1, now(), now(), 'web', 'League night', 'Doors at 7', '/', 'selected', 1, 0, 'complete', 'admin@x.test')`,
      [broadcastId],
    );
    await sql(t, `insert into broadcast_recipients (broadcast_id, user_id, read_at) values ($1, $2, now())`, [
      broadcastId,
      player.id,
    ]);
    expect(
      (await call('POST', '/auth/factors', player, { factor_type: 'totp', friendly_name: 'Phone' }))
        .statusCode,
    ).toBe(201);
    expect((await call('POST', '/auth/recover', undefined, { email: player.email })).statusCode).toBe(200);
    expect((await post(t, player, '/checkout')).statusCode).toBe(200);
    await authMailsSent(t);
    return player;
  }

  const today = () => new Date().toISOString().slice(0, 10);

  describe('the modules declare every table that holds users’ rows', () => {
    it('each user column of the database is declared by exactly one module, and each declared one exists', async () => {
      const declared = t.app.get(UserDataService, { strict: false }).declaredTables();
      const key = (c: { table: string; column: string }) => `${c.table}.${c.column}`;
      const catalogue = (await userColumns(t)).map(key).sort();
      // A table holding users' rows that no module declares (say, a new module's) fails here.
      expect(declared.map(key).sort()).toEqual(catalogue);
      expect(new Set(declared.map(key)).size).toBe(declared.length);
    });
  });

  describe('POST /me/delete-data', () => {
    it('removes every row of the player’s app data, keeps the account, and leaves other players alone', async () => {
      const alice = await busyPlayer();
      const bob = await busyPlayer();
      const bobBefore = await rowsOf(t, bob.id);
      const aliceBefore = await rowsOf(t, alice.id);

      const res = await deleteData(alice);
      expect(res.statusCode).toBe(204);

      const declared = t.app.get(UserDataService, { strict: false }).declaredTables();
      const aliceAfter = await rowsOf(t, alice.id);
      for (const { table, column, kind } of declared) {
        const key = `${table}.${column}`;
        if (kind === 'data') expect({ key, rows: aliceAfter[key] }).toEqual({ key, rows: 0 });
        else expect({ key, rows: aliceAfter[key] }).toEqual({ key, rows: aliceBefore[key] });
      }
      expect(aliceBefore['notes.user_id']).toBe(1); // there was something to delete
      expect(await rowsOf(t, bob.id)).toEqual(bobBefore);
      expect(await rollupMismatches(t)).toEqual([]);

      // still signed in, with nothing left, and still on the trial
      expect((await call('GET', '/me/notes', alice)).json()).toMatchObject({ items: [], total: 0 });
      expect((await call('GET', '/practice/progress', alice)).json()).toEqual([]);
      expect((await call('GET', '/billing/subscription', alice)).json()).toMatchObject({
        status: 'trialing',
      });
    });

    it('needs a session', async () => {
      expect((await call('POST', '/me/delete-data')).statusCode).toBe(401);
    });
  });

  describe('POST /me/delete-account', () => {
    it('accepts the spec’s empty JSON body and removes every row of the user in every table', async () => {
      const alice = await busyPlayer();
      const bob = await busyPlayer();
      const bobBefore = await rowsOf(t, bob.id);

      const res = await deleteAccount(alice);
      expect(res.statusCode).toBe(204);

      const after = await rowsOf(t, alice.id);
      expect(Object.entries(after).filter(([, rows]) => rows > 0)).toEqual([]);
      expect(await rowsOf(t, bob.id)).toEqual(bobBefore);
      expect(await rollupMismatches(t)).toEqual([]);
      // the sandbox checkout went with the account
      expect(
        (await sql(t, 'select count(*)::int as n from sandbox_sessions where user_id = $1', [alice.id])).rows,
      ).toEqual([{ n: 0 }]);
    });

    it('ends every session at once: the access token gets 401, the refresh token is refused, sign-in fails', async () => {
      const alice = await newUser(t.app);
      // the token is verified (and its session remembered) before the deletion
      expect((await call('GET', '/me/notes', alice)).statusCode).toBe(200);
      expect((await deleteAccount(alice)).statusCode).toBe(204);

      expect((await call('GET', '/me/notes', alice)).statusCode).toBe(401);
      expect((await call('GET', '/auth/me', alice)).statusCode).toBe(401);
      expect((await refresh(t, alice.session.refreshToken)).statusCode).toBe(401);
      expect((await signIn(t, alice.email, alice.password)).statusCode).toBe(400);
      // and the address can sign up again as a new account
      expect(
        (await call('POST', '/auth/sign-up', undefined, { email: alice.email, password: 'a-new-start-77' }))
          .statusCode,
      ).toBe(201);
    });

    it('sends a confirmation e-mail to the old address', async () => {
      const alice = await newUser(t.app);
      expect((await deleteAccount(alice)).statusCode).toBe(204);
      await authMailsSent(t);
      const mail = one(await mailsTo(t.dataDir, alice.email));
      expect(mail.subject).toBe('Your Kickshots account has been deleted');
      expect(mail.text).toContain(alice.email);
    });

    it('keeps what an admin wrote, unlinked from the deleted admin', async () => {
      const admin = await newAdmin(t.app);
      const player = await newUser(t.app);
      const created = await call('POST', '/admin/promo-codes', admin, {
        userEmail: player.email,
        extensionMonths: 1,
      });
      expect(created.statusCode).toBe(201);
      expect(
        (await call('PUT', `/admin/users/${player.id}`, admin, { trialEnd: '2030-01-01' })).statusCode,
      ).toBe(200);

      expect((await deleteAccount(admin)).statusCode).toBe(204);

      expect(Object.entries(await rowsOf(t, admin.id)).filter(([, rows]) => rows > 0)).toEqual([]);
      const audit = await sql(t, 'select admin_id, admin_email from audit_log where record_id = $1', [
        player.id,
      ]);
      expect(audit.rows).toEqual([{ admin_id: null, admin_email: admin.email }]);
      const codes = await sql(t, 'select created_by, user_email from promo_codes where user_email = $1', [
        player.email,
      ]);
      expect(codes.rows).toEqual([{ created_by: null, user_email: player.email }]);
    });

    it('removes an unused promo code issued to the address and keeps a redeemed one without it', async () => {
      const admin = await newAdmin(t.app);
      const alice = await newUser(t.app);
      for (let i = 0; i < 2; i++) {
        const res = await call('POST', '/admin/promo-codes', admin, {
          userEmail: alice.email,
          extensionMonths: 1,
        });
        expect(res.statusCode).toBe(201);
      }
      const { rows } = await sql<{ code: string }>(t, 'select code from promo_codes where user_email = $1', [
        alice.email,
      ]);
      const redeemed = rows[0]!.code;
      expect((await post(t, alice, '/promo-codes/redeem', { promoCode: redeemed })).statusCode).toBe(200);

      expect((await deleteAccount(alice)).statusCode).toBe(204);

      expect(
        (
          await sql(t, 'select code, user_email, used from promo_codes where code = any($1)', [
            rows.map((r) => r.code),
          ])
        ).rows,
      ).toEqual([{ code: redeemed, user_email: '(deleted account)', used: true }]);
    });
  });

  describe('no row anywhere names a deleted account', () => {
    /**
     * busyPlayer, plus what others keep about them: promo codes an admin issued to their address
     * (one redeemed, one not), their trial and role changed by an admin (audit entries), failed
     * sign-ins and a password reset asked for with their e-mail, a download of their data and a
     * redeemed code (rate-limit counters named after their e-mail or id).
     */
    async function playerEveryoneKnows(admin: TestUser): Promise<TestUser> {
      const player = await busyPlayer();
      const codes: string[] = [];
      for (let i = 0; i < 2; i++) {
        const res = await call('POST', '/admin/promo-codes', admin, {
          userEmail: player.email,
          extensionMonths: 1,
        });
        expect(res.statusCode).toBe(201);
        codes.push(res.json<{ code: string }>().code);
      }
      expect((await post(t, player, '/promo-codes/redeem', { promoCode: codes[0] })).statusCode).toBe(200);
      for (const body of [{ trialEnd: '2031-01-01' }, { role: 'admin' }, { role: 'user' }])
        expect((await call('PUT', `/admin/users/${player.id}`, admin, body)).statusCode).toBe(200);
      for (let i = 0; i < 2; i++)
        expect((await signIn(t, player.email, 'not-the-password-1', '203.0.113.7')).statusCode).toBe(400);
      expect((await call('GET', '/me/export', player)).statusCode).toBe(200);
      return player;
    }

    const deletions = [
      ['POST /me/delete-account', (player: TestUser) => deleteAccount(player)],
      [
        'DELETE /admin/users/{id}',
        (player: TestUser, admin: TestUser) => call('DELETE', `/admin/users/${player.id}`, admin),
      ],
    ] as const;

    it.each(deletions)(
      '%s: no column of any table (json and jsonb included) holds their id or e-mail afterwards',
      async (_, remove) => {
        const admin = await newAdmin(t.app);
        const player = await playerEveryoneKnows(admin);
        const needles = [player.id, player.email];
        const before = await mentionsOf(t, needles);
        // the data touched every kind of place: their own rows, the audit trail, promo codes, rate limits
        expect(Object.keys(before)).toEqual(
          expect.arrayContaining([
            'public.users.id',
            'public.users.email',
            'public.notes.user_id',
            'public.audit_log.record_id',
            'public.audit_log.after',
            'public.promo_codes.user_email',
            'public.rate_limits.key',
          ]),
        );

        expect((await remove(player, admin)).statusCode).toBeLessThan(300);

        expect(await mentionsOf(t, needles)).toEqual({});
        // the entries stay, about '(deleted account)'
        const audit = await sql<{ resource: string; action: string; after: Json | null }>(
          t,
          `select resource, action, after from audit_log
            where admin_id = $1 and record_id = '(deleted account)' order by created_at`,
          [admin.id],
        );
        expect(audit.rows.map((row) => `${row.resource} ${row.action}`)).toEqual(
          expect.arrayContaining(['users update', 'users update', 'users update']),
        );
        const promoAudit = await sql<{ after: Json }>(
          t,
          `select after from audit_log where admin_id = $1 and resource = 'promo-codes' and action = 'create'`,
          [admin.id],
        );
        expect(promoAudit.rows).toHaveLength(2);
        for (const row of promoAudit.rows)
          expect(row.after).toMatchObject({ userEmail: '(deleted account)' });
      },
      30_000,
    );

    it('forgets only the deleted account’s rate-limit counters, not those of an address that contains it', async () => {
      const alice = await newUser(t.app);
      const bob = await newUser(t.app, { email: `b${alice.email}` });
      for (const who of [alice, bob])
        for (let i = 0; i < 2; i++)
          expect((await signIn(t, who.email, 'not-the-password-1', '203.0.113.8')).statusCode).toBe(400);
      const keysOf = async (email: string) =>
        (
          await sql<{ key: string }>(
            t,
            `select key from rate_limits where key like '%' || $1 || '%' order by key`,
            [email],
          )
        ).rows.map((row) => row.key);
      const bobKeys = await keysOf(bob.email);
      expect(bobKeys).toEqual([`sign-in:email-ip:${bob.email}|203.0.113.8`, `sign-in:email:${bob.email}`]);

      expect((await deleteAccount(alice)).statusCode).toBe(204);

      expect(await keysOf(bob.email)).toEqual(bobKeys);
      expect((await keysOf(alice.email)).filter((key) => !key.includes(bob.email))).toEqual([]);
      // the address's counters are gone: the attempts before the deletion do not count any more
      expect(
        (await sql(t, 'select count(*)::int as n from rate_limits where key like $1', [`%:${alice.email}%`]))
          .rows,
      ).toEqual([{ n: 0 }]);
    });
  });

  describe('step-up: an account with a verified authenticator', () => {
    async function withVerifiedFactor(): Promise<TestUser> {
      const player = await newUser(t.app);
      expect(
        (await call('POST', '/auth/factors', player, { factor_type: 'totp', friendly_name: 'Phone' }))
          .statusCode,
      ).toBe(201);
      await sql(t, `update mfa_factors set status = 'verified' where user_id = $1`, [player.id]);
      return player;
    }

    it('refuses both deletions at aal1 and changes nothing', async () => {
      const alice = await withVerifiedFactor();
      await noteWritten(t.app, alice);
      const before = await rowsOf(t, alice.id);
      for (const res of [await deleteData(alice), await deleteAccount(alice)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'AAL2_REQUIRED' });
      }
      expect(await rowsOf(t, alice.id)).toEqual(before);
    });

    it('deletes at aal2', async () => {
      const alice = await withVerifiedFactor();
      await noteWritten(t.app, alice);
      const aal2 = await extraSession(t, alice.id, 'aal2');
      const bearer = { authorization: `Bearer ${aal2.accessToken}` };
      expect((await deleteData(bearer)).statusCode).toBe(204);
      expect((await rowsOf(t, alice.id))['notes.user_id']).toBe(0);
      expect((await deleteAccount(bearer)).statusCode).toBe(204);
      expect((await rowsOf(t, alice.id))['users.id']).toBe(0);
    });
  });

  describe('the sandbox provider', () => {
    it('cancels the paid subscription (the same state change as Stripe) before the account goes', async () => {
      const alice = await newUser(t.app);
      await setTrialEnd(t, alice.id, new Date(Date.now() - DAY_MS));
      const checkout = new URL((await post(t, alice, '/checkout')).json<{ url: string }>().url);
      const paid = await t.app.inject({
        method: 'POST',
        url: `${checkout.pathname}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: checkout.searchParams.get('token')! }).toString(),
      });
      expect(paid.statusCode).toBe(303);
      const { rows } = await sql<{ provider_subscription_id: string; status: string }>(
        t,
        'select provider_subscription_id, status from subscriptions where user_id = $1',
        [alice.id],
      );
      const subscription = one(rows);
      expect(subscription.status).toBe('active');

      // the provider's cancel moves the subscription to canceled …
      const provider = t.app.get(PaymentProvider, { strict: false });
      const cancel = jest.spyOn(provider, 'cancelNow');
      try {
        expect((await deleteAccount(alice)).statusCode).toBe(204);
        expect(cancel.mock.calls).toEqual([[subscription.provider_subscription_id]]);
      } finally {
        cancel.mockRestore();
      }
      // … and then the row goes with the account
      expect((await rowsOf(t, alice.id))['subscriptions.user_id']).toBe(0);
    });

    it('cancelNow ends a sandbox subscription at once', async () => {
      const bob = await newUser(t.app);
      await setTrialEnd(t, bob.id, new Date(Date.now() - DAY_MS));
      const checkout = new URL((await post(t, bob, '/checkout')).json<{ url: string }>().url);
      await t.app.inject({
        method: 'POST',
        url: `${checkout.pathname}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: checkout.searchParams.get('token')! }).toString(),
      });
      const id = one(
        (
          await sql<{ id: string }>(
            t,
            'select provider_subscription_id as id from subscriptions where user_id = $1',
            [bob.id],
          )
        ).rows,
      ).id;
      await RequestContext.create(t.app.get(EntityManager), () =>
        t.app.get(PaymentProvider, { strict: false }).cancelNow(id),
      );
      const row = one(
        (await sql(t, 'select status, cancel_at_period_end from subscriptions where user_id = $1', [bob.id]))
          .rows,
      );
      expect(row).toEqual({ status: 'canceled', cancel_at_period_end: false });
      expect((await call('GET', '/cards', bob)).statusCode).toBe(403);
    });
  });

  describe('GET /me/export', () => {
    it('streams one JSON document with every row the player owns, as an attachment', async () => {
      const alice = await busyPlayer();
      // more notes than one page of the export's reads
      await sql(
        t,
        `insert into notes (id, created_at, updated_at, user_id, title, content, tags)
         select gen_random_uuid(), now() + (i || ' ms')::interval, now(), $1, 'Note ' || i, repeat('x', 1000), ''
           from generate_series(1, 250) i`,
        [alice.id],
      );
      const res = await call('GET', '/me/export', alice);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="kickshots-data-${today()}.json"`,
      );
      const data = res.json<ExportDocument>();

      expect(data.profile).toMatchObject({ id: alice.id, email: alice.email, roles: ['user'] });
      expect(data.authenticators).toEqual([
        expect.objectContaining({ friendlyName: 'Phone', status: 'unverified' }),
      ]);
      expect(JSON.stringify(data.authenticators)).not.toContain('secret');
      expect(data.signedInSessions).toHaveLength(1);
      expect(data.subscription).toMatchObject({ status: 'trialing', subscriptionType: 'trial' });
      expect(data.favourites.map((f: Json) => f.cardId).sort()).toEqual(['black-2S', 'red-5H']);
      expect(data.practiceProgress).toEqual([
        expect.objectContaining({ cardId: 'black-2S', attempts: 3, successes: 2 }),
        expect.objectContaining({ cardId: 'red-5H', attempts: 2, successes: 1 }),
      ]);
      expect(data.practiceSessions).toEqual([
        expect.objectContaining({ date: today(), attempts: 5, successes: 3 }),
      ]);
      expect(data.achievements.length).toBeGreaterThan(0);
      expect(data.links).toHaveLength(1);
      expect(data.notes).toHaveLength(251);
      expect(data.teams).toEqual([
        expect.objectContaining({ name: 'The Bankers', players: expect.any(Array) }),
      ]);
      expect(data.teams[0]?.players).toHaveLength(5);
      expect(data.players).toHaveLength(5);
      expect(data.pushDevices).toEqual([expect.objectContaining({ channel: 'web' })]);
      expect(data.inbox).toEqual([expect.objectContaining({ title: 'League night' })]);

      // every data row of the player is in the document
      const counts = await rowsOf(t, alice.id);
      expect({
        favourites: data.favourites.length,
        progress: data.practiceProgress.length,
        sessions: data.practiceSessions.length,
        achievements: data.achievements.length,
        links: data.links.length,
        notes: data.notes.length,
        teams: data.teams.length,
        players: data.players.length,
        devices: data.pushDevices.length,
        inbox: data.inbox.length,
      }).toEqual({
        favourites: counts['favourites.user_id'],
        progress: counts['kickshot_progress.user_id'],
        sessions: counts['practice_sessions.user_id'],
        achievements: counts['achievements.user_id'],
        links: counts['links.user_id'],
        notes: counts['notes.user_id'],
        teams: counts['teams.user_id'],
        players: counts['players.user_id'],
        devices: counts['push_subscriptions.user_id'],
        inbox: counts['broadcast_recipients.user_id'],
      });
    });

    it('holds nothing of another player', async () => {
      const alice = await newUser(t.app);
      const bob = await busyPlayer();
      const res = await call('GET', '/me/export', alice);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(bob.id);
      expect(res.body).not.toContain(bob.email);
      expect(res.json()).toMatchObject({ notes: [], links: [], teams: [], favourites: [] });
    });

    it('needs a session', async () => {
      expect((await call('GET', '/me/export')).statusCode).toBe(401);
    });
  });

  describe('DELETE /admin/users/{id}', () => {
    it('deletes the user as Delete Account does, audited, and answers the record as it was', async () => {
      const admin = await newAdmin(t.app);
      const alice = await busyPlayer();
      const res = await call('DELETE', `/admin/users/${alice.id}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: alice.id, email: alice.email });
      expect(Object.entries(await rowsOf(t, alice.id)).filter(([, rows]) => rows > 0)).toEqual([]);
      expect((await call('GET', '/me/notes', alice)).statusCode).toBe(401);
      // the entry stays, naming the account no more
      expect(
        (await sql(t, 'select count(*)::int as n from audit_log where record_id = $1', [alice.id])).rows,
      ).toEqual([{ n: 0 }]);
      const audit = await sql(
        t,
        `select action, record_id, before, after from audit_log where admin_id = $1 and resource = 'users'`,
        [admin.id],
      );
      expect(audit.rows).toEqual([
        {
          action: 'delete',
          record_id: '(deleted account)',
          before: expect.objectContaining({ role: 'user' }),
          after: null,
        },
      ]);
      expect(JSON.stringify(audit.rows)).not.toContain(alice.email);
      expect((await call('GET', `/admin/users/${alice.id}`, admin)).statusCode).toBe(404);
    });

    it('refuses the admin’s own account, an unknown id and a player', async () => {
      const admin = await newAdmin(t.app);
      const player = await newUser(t.app);
      const self = await call('DELETE', `/admin/users/${admin.id}`, admin);
      expect(self.statusCode).toBe(409);
      expect(self.json()).toMatchObject({ code: 'CANNOT_DELETE_SELF' });
      expect((await call('DELETE', `/admin/users/${randomUUID()}`, admin)).statusCode).toBe(404);
      expect((await call('DELETE', `/admin/users/${admin.id}`, player)).statusCode).toBe(403);
      expect((await rowsOf(t, admin.id))['users.id']).toBe(1);
    });
  });
});

/** Delete Account through the Stripe adapter, with the real SDK against a local Stripe-shaped server. */
describe('account deletion: Stripe provider', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = new FakeStripe();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_kickshots',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_kickshots_deletion',
      STRIPE_API_BASE: await stripe.start(),
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  async function subscriber(): Promise<{ user: TestUser; subscriptionId: string }> {
    const user = await newUser(t.app);
    const res = await post(t, user, '/checkout');
    const sessionId = res.json<{ url: string }>().url.split('/').pop()!;
    const subscription = stripe.completeCheckout(sessionId);
    expect((await post(t, user, '/verify', { sessionId })).statusCode).toBe(200);
    return { user, subscriptionId: subscription.id };
  }
  const deleteAccount = (user: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/me/delete-account',
      headers: { ...user.auth, 'content-type': 'application/json' },
    });

  it('cancels the Stripe subscription at once and leaves the customer', async () => {
    const { user, subscriptionId } = await subscriber();
    expect((await deleteAccount(user)).statusCode).toBe(204);
    expect(stripe.callsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(stripe.callsTo('DELETE', /^\/v1\/customers\//)).toEqual([]);
    expect((await sql(t, 'select count(*)::int as n from users where id = $1', [user.id])).rows).toEqual([
      { n: 0 },
    ]);
  });

  it('a provider failure answers 502 and deletes nothing', async () => {
    const { user, subscriptionId } = await subscriber();
    await noteWritten(t.app, user);
    stripe.failing = true;
    try {
      const res = await deleteAccount(user);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
      expect(res.body).not.toContain('req_secret_detail');
    } finally {
      stripe.failing = false;
    }
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('trialing');
    expect((await sql(t, 'select count(*)::int as n from notes where user_id = $1', [user.id])).rows).toEqual(
      [{ n: 1 }],
    );
    // still signed in
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me/notes', headers: user.auth })).statusCode,
    ).toBe(200);
  });

  it('an account whose trial has no paid subscription calls Stripe for nothing', async () => {
    const user = await newUser(t.app);
    const before = stripe.calls.length;
    expect((await deleteAccount(user)).statusCode).toBe(204);
    expect(stripe.calls.length).toBe(before);
  });
});
