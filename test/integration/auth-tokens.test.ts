import { randomUUID } from 'node:crypto';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  exportSPKI,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';
import { SigningKeysService } from '../../src/modules/auth/signing-keys.service.js';
import {
  AUTH,
  expectAuthError,
  jwtPayload,
  me,
  mfaToken,
  PUBLIC_URL,
  useAuthTestApp,
  UUID,
} from '../support/auth-helpers.js';
import { newUser, type TestUser } from '../support/factories.js';
import { first } from '../support/lists.js';

const ISSUER = PUBLIC_URL;
const AUDIENCE = 'kickshots';

describe('auth: access tokens', () => {
  const t = useAuthTestApp();
  let user: TestUser;
  let claims: JWTPayload;
  let ours: { kid: string; key: CryptoKey };

  beforeAll(async () => {
    user = await newUser(t.app);
    claims = jwtPayload(user.session.accessToken);
    ours = await t.app.get(SigningKeysService, { strict: false }).signingKey();
  });

  /** A token with the user's claims (overridable), signed with our own key unless told otherwise. */
  function forge(
    overrides: JWTPayload = {},
    signer: { kid: string; key: CryptoKey } = ours,
    alg = 'ES256',
  ): Promise<string> {
    return new SignJWT({ ...claims, jti: randomUUID(), ...overrides })
      .setProtectedHeader({ alg, kid: signer.kid, typ: 'JWT' })
      .sign(signer.key);
  }

  it('accepts a genuine access token (our own key re-signing the same claims is accepted too)', async () => {
    expect((await me(t, user.session.accessToken)).statusCode).toBe(200);
    // Control for the forgeries below: they fail for the one thing each changes.
    expect((await me(t, await forge())).statusCode).toBe(200);
  });

  it('refuses GET me without a token: 401 UNAUTHENTICATED', async () => {
    expectAuthError(await t.app.inject({ method: 'GET', url: `${AUTH}/me` }), 'UNAUTHENTICATED');
    const notBearer = await t.app.inject({
      method: 'GET',
      url: `${AUTH}/me`,
      headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
    });
    expectAuthError(notBearer, 'UNAUTHENTICATED');
  });

  it.each(['garbage', 'a.b.c', 'eyJhbGciOiJFUzI1NiJ9.e30.c2ln'])(
    'refuses the garbage token %p: 401 UNAUTHENTICATED',
    async (token) => {
      expectAuthError(await me(t, token), 'UNAUTHENTICATED');
    },
  );

  it('refuses a token signed by a different ES256 key with a kid that is not ours', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    expectAuthError(await me(t, await forge({}, { kid: randomUUID(), key: privateKey })), 'UNAUTHENTICATED');
  });

  it('refuses a token signed by a different ES256 key that claims our kid', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    expectAuthError(await me(t, await forge({}, { kid: ours.kid, key: privateKey })), 'UNAUTHENTICATED');
  });

  it('refuses HS256 tokens, including one keyed with our public key (algorithm confusion)', async () => {
    const secret = new TextEncoder().encode('a-shared-secret-that-nobody-should-accept-32b');
    const hs256 = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', kid: ours.kid, typ: 'JWT' })
      .sign(secret);
    expectAuthError(await me(t, hs256), 'UNAUTHENTICATED');

    const jwks = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json<JSONWebKeySet>();
    const pem = await exportSPKI((await importJWK(first(jwks.keys), 'ES256')) as CryptoKey);
    const confused = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', kid: ours.kid, typ: 'JWT' })
      .sign(new TextEncoder().encode(pem));
    expectAuthError(await me(t, confused), 'UNAUTHENTICATED');
  });

  it('refuses an unsigned (alg none) token', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', kid: ours.kid, typ: 'JWT' })}.${encode(claims)}.`;
    expectAuthError(await me(t, unsigned), 'UNAUTHENTICATED');
  });

  it('refuses a token for another audience, including the MFA sign-in token', async () => {
    expectAuthError(await me(t, await forge({ aud: 'someone-else' })), 'UNAUTHENTICATED');
    expectAuthError(await me(t, await mfaToken(t, user.id)), 'UNAUTHENTICATED');
  });

  it('refuses a token from another issuer', async () => {
    expectAuthError(await me(t, await forge({ iss: 'https://evil.example.com' })), 'UNAUTHENTICATED');
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    expectAuthError(await me(t, await forge({ iat: now - 1000, exp: now - 100 })), 'UNAUTHENTICATED');
  });

  it('refuses a token signed with our key but without an expiry (it would never die)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const noExp = await forge({ iat: now, exp: undefined });
    expect(jwtPayload(noExp)).not.toHaveProperty('exp');
    expectAuthError(await me(t, noExp), 'UNAUTHENTICATED');
    // nor does it end the session it names at sign-out
    const out = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/sign-out`,
      headers: { authorization: `Bearer ${noExp}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(t, user.session.accessToken)).statusCode).toBe(200);
  });

  it('refuses a token without an issue time', async () => {
    const now = Math.floor(Date.now() / 1000);
    const noIat = await forge({ iat: undefined, exp: now + 600 });
    expect(jwtPayload(noIat)).not.toHaveProperty('iat');
    expectAuthError(await me(t, noIat), 'UNAUTHENTICATED');
  });

  it('refuses a token issued more than 60 s in the future, and takes one within the clock skew', async () => {
    const now = Math.floor(Date.now() / 1000);
    const ahead = await forge({ iat: now + 120, exp: now + 900 });
    expectAuthError(await me(t, ahead), 'UNAUTHENTICATED');
    const out = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/sign-out`,
      headers: { authorization: `Bearer ${ahead}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(t, user.session.accessToken)).statusCode).toBe(200);
    // another replica's clock a little ahead of ours
    expect((await me(t, await forge({ iat: now + 30, exp: now + 900 }))).statusCode).toBe(200);
  });

  it('publishes the ES256 public keys at /.well-known/jwks.json (no private parts)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { keys } = res.json<{ keys: Record<string, string>[] }>();
    expect(keys.length).toBeGreaterThanOrEqual(1);
    for (const key of keys) {
      expect(Object.keys(key).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    }
    expect(keys.map((key) => key.kid)).toContain(decodeProtectedHeader(user.session.accessToken).kid);
  });

  it('verifies as an outside integrator would, with the published JWKS', async () => {
    const jwks = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json<JSONWebKeySet>();
    const { payload, protectedHeader } = await jwtVerify(user.session.accessToken, createLocalJWKSet(jwks), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['ES256'],
    });
    expect(protectedHeader).toEqual({ alg: 'ES256', kid: expect.any(String), typ: 'JWT' });
    expect(payload).toEqual({
      iss: ISSUER,
      aud: AUDIENCE,
      sub: user.id,
      email: user.email,
      role: 'user',
      aal: 'aal1',
      session_id: expect.stringMatching(UUID),
      iat: expect.any(Number),
      exp: expect.any(Number),
      jti: expect.stringMatching(UUID),
    });
    expect(payload.exp! - payload.iat!).toBe(900);
    expect(payload.exp).toBe(user.session.expiresAt);
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(60);
  });
});

describe('auth: JWKS over a real socket', () => {
  const t = useAuthTestApp(); // its close also closes the listener

  it('verifies an access token with createRemoteJWKSet against the listening app', async () => {
    const user = await newUser(t.app);
    await t.app.listen(0, '127.0.0.1');
    const url = await t.app.getUrl();
    const jwks = createRemoteJWKSet(new URL(`${url}/.well-known/jwks.json`));
    const { payload } = await jwtVerify(user.session.accessToken, jwks, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['ES256'],
    });
    expect(payload).toMatchObject({ sub: user.id, email: user.email, role: 'user', aal: 'aal1' });
    expect(payload.exp! - payload.iat!).toBe(900);
    await expect(
      jwtVerify(user.session.accessToken, jwks, { issuer: ISSUER, audience: 'someone-else' }),
    ).rejects.toThrow();
  });
});
