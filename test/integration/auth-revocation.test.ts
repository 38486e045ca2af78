import { AUTH, changePassword, me, signIn, useAuthTestApp } from '../support/auth-helpers.js';
import { newUser } from '../support/factories.js';

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
});
