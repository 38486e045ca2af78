import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/auth-helpers.js';
import {
  dropSubscription,
  expireTrial,
  favourited,
  newPlayerWithAccess,
  practised,
  type TestUser,
} from '../support/factories.js';

/**
 * The paywall, checked on every operation of the OpenAPI document (paid content is checked on the
 * server on every route that can return it). A player who had access —
 * saved favourites, practised, earned achievements, has practice videos on their cards — loses it
 * (trial ended, or no subscription at all); then every operation is called as that player and no
 * answer may hold any card's description, nor (outside the public diagram images) a card's name or
 * title, nor the card's practice video. The operations come from the document, so a new endpoint is
 * walked without editing this file.
 */

type Schema = {
  $ref?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  example?: unknown;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Method = (typeof METHODS)[number];

/** Cards the player saved (each with a practice video), and those they practised (one success each). */
const SAVED = ['black-AS', 'black-2S', 'red-10H'];
const PRACTISED = { 'black-AS': { attempts: 1, successes: 1 }, 'black-2S': { attempts: 1, successes: 1 } };
/** A card id for path parameters the document gives no example for. */
const A_CARD = 'black-2S';

const utcToday = () => new Date().toISOString().slice(0, 10);

/** One entry of what was walked: enough to read a failure. */
interface Walked {
  operation: string;
  status: number;
  leaks: string[];
}

describe('paywall: no paid content in any answer to a player without access', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  /** Text only a player with access may read: [label, text]. */
  let everywhere: [string, string][];
  /** Card names and titles: paid in the API's answers; the public diagram images carry them. */
  let outsideImages: [string, string][];

  beforeAll(async () => {
    t = await createTestApp();
    const docs = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(docs.statusCode).toBe(200);
    document = docs.json<OpenApiDocument>();

    const viewer = await newPlayerWithAccess(t.app);
    const cards = await t.app.inject({ method: 'GET', url: '/api/v1/cards', headers: viewer.auth });
    expect(cards.statusCode).toBe(200);
    const all = cards.json<
      {
        id: string;
        name: string;
        title: string;
        description: string;
        commonMiss: { fix: string };
        drill: { success: string };
      }[]
    >();
    expect(all).toHaveLength(104);
    everywhere = all.flatMap((card): [string, string][] => [
      [`${card.id} description`, card.description],
      // a shortened or excerpted description counts too
      [`${card.id} description (start)`, card.description.slice(0, 60)],
      // the coaching is card text as well
      [`${card.id} common miss fix`, card.commonMiss.fix],
      [`${card.id} drill success`, card.drill.success],
    ]);
    outsideImages = all.flatMap((card): [string, string][] => [
      [`${card.id} name`, card.name],
      [`${card.id} title`, card.title],
    ]);
    for (const [, text] of [...everywhere, ...outsideImages]) expect(text.length).toBeGreaterThan(8);

    // A practice video on a saved card: paid content too.
    const video = {
      title: `Paid video ${randomUUID()}`,
      description: `Paid video notes ${randomUUID()}`,
      url: `https://videos.example.com/${randomUUID()}`,
    };
    for (const id of SAVED) {
      const [deck, identifier] = id.split('-');
      await sql(
        t,
        `insert into practice_videos (id, deck_color, card_identifier, title, description, duration, url, created_at)
         values (gen_random_uuid(), $1, $2, $3, $4, '5:30', $5, now())`,
        [deck, identifier, video.title, video.description, video.url],
      );
    }
    everywhere.push(
      ['practice video title', video.title],
      ['practice video description', video.description],
      ['practice video url', video.url],
    );
  });
  afterAll(() => t.close());

  /** A player who saved cards, practised and earned achievements while the trial ran. */
  async function playerWhoHadAccess(): Promise<TestUser> {
    const player = await newPlayerWithAccess(t.app);
    await favourited(t.app, player, SAVED);
    await practised(t.app, player, PRACTISED);
    return player;
  }

  function resolve(schema: Schema | undefined): Schema {
    let current = schema ?? {};
    while (current.$ref) {
      const name = current.$ref.replace('#/components/schemas/', '');
      current = document.components?.schemas?.[name] ?? {};
    }
    return current;
  }

  /** A minimal valid-looking value of a schema: its example, else built from its type. */
  function valueOf(raw: Schema | undefined, player: TestUser, name = ''): unknown {
    const schema = resolve(raw);
    if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => valueOf(part, player, name)));
    const alternative = schema.oneOf ?? schema.anyOf;
    if (alternative?.length) return valueOf(alternative[0], player, name);
    const example = schema.example ?? schema.default;
    if (typeof example === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(example)) return utcToday(); // a day near today
    if (typeof example === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(example)) return new Date().toISOString();
    if (example !== undefined) return example;
    if (schema.enum?.length) return schema.enum[0];
    if (schema.type === 'string') {
      if (schema.format === 'email') return player.email;
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return utcToday();
      if (/password/i.test(name)) return player.password;
      if (/card|kickshot/i.test(name)) return A_CARD;
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
    if (schema.type === 'boolean') return true;
    if (schema.type === 'array')
      return Array.from({ length: schema.minItems ?? 0 }, () => valueOf(schema.items, player, name));
    const object: Record<string, unknown> = {};
    for (const property of schema.required ?? [])
      object[property] = valueOf(schema.properties?.[property], player, property);
    return object;
  }

  /** A path, query or header parameter's value. */
  function parameterValue(parameter: Parameter, player: TestUser): string {
    const schema = resolve(parameter.schema);
    const example = parameter.example ?? schema.example;
    if (example !== undefined) return typeof example === 'string' ? example : JSON.stringify(example);
    if (schema.enum?.length) return String(schema.enum[0]);
    if (/card|kickshot/i.test(parameter.name)) return A_CARD;
    if (schema.format === 'uuid' || /id$/i.test(parameter.name)) return randomUUID();
    return String(valueOf(schema, player, parameter.name));
  }

  async function call(method: Method, path: string, operation: Operation, player: TestUser) {
    const parameters = operation.parameters ?? [];
    let url = path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
      const parameter: Parameter = parameters.find((p) => p.in === 'path' && p.name === name) ?? {
        name,
        in: 'path',
      };
      return encodeURIComponent(parameterValue(parameter, player));
    });
    const query = new URLSearchParams();
    for (const p of parameters.filter((p) => p.in === 'query' && p.required))
      query.append(p.name, parameterValue(p, player));
    if ([...query].length > 0) url += `?${query.toString()}`;
    const headers: Record<string, string> = { ...player.auth };
    for (const p of parameters.filter((p) => p.in === 'header' && p.required))
      headers[p.name.toLowerCase()] = parameterValue(p, player);
    const content = operation.requestBody?.content;
    const json = content?.['application/json'];
    return t.app.inject({
      method: method.toUpperCase() as Uppercase<Method>,
      url,
      headers,
      ...(json ? { payload: valueOf(json.schema, player) as object } : {}),
    });
  }

  /** Every string an answer holds, entities and JSON escapes decoded. */
  function readable(body: string, contentType: string): string {
    if (contentType.includes('json')) {
      try {
        const strings: string[] = [];
        const walk = (value: unknown): void => {
          if (typeof value === 'string') strings.push(value);
          else if (Array.isArray(value)) value.forEach(walk);
          else if (value && typeof value === 'object')
            for (const [key, inner] of Object.entries(value)) {
              strings.push(key);
              walk(inner);
            }
        };
        walk(JSON.parse(body));
        return `${body}\n${strings.join('\n')}`;
      } catch {
        return body;
      }
    }
    const decoded = body
      .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    return `${body}\n${decoded}`;
  }

  async function walk(loseAccess: (player: TestUser) => Promise<void>): Promise<Walked[]> {
    const walked: Walked[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        // A player of their own for each operation: one operation (sign-out, a deletion) cannot
        // leave the next one nothing to leak.
        const player = await playerWhoHadAccess();
        await loseAccess(player);
        const res = await call(method, path, operation, player);
        const text = readable(res.body, String(res.headers['content-type'] ?? ''));
        const image = String(res.headers['content-type'] ?? '').startsWith('image/');
        const forbidden = image ? everywhere : [...everywhere, ...outsideImages];
        walked.push({
          operation: `${method.toUpperCase()} ${path} (${operation.operationId ?? '?'})`,
          status: res.statusCode,
          leaks: forbidden.filter(([, paid]) => text.includes(paid)).map(([label]) => label),
        });
      }
    }
    return walked;
  }

  it.each([
    ['whose trial has ended', (player: TestUser) => expireTrial(t.app, player)],
    ['with no subscription at all', (player: TestUser) => dropSubscription(t.app, player)],
  ])(
    'answers a player %s on every operation without any card text or video',
    async (_state, loseAccess) => {
      const walked = await walk(loseAccess);

      const operations = Object.values(document.paths).flatMap((item) => METHODS.filter((m) => item[m]));
      expect(walked).toHaveLength(operations.length);
      expect(walked.filter((w) => w.leaks.length > 0)).toEqual([]);
      // The walk reached real answers: the saved ids, the card routes refused, the public diagram.
      const status = (operation: string) => walked.find((w) => w.operation.startsWith(operation))?.status;
      expect({
        favourites: status('GET /api/v1/me/favourites '),
        card: status('GET /api/v1/cards/{id} '),
        videos: status('GET /api/v1/cards/{id}/videos '),
        saveFavourite: status('PUT /api/v1/me/favourites/{cardId} '),
        diagram: status('GET /kickshot-diagrams/{deck}/{id}.svg '),
      }).toEqual({ favourites: 200, card: 403, videos: 403, saveFavourite: 403, diagram: 200 });
    },
    120_000,
  );

  it('finds the leak it looks for: a player with access gets card text and videos', async () => {
    const player = await playerWhoHadAccess();
    const favourites = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/favourites',
      headers: player.auth,
    });
    const videos = await t.app.inject({
      method: 'GET',
      url: `/api/v1/cards/${SAVED[0]}/videos`,
      headers: player.auth,
    });
    for (const res of [favourites, videos]) {
      const text = readable(res.body, String(res.headers['content-type']));
      expect([...everywhere, ...outsideImages].some(([, paid]) => text.includes(paid))).toBe(true);
    }
  });
});
