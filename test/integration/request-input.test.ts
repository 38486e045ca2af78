import { createTestApp, type TestApp } from '../support/app.js';
import { sendWebhook, signedEvent } from '../support/billing-helpers.js';
import { newAdmin, newUser, type TestUser } from '../support/factories.js';

/** What every route holds its input to before any pipe sees it (src/common/http/request-input.ts). */
describe('request input limits, text and empty bodies', () => {
  let t: TestApp;
  let player: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
    player = await newUser(t.app);
  });
  afterAll(() => t.close());

  const json = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: string, user?: TestUser) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { 'content-type': 'application/json', ...(user?.auth ?? {}) },
    });
  const expectFieldError = (res: { statusCode: number; json(): unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      errors: [expect.objectContaining({ field })],
    });
  };

  it('refuses a body nested 2,000 levels deep with 400, without a sign-in', async () => {
    const deep = `${'['.repeat(2000)}${']'.repeat(2000)}`;
    for (const url of ['/api/v1/auth/sign-in', '/api/v1/site/not-found', '/api/v1/practice/attempts']) {
      const res = await json('POST', url, deep);
      expectFieldError(res, 'body');
      expect(res.json<{ message: string }>().message).toContain('nested more than 32 levels');
    }
  });

  it('refuses a 1 MB nested body before parsing it', async () => {
    const half = 500_000;
    const res = await json(
      'POST',
      '/api/v1/auth/sign-in',
      `${'{"a":'.repeat(half / 5)}1${'}'.repeat(half / 5)}`,
    );
    expectFieldError(res, 'body');
  });

  it('accepts nesting up to the limit and counts brackets inside strings as text', async () => {
    const res = await json(
      'POST',
      '/api/v1/site/not-found',
      JSON.stringify({ path: `/${'[{'.repeat(100)}` }),
    );
    expect(res.statusCode).toBe(204);
  });

  it('refuses oversized arrays and strings, naming the field', async () => {
    expectFieldError(
      await json(
        'POST',
        '/api/v1/site/not-found',
        JSON.stringify({ path: '/x', list: new Array(1001).fill(1) }),
      ),
      'list',
    );
    expectFieldError(
      await json('POST', '/api/v1/site/not-found', JSON.stringify({ path: `/${'x'.repeat(50_001)}` })),
      'path',
    );
  });

  it.each([
    ['a lone surrogate', 'player\\ud800@example.com'],
    ['a NUL', 'player\\u0000@example.com'],
    ['a control character', 'player\\u001b@example.com'],
  ])('refuses %s in an e-mail with 400 naming the field (sign-in, sign-up, recover)', async (_, email) => {
    for (const url of ['/api/v1/auth/sign-in', '/api/v1/auth/sign-up', '/api/v1/auth/recover']) {
      const res = await json('POST', url, `{"email":"${email}","password":"corner-pocket-42"}`);
      expectFieldError(res, 'email');
    }
  });

  it('refuses a NUL in a promo code and in a checkout session id with 400, not 500 or 502', async () => {
    expectFieldError(
      await json('POST', '/api/v1/billing/promo-codes/redeem', '{"promoCode":"SPRING\\u0000"}', player),
      'promoCode',
    );
    expectFieldError(
      await json('POST', '/api/v1/billing/verify', '{"sessionId":"cs_test_\\u0000"}', player),
      'sessionId',
    );
  });

  it('refuses control characters in query and path parameters', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/v1/cards?q=%00', headers: player.auth });
    expectFieldError(query, 'q');
    const path = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/reset-password/abc%00def',
    });
    expectFieldError(path, 'token');
  });

  it('refuses property names that reach a prototype', async () => {
    const res = await json('POST', '/api/v1/site/not-found', '{"path":"/x","__proto__":{"admin":true}}');
    expectFieldError(res, '__proto__');
  });

  it('refuses unknown properties named like an object method, which class-transformer skips', async () => {
    for (const name of ['toString', 'hasOwnProperty', 'valueOf']) {
      const body = await json('POST', '/api/v1/site/not-found', `{"path":"/x","${name}":[1]}`);
      expectFieldError(body, name);
      const query = await t.app.inject({
        method: 'GET',
        url: `/api/v1/cards?${name}=1`,
        headers: player.auth,
      });
      expectFieldError(query, name);
    }
  });

  it('keeps tab and line breaks, the whitespace of multi-line text', async () => {
    const res = await json('POST', '/api/v1/site/not-found', JSON.stringify({ path: '/a\tb\r\nc' }));
    expect(res.statusCode).toBe(204);
  });

  it('treats an empty body with a JSON content type as no body', async () => {
    const put = await json('PUT', '/api/v1/me/favourites/black-2S', '', player);
    expect(put.statusCode).toBe(201);
    const remove = await json('DELETE', '/api/v1/me/favourites/black-2S', '', player);
    expect(remove.statusCode).toBe(204);
    const checkout = await json('POST', '/api/v1/billing/checkout', '', player);
    expect(checkout.statusCode).toBe(200);
    const blank = await json('POST', '/api/v1/billing/checkout', ' \n', player);
    expect(blank.statusCode).toBe(200);
  });

  it('still answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await json('POST', '/api/v1/auth/sign-in', '{"email":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_JSON', errors: [{ field: 'body' }] });
  });

  it.each(['/api/v1/me/favourites', '/api/v1/practice/progress', '/api/v1/achievements'])(
    'refuses unknown query parameters on %s, which reads none',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url: `${url}?limt=10`, headers: player.auth });
      expectFieldError(res, 'limt');
    },
  );

  it('refuses an unknown query parameter on an admin route only once the caller is known to be an admin', async () => {
    const notAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/system?limt=10',
      headers: player.auth,
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toMatchObject({ code: 'ADMIN_REQUIRED' });
    const admin = await newAdmin(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/system?limt=10',
      headers: admin.auth,
    });
    expectFieldError(res, 'limt');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/admin/system?limt=10' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('leaves query parameters to the route query DTO where there is one', async () => {
    const known = await t.app.inject({ method: 'GET', url: '/api/v1/cards?deck=red', headers: player.auth });
    expect(known.statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cards?colour=red',
      headers: player.auth,
    });
    expectFieldError(unknown, 'colour');
  });
});

describe("a provider's signed raw body", () => {
  const secret = 'whsec_request_input';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_kickshots', STRIPE_WEBHOOK_SECRET: secret });
  });
  afterAll(() => t.close());

  it('is not refused for our text rules: a signed Stripe event with a control character is acknowledged', async () => {
    const { payload, signature } = signedEvent(
      {
        id: 'evt_ctrl',
        type: 'customer.created',
        created: 1_700_000_000,
        object: { description: 'a\u0001b' },
      },
      secret,
    );
    expect(payload).toContain('\\u0001');
    const res = await sendWebhook(t, payload, signature);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ received: true });
  });

  it('is still held to the depth limit, before anything parses it', async () => {
    const res = await sendWebhook(t, `${'['.repeat(100)}${']'.repeat(100)}`, 't=1,v1=x');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'body' }] });
  });
});

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://kickshots.example.com',
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      MAIL: 'files',
    });
  });
  afterAll(() => t.close());

  it.each(['/api/v1/health', '/api/docs', '/api/openapi.json', '/billing/sandbox/nope'])(
    'sends a CSP without inline scripts, frame protection, nosniff, a referrer policy and HSTS on %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // images: our own, and of the outside world only YouTube's thumbnail server (Links & Media)
      expect(csp).toContain("img-src 'self' data: blob: https://i.ytimg.com;");
      expect(csp).toContain('upgrade-insecure-requests');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    },
  );

  it('keeps the stricter policy of the diagrams, which are SVG documents', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/kickshot-diagrams/black/black-2S.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks API answers no-store unless the route chose a cache policy', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.headers['cache-control']).toBe('no-store');
    const error = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(error.headers['cache-control']).toBe('no-store');
    const keys = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(keys.headers['cache-control']).toBe('public, max-age=300');
    const player = await newUser(t.app);
    const stats = await t.app.inject({ method: 'GET', url: '/api/v1/stats/global', headers: player.auth });
    expect(stats.headers['cache-control']).toBe('private, max-age=30');
  });
});

describe('security headers on plain http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(() => t.close());

  it('sends no HSTS and does not upgrade requests, which would break a plain-http install', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});
