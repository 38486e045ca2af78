import { jest } from '@jest/globals';
import { TokensService } from '../../src/modules/auth/tokens.service.js';
import { AUTH, changePassword, me, signIn, sql, useAuthTestApp } from '../support/auth-helpers.js';
import { newUser } from '../support/factories.js';

/** Runs `work` with Date.now() `ms` ahead of the real clock (what the replica's memory of a session reads). */
async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const now = Date.now.bind(Date);
  const clock = jest.spyOn(Date, 'now').mockImplementation(() => now() + ms);
  try {
    return await work();
  } finally {
    clock.mockRestore();
  }
}

describe('auth: an access token dies with its session', () => {
  const t = useAuthTestApp();

  it('is refused right after sign-out', async () => {
    const user = await newUser(t.app);
    expect((await me(t, user.session.accessToken)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/sign-out`,
      payload: { refreshToken: user.session.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(t, user.session.accessToken)).json()).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('is remembered whole: a copy with another signature is still refused', async () => {
    const user = await newUser(t.app);
    expect((await me(t, user.session.accessToken)).statusCode).toBe(200); // verified, remembered
    const [header, payload] = user.session.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    expect((await me(t, forged)).statusCode).toBe(401);
    expect((await me(t, user.session.accessToken)).statusCode).toBe(200);
  });

  it('of other sessions is refused after a password change, the caller keeps theirs', async () => {
    const user = await newUser(t.app);
    const other = await signIn(t, user.email, user.password);
    const change = await changePassword(t, user.auth, {
      password: 'fresh-break-2026',
      currentPassword: user.password,
    });
    expect(change.statusCode).toBe(200);
    expect((await me(t, other.json<{ accessToken: string }>().accessToken)).statusCode).toBe(401);
    expect((await me(t, user.session.accessToken)).statusCode).toBe(200);
  });

  it('ended on another replica is refused here within 15 s, its signature not checked again', async () => {
    const user = await newUser(t.app);
    expect((await me(t, user.session.accessToken)).statusCode).toBe(200); // verified, remembered
    const tokens = t.app.get(TokensService);
    const verifications = jest.spyOn(tokens, 'rememberVerified');
    const sessionReads = jest.spyOn(tokens, 'isSessionActive');
    try {
      expect((await me(t, user.session.accessToken)).statusCode).toBe(200);
      expect(sessionReads).toHaveBeenCalledTimes(0);
      // 15 s on, this replica asks the database whether the session is still live: it is
      expect((await later(15_000, () => me(t, user.session.accessToken))).statusCode).toBe(200);
      expect(sessionReads).toHaveBeenCalledTimes(1);
      // another replica's sign-out: the rows change, this replica's memory does not
      await sql(t, 'update refresh_tokens set revoked_at = now() where user_id = $1', [user.id]);
      const refused = await later(30_000, () => me(t, user.session.accessToken));
      expect(refused.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
      // the token was verified once: later requests asked only about its session
      expect(verifications).toHaveBeenCalledTimes(0);
      expect(sessionReads).toHaveBeenCalledTimes(2);
    } finally {
      verifications.mockRestore();
      sessionReads.mockRestore();
    }
  });
});
