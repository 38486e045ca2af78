import * as auth from '../support/auth-helpers.js';
import {
  AUTH,
  authMailsSent,
  cookieAttributes,
  expectAuthError,
  ipFactory,
  ISO_DATE,
  jwtPayload,
  linkToken,
  mailsTo,
  me,
  PUBLIC_URL,
  setCookie,
  SHORT_PASSWORD_ANSWER,
  useAuthTestApp,
  UUID,
  WEAK_PASSWORD_ANSWER,
} from '../support/auth-helpers.js';
import { one } from '../support/lists.js';

describe('auth: sign-up and e-mail confirmation', () => {
  const t = useAuthTestApp();
  const ip = ipFactory(1);

  const signUp = (payload: Record<string, unknown>) => auth.signUp(t, payload, ip());
  const confirmEmail = (token: string) =>
    t.app.inject({ method: 'POST', url: `${AUTH}/confirm-email`, payload: { token } });

  it('creates the account and answers 201 with a session and the httpOnly refresh cookie', async () => {
    const res = await signUp({ email: 'new.player@example.com', password: 'corner-pocket-42' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const now = Math.floor(Date.now() / 1000);
    expect(body).toEqual({
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      tokenType: 'bearer',
      expiresIn: 900,
      expiresAt: expect.any(Number),
      refreshToken: expect.stringMatching(/^[\w-]{43}$/),
      aal: 'aal1',
      user: {
        id: expect.stringMatching(UUID),
        email: 'new.player@example.com',
        emailConfirmedAt: null,
        roles: ['user'],
        isAdmin: false,
        factors: [],
      },
    });
    expect(body.expiresAt).toBeGreaterThanOrEqual(now + 900 - 5);
    expect(body.expiresAt).toBeLessThanOrEqual(now + 900 + 5);
    expect(jwtPayload(body.accessToken)).toMatchObject({ sub: body.user.id, role: 'user', aal: 'aal1' });

    const cookie = setCookie(res);
    expect(cookie).toBeDefined();
    const attributes = cookieAttributes(cookie!);
    expect(attributes).toEqual({
      ks_refresh: body.refreshToken,
      'Max-Age': String(30 * 24 * 3600),
      Path: '/api/v1/auth',
      HttpOnly: true,
      SameSite: 'Lax',
    });

    // The new access token works at once.
    const profile = await me(t, body.accessToken);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual(body.user);
  });

  it('trims and lowercases the e-mail', async () => {
    const res = await signUp({ email: '  Mixed.Case@Example.COM ', password: 'corner-pocket-42' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe('mixed.case@example.com');
  });

  it('refuses an e-mail that is taken in another case with 409 EMAIL_TAKEN', async () => {
    expect((await signUp({ email: 'taken@example.com', password: 'corner-pocket-42' })).statusCode).toBe(201);
    const res = await signUp({ email: ' TAKEN@Example.com', password: 'another-pocket-43' });
    expectAuthError(res, 'EMAIL_TAKEN');
    expect(setCookie(res)).toBeUndefined();
  });

  it('refuses a password shorter than 6 characters with 400 VALIDATION_FAILED', async () => {
    const res = await signUp({ email: 'short@example.com', password: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(SHORT_PASSWORD_ANSWER);
  });

  it.each(['password', '123456', 'Password'])(
    'refuses the common password %p with 400 WEAK_PASSWORD',
    async (password) => {
      const res = await signUp({ email: `weak-${password.toLowerCase()}@example.com`, password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(WEAK_PASSWORD_ANSWER);
    },
  );

  it('refuses a bad e-mail and unknown fields with 400 naming each field', async () => {
    const res = await signUp({ email: 'not-an-email', password: 'corner-pocket-42', admin: true });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED' });
    expect(body.errors).toHaveLength(2);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'must be a valid e-mail address' },
        { field: 'admin', message: 'property admin should not exist' },
      ]),
    );
    expect(body.message).toContain('email: must be a valid e-mail address');
    expect(body.message).toContain('admin: property admin should not exist');
  });

  it('refuses a missing e-mail and password with 400 naming both', async () => {
    const res = await signUp({});
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((error) => error.field);
    expect(new Set(fields)).toEqual(new Set(['email', 'password']));
  });

  it('e-mails a confirmation link; confirming sets emailConfirmedAt; the link works once', async () => {
    const res = await signUp({ email: 'Confirm.Me@example.com', password: 'corner-pocket-42' });
    expect(res.statusCode).toBe(201);
    const { accessToken } = res.json();

    await authMailsSent(t);
    const mail = one(await mailsTo(t.dataDir, 'confirm.me@example.com'));
    expect(mail.subject).toBe('Welcome to Kickshots — confirm your e-mail');
    const token = linkToken(mail, '/confirm-email');
    expect(token).toMatch(/^[\w-]{43}$/);
    const link = `${PUBLIC_URL}/confirm-email?token=${token}`;
    expect(mail.links).toEqual([link]);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('The link is valid for 7 days.');
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain(`href="${link}"`);

    expect((await me(t, accessToken)).json().emailConfirmedAt).toBeNull();
    const before = Date.now();
    const confirm = await confirmEmail(token);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ message: 'Your e-mail address is confirmed.' });

    const confirmedAt = (await me(t, accessToken)).json().emailConfirmedAt as string;
    expect(confirmedAt).toMatch(ISO_DATE);
    expect(Date.parse(confirmedAt)).toBeGreaterThanOrEqual(before - 2000);
    expect(Date.parse(confirmedAt)).toBeLessThanOrEqual(Date.now() + 2000);

    const again = await confirmEmail(token);
    expectAuthError(again, 'INVALID_CONFIRMATION_TOKEN');
    expect((await me(t, accessToken)).json().emailConfirmedAt).toBe(confirmedAt);
  });

  it('refuses an unknown confirmation token with 400 INVALID_CONFIRMATION_TOKEN', async () => {
    const res = await confirmEmail('x'.repeat(43));
    expectAuthError(res, 'INVALID_CONFIRMATION_TOKEN');
  });

  it('sends no e-mail for a refused sign-up', async () => {
    await signUp({ email: 'refused@example.com', password: 'password' });
    await authMailsSent(t);
    expect(await mailsTo(t.dataDir, 'refused@example.com')).toEqual([]);
  });
});
