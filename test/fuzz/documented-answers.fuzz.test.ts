import { randomUUID } from 'node:crypto';
import { buildOpenApiDocument } from '../../src/openapi.js';
import { createTestAppWithDataDir } from '../support/app.js';
import { FakePushService } from '../support/fake-push-service.js';
import { newAdmin, newUser, type TestUser } from '../support/factories.js';
import type { Answer } from './answer-checks.js';
import { DocumentedAnswers } from './documented-answers.js';
import type { OpenApiDocument } from './openapi-operations.js';

/**
 * The answers are the ones the OpenAPI document describes (documented-answers.ts), checked three ways:
 *
 * - the check itself, on a small document: it accepts what the schema allows and names what breaks it;
 * - the document itself: built the same each time; no schema a bare `object` (what @nestjs/swagger
 *   writes for a union type such as `string | null`); every operation documents the 400 with
 *   which any route refuses an unknown query parameter, and answers it so; the Stripe webhook
 *   documents its body and signature header;
 * - a walk through the app on seeded data, as the fuzz suite cannot promise to reach every
 *   operation's success: a player with access (and an admin, for the admin routes) first writes
 *   what a player and an admin do (favourites, practice, notes, links, teams and a lineup, a push
 *   device, videos, public links, settings, a promo code, a broadcast), each write's answer checked;
 *   then every GET operation of the served document is called with real ids and must answer 2xx
 *   as documented. A new GET operation with path parameters needs its values below (the test names
 *   it), unless a list at the parent path gives them.
 */

describe('the answer check (documented-answers.ts)', () => {
  const document: OpenApiDocument = {
    paths: {
      '/things/{id}': {
        get: {
          responses: {
            '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
            '204': {},
          },
        },
      },
    },
    components: {
      schemas: {
        Colour: { type: 'string', enum: ['black', 'red'] },
        Part: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
        Thing: {
          type: 'object',
          properties: {
            id: { type: 'string', format: 'uuid' },
            at: { type: 'string', format: 'date-time', nullable: true },
            colour: { nullable: true, allOf: [{ $ref: '#/components/schemas/Colour' }] },
            shade: { $ref: '#/components/schemas/Colour', nullable: true },
            parts: { type: 'array', items: { $ref: '#/components/schemas/Part' } },
            label: { type: 'string', enum: ['a', 'b'], nullable: true },
          },
          required: ['id', 'at', 'colour', 'parts'],
        },
      },
    },
  };
  const check = new DocumentedAnswers(document);
  const json = (body: unknown, status = 200): Answer => ({
    status,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify(body),
  });
  const thing = {
    id: '00000000-0000-4000-8000-000000000000',
    at: '2026-11-22T18:05:00.000Z',
    colour: 'red',
    shade: 'black',
    parts: [{ n: 1 }],
    label: 'a',
  };
  const problems = (answer: Answer) => check.problems('GET', '/things/{id}', answer);

  it('accepts an answer the schema allows, with null where it is nullable', () => {
    expect(problems(json(thing))).toEqual([]);
    expect(problems(json({ ...thing, at: null, colour: null, label: null }))).toEqual([]);
    expect(problems({ status: 204, contentType: '', body: '' })).toEqual([]);
  });

  it('names what breaks the schema', () => {
    expect(problems(json({ ...thing, colour: 'blue' }))).toEqual([
      'the documented 200 body: body.colour: must be equal to one of the allowed values (black, red)',
      'the documented 200 body: body.colour: must be null',
      'the documented 200 body: body.colour: must match a schema in anyOf',
    ]);
    expect(problems(json({ ...thing, parts: [{ n: 1.5 }] }))).toEqual([
      'the documented 200 body: body.parts[0].n: must be integer',
    ]);
    expect(problems(json({ ...thing, at: '22/11/2026' }))).toContain(
      'the documented 200 body: body.at: must match format "date-time"',
    );
    expect(problems(json({ ...thing, id: 'black-2S' }))).toEqual([
      'the documented 200 body: body.id: must match format "uuid"',
    ]);
    const { parts: _parts, ...withoutParts } = thing;
    expect(problems(json(withoutParts))).toEqual(['the documented 200 body: body.parts: missing']);
    expect(problems(json({ ...thing, secret: 'x' }))).toEqual([
      'the documented 200 body: body.secret: a property the document does not list',
    ]);
  });

  it('takes null only where the schema is nullable (a $ref ignores its siblings, as OpenAPI 3.0 says)', () => {
    expect(problems(json({ ...thing, id: null }))).toEqual([
      'the documented 200 body: body.id: must be string',
    ]);
    expect(problems(json({ ...thing, shade: null }))).toEqual([
      'the documented 200 body: body.shade: must be string',
      'the documented 200 body: body.shade: must be equal to one of the allowed values (black, red)',
    ]);
  });

  it('names a status, content type or body the document does not describe', () => {
    expect(problems(json(thing, 201))).toEqual(['a status the operation documents (got 201)']);
    expect(problems({ status: 200, contentType: 'text/html', body: '<p>' })).toEqual([
      'a content type the document lists for 200: application/json (got text/html)',
    ]);
    expect(problems(json({}, 204))).toEqual([
      'no body, as the document describes none for 204 (got application/json)',
    ]);
    expect(check.problems('POST', '/things/{id}', json(thing))).toEqual([
      'an operation the document lists (POST /things/{id} is not in it)',
    ]);
  });

  it('leaves answers other than 2xx to the other checks', () => {
    expect(problems(json({ anything: true }, 404))).toEqual([]);
  });
});

const pushService = await FakePushService.start();
const t = await createTestAppWithDataDir({
  PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
  RATE_LIMIT_SCALE: '1000',
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});
const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
const documentedAnswers = new DocumentedAnswers(document);
const getOperations = Object.entries(document.paths)
  .filter(([, item]) => item.get)
  .map(([path]) => path);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every schema object in the document, with where it is. */
function* schemasIn(
  value: unknown,
  where: string,
  isSchema = false,
): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* schemasIn(item, `${where}[${i}]`, isSchema);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const object = value as Record<string, unknown>;
  if (isSchema) yield [where, object];
  for (const [key, child] of Object.entries(object)) {
    const childIsSchema =
      key === 'schema' ||
      (isSchema && ['items', 'additionalProperties', 'not', 'allOf', 'oneOf', 'anyOf'].includes(key)) ||
      where.endsWith('.properties') ||
      where === 'components.schemas';
    yield* schemasIn(child, `${where}.${key}`, childIsSchema);
  }
}

describe('the OpenAPI document', () => {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => ({ method: method.toUpperCase() as Method, path })),
  );

  it('is built the same each time (the one served and a new one)', () => {
    expect(JSON.parse(JSON.stringify(buildOpenApiDocument(t.app)))).toEqual(document);
  });

  it('has no bare object schema (a union type the decorator did not name, such as `string | null`)', () => {
    const bare = [...schemasIn(document, '')]
      .filter(
        ([, schema]) =>
          schema.type === 'object' &&
          !['properties', 'additionalProperties', 'allOf', 'oneOf', 'anyOf'].some((key) => key in schema),
      )
      .map(([where]) => where);
    expect(bare).toEqual([]);
  });

  it('documents on every operation the 400 for an unknown query parameter, and each answers it so', async () => {
    // a caller of its own, with access to everything: a route that did not refuse would run (and might end it)
    const caller = await newAdmin(t.app);
    const answers: string[] = [];
    for (const { method, path } of operations) {
      const url = path.replace(/\{[^}]+\}/g, 'x');
      const res = await t.app.inject({ method, url: `${url}?notAParameter=1`, headers: caller.auth });
      const answer: Answer = {
        status: res.statusCode,
        contentType: String(res.headers['content-type'] ?? ''),
        body: res.payload,
      };
      const { code, errors } = res.json<{ code?: string; errors?: { field: string }[] }>();
      const mismatches = documentedAnswers.mismatches(method, path, answer);
      const fields = errors?.map((e) => e.field) ?? [];
      const named = fields.includes('notAParameter') ? 'naming notAParameter' : `naming ${fields.join()}`;
      answers.push(`${method} ${path}: ${answer.status} ${code} ${named} ${mismatches.join('; ')}`.trim());
    }
    expect(answers).toEqual(
      operations.map(({ method, path }) => `${method} ${path}: 400 VALIDATION_FAILED naming notAParameter`),
    );
  });

  it("documents the Stripe webhook's body (a Stripe event, read raw) and its signature header", () => {
    const webhook = document.paths['/api/v1/billing/webhooks/stripe']!.post! as {
      parameters: { name: string; in: string; required: boolean }[];
      requestBody: { required: boolean; content: Record<string, { schema: { type: string } }> };
    };
    expect(webhook.parameters).toContainEqual(
      expect.objectContaining({ name: 'Stripe-Signature', in: 'header', required: true }),
    );
    expect(webhook.requestBody).toMatchObject({
      required: true,
      description: expect.stringMatching(/Stripe event/),
      content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
    });
  });
});

describe('every GET operation answers as the document describes, on seeded data', () => {
  let player: TestUser;
  let admin: TestUser;
  /** Path parameter values by path template, for those no list at the parent path gives. */
  const pathValues: Record<string, Record<string, string>> = {};

  /** A call whose 2xx answer must be the documented one: the answer's JSON. */
  async function call<T = Record<string, unknown>>(
    user: TestUser,
    method: Method,
    template: string,
    {
      params = {},
      query = '',
      payload,
    }: { params?: Record<string, string>; query?: string; payload?: object } = {},
  ): Promise<T> {
    const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
    const res = await t.app.inject({
      method,
      url: path + query,
      headers: user.auth,
      ...(payload && { payload }),
    });
    const answer: Answer = {
      status: res.statusCode,
      contentType: String(res.headers['content-type'] ?? ''),
      body: res.payload,
    };
    const name = `${method} ${template}`;
    expect({ name, status: answer.status < 300 ? 'a success' : `${answer.status} ${answer.body}` }).toEqual({
      name,
      status: 'a success',
    });
    expect({ name, problems: documentedAnswers.problems(method, template, answer) }).toEqual({
      name,
      problems: [],
    });
    return (answer.body && answer.contentType.includes('json') ? JSON.parse(answer.body) : undefined) as T;
  }

  beforeAll(async () => {
    player = await newUser(t.app);
    admin = await newAdmin(t.app);
    const cardId = 'black-2S';
    const today = new Date().toISOString().slice(0, 10);

    // a player's own data
    await call(player, 'PUT', '/api/v1/me/favourites/{cardId}', { params: { cardId } });
    for (const success of [true, false])
      await call(player, 'POST', '/api/v1/practice/attempts', {
        payload: { cardId, success, localDate: today, attemptId: randomUUID() },
      });
    await call(player, 'POST', '/api/v1/practice/sessions/end', {
      payload: { localDate: today, startedAt: new Date(Date.now() - 600_000).toISOString() },
    });
    await call(player, 'POST', '/api/v1/me/notes', {
      payload: { title: 'League night', content: 'Kick at the 9 with low left.', tags: 'league' },
    });
    await call(player, 'POST', '/api/v1/me/links', {
      payload: { url: 'https://example.com/drill', description: 'A two-rail kick drill', tags: 'drills' },
    });
    const teams: { id: string; name: string; gameType: string; maxHandicapSum: number; players: object[] }[] =
      [];
    for (const [name, isOpponent] of [
      ['The Bankers', false],
      ['Chalk Dust', true],
    ] as const) {
      let team = await call<(typeof teams)[number]>(player, 'POST', '/api/v1/me/teams', {
        payload: { name, gameType: '8-ball', maxHandicapSum: 23, isOpponent },
      });
      for (let i = 0; i < 5; i++)
        team = await call(player, 'POST', '/api/v1/me/teams/{id}/players', {
          params: { id: team.id },
          payload: { name: `${name} ${i + 1}`, handicap: 2 + (i % 5) },
        });
      teams.push(team);
    }
    await call(player, 'POST', '/api/v1/lineup', {
      payload: { homeTeam: teams[0], awayTeam: teams[1], firstPutUp: 'us' },
    });
    await call(player, 'POST', '/api/v1/lineup', {
      payload: { homeTeam: teams[0], awayTeam: teams[1], firstPutUp: 'opponent' },
    });
    const device = pushService.subscription();
    await call(player, 'PUT', '/api/v1/me/push-subscriptions', {
      payload: { endpoint: device.endpoint, keys: device.keys, channel: 'web' },
    });

    // an admin's content and settings (each write is audited: the audit log has entries)
    await call(admin, 'POST', '/api/v1/admin/practice-videos', {
      payload: {
        deckColor: 'black',
        cardIdentifier: '2S',
        title: 'The one-rail kick',
        url: 'https://example.com/video',
        description: null,
        duration: '5:30',
      },
    });
    await call(admin, 'POST', '/api/v1/admin/public-links', {
      payload: {
        url: 'https://example.com/rules',
        description: 'The rules',
        tags: 'rules',
        category: 'rules',
      },
    });
    await call(admin, 'POST', '/api/v1/admin/app-config', {
      payload: { key: 'maintenance_mode', value: false, description: null },
    });
    const promo = await call<{ code: string }>(admin, 'POST', '/api/v1/admin/promo-codes', {
      payload: { userEmail: player.email, extensionMonths: 1 },
    });
    await call(admin, 'POST', '/api/v1/admin/broadcasts/web', {
      payload: { title: 'League night', message: 'Clinic at 7.', userIds: [player.id] },
    });
    // the subscription with no provider (the admin's trial), then one with a redeemed promo code
    await call(admin, 'GET', '/api/v1/billing/subscription');
    await call(player, 'POST', '/api/v1/billing/promo-codes/redeem', { payload: { promoCode: promo.code } });
    const inbox = await call<{ items: { id: string }[] }>(player, 'GET', '/api/v1/me/inbox');
    await call(player, 'POST', '/api/v1/me/inbox/read', { payload: { ids: inbox.items.map((i) => i.id) } });

    const infoImages = await call<{ id: string }[]>(player, 'GET', '/api/v1/cards/info-images');
    Object.assign(pathValues, {
      '/api/v1/auth/reset-password/{token}': { token: 'not-a-reset-token' },
      '/api/v1/cards/{id}': { id: cardId },
      '/api/v1/cards/{id}/videos': { id: cardId },
      '/kickshot-diagrams/{deck}/{id}.svg': { deck: 'black', id: cardId },
      '/kickshot-diagrams/info/{infoId}.svg': { infoId: infoImages[0]!.id },
      '/api/v1/admin/users/{id}': { id: player.id },
    });
  }, 60_000);

  /** What each GET operation is called with. */
  async function requestOf(path: string): Promise<{ params: Record<string, string>; query: string }> {
    const user = path.startsWith('/api/v1/admin/') ? admin : player;
    const query = path === '/api/v1/admin/users/lookup' ? `?email=${encodeURIComponent(player.email)}` : '';
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    if (names.length === 0 || pathValues[path]) return { params: pathValues[path] ?? {}, query };
    // `/things/{id}`: the first item that GET /things lists
    const list = path.replace(/\/\{id\}$/, '');
    if (names.length !== 1 || names[0] !== 'id' || !getOperations.includes(list))
      throw new Error(`${path}: give its path parameters in pathValues (no list at the parent path)`);
    const listed = await call<{ id: string }[] | { items: { id: string }[] }>(user, 'GET', list);
    const first = (Array.isArray(listed) ? listed : listed.items)[0];
    if (!first) throw new Error(`${path}: GET ${list} lists nothing; seed one in beforeAll`);
    return { params: { id: first.id }, query };
  }

  it('finds the GET operations in the document', () => {
    expect(getOperations).toEqual(
      expect.arrayContaining([
        '/api/v1/billing/subscription',
        '/api/v1/me/teams/{id}',
        '/api/v1/admin/system',
      ]),
    );
  });

  it.each(getOperations)('GET %s', async (path) => {
    const user = path.startsWith('/api/v1/admin/') ? admin : player;
    await call(user, 'GET', path, await requestOf(path));
  });
});
