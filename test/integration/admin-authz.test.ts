import { createTestApp, type TestApp } from '../support/app.js';
import { newPlayerWithAccess, type TestUser } from '../support/factories.js';

interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every admin operation in the served OpenAPI document (so a new admin route is covered without
 * editing this file): a player gets 403 ADMIN_REQUIRED, a visitor 401.
 */
describe('admin API: admins only', () => {
  let t: TestApp;
  let player: TestUser;
  let operations: { method: (typeof METHODS)[number]; url: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    player = await newPlayerWithAccess(t.app);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      .flatMap(([path, item]) =>
        METHODS.filter((method) => item[method] !== undefined).map((method) => ({
          method,
          url: path.replace(/\{[^}]+\}/g, SAMPLE_ID),
        })),
      );
  });
  afterAll(() => t.close());

  it('finds the admin operations in the OpenAPI document', () => {
    const urls = operations.map((op) => `${op.method.toUpperCase()} ${op.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin/users',
        `PUT /api/v1/admin/users/${SAMPLE_ID}`,
        'GET /api/v1/admin/promo-codes',
        'POST /api/v1/admin/promo-codes',
        `DELETE /api/v1/admin/promo-codes/${SAMPLE_ID}`,
        'GET /api/v1/admin/system',
      ]),
    );
  });

  it('answers a player 403 and a visitor 401 on every admin operation', async () => {
    const answers: string[] = [];
    for (const { method, url } of operations) {
      const payload = method === 'get' || method === 'delete' ? undefined : {};
      const asPlayer = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers: player.auth,
        payload,
      });
      const asVisitor = await t.app.inject({ method: method.toUpperCase() as 'GET', url, payload });
      answers.push(
        `${method.toUpperCase()} ${url}: player ${asPlayer.statusCode}, visitor ${asVisitor.statusCode}`,
      );
      if (asPlayer.statusCode === 403) expect(asPlayer.json()).toMatchObject({ code: 'ADMIN_REQUIRED' });
    }
    expect(answers).toEqual(
      operations.map(({ method, url }) => `${method.toUpperCase()} ${url}: player 403, visitor 401`),
    );
  });
});
