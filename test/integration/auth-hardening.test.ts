import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { SignJWT, generateKeyPair } from 'jose';
import { MailTransport, type MailMessage } from '../../src/modules/mail/mail.types.js';
import { totp } from '../../src/modules/auth/totp.js';
import {
  AUTH,
  authMailsSent,
  challengeFactor,
  changePassword,
  enrollFactor,
  expectAuthError,
  extraSession,
  ipFactory,
  jwtParts,
  jwtPayload,
  linkToken,
  mailsTo,
  me,
  mfaToken,
  PUBLIC_URL,
  recover,
  refresh,
  resetPassword,
  resetStatus,
  signIn,
  signUp,
  sql,
  useAuthTestApp,
  verifyFactor,
  WEAK_PASSWORD_ANSWER,
  type InjectResponse,
} from '../support/auth-helpers.js';
import { newUser } from '../support/factories.js';
import { first, one } from '../support/lists.js';

/** Issue 14, the auth module's share: sign-out by bearer, no-store, weak passwords, one rotation, recover's mail. */
describe('auth hardening', () => {
  const t = useAuthTestApp();
  const ip = ipFactory(14);
  afterEach(() => jest.restoreAllMocks());

  const signOut = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `${AUTH}/sign-out`, headers, remoteAddress: ip() });

  describe('sign-out with only a bearer token', () => {
    it('ends the session the access token belongs to: its access and refresh tokens stop at once', async () => {
      const user = await newUser(t.app);
      const otherDevice = await extraSession(t, user.id);
      // The access token is verified (and remembered by this replica) before the sign-out.
      expect((await me(t, user.session.accessToken)).statusCode).toBe(200);

      const res = await signOut(user.auth);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');

      expectAuthError(await me(t, user.session.accessToken), 'UNAUTHENTICATED');
      expectAuthError(await refresh(t, user.session.refreshToken, ip()), 'INVALID_REFRESH_TOKEN');
      // Only that session ended: the user's other device is still signed in.
      expect((await me(t, otherDevice.accessToken)).statusCode).toBe(200);
      expect((await refresh(t, otherDevice.refreshToken, ip())).statusCode).toBe(200);
    });

    it('answers 204 to an invalid, forged or MFA-only bearer token and ends nothing', async () => {
      const victim = await newUser(t.app);
      const sessionId = jwtPayload(victim.session.accessToken).session_id as string;
      const [header, , signature] = jwtParts(victim.session.accessToken);

      // The victim's claims with another payload but the old signature: not a valid token.
      const tampered = `${header}.${Buffer.from(
        JSON.stringify({ ...jwtPayload(victim.session.accessToken), jti: 'changed' }),
      ).toString('base64url')}.${signature}`;
      // A well-formed token naming the victim's session, signed by a key that is not ours.
      const { privateKey } = await generateKeyPair('ES256');
      const forged = await new SignJWT({ email: victim.email, aal: 'aal1', session_id: sessionId })
        .setProtectedHeader({
          alg: 'ES256',
          kid: JSON.parse(Buffer.from(header, 'base64url').toString()).kid,
        })
        .setIssuer(PUBLIC_URL)
        .setAudience('kickshots')
        .setSubject(victim.id)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(
        JSON.stringify({ ...jwtPayload(victim.session.accessToken) }),
      ).toString('base64url')}.`;

      for (const token of ['not-a-jwt', 'a.b.c', tampered, forged, unsigned]) {
        const res = await signOut({ authorization: `Bearer ${token}` });
        expect({ token, status: res.statusCode }).toEqual({ token, status: 204 });
      }
      // The MFA sign-in token is no access token: it names no session to end.
      expect((await signOut({ authorization: `Bearer ${await mfaToken(t, victim.id)}` })).statusCode).toBe(
        204,
      );
      expect((await me(t, victim.session.accessToken)).statusCode).toBe(200);
      expect((await refresh(t, victim.session.refreshToken, ip())).statusCode).toBe(200);
    });

    it('ends both sessions when the cookie and the bearer token name different ones', async () => {
      const user = await newUser(t.app);
      const other = await extraSession(t, user.id);
      const res = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/sign-out`,
        headers: user.auth,
        cookies: { ks_refresh: other.refreshToken },
        remoteAddress: ip(),
      });
      expect(res.statusCode).toBe(204);
      expectAuthError(await me(t, user.session.accessToken), 'UNAUTHENTICATED');
      expectAuthError(await me(t, other.accessToken), 'UNAUTHENTICATED');
    });
  });

  describe('token answers are never cached', () => {
    const expectNoStore = (res: InjectResponse, status: number) => {
      expect({ status: res.statusCode, cacheControl: res.headers['cache-control'] }).toEqual({
        status,
        cacheControl: 'no-store',
      });
    };

    it('sends Cache-Control: no-store with every answer that carries a token or a secret', async () => {
      const signedUp = await signUp(t, { email: 'no-store@example.com', password: 'corner-pocket-42' }, ip());
      expectNoStore(signedUp, 201);
      const session = signedUp.json<{ accessToken: string; refreshToken: string }>();
      expectNoStore(await signIn(t, 'no-store@example.com', 'corner-pocket-42', ip()), 200);
      expectNoStore(await refresh(t, session.refreshToken, ip()), 200);

      // MFA: the enrolment (its secret), the password step (its MFA token) and the verified session.
      const user = await newUser(t.app);
      const token = user.session.accessToken;
      const enroll = await enrollFactor(t, token, undefined, ip());
      expectNoStore(enroll, 201);
      const factor = enroll.json<{ id: string; secret: string }>();
      const challenge = await challengeFactor(t, token, factor.id, ip());
      const verify = await verifyFactor(
        t,
        token,
        {
          factorId: factor.id,
          challengeId: challenge.json<{ id: string }>().id,
          code: totp(factor.secret, new Date()),
        },
        ip(),
      );
      expectNoStore(verify, 200);
      const mfaStep = await signIn(t, user.email, user.password, ip());
      expect(mfaStep.json()).toMatchObject({ mfaRequired: true });
      expectNoStore(mfaStep, 200);
    });
  });

  describe('weak passwords', () => {
    const signUpAs = (email: string, password: string) => signUp(t, { email, password }, ip());

    it('answers a common password with 400 WEAK_PASSWORD', async () => {
      const res = await signUpAs('common-one@example.com', 'password');
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: WEAK_PASSWORD_ANSWER,
      });
    });

    it.each([
      ['six spaces', '      '],
      ['one letter', 'aaaaaa'],
      ['three letters', 'abcabcabc'],
      ['two characters', 'abababab'],
      ['Unicode spaces only', '\u2002\u2003\u2004\u2005\u2006\u2007'],
      ['three emoji', '🎱🎱🎱🎯🎯🎳'],
    ])('refuses %s on sign-up with the same answer as a common password', async (_name, password) => {
      const res = await signUpAs(`weak-${Math.random().toString(36).slice(2)}@example.com`, password);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: WEAK_PASSWORD_ANSWER,
      });
    });

    it('refuses six NUL characters with 400 (never 201 or 500)', async () => {
      const res = await signUpAs('nul-password@example.com', '\u0000'.repeat(6));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: [expect.objectContaining({ field: 'password' })] });
    });

    it('accepts four different characters', async () => {
      expect((await signUpAs('four-kinds@example.com', 'abcdabcd')).statusCode).toBe(201);
    });

    it('refuses a weak password on change and reset too', async () => {
      const user = await newUser(t.app);
      const change = await changePassword(
        t,
        user.auth,
        { password: 'zzzzzzzz', currentPassword: user.password },
        ip(),
      );
      expect({ status: change.statusCode, body: change.json() }).toEqual({
        status: 400,
        body: WEAK_PASSWORD_ANSWER,
      });

      await recover(t, user.email, ip());
      await authMailsSent(t);
      const mail = first(await mailsTo(t.dataDir, user.email));
      const reset = await resetPassword(t, linkToken(mail, '/reset-password'), '        ', ip());
      expect({ status: reset.statusCode, body: reset.json() }).toEqual({
        status: 400,
        body: WEAK_PASSWORD_ANSWER,
      });
    });
  });

  describe('ten parallel refreshes of one token', () => {
    it('rotate it once: every success carries the same successor, and one live token remains', async () => {
      const user = await newUser(t.app);
      const address = ip();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => refresh(t, user.session.refreshToken, address)),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.every((status) => status === 200 || status === 401)).toBe(true);
      const successes = answers.filter((res) => res.statusCode === 200);
      expect(successes.length).toBeGreaterThanOrEqual(1);
      const successors = new Set(successes.map((res) => res.json<{ refreshToken: string }>().refreshToken));
      expect(successors.size).toBe(1);

      const family = jwtPayload(user.session.accessToken).session_id as string;
      const { rows } = await sql<{ live: string }>(
        t,
        'select count(*) as live from refresh_tokens where family_id = $1 and used_at is null and revoked_at is null',
        [family],
      );
      expect(one(rows).live).toBe('1');

      // The successor works (once), and the session goes on.
      const successor = one([...successors]);
      const next = await refresh(t, successor, address);
      expect(next.statusCode).toBe(200);
      expect((await me(t, next.json<{ accessToken: string }>().accessToken)).statusCode).toBe(200);
    });
  });

  describe('recover: the answer does not wait for the mail', () => {
    it('answers 200 while the mail transport is stuck, and the mail goes out once it moves', async () => {
      const user = await newUser(t.app);
      const transport = t.app.get(MailTransport, { strict: false });
      const send = transport.send.bind(transport);
      let unblock!: () => void;
      const blocked = new Promise<void>((resolve) => (unblock = resolve));
      const calls: MailMessage[] = [];
      jest.spyOn(transport, 'send').mockImplementation(async (message) => {
        calls.push(message);
        await blocked;
        await send(message);
      });

      const res = await recover(t, user.email, ip());
      expect(res.statusCode).toBe(200);
      expect(await mailsTo(t.dataDir, user.email)).toEqual([]);

      unblock();
      await authMailsSent(t);
      expect(calls.map((message) => message.to)).toEqual([user.email]);
      const mail = first(await mailsTo(t.dataDir, user.email));
      expect(mail.subject).toBe('Reset your Kickshots password');
      const token = linkToken(mail, '/reset-password');
      const status = await resetStatus(t, token, ip());
      expect(status.json()).toEqual({ valid: true, email: user.email });
    });

    it('tries again when the transport fails, and logs the failure without the link', async () => {
      const user = await newUser(t.app);
      const transport = t.app.get(MailTransport, { strict: false });
      const send = transport.send.bind(transport);
      let failures = 0;
      jest.spyOn(transport, 'send').mockImplementation(async (message) => {
        if (failures === 0) {
          failures += 1;
          throw new Error('421 mail server busy');
        }
        await send(message);
      });
      const logged: unknown[] = [];
      jest.spyOn(Logger.prototype, 'warn').mockImplementation((...args: unknown[]) => {
        logged.push(args);
      });

      const res = await recover(t, user.email, ip());
      expect(res.statusCode).toBe(200);
      await authMailsSent(t);
      expect(await mailsTo(t.dataDir, user.email)).toHaveLength(1);
      const text = JSON.stringify(logged);
      expect(text).toContain('421 mail server busy');
      expect(text).toContain(user.id);
      expect(text).not.toContain('token=');
    });
  });
});
