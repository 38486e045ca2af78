import { createTestApp, type TestApp } from '../support/app.js';

describe('health, errors and request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/v1/health answers while the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/v1/ready checks the database and the migrations', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', database: 'up', pendingMigrations: 0 });
  });

  it('echoes a well-formed X-Request-Id and makes one up otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(given.headers['x-request-id']).toBe('trace-42');
    const made = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'bad id!' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No route for GET /api/v1/nowhere',
      code: 'NOT_FOUND',
    });
  });

  it('refuses bad bodies with 400 naming each field and reason', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/site/not-found',
      payload: { path: 'no-slash', extra: true },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'path', message: 'must start with /' },
        { field: 'extra', message: 'property extra should not exist' },
      ]),
    );
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/site/not-found',
      headers: { 'content-type': 'application/json' },
      payload: '{"path":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'INVALID_JSON' });
  });

  it('accepts a client 404 report', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/site/not-found',
      payload: { path: '/nope' },
    });
    expect(res.statusCode).toBe(204);
  });

  it('serves public site information', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appName: 'Kickshots',
      contact: { supportEmail: 'support@kickshots.app' },
      trialDays: 365,
      version: '1.0.0',
      plan: {
        name: 'Kickshots annual subscription',
        priceLabel: '$34.95',
        amountCents: 3495,
        currency: 'usd',
        interval: 'year',
      },
    });
  });
});
