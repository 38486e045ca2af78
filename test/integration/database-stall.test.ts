import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '../../src/config/app-config.js';
import { createApp } from '../../src/server.js';
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

  it('recovers by itself once the database answers again', async () => {
    proxy.thaw();
    let ready = await get('/api/v1/ready');
    for (let i = 0; i < 50 && ready.statusCode !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ready = await get('/api/v1/ready');
    }
    expect(ready.statusCode).toBe(200);
    expect((await get('/api/v1/me/favourites', player.auth)).statusCode).toBe(200);
  });
});
