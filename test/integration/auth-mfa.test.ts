import { randomUUID } from 'node:crypto';
import { totp } from '../../src/modules/auth/totp.js';
import {
  AUTH,
  bearer,
  challengeFactor,
  changePassword,
  enrollFactor,
  expectAuthError,
  extraSession,
  ipFactory,
  ISO_DATE,
  jwtPayload,
  me,
  refresh,
  setCookie,
  signIn,
  sql,
  unenrollFactor,
  useAuthTestApp,
  UUID,
  verifyFactor,
} from '../support/auth-helpers.js';
import { newUser, type TestUser } from '../support/factories.js';

const FACTORS = `${AUTH}/factors`;
/** The code of the next 30-second step: the one after a code that was just accepted. */
const nextCode = (secret: string) => totp(secret, new Date(Date.now() + 30_000));
/** A code that matches none of the steps the server accepts around now. */
function wrongCode(secret: string): string {
  const accepted = new Set(
    [-60_000, -30_000, 0, 30_000, 60_000].map((ms) => totp(secret, new Date(Date.now() + ms))),
  );
  let code = 0;
  while (accepted.has(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
}

describe('auth: MFA (authenticator app)', () => {
  const t = useAuthTestApp();
  const ip = ipFactory(5);

  const enroll = (token: string, payload?: Record<string, unknown>) => enrollFactor(t, token, payload, ip());
  const challenge = (token: string, factorId: string) => challengeFactor(t, token, factorId, ip());
  const verify = (token: string, factorId: string, challengeId: string, code: string, remoteAddress = ip()) =>
    verifyFactor(t, token, { factorId, challengeId, code }, remoteAddress);
  const unenroll = (token: string, factorId: string) => unenrollFactor(t, token, factorId, ip());

  /** Enrols a factor and verifies it with the current code: returns the factor and the aal2 session. */
  async function verifiedFactor(user: TestUser) {
    const enrolled = (await enroll(user.session.accessToken)).json<{ id: string; secret: string }>();
    const started = (await challenge(user.session.accessToken, enrolled.id)).json<{ id: string }>();
    const res = await verify(
      user.session.accessToken,
      enrolled.id,
      started.id,
      totp(enrolled.secret, new Date()),
    );
    expect(res.statusCode).toBe(200);
    return {
      factorId: enrolled.id,
      secret: enrolled.secret,
      aal2: res.json<{ accessToken: string; refreshToken: string }>(),
    };
  }

  it('enrols a TOTP factor: secret, otpauth URI and an SVG QR code', async () => {
    const user = await newUser(t.app);
    const res = await enroll(user.session.accessToken);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.stringMatching(UUID),
      type: 'totp',
      friendlyName: 'Phone',
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      uri: expect.any(String),
      qrCode: expect.any(String),
    });
    expect(body.uri).toMatch(/^otpauth:\/\/totp\/[^?]+\?/);
    const uri = new URL(body.uri);
    expect(decodeURIComponent(uri.pathname)).toBe(`/Kickshots:${user.email}`);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: body.secret,
      issuer: 'Kickshots',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(body.qrCode).toContain('<svg');
    expect(body.qrCode).toContain('</svg>');

    const profile = (await me(t, user.session.accessToken)).json();
    expect(profile.factors).toEqual([
      {
        id: body.id,
        friendlyName: 'Phone',
        factorType: 'totp',
        status: 'unverified',
        createdAt: expect.stringMatching(ISO_DATE),
      },
    ]);
  });

  it('refuses a phone factor with 501 PHONE_FACTOR_UNSUPPORTED', async () => {
    const user = await newUser(t.app);
    const res = await enroll(user.session.accessToken, {
      factor_type: 'phone',
      friendly_name: 'My phone',
      phone: '+15550104455',
    });
    expectAuthError(res, 'PHONE_FACTOR_UNSUPPORTED');
    expect((await me(t, user.session.accessToken)).json().factors).toEqual([]);
  });

  it('starts a challenge that expires in 5 minutes', async () => {
    const user = await newUser(t.app);
    const { id } = (await enroll(user.session.accessToken)).json();
    const res = await challenge(user.session.accessToken, id);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.stringMatching(UUID), expires_at: expect.any(Number) });
    expect(Math.abs(body.expires_at - (Date.now() / 1000 + 300))).toBeLessThanOrEqual(5);
  });

  it('verifies: a wrong code is refused, the right one gives an aal2 session, a used code is refused', async () => {
    const user = await newUser(t.app);
    const { id, secret } = (await enroll(user.session.accessToken)).json();
    const started = (await challenge(user.session.accessToken, id)).json();

    expectAuthError(
      await verify(user.session.accessToken, id, started.id, wrongCode(secret)),
      'INVALID_MFA_CODE',
    );

    const code = totp(secret, new Date());

    const res = await verify(user.session.accessToken, id, started.id, code);
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({ tokenType: 'bearer', expiresIn: 900, aal: 'aal2' });
    expect(jwtPayload(session.accessToken)).toMatchObject({ sub: user.id, aal: 'aal2' });
    expect(setCookie(res)).toContain(`ks_refresh=${session.refreshToken}`);
    expect(session.user.factors).toEqual([expect.objectContaining({ id, status: 'verified' })]);

    const profile = (await me(t, session.accessToken)).json();
    expect(profile.factors).toEqual([
      {
        id,
        friendlyName: 'Phone',
        factorType: 'totp',
        status: 'verified',
        createdAt: expect.stringMatching(ISO_DATE),
      },
    ]);

    // The aal1 session it replaces is over; the new one refreshes at aal2.
    expectAuthError(await refresh(t, user.session.refreshToken, ip()), 'INVALID_REFRESH_TOKEN');
    const refreshed = await refresh(t, session.refreshToken, ip());
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().aal).toBe('aal2');

    // The same code, on a fresh challenge, is not accepted twice.
    const again = (await challenge(session.accessToken, id)).json();
    expectAuthError(await verify(session.accessToken, id, again.id, code), 'INVALID_MFA_CODE');
  });

  it('refuses a code for a challenge that was already used: 404 CHALLENGE_NOT_FOUND', async () => {
    const user = await newUser(t.app);
    const { id, secret } = (await enroll(user.session.accessToken)).json();
    const started = (await challenge(user.session.accessToken, id)).json();
    const first = await verify(user.session.accessToken, id, started.id, totp(secret, new Date()));
    expect(first.statusCode).toBe(200);
    // the aal1 session was replaced by the aal2 one
    const { accessToken } = first.json<{ accessToken: string }>();
    expectAuthError(await verify(accessToken, id, started.id, nextCode(secret)), 'CHALLENGE_NOT_FOUND');
    expectAuthError(await verify(accessToken, id, randomUUID(), nextCode(secret)), 'CHALLENGE_NOT_FOUND');
  });

  it('refuses an expired challenge with 400 CHALLENGE_EXPIRED', async () => {
    const user = await newUser(t.app);
    const { id, secret } = (await enroll(user.session.accessToken)).json();
    const started = (await challenge(user.session.accessToken, id)).json();
    const moved = await sql(
      t,
      `update mfa_challenges set expires_at = now() - interval '1 second' where id = $1`,
      [started.id],
    );
    expect(moved.rowCount).toBe(1);
    expectAuthError(
      await verify(user.session.accessToken, id, started.id, totp(secret, new Date())),
      'CHALLENGE_EXPIRED',
    );
    expect((await me(t, user.session.accessToken)).json().factors[0].status).toBe('unverified');
  });

  it('signs an MFA user in with mfaRequired (no session, no cookie); the MFA token only finishes sign-in', async () => {
    const user = await newUser(t.app);
    const { factorId, secret } = await verifiedFactor(user);
    const signedIn = await signIn(t, user.email, user.password, ip());
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      mfaRequired: true,
      mfaToken: expect.any(String),
      factors: [
        {
          id: factorId,
          friendlyName: 'Phone',
          factorType: 'totp',
          status: 'verified',
          createdAt: expect.stringMatching(ISO_DATE),
        },
      ],
    });
    expect(setCookie(signedIn)).toBeUndefined();
    const pending = signedIn.json().mfaToken as string;
    const claims = jwtPayload(pending) as { aud: string; sub: string; aal: string; exp: number; iat: number };
    expect(claims).toMatchObject({ aud: 'kickshots-mfa', sub: user.id, aal: 'aal1' });
    expect(claims.exp - claims.iat).toBe(300);

    expectAuthError(await me(t, pending), 'UNAUTHENTICATED');
    expectAuthError(await enroll(pending), 'UNAUTHENTICATED');
    expectAuthError(await unenroll(pending, factorId), 'UNAUTHENTICATED');
    expectAuthError(
      await t.app.inject({ method: 'GET', url: `${AUTH}/me/is-admin`, headers: bearer(pending) }),
      'UNAUTHENTICATED',
    );

    const started = await challenge(pending, factorId);
    expect(started.statusCode).toBe(201);
    const res = await verify(pending, factorId, started.json().id, nextCode(secret));
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session.aal).toBe('aal2');
    expect(jwtPayload(session.accessToken)).toMatchObject({ aud: 'kickshots', sub: user.id, aal: 'aal2' });
    expect((await me(t, session.accessToken)).statusCode).toBe(200);
  });

  it('needs aal2 to remove a verified factor: 403 AAL2_REQUIRED with aal1, 204 with aal2', async () => {
    const user = await newUser(t.app);
    const { factorId, aal2 } = await verifiedFactor(user);
    // another device still signed in at aal1
    const aal1 = await extraSession(t, user.id);
    expectAuthError(await unenroll(aal1.accessToken, factorId), 'AAL2_REQUIRED');
    expect((await me(t, aal2.accessToken)).json().factors).toHaveLength(1);

    const res = await unenroll(aal2.accessToken, factorId);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await me(t, aal2.accessToken)).json().factors).toEqual([]);
    expectAuthError(await unenroll(aal2.accessToken, factorId), 'FACTOR_NOT_FOUND');
  });

  // Otherwise an aal1 session could enrol and verify its own authenticator, be handed aal2 and
  // then remove the owner's one, bypassing the AAL2_REQUIRED checks.
  it('needs aal2 to enrol another factor once one is verified: 403 AAL2_REQUIRED', async () => {
    const user = await newUser(t.app);
    const { aal2 } = await verifiedFactor(user);
    const aal1 = await extraSession(t, user.id);
    expectAuthError(
      await enroll(aal1.accessToken, { factor_type: 'totp', friendly_name: 'Other' }),
      'AAL2_REQUIRED',
    );
    expect(
      (await enroll(aal2.accessToken, { factor_type: 'totp', friendly_name: 'Backup phone' })).statusCode,
    ).toBe(201);
  });

  it('lets an aal1 session remove a factor that was never verified', async () => {
    const user = await newUser(t.app);
    const { id } = (await enroll(user.session.accessToken)).json();
    expect((await unenroll(user.session.accessToken, id)).statusCode).toBe(204);
  });

  it('needs aal2 to change the password once a factor is verified: 403 AAL2_REQUIRED', async () => {
    const user = await newUser(t.app);
    const { aal2 } = await verifiedFactor(user);
    const change = (token: string) => changePassword(t, bearer(token), 'new-bank-shot-77');
    const aal1 = await extraSession(t, user.id);
    expectAuthError(await change(aal1.accessToken), 'AAL2_REQUIRED');
    expect((await change(aal2.accessToken)).statusCode).toBe(200);
  });

  it("refuses another user's factor with 404 FACTOR_NOT_FOUND", async () => {
    const owner = await newUser(t.app);
    const intruder = await newUser(t.app);
    const { id, secret } = (await enroll(owner.session.accessToken)).json();
    const started = (await challenge(owner.session.accessToken, id)).json();

    expectAuthError(await challenge(intruder.session.accessToken, id), 'FACTOR_NOT_FOUND');
    expectAuthError(
      await verify(intruder.session.accessToken, id, started.id, totp(secret, new Date())),
      'FACTOR_NOT_FOUND',
    );
    expectAuthError(await unenroll(intruder.session.accessToken, id), 'FACTOR_NOT_FOUND');
    expectAuthError(await challenge(owner.session.accessToken, randomUUID()), 'FACTOR_NOT_FOUND');
    // Untouched: the owner can still verify with that code.
    expect(
      (await verify(owner.session.accessToken, id, started.id, totp(secret, new Date()))).statusCode,
    ).toBe(200);
  });

  it('refuses a factor id that is not a UUID with 400', async () => {
    const user = await newUser(t.app);
    const token = user.session.accessToken;
    for (const res of [
      await challenge(token, 'not-a-uuid'),
      await verify(token, 'not-a-uuid', randomUUID(), '123456'),
      await unenroll(token, 'not-a-uuid'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });

  it('needs a signed-in caller to enrol: 401 UNAUTHENTICATED', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: FACTORS,
      payload: { factor_type: 'totp', friendly_name: 'Phone' },
    });
    expectAuthError(res, 'UNAUTHENTICATED');
  });

  it('limits code attempts: the 11th verify within 5 minutes from one address is 429 RATE_LIMITED', async () => {
    const user = await newUser(t.app);
    const { id, secret } = (await enroll(user.session.accessToken)).json();
    const started = (await challenge(user.session.accessToken, id)).json();
    const address = ip();
    for (let i = 0; i < 10; i++) {
      expectAuthError(
        await verify(user.session.accessToken, id, started.id, wrongCode(secret), address),
        'INVALID_MFA_CODE',
      );
    }
    // Even the right code is refused now.
    const limited = await verify(user.session.accessToken, id, started.id, totp(secret, new Date()), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });
});
