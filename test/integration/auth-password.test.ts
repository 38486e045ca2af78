import { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../src/modules/auth/entities/user.entity.js';
import { verifyPassword } from '../../src/modules/auth/passwords.js';
import { hashToken } from '../../src/common/secret-tokens.js';
import * as auth from '../support/auth-helpers.js';
import {
  AUTH,
  authError,
  authMailsSent,
  expectAuthError,
  extraSession,
  ipFactory,
  linkToken,
  mailsTo,
  PUBLIC_URL,
  refresh,
  SHORT_PASSWORD_ANSWER,
  signIn,
  signUp,
  sql,
  useAuthTestApp,
  WEAK_PASSWORD_ANSWER,
} from '../support/auth-helpers.js';
import { newUser, type TestUser } from '../support/factories.js';
import { first } from '../support/lists.js';

const RECOVER_MESSAGE = 'If an account exists for this e-mail, a password reset link is on its way.';
const NEW_PASSWORD = 'new-bank-shot-77';

describe('auth: password reset and change', () => {
  const t = useAuthTestApp();
  const ip = ipFactory(4);

  const recover = (email: string) => auth.recover(t, email, ip());
  const resetStatus = (token: string) => auth.resetStatus(t, token, ip());
  const resetPassword = (token: string, password = NEW_PASSWORD) =>
    auth.resetPassword(t, token, password, ip());
  /** PUT password as the user, with their current password unless `currentPassword` says otherwise. */
  const changePassword = (user: TestUser, password: string, currentPassword: string | null = user.password) =>
    auth.changePassword(
      t,
      user.auth,
      { password, ...(currentPassword === null ? {} : { currentPassword }) },
      ip(),
    );

  /** Asks for a reset link and returns the token from the newest e-mail. */
  async function resetLink(user: TestUser): Promise<string> {
    const before = (await mailsTo(t.dataDir, user.email)).length;
    expect((await recover(user.email)).statusCode).toBe(200);
    await authMailsSent(t);
    const mails = await mailsTo(t.dataDir, user.email);
    expect(mails).toHaveLength(before + 1);
    return linkToken(mails.at(-1)!, '/reset-password');
  }

  /** Whether the stored hash is of this password (independent of the sign-in endpoint). */
  async function passwordIs(userId: string, password: string): Promise<boolean> {
    const user = await t.app.get(EntityManager).fork().findOneOrFail(User, { id: userId });
    return verifyPassword(user.passwordHash, password);
  }

  it('answers an unknown e-mail exactly like a known one, and sends it no mail', async () => {
    const user = await newUser(t.app);
    const known = await recover(user.email);
    const unknown = await recover('Nobody.At.All@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: RECOVER_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    await authMailsSent(t);
    expect(await mailsTo(t.dataDir, 'nobody.at.all@example.com')).toEqual([]);
    expect(await mailsTo(t.dataDir, user.email)).toHaveLength(1);
  });

  it('e-mails a reset link, and GET reset-password/:token says it is valid for the account', async () => {
    const user = await newUser(t.app);
    const res = await recover(`  ${user.email.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    await authMailsSent(t);
    const mail = first(await mailsTo(t.dataDir, user.email));
    expect(mail.subject).toBe('Reset your Kickshots password');
    const token = linkToken(mail, '/reset-password');
    const link = `${PUBLIC_URL}/reset-password?token=${token}`;
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.html).toContain(`href="${link}"`);

    const status = await resetStatus(token);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ valid: true, email: user.email });
  });

  it('GET reset-password/:token answers valid false for an unknown token', async () => {
    const res = await resetStatus('c'.repeat(43));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: false });
  });

  it('sets the new password, ends every session, and the link works once', async () => {
    const user = await newUser(t.app);
    const otherDevice = await extraSession(t, user.id);
    const token = await resetLink(user);

    const res = await resetPassword(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated. You can now sign in with your new password.' });

    expect(await passwordIs(user.id, NEW_PASSWORD)).toBe(true);
    expectAuthError(await signIn(t, user.email, user.password, ip()), 'INVALID_CREDENTIALS');
    expect((await signIn(t, user.email, NEW_PASSWORD, ip())).statusCode).toBe(200);

    expectAuthError(await refresh(t, user.session.refreshToken, ip()), 'INVALID_REFRESH_TOKEN');
    expectAuthError(await refresh(t, otherDevice.refreshToken, ip()), 'INVALID_REFRESH_TOKEN');

    expectAuthError(await resetPassword(token, 'yet-another-pocket-9'), 'INVALID_RESET_TOKEN');
    expect((await resetStatus(token)).json()).toEqual({ valid: false });
    expect(await passwordIs(user.id, NEW_PASSWORD)).toBe(true);
  });

  it('refuses an expired reset link with 400 INVALID_RESET_TOKEN', async () => {
    const user = await newUser(t.app);
    const token = await resetLink(user);
    const moved = await sql(
      t,
      `update email_tokens set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hashToken(token)],
    );
    expect(moved.rowCount).toBe(1);
    expect((await resetStatus(token)).json()).toEqual({ valid: false });
    expectAuthError(await resetPassword(token), 'INVALID_RESET_TOKEN');
    expect(await passwordIs(user.id, user.password)).toBe(true);
  });

  it('voids the older outstanding links when a newer one changes the password', async () => {
    const user = await newUser(t.app);
    const older = await resetLink(user);
    const newer = await resetLink(user);
    expect(newer).not.toBe(older);
    expect((await resetStatus(older)).json()).toEqual({ valid: true, email: user.email });

    expect((await resetPassword(newer)).statusCode).toBe(200);
    expect((await resetStatus(older)).json()).toEqual({ valid: false });
    expectAuthError(await resetPassword(older, 'sneaky-reset-55'), 'INVALID_RESET_TOKEN');
    expect(await passwordIs(user.id, NEW_PASSWORD)).toBe(true);
  });

  it('voids outstanding links when the password is changed while signed in', async () => {
    const user = await newUser(t.app);
    const token = await resetLink(user);
    expect((await changePassword(user, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await resetStatus(token)).json()).toEqual({ valid: false });
    expectAuthError(await resetPassword(token, 'sneaky-reset-55'), 'INVALID_RESET_TOKEN');
  });

  it('refuses a common password on reset with 400 WEAK_PASSWORD, keeping the link usable', async () => {
    const user = await newUser(t.app);
    const token = await resetLink(user);
    const res = await resetPassword(token, 'password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WEAK_PASSWORD', errors: [{ field: 'password' }] });
    expect((await resetStatus(token)).json()).toEqual({ valid: true, email: user.email });
  });

  it('does not take an e-mail confirmation token as a reset token', async () => {
    const signedUp = await signUp(
      t,
      { email: 'cross-purpose@example.com', password: 'corner-pocket-42' },
      ip(),
    );
    expect(signedUp.statusCode).toBe(201);
    await authMailsSent(t);
    const mail = first(await mailsTo(t.dataDir, 'cross-purpose@example.com'));
    const confirmToken = linkToken(mail, '/confirm-email');
    expect((await resetStatus(confirmToken)).json()).toEqual({ valid: false });
    expectAuthError(await resetPassword(confirmToken), 'INVALID_RESET_TOKEN');
  });

  it('PUT password changes it, ends the other sessions and keeps the caller’s', async () => {
    const user = await newUser(t.app);
    const otherDevice = await extraSession(t, user.id);
    const res = await changePassword(user, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated.' });

    expect(await passwordIs(user.id, NEW_PASSWORD)).toBe(true);
    expectAuthError(await signIn(t, user.email, user.password, ip()), 'INVALID_CREDENTIALS');
    expect((await signIn(t, user.email, NEW_PASSWORD, ip())).statusCode).toBe(200);

    expectAuthError(await refresh(t, otherDevice.refreshToken, ip()), 'INVALID_REFRESH_TOKEN');
    const kept = await refresh(t, user.session.refreshToken, ip());
    expect(kept.statusCode).toBe(200);
    expect(kept.json().user.id).toBe(user.id);
  });

  it('PUT password refuses a short password with 400 VALIDATION_FAILED', async () => {
    const user = await newUser(t.app);
    const res = await changePassword(user, 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(SHORT_PASSWORD_ANSWER);
    expect(await passwordIs(user.id, user.password)).toBe(true);
  });

  it('PUT password refuses a common password with 400 WEAK_PASSWORD', async () => {
    const user = await newUser(t.app);
    const res = await changePassword(user, '123456');
    expect(res.json()).toEqual(WEAK_PASSWORD_ANSWER);
  });

  it('PUT password without the current password: 400 naming currentPassword, nothing changed', async () => {
    const user = await newUser(t.app);
    const otherDevice = await extraSession(t, user.id);
    for (const currentPassword of [null, '']) {
      const res = await changePassword(user, NEW_PASSWORD, currentPassword);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'currentPassword: is required (or verify your authenticator code first)',
        code: 'VALIDATION_FAILED',
        errors: [
          { field: 'currentPassword', message: 'is required (or verify your authenticator code first)' },
        ],
      });
    }
    expect(await passwordIs(user.id, user.password)).toBe(true);
    expect((await refresh(t, otherDevice.refreshToken, ip())).statusCode).toBe(200);
  });

  it('PUT password with a wrong current password: 400 INVALID_CURRENT_PASSWORD, nothing changed', async () => {
    const user = await newUser(t.app);
    const otherDevice = await extraSession(t, user.id);
    const res = await changePassword(user, NEW_PASSWORD, 'not-my-password');
    expect(res.json()).toEqual(
      authError('INVALID_CURRENT_PASSWORD', [
        { field: 'currentPassword', message: 'is not your current password' },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(await passwordIs(user.id, user.password)).toBe(true);
    expect((await refresh(t, otherDevice.refreshToken, ip())).statusCode).toBe(200);
  });

  it('PUT password checks the current password before the new one: a wrong one never learns more', async () => {
    const user = await newUser(t.app);
    const res = await changePassword(user, '123456', 'not-my-password');
    expect(res.json()).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD' });
  });

  it('PUT password limits current-password checks: the 11th within 15 minutes is 429, even a right one', async () => {
    const user = await newUser(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await changePassword(user, NEW_PASSWORD, `wrong-guess-${i}`)).json()).toMatchObject({
        code: 'INVALID_CURRENT_PASSWORD',
      });
    }
    const limited = await changePassword(user, NEW_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(await passwordIs(user.id, user.password)).toBe(true);
    // per user: another player is not held back
    const other = await newUser(t.app);
    expect((await changePassword(other, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('PUT password needs a signed-in caller: 401 UNAUTHENTICATED', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${AUTH}/password`,
      payload: { password: NEW_PASSWORD },
    });
    expectAuthError(res, 'UNAUTHENTICATED');
  });
});
