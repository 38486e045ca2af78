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
    const aal2 = res.json<{ accessToken: string; refreshToken: string; recoveryCodes: string[] }>();
    return { factorId: enrolled.id, secret: enrolled.secret, aal2, recoveryCodes: aal2.recoveryCodes };
  }

  const RECOVERY = `${AUTH}/mfa/recovery-codes`;
  const recoveryStatus = (token: string) =>
    t.app.inject({ method: 'GET', url: RECOVERY, headers: bearer(token) });
  const regenerate = (token: string) =>
    t.app.inject({ method: 'POST', url: RECOVERY, headers: bearer(token) });

  /** Signs in with the password and finishes the MFA step with `code`: the verify answer. */
  async function signInWithCode(user: TestUser, factorId: string, code: string) {
    const pending = (await signIn(t, user.email, user.password, ip())).json<{ mfaToken: string }>().mfaToken;
    const started = (await challenge(pending, factorId)).json<{ id: string }>();
    return verify(pending, factorId, started.id, code);
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
    const change = (token: string) =>
      changePassword(t, bearer(token), { password: 'new-bank-shot-77', currentPassword: user.password });
    const aal1 = await extraSession(t, user.id);
    expectAuthError(await change(aal1.accessToken), 'AAL2_REQUIRED');
    expect((await change(aal2.accessToken)).statusCode).toBe(200);
  });

  it('an aal2 session changes the password without the current one, but a wrong one given is refused', async () => {
    const user = await newUser(t.app);
    const { aal2 } = await verifiedFactor(user);
    const wrong = await changePassword(t, bearer(aal2.accessToken), {
      password: 'new-bank-shot-77',
      currentPassword: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CURRENT_PASSWORD',
      errors: [{ field: 'currentPassword', message: 'is not your current password' }],
    });
    const res = await changePassword(t, bearer(aal2.accessToken), { password: 'new-bank-shot-77' });
    expect(res.statusCode).toBe(200);
    expect((await signIn(t, user.email, 'new-bank-shot-77', ip())).json()).toMatchObject({
      mfaRequired: true,
    });
  });

  describe('recovery codes', () => {
    const CODE = /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/;

    it('completing an enrolment answers 10 one-time codes, stored hashed; later verifies answer none', async () => {
      const user = await newUser(t.app);
      const { factorId, secret, recoveryCodes, aal2 } = await verifiedFactor(user);
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(CODE);

      const status = await recoveryStatus(aal2.accessToken);
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({ remaining: 10, issuedAt: expect.stringMatching(ISO_DATE) });

      const stored = await sql<{ code_hash: string }>(
        t,
        'select code_hash from mfa_recovery_codes where user_id = $1',
        [user.id],
      );
      expect(stored.rows).toHaveLength(10);
      const hashes = stored.rows.map((row) => row.code_hash).join(' ');
      for (const code of recoveryCodes) {
        expect(hashes).not.toContain(code);
        expect(hashes).not.toContain(code.replace('-', ''));
      }

      // a sign-in with the app's code is no enrolment: no new codes, the old ones stand
      const signedIn = await signInWithCode(user, factorId, nextCode(secret));
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).not.toHaveProperty('recoveryCodes');
      expect((await recoveryStatus(aal2.accessToken)).json()).toMatchObject({ remaining: 10 });
    });

    it('signs in with a recovery code in place of the app’s code, once per code', async () => {
      const user = await newUser(t.app);
      const { factorId, recoveryCodes } = await verifiedFactor(user);
      const [first, second] = recoveryCodes as [string, string];

      const res = await signInWithCode(user, factorId, first);
      expect(res.statusCode).toBe(200);
      const session = res.json<{ accessToken: string; aal: string }>();
      expect(session.aal).toBe('aal2');
      expect(jwtPayload(session.accessToken)).toMatchObject({ sub: user.id, aal: 'aal2' });
      expect((await recoveryStatus(session.accessToken)).json()).toMatchObject({ remaining: 9 });

      // the used code is refused, on a fresh sign-in
      expectAuthError(await signInWithCode(user, factorId, first), 'INVALID_MFA_CODE');
      // typed in capitals, without the hyphen: the same code
      const typed = await signInWithCode(user, factorId, second.toUpperCase().replace('-', ''));
      expect(typed.statusCode).toBe(200);
      expectAuthError(await signInWithCode(user, factorId, second), 'INVALID_MFA_CODE');
      expect((await recoveryStatus(session.accessToken)).json()).toMatchObject({ remaining: 8 });
    });

    it('steps a session up to aal2 with a recovery code', async () => {
      const user = await newUser(t.app);
      const { factorId, recoveryCodes } = await verifiedFactor(user);
      const aal1 = await extraSession(t, user.id);
      const started = (await challenge(aal1.accessToken, factorId)).json<{ id: string }>();
      const res = await verify(aal1.accessToken, factorId, started.id, recoveryCodes[3]!);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ aal: 'aal2' });
    });

    it('takes two requests racing with one code once', async () => {
      const user = await newUser(t.app);
      const { factorId, recoveryCodes } = await verifiedFactor(user);
      const code = recoveryCodes[0]!;
      const answers = await Promise.all([
        signInWithCode(user, factorId, code),
        signInWithCode(user, factorId, code),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    });

    it('refuses another user’s recovery code, and a code that is not one', async () => {
      const owner = await newUser(t.app);
      const other = await newUser(t.app);
      const mine = await verifiedFactor(owner);
      const theirs = await verifiedFactor(other);
      expectAuthError(
        await signInWithCode(owner, mine.factorId, theirs.recoveryCodes[0]!),
        'INVALID_MFA_CODE',
      );
      expectAuthError(await signInWithCode(owner, mine.factorId, 'uuuuu-uuuuu'), 'INVALID_MFA_CODE');
      // the other user's code is untouched
      expect((await signInWithCode(other, theirs.factorId, theirs.recoveryCodes[0]!)).statusCode).toBe(200);
    });

    it('does not complete an enrolment with a recovery code, and spends none trying', async () => {
      const user = await newUser(t.app);
      const { aal2, recoveryCodes } = await verifiedFactor(user);
      const second = (
        await enroll(aal2.accessToken, { factor_type: 'totp', friendly_name: 'Backup phone' })
      ).json<{ id: string }>();
      const started = (await challenge(aal2.accessToken, second.id)).json<{ id: string }>();
      expectAuthError(
        await verify(aal2.accessToken, second.id, started.id, recoveryCodes[0]!),
        'INVALID_MFA_CODE',
      );
      const profile = (await me(t, aal2.accessToken)).json<{ factors: { id: string; status: string }[] }>();
      expect(profile.factors.find((f) => f.id === second.id)?.status).toBe('unverified');
      expect((await recoveryStatus(aal2.accessToken)).json()).toMatchObject({ remaining: 10 });
    });

    it('regenerates at aal2 only: a new set of 10, and every old code stops working', async () => {
      const user = await newUser(t.app);
      const { factorId, aal2, recoveryCodes: old } = await verifiedFactor(user);
      const aal1 = await extraSession(t, user.id);
      expectAuthError(await regenerate(aal1.accessToken), 'AAL2_REQUIRED');

      const res = await regenerate(aal2.accessToken);
      expect(res.statusCode).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      const { codes } = res.json<{ codes: string[] }>();
      expect(codes).toHaveLength(10);
      for (const code of codes) expect(code).toMatch(CODE);
      expect(codes.filter((code) => old.includes(code))).toEqual([]);
      expect((await recoveryStatus(aal2.accessToken)).json()).toMatchObject({ remaining: 10 });

      expectAuthError(await signInWithCode(user, factorId, old[0]!), 'INVALID_MFA_CODE');
      expect((await signInWithCode(user, factorId, codes[0]!)).statusCode).toBe(200);
    });

    it('refuses to make codes without a verified authenticator: 409 NO_VERIFIED_FACTOR', async () => {
      const user = await newUser(t.app);
      expectAuthError(await regenerate(user.session.accessToken), 'NO_VERIFIED_FACTOR');
      expect((await recoveryStatus(user.session.accessToken)).json()).toEqual({
        remaining: 0,
        issuedAt: null,
      });
    });

    it('go with the last verified authenticator', async () => {
      const user = await newUser(t.app);
      const { factorId, aal2 } = await verifiedFactor(user);
      expect((await unenroll(aal2.accessToken, factorId)).statusCode).toBe(204);
      expect((await recoveryStatus(aal2.accessToken)).json()).toEqual({ remaining: 0, issuedAt: null });
    });

    it('are exported without their hashes and deleted with the account', async () => {
      const user = await newUser(t.app);
      const { factorId, aal2, recoveryCodes } = await verifiedFactor(user);
      expect((await signInWithCode(user, factorId, recoveryCodes[0]!)).statusCode).toBe(200);
      const exported = await t.app.inject({
        method: 'GET',
        url: '/api/v1/me/export',
        headers: bearer(aal2.accessToken),
      });
      expect(exported.statusCode).toBe(200);
      const data = exported.json<{ recoveryCodes: { createdAt: string; usedAt: string | null }[] }>();
      expect(data.recoveryCodes).toHaveLength(10);
      expect(data.recoveryCodes.filter((code) => code.usedAt !== null)).toHaveLength(1);
      for (const code of data.recoveryCodes)
        expect(Object.keys(code).sort()).toEqual(['createdAt', 'usedAt']);
      const { rows } = await sql<{ code_hash: string }>(
        t,
        'select code_hash from mfa_recovery_codes where user_id = $1',
        [user.id],
      );
      for (const row of rows) expect(exported.body).not.toContain(row.code_hash);

      const deleted = await t.app.inject({
        method: 'POST',
        url: '/api/v1/me/delete-account',
        headers: { ...bearer(aal2.accessToken), 'content-type': 'application/json' },
      });
      expect(deleted.statusCode).toBe(204);
      const left = await sql(t, 'select 1 from mfa_recovery_codes where user_id = $1', [user.id]);
      expect(left.rowCount).toBe(0);
    });
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
