import { createTestApp, type TestApp } from '../support/app.js';
import { newUser } from '../support/factories.js';

describe('auth: an access token dies with its session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (authorization: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization } });

  it('is refused right after sign-out', async () => {
    const user = await newUser(t.app);
    expect((await me(user.auth.authorization)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      payload: { refreshToken: user.session.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(user.auth.authorization)).json()).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('is remembered whole: a copy with another signature is still refused', async () => {
    const user = await newUser(t.app);
    expect((await me(user.auth.authorization)).statusCode).toBe(200); // verified, remembered
    const [header, payload] = user.session.accessToken.split('.');
    const forged = `Bearer ${header}.${payload}.${'A'.repeat(86)}`;
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me(user.auth.authorization)).statusCode).toBe(200);
  });

  it('of other sessions is refused after a password change, the caller keeps theirs', async () => {
    const user = await newUser(t.app);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    const otherAuth = `Bearer ${other.json<{ accessToken: string }>().accessToken}`;
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/password',
      headers: user.auth,
      payload: { password: 'fresh-break-2026' },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(otherAuth)).statusCode).toBe(401);
    expect((await me(user.auth.authorization)).statusCode).toBe(200);
  });
});
