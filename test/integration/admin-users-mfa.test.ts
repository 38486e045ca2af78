import { randomUUID } from 'node:crypto';
import { totp } from '../../src/modules/auth/totp.js';
import { createTestAppWithDataDir, type TestAppWithDataDir } from '../support/app.js';
import {
  authMailsSent,
  challengeFactor,
  enrollFactor,
  extraSession,
  mailsTo,
  me,
  refresh,
  signIn,
  sql,
  verifyFactor,
} from '../support/auth-helpers.js';
import { newAdmin, newUser, type TestUser } from '../support/factories.js';

const USERS = '/api/v1/admin/users';

interface AuditRow {
  action: string;
  resource: string;
  before: unknown;
  after: unknown;
  admin_email: string;
}

describe('admin: removing a user’s authenticators', () => {
  let t: TestAppWithDataDir;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestAppWithDataDir();
    admin = await newAdmin(t.app, { email: 'mfa-boss@example.com' });
  });
  afterAll(() => t.close());

  const removeMfa = (id: string, who?: TestUser) =>
    t.app.inject({ method: 'DELETE', url: `${USERS}/${id}/mfa`, ...(who ? { headers: who.auth } : {}) });
  const auditRows = async (recordId: string) =>
    (
      await sql<AuditRow>(
        t,
        'select action, resource, before, after, admin_email from audit_log where record_id = $1 order by created_at',
        [recordId],
      )
    ).rows;
  const count = async (text: string, userId: string) =>
    Number((await sql<{ n: string }>(t, text, [userId])).rows[0]?.n);
  const factorsOf = (userId: string) =>
    count('select count(*) as n from mfa_factors where user_id = $1', userId);
  const recoveryCodesOf = (userId: string) =>
    count('select count(*) as n from mfa_recovery_codes where user_id = $1', userId);
  const challengesOf = (userId: string) =>
    count(
      'select count(*) as n from mfa_challenges c join mfa_factors f on f.id = c.factor_id where f.user_id = $1',
      userId,
    );

  /** A user with a verified authenticator (and so 10 recovery codes), signed in at aal2. */
  async function userWithAuthenticator() {
    const user = await newUser(t.app);
    const enrolled = (await enrollFactor(t, user.session.accessToken)).json<{ id: string; secret: string }>();
    const started = (await challengeFactor(t, user.session.accessToken, enrolled.id)).json<{ id: string }>();
    const verified = await verifyFactor(t, user.session.accessToken, {
      factorId: enrolled.id,
      challengeId: started.id,
      code: totp(enrolled.secret, new Date()),
    });
    expect(verified.statusCode).toBe(200);
    const aal2 = verified.json<{ accessToken: string; refreshToken: string }>();
    return { user, factorId: enrolled.id, aal2 };
  }

  it('removes the factors, recovery codes and pending challenges, ends every session, audited and e-mailed', async () => {
    const { user, factorId, aal2 } = await userWithAuthenticator();
    const otherDevice = await extraSession(t, user.id, 'aal2');
    // a sign-in half-way through its MFA step
    expect((await challengeFactor(t, aal2.accessToken, factorId)).statusCode).toBe(201);
    expect(await challengesOf(user.id)).toBe(2);
    expect(await recoveryCodesOf(user.id)).toBe(10);

    const res = await removeMfa(user.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ factors: 1, recoveryCodes: 10 });

    expect(await factorsOf(user.id)).toBe(0);
    expect(await recoveryCodesOf(user.id)).toBe(0);
    expect(await challengesOf(user.id)).toBe(0);
    expect((await me(t, aal2.accessToken)).statusCode).toBe(401);
    expect((await refresh(t, aal2.refreshToken)).statusCode).toBe(401);
    expect((await refresh(t, otherDevice.refreshToken)).statusCode).toBe(401);
    // the password alone signs in again
    const signedIn = await signIn(t, user.email, user.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ aal: 'aal1', user: { id: user.id, factors: [] } });

    expect(await auditRows(user.id)).toEqual([
      {
        action: 'update',
        resource: 'users',
        before: { authenticators: 1, recoveryCodes: 10 },
        after: { authenticators: 0, recoveryCodes: 0 },
        admin_email: 'mfa-boss@example.com',
      },
    ]);

    await authMailsSent(t);
    const mails = await mailsTo(t.dataDir, user.email);
    expect(mails.map((mail) => mail.subject)).toContain(
      'Two-step verification was turned off on your Kickshots account',
    );
  });

  it('refuses a player with 403 ADMIN_REQUIRED and a visitor with 401, removing nothing', async () => {
    const { user, aal2 } = await userWithAuthenticator();
    const player = await newUser(t.app);
    const asPlayer = await removeMfa(user.id, player);
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json()).toMatchObject({ code: 'ADMIN_REQUIRED' });
    // not even on their own account: that is the Security page, with a code
    const own = await userWithAuthenticator();
    const asOwner = await removeMfa(own.user.id, {
      ...own.user,
      auth: { authorization: `Bearer ${own.aal2.accessToken}` },
    });
    expect(asOwner.statusCode).toBe(403);
    expect((await removeMfa(user.id)).statusCode).toBe(401);

    expect(await factorsOf(user.id)).toBe(1);
    expect(await factorsOf(own.user.id)).toBe(1);
    expect(await recoveryCodesOf(user.id)).toBe(10);
    expect((await me(t, aal2.accessToken)).statusCode).toBe(200);
    expect(await auditRows(user.id)).toEqual([]);
  });

  it('refuses the admin’s own account with 409 CANNOT_REMOVE_OWN_MFA', async () => {
    const res = await removeMfa(admin.id, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CANNOT_REMOVE_OWN_MFA' });
    expect(await auditRows(admin.id)).toEqual([]);
  });

  it('answers 404 USER_NOT_FOUND for an unknown user', async () => {
    const res = await removeMfa(randomUUID(), admin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });

  it('leaves a user with no authenticator as they are: nothing removed, no audit entry, sessions kept', async () => {
    const user = await newUser(t.app);
    const res = await removeMfa(user.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ factors: 0, recoveryCodes: 0 });
    expect((await me(t, user.session.accessToken)).statusCode).toBe(200);
    expect(await auditRows(user.id)).toEqual([]);
  });
});
