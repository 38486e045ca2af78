import { createTestApp, type TestApp } from '../support/app.js';
import {
  AUTH,
  cookieAttributes,
  expectAuthError,
  ipFactory,
  refresh,
  setCookie,
  signIn,
  signUp,
  useAuthTestApp,
  type InjectResponse,
} from '../support/auth-helpers.js';
import { newUser } from '../support/factories.js';

/** The readable cookie that tells the client a refresh cookie may be there (no secret in it). */
const HINT = 'ks_session';
const THIRTY_DAYS = String(30 * 24 * 3600);

/** The hint's attributes as set with a new refresh cookie. */
function hintOf(res: InjectResponse): Record<string, string | true> {
  const cookie = setCookie(res, HINT);
  expect(cookie).toBeDefined();
  return cookieAttributes(cookie!);
}

function expectHintSet(res: InjectResponse): void {
  // readable by the page (no HttpOnly), on every path, not Secure on plain http
  expect(hintOf(res)).toEqual({ [HINT]: '1', 'Max-Age': THIRTY_DAYS, Path: '/', SameSite: 'Lax' });
  // beside the refresh cookie, with the same lifetime
  expect(cookieAttributes(setCookie(res)!)).toMatchObject({ 'Max-Age': THIRTY_DAYS, HttpOnly: true });
}

function expectHintCleared(res: InjectResponse): void {
  expect(hintOf(res)).toMatchObject({ [HINT]: '', 'Max-Age': '0', Path: '/' });
  expect(cookieAttributes(setCookie(res)!)).toMatchObject({ ks_refresh: '', 'Max-Age': '0' });
}

describe('auth: the session hint cookie', () => {
  const t = useAuthTestApp();
  const ip = ipFactory(41);

  it('is set by sign-up', async () => {
    const res = await signUp(t, { email: 'hinted@example.com', password: 'corner-pocket-42' }, ip());
    expect(res.statusCode).toBe(201);
    expectHintSet(res);
  });

  it('is set by sign-in, and not by a refused sign-in', async () => {
    const user = await newUser(t.app);
    const res = await signIn(t, user.email, user.password, ip());
    expect(res.statusCode).toBe(200);
    expectHintSet(res);
    const wrong = await signIn(t, user.email, 'not-the-password', ip());
    expect(wrong.statusCode).toBe(400);
    expect(setCookie(wrong, HINT)).toBeUndefined();
  });

  it('is set again by every refresh, and cleared by a refused one', async () => {
    const user = await newUser(t.app);
    const res = await refresh(t, user.session.refreshToken, ip());
    expect(res.statusCode).toBe(200);
    expectHintSet(res);
    const refused = await refresh(t, 'not-a-refresh-token', ip());
    expectAuthError(refused, 'INVALID_REFRESH_TOKEN');
    expectHintCleared(refused);
  });

  it('is cleared by sign-out', async () => {
    const user = await newUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/sign-out`,
      cookies: { ks_refresh: user.session.refreshToken, [HINT]: '1' },
      headers: { 'x-requested-with': 'XMLHttpRequest' }, // as the app's own client sends it
      remoteAddress: ip(),
    });
    expect(res.statusCode).toBe(204);
    expectHintCleared(res);
  });

  it('grants nothing: the hint alone refreshes no session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/token`,
      cookies: { [HINT]: '1' },
      payload: {},
      remoteAddress: ip(),
    });
    expectAuthError(res, 'INVALID_REFRESH_TOKEN');
    expectHintCleared(res);
  });
});

describe('auth: the session hint cookie behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://kickshots.example.com' });
  });
  afterAll(() => t.close());

  it('is Secure, like the refresh cookie', async () => {
    const user = await newUser(t.app);
    const res = await signIn(t, user.email, user.password);
    expect(res.statusCode).toBe(200);
    expect(hintOf(res)).toEqual({
      [HINT]: '1',
      'Max-Age': THIRTY_DAYS,
      Path: '/',
      SameSite: 'Lax',
      Secure: true,
    });
    expect(cookieAttributes(setCookie(res)!)).toMatchObject({ Secure: true, HttpOnly: true });
  });
});
