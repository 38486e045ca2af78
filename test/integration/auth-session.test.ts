import { performance } from 'node:perf_hooks';
import { hashToken } from '../../src/common/secret-tokens.js';
import {
  AUTH,
  authError,
  cookieAttributes,
  expectAuthError,
  extraSession,
  ipFactory,
  jwtPayload,
  me,
  refresh,
  setCookie,
  signIn,
  sql,
  useAuthTestApp,
  UUID,
  type InjectResponse,
} from '../support/auth-helpers.js';
import { newUser } from '../support/factories.js';
import { at, one } from '../support/lists.js';

/** A refresh answer that failed also clears the cookie. */
function expectCookieCleared(res: InjectResponse): void {
  const cookie = setCookie(res);
  expect(cookie).toBeDefined();
  expect(cookieAttributes(cookie!)).toMatchObject({ ks_refresh: '', 'Max-Age': '0', Path: '/api/v1/auth' });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = at(sorted, middle);
  return sorted.length % 2 ? upper : (at(sorted, middle - 1) + upper) / 2;
}

describe('auth: sign-in', () => {
  const t = useAuthTestApp();
  const ip = ipFactory(2);

  it('answers 200 with a session and the refresh cookie for the right password', async () => {
    const user = await newUser(t.app);
    const res = await signIn(t, `  ${user.email.toUpperCase()} `, user.password, ip());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      accessToken: expect.any(String),
      tokenType: 'bearer',
      expiresIn: 900,
      expiresAt: expect.any(Number),
      refreshToken: expect.any(String),
      aal: 'aal1',
      user: {
        id: user.id,
        email: user.email,
        emailConfirmedAt: null,
        roles: ['user'],
        isAdmin: false,
        factors: [],
      },
    });
    expect(cookieAttributes(setCookie(res)!)).toMatchObject({
      ks_refresh: body.refreshToken,
      HttpOnly: true,
      SameSite: 'Lax',
      Path: '/api/v1/auth',
    });
    expect((await me(t, body.accessToken)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail identically: 400 INVALID_CREDENTIALS', async () => {
    const user = await newUser(t.app);
    const wrong = await signIn(t, user.email, 'not-the-password', ip());
    const unknown = await signIn(t, 'nobody-here@example.com', 'not-the-password', ip());
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(wrong.json()).toEqual(authError('INVALID_CREDENTIALS'));
    expect(unknown.json()).toEqual(wrong.json());
    expect(setCookie(wrong)).toBeUndefined();
    expect(setCookie(unknown)).toBeUndefined();
  });

  it('spends comparable time on an unknown e-mail and a wrong password (one argon2 check each)', async () => {
    const user = await newUser(t.app);
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await signIn(t, email, 'not-the-password', ip());
      const elapsed = performance.now() - started;
      expect(res.statusCode).toBe(400);
      return elapsed;
    };
    // Warm up both paths (the first unknown e-mail also makes the throwaway hash).
    await timed('warm-up-nobody@example.com');
    await timed(user.email);
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      // Interleaved, so a burst of load slows both sides alike.
      wrong.push(await timed(user.email));
      unknown.push(await timed(`nobody-${i}@example.com`));
    }
    // Skipping argon2 for an unknown e-mail would make it roughly 10x faster; equal work gives ~1.
    expect(median(unknown)).toBeGreaterThanOrEqual(0.3 * median(wrong));
  });

  it('refuses a missing password with 400 naming the field', async () => {
    const res = await signIn(t, 'someone@example.com', '', ip());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'password', message: 'is required' }],
    });
  });
});

describe('auth: refresh tokens and sign-out', () => {
  const t = useAuthTestApp();
  const ip = ipFactory(3);

  function expectRotated(res: InjectResponse, previous: { accessToken: string; refreshToken: string }) {
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ tokenType: 'bearer', expiresIn: 900, aal: 'aal1' });
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(body.refreshToken).not.toBe(previous.refreshToken);
    expect(body.accessToken).not.toBe(previous.accessToken);
    // Same session (refresh family), new access token.
    expect(jwtPayload(body.accessToken).session_id).toBe(jwtPayload(previous.accessToken).session_id);
    expect(jwtPayload(body.accessToken).jti).not.toBe(jwtPayload(previous.accessToken).jti);
    expect(cookieAttributes(setCookie(res)!)).toMatchObject({
      ks_refresh: body.refreshToken,
      HttpOnly: true,
    });
    return body as { accessToken: string; refreshToken: string };
  }

  it('rotates the refresh token sent in the ks_refresh cookie', async () => {
    const user = await newUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/token`,
      cookies: { ks_refresh: user.session.refreshToken },
      remoteAddress: ip(),
    });
    const next = expectRotated(res, user.session);
    expect(res.json().user).toEqual(user.session.user);
    expect((await me(t, next.accessToken)).statusCode).toBe(200);
  });

  it('rotates the refresh token sent in the body', async () => {
    const user = await newUser(t.app);
    const first = expectRotated(await refresh(t, user.session.refreshToken, ip()), user.session);
    expectRotated(await refresh(t, first.refreshToken, ip()), first);
  });

  it('revokes the whole family when a used refresh token comes back: 401 REFRESH_TOKEN_REUSED', async () => {
    const user = await newUser(t.app);
    const second = expectRotated(await refresh(t, user.session.refreshToken, ip()), user.session);
    const third = expectRotated(await refresh(t, second.refreshToken, ip()), second);

    // Age the family past any short grace window for a lost answer (REFRESH_REUSE_GRACE_MS):
    // a replay a minute later is a theft, whatever the grace.
    await sql(
      t,
      `update refresh_tokens set used_at = used_at - interval '1 minute', created_at = created_at - interval '1 minute'
       where family_id = $1`,
      [jwtPayload(user.session.accessToken).session_id],
    );
    const replay = await refresh(t, user.session.refreshToken, ip());
    expectAuthError(replay, 'REFRESH_TOKEN_REUSED');
    expectCookieCleared(replay);

    // Even the newest token of the family is dead now.
    expectAuthError(await refresh(t, third.refreshToken, ip()), 'INVALID_REFRESH_TOKEN');
    // Another session (device) of the same user is untouched.
    const other = await extraSession(t, user.id);
    expectRotated(await refresh(t, other.refreshToken, ip()), other);
  });

  it('refuses an unknown refresh token with 401 INVALID_REFRESH_TOKEN', async () => {
    const res = await refresh(t, 'a'.repeat(43), ip());
    expectAuthError(res, 'INVALID_REFRESH_TOKEN');
    expectCookieCleared(res);
  });

  it('refuses a refresh without any token with 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${AUTH}/token`, remoteAddress: ip() });
    expectAuthError(res, 'INVALID_REFRESH_TOKEN');
    const empty = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/token`,
      payload: {},
      remoteAddress: ip(),
    });
    expectAuthError(empty, 'INVALID_REFRESH_TOKEN');
  });

  it('refuses an expired refresh token with 401 REFRESH_TOKEN_EXPIRED', async () => {
    const user = await newUser(t.app);
    const moved = await sql(
      t,
      `update refresh_tokens set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hashToken(user.session.refreshToken)],
    );
    expect(moved.rowCount).toBe(1);
    const res = await refresh(t, user.session.refreshToken, ip());
    expectAuthError(res, 'REFRESH_TOKEN_EXPIRED');
    expectCookieCleared(res);
  });

  it('signs out (204, cookie cleared) and the refresh token no longer works', async () => {
    const user = await newUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/sign-out`,
      payload: { refreshToken: user.session.refreshToken },
      remoteAddress: ip(),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(cookieAttributes(setCookie(res)!)).toMatchObject({ ks_refresh: '', 'Max-Age': '0' });
    expectAuthError(await refresh(t, user.session.refreshToken, ip()), 'INVALID_REFRESH_TOKEN');
  });

  it('signs out with the cookie, ending every token of the session', async () => {
    const user = await newUser(t.app);
    const next = expectRotated(await refresh(t, user.session.refreshToken, ip()), user.session);
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/sign-out`,
      cookies: { ks_refresh: next.refreshToken },
      headers: { 'x-requested-with': 'XMLHttpRequest' }, // as the app's own client sends it
      remoteAddress: ip(),
    });
    expect(res.statusCode).toBe(204);
    expectAuthError(await refresh(t, next.refreshToken, ip()), 'INVALID_REFRESH_TOKEN');
    const { rows } = await sql<{ live: string }>(
      t,
      'select count(*) as live from refresh_tokens where user_id = $1 and revoked_at is null',
      [user.id],
    );
    expect(one(rows).live).toBe('0');
  });

  it('answers 204 to a sign-out without any session', async () => {
    const none = await t.app.inject({ method: 'POST', url: `${AUTH}/sign-out`, remoteAddress: ip() });
    expect(none.statusCode).toBe(204);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/sign-out`,
      payload: { refreshToken: 'b'.repeat(43) },
      remoteAddress: ip(),
    });
    expect(unknown.statusCode).toBe(204);
  });

  it('keeps the session id a UUID shared by the access token and the refresh family', async () => {
    const user = await newUser(t.app);
    const sessionId = jwtPayload(user.session.accessToken).session_id as string;
    expect(sessionId).toMatch(UUID);
    const { rows } = await sql<{ family_id: string }>(
      t,
      'select family_id from refresh_tokens where token_hash = $1',
      [hashToken(user.session.refreshToken)],
    );
    expect(rows).toEqual([{ family_id: sessionId }]);
  });
});
