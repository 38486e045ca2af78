import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { importJWK, SignJWT } from 'jose';
import { loadConfig } from '../../src/config/app-config.js';
import { SigningKeysService } from '../../src/modules/auth/signing-keys.service.js';
import { createApp } from '../../src/server.js';
import { jwtPayload, setCookie } from '../support/auth-helpers.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { newUser, type TestUser } from '../support/factories.js';
import { FreezableProxy } from '../support/freezable-proxy.js';

/**
 * The database stops answering (a proxy in front of it stops forwarding): requests and the readiness
 * probe answer 503 within the configured timeouts instead of hanging, and everything works again
 * once the database answers.
 */
describe('a stalled database', () => {
  let db: TestDatabase;
  let proxy: FreezableProxy;
  let app: NestFastifyApplication;
  let player: TestUser;
  /** Signed in before the stall, but never seen by this replica: nothing of it is remembered. */
  let fresh: TestUser;
  /** An access token of `fresh`'s session signed by a key this replica has not read yet. */
  let newKeyToken: string;
  /** Signs out during the stall. */
  let leaving: TestUser;

  beforeAll(async () => {
    db = await createTestDatabase();
    const target = new URL(db.url);
    proxy = await FreezableProxy.start({ host: target.hostname, port: Number(target.port) });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '1500',
    });
    app = await createApp({ config, databaseUrl: proxy.urlFor(db.url), schedule: false, client: false });
    await app.getHttpAdapter().getInstance().ready();
    player = await newUser(app);
    fresh = await newUser(app);
    leaving = await newUser(app);
    // another replica made a new signing key: this one has not loaded it
    const key = await app.get(SigningKeysService, { strict: false }).rotate();
    newKeyToken = await new SignJWT({ ...jwtPayload(fresh.session.accessToken), jti: randomUUID() })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
      .sign(await importJWK(key.privateJwk, 'ES256'));
  });
  afterAll(async () => {
    proxy.thaw();
    await app.close();
    await proxy.close();
    await db.drop();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('is ready while the database answers', async () => {
    expect((await get('/api/v1/ready')).statusCode).toBe(200);
    expect((await get('/api/v1/me/favourites', player.auth)).statusCode).toBe(200);
  });

  it('answers /ready 503 within 2 s and API requests 503 DATABASE_UNAVAILABLE while it is frozen', async () => {
    proxy.freeze();
    const started = Date.now();
    const ready = await get('/api/v1/ready');
    const readyMs = Date.now() - started;
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'NOT_READY' });
    expect(readyMs).toBeLessThan(2_000 + 1_000); // the probe's own bound, plus scheduling slack

    const res = await get('/api/v1/me/favourites', player.auth);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
      code: 'DATABASE_UNAVAILABLE',
    });
    expect(res.headers['retry-after']).toBe('5');

    // practice attempts go through the writer thread's own connection: bounded the same way
    const attempt = await app.inject({
      method: 'POST',
      url: '/api/v1/practice/attempts',
      headers: player.auth,
      payload: { cardId: 'black-2S', success: true, localDate: new Date().toISOString().slice(0, 10) },
    });
    expect(attempt.statusCode).toBe(503);
    expect(attempt.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
  }, 20_000);

  const DATABASE_UNAVAILABLE = {
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'The service is briefly unavailable. Please try again in a few seconds.',
    code: 'DATABASE_UNAVAILABLE',
  };

  /** Sends a request and measures how long its answer took. */
  async function timed(request: Parameters<NestFastifyApplication['inject']>[0]) {
    const started = Date.now();
    const res = await app.inject(request);
    return { res, ms: Date.now() - started };
  }

  it('answers a valid access token 503 DATABASE_UNAVAILABLE (never 401) within 3 s while it is frozen', async () => {
    proxy.freeze();
    // a token this replica has not seen: its session's revocation check cannot reach the database
    // (on any authenticated route); one it verified lately: GET me's user lookup cannot
    for (const [who, auth, url] of [
      ['fresh', fresh.auth, '/api/v1/auth/me'],
      ['fresh', fresh.auth, '/api/v1/me/favourites'],
      ['player', player.auth, '/api/v1/auth/me'],
    ] as const) {
      const { res, ms } = await timed({ method: 'GET', url, headers: auth });
      expect({ who, url, status: res.statusCode, body: res.json() }).toEqual({
        who,
        url,
        status: 503,
        body: DATABASE_UNAVAILABLE,
      });
      expect(res.headers['retry-after']).toBe('5');
      expect({ who, url, within3s: ms < 3_000, ms }).toMatchObject({ who, url, within3s: true });
    }
    // the token's signing key cannot be read either
    const { res, ms } = await timed({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${newKeyToken}` },
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 503, body: DATABASE_UNAVAILABLE });
    expect(ms).toBeLessThan(3_000);
  }, 20_000);

  it('answers a token it verified over 15 s ago 503 (never 401): its session cannot be checked again', async () => {
    proxy.freeze();
    const now = Date.now.bind(Date);
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now() + 16_000);
    try {
      const { res, ms } = await timed({ method: 'GET', url: '/api/v1/me/favourites', headers: player.auth });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 503,
        body: DATABASE_UNAVAILABLE,
      });
      expect(ms).toBeLessThan(3_000);
    } finally {
      clock.mockRestore();
    }
  }, 20_000);

  it('answers a refresh with a valid refresh cookie 503 within 3 s and keeps the cookie', async () => {
    proxy.freeze();
    const { res, ms } = await timed({
      method: 'POST',
      url: '/api/v1/auth/token',
      cookies: { ks_refresh: fresh.session.refreshToken, ks_session: '1' },
      payload: {},
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 503, body: DATABASE_UNAVAILABLE });
    expect(ms).toBeLessThan(3_000);
    // the browser keeps its refresh cookie and the session hint: the player stays signed in
    expect(setCookie(res)).toBeUndefined();
    expect(setCookie(res, 'ks_session')).toBeUndefined();

    // a sign-out cannot reach the database either: it says so in time
    const out = await timed({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { ...leaving.auth, 'x-requested-with': 'XMLHttpRequest' },
      payload: {},
    });
    expect({ status: out.res.statusCode, body: out.res.json() }).toEqual({
      status: 503,
      body: DATABASE_UNAVAILABLE,
    });
    expect(out.ms).toBeLessThan(3_000);
  }, 20_000);

  it('answers a valid token and a refresh 503 at once, never 401, while the database drops connections', async () => {
    proxy.cut(); // crashed or restarting: every query fails at once instead of hanging
    for (const headers of [fresh.auth, { authorization: `Bearer ${newKeyToken}` }]) {
      const { res, ms } = await timed({ method: 'GET', url: '/api/v1/auth/me', headers });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 503,
        body: DATABASE_UNAVAILABLE,
      });
      expect(ms).toBeLessThan(3_000);
    }
    const { res, ms } = await timed({
      method: 'POST',
      url: '/api/v1/auth/token',
      cookies: { ks_refresh: fresh.session.refreshToken, ks_session: '1' },
      payload: {},
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 503, body: DATABASE_UNAVAILABLE });
    expect(ms).toBeLessThan(3_000);
    expect(setCookie(res)).toBeUndefined();
    expect(setCookie(res, 'ks_session')).toBeUndefined();
  }, 20_000);

  it('recovers by itself once the database answers again', async () => {
    proxy.thaw();
    let ready = await get('/api/v1/ready');
    for (let i = 0; i < 50 && ready.statusCode !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ready = await get('/api/v1/ready');
    }
    expect(ready.statusCode).toBe(200);
    expect((await get('/api/v1/me/favourites', player.auth)).statusCode).toBe(200);
    // the sessions the stall met are still live: their tokens and refresh cookie work again
    expect((await get('/api/v1/auth/me', fresh.auth)).statusCode).toBe(200);
    expect((await get('/api/v1/auth/me', { authorization: `Bearer ${newKeyToken}` })).statusCode).toBe(200);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      cookies: { ks_refresh: fresh.session.refreshToken },
      payload: {},
    });
    expect(refreshed.statusCode).toBe(200);
  });
});
