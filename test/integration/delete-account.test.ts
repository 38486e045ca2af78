import { jest } from '@jest/globals';
import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import { PaymentProvider } from '../../src/modules/billing/payment-provider.js';
import { accountCalls, mentionsOf, rollupMismatches, rowsOf, type Json } from '../support/account-data.js';
import { createTestAppWithDataDir, type TestAppWithDataDir } from '../support/app.js';
import { authMailsSent, extraSession, mailsTo, refresh, signIn, sql } from '../support/auth-helpers.js';
import { DAY_MS, post, setTrialEnd } from '../support/billing-helpers.js';
import { newAdmin, newUser, noteWritten, type TestUser } from '../support/factories.js';
import { one } from '../support/lists.js';

describe('delete my account', () => {
  let t: TestAppWithDataDir;
  beforeAll(async () => {
    t = await createTestAppWithDataDir();
  });
  afterAll(() => t.close());

  const { call, deleteAccount, deleteData, busyPlayer } = accountCalls(() => t);

  describe('POST /me/delete-account', () => {
    it('accepts a JSON content type with no body and removes every row of the user in every table', async () => {
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
});
