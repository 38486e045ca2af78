import {
  AUTH,
  expectAuthError,
  ipFactory,
  me,
  PUBLIC_URL,
  refresh,
  setCookie,
  useAuthTestApp,
} from '../support/auth-helpers.js';
import { newUser, type TestUser } from '../support/factories.js';

/** The answer to a sign-out by the refresh cookie alone that does not come from the app. */
const CROSS_SITE = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'This request did not come from the app. Sign out from the app itself.',
  code: 'CROSS_SITE_REQUEST',
};

/**
 * A browser sends the refresh cookie with any request to the auth endpoints, a cross-site form or
 * fetch included: a sign-out by that cookie alone must prove it comes from the app's own pages (the
 * app's X-Requested-With header, or our own Origin), or it ends nothing.
 */
describe('auth: sign-out by the refresh cookie needs a same-origin proof', () => {
  const t = useAuthTestApp();
  const ip = ipFactory(41);

  const signOut = (user: TestUser, headers: Record<string, string>, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${AUTH}/sign-out`,
      cookies: { ks_refresh: user.session.refreshToken, ks_session: '1' },
      headers,
      payload,
      remoteAddress: ip(),
    });

  /** The session is live: its access token works and its refresh token rotates. */
  async function expectLive(user: TestUser) {
    expect((await me(t, user.session.accessToken)).statusCode).toBe(200);
    expect((await refresh(t, user.session.refreshToken, ip())).statusCode).toBe(200);
  }

  async function expectEnded(user: TestUser) {
    expectAuthError(await me(t, user.session.accessToken), 'UNAUTHENTICATED');
    expectAuthError(await refresh(t, user.session.refreshToken, ip()), 'INVALID_REFRESH_TOKEN');
  }

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example.com' }],
    ['our host on another scheme', { origin: PUBLIC_URL.replace('http://', 'https://') }],
    ['an Origin of null (a sandboxed frame)', { origin: 'null' }],
    ['no Origin and no header', {}],
  ])('refuses a cross-site sign-out (%s): 403, the cookies and the session stay', async (_, headers) => {
    const user = await newUser(t.app);
    const res = await signOut(user, headers);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: CROSS_SITE });
    // nothing is cleared in the victim's browser
    expect(setCookie(res)).toBeUndefined();
    expect(setCookie(res, 'ks_session')).toBeUndefined();
    await expectLive(user);
  });

  it("signs out with the app's X-Requested-With header", async () => {
    const user = await newUser(t.app);
    const res = await signOut(user, { 'x-requested-with': 'XMLHttpRequest' });
    expect(res.statusCode).toBe(204);
    expect(setCookie(res)).toContain('ks_refresh=;');
    await expectEnded(user);
  });

  it('signs out with our own Origin (PUBLIC_URL)', async () => {
    const user = await newUser(t.app);
    expect((await signOut(user, { origin: PUBLIC_URL })).statusCode).toBe(204);
    await expectEnded(user);
  });

  it('needs no proof with a bearer token or with the refresh token in the body (no cookie relied on)', async () => {
    const byBearer = await newUser(t.app);
    expect((await signOut(byBearer, byBearer.auth)).statusCode).toBe(204);
    await expectEnded(byBearer);

    const byBody = await newUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/sign-out`,
      payload: { refreshToken: byBody.session.refreshToken },
      remoteAddress: ip(),
    });
    expect(res.statusCode).toBe(204);
    await expectEnded(byBody);
  });

  it('answers 204 without any cookie, as before', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/sign-out`,
      headers: { origin: 'https://evil.example.com' },
      remoteAddress: ip(),
    });
    expect(res.statusCode).toBe(204);
  });
});
