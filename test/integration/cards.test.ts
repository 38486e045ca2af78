import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { components } from '../../client/src/api/schema.js';
import { DiagramsService } from '../../src/modules/cards/diagrams.service.js';
import { createTestApp, type TestApp } from '../support/app.js';
import {
  newExpiredPlayer,
  newPlayerWithoutSubscription,
  newUser,
  type TestUser,
} from '../support/factories.js';
import { at, first } from '../support/lists.js';

/** A card as the API answers it: the generated schema of the client. */
type CardBody = components['schemas']['CardDto'];

/** A fresh app for the describe block (created before its tests, closed after) and anonymous GETs on it. */
function appOfItsOwn() {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  return {
    app: () => t.app,
    get: (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers }),
  };
}

describe('decks and cards', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await newUser(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = user.auth) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers the card list compressed as the browser accepts, the same list for each deck choice', async () => {
    const plain = await get('/api/v1/cards');
    const br = await get('/api/v1/cards', { ...user.auth, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gzip = await get('/api/v1/cards?deck=red', { ...user.auth, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const red = JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')) as CardBody[];
    expect(red).toEqual(plain.json<CardBody[]>().filter((card) => card.deck === 'red'));
    expect((await get('/api/v1/cards?deck=blue')).json()).toEqual([]);
    // a search is answered as any JSON (compressed on the way out), not kept
    const searched = await get('/api/v1/cards?q=draw', { ...user.auth, 'accept-encoding': 'br' });
    expect(searched.headers['content-encoding']).toBe('br');
    const found = JSON.parse(brotliDecompressSync(searched.rawPayload).toString('utf8')) as CardBody[];
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual((await get('/api/v1/cards?q=draw')).json());
  });

  it('lists the three decks, blue inactive', async () => {
    const res = await get('/api/v1/decks');
    expect(res.statusCode).toBe(200);
    const decks = res.json<{ color: string; name: string; isActive: boolean; totalCards: number }[]>();
    expect(decks.map((d) => [d.color, d.isActive])).toEqual([
      ['black', true],
      ['red', true],
      ['blue', false],
    ]);
    expect(decks[0]).toEqual({ color: 'black', name: expect.any(String), isActive: true, totalCards: 52 });
    expect(at(decks, 1).totalCards).toBe(52);
  });

  it('lists 104 cards by default: black first, ace high, suits spades, clubs, diamonds, hearts', async () => {
    const res = await get('/api/v1/cards');
    expect(res.statusCode).toBe(200);
    const cards = res.json<CardBody[]>();
    expect(cards).toHaveLength(104);
    expect(cards.slice(0, 5).map((c) => c.id)).toEqual([
      'black-2S',
      'black-2C',
      'black-2D',
      'black-2H',
      'black-3S',
    ]);
    expect(cards.slice(44, 52).map((c) => c.id)).toEqual([
      'black-KS',
      'black-KC',
      'black-KD',
      'black-KH',
      'black-AS',
      'black-AC',
      'black-AD',
      'black-AH',
    ]);
    expect(at(cards, 52).id).toBe('red-2S');
    expect(cards.at(-1)?.id).toBe('red-AH');
    expect(cards.every((c) => c.deck !== 'blue')).toBe(true);
    expect(Object.keys(first(cards)).sort()).toEqual(
      [
        'aimingPosition',
        'cardNumber',
        'cardSuit',
        'commonMiss',
        'deck',
        'description',
        'drill',
        'id',
        'identifier',
        'imagePath',
        'name',
        'strength',
        'title',
      ].sort(),
    );
    expect(cards[0]).toMatchObject({
      id: 'black-2S',
      deck: 'black',
      identifier: '2S',
      cardNumber: 2,
      cardSuit: 'spades',
    });
    expect(first(cards).imagePath).toMatch(/^\/kickshot-diagrams\/black\/black-2S\.svg\?v=[0-9a-f]{12}$/);
  });

  it('filters by deck: one, several, blue (nothing)', async () => {
    const red = (await get('/api/v1/cards?deck=red')).json<CardBody[]>();
    expect(red).toHaveLength(52);
    expect(red.every((c) => c.deck === 'red')).toBe(true);

    const both = (await get('/api/v1/cards?deck=red&deck=black')).json<CardBody[]>();
    expect(both).toHaveLength(104);
    expect(first(both).id).toBe('black-2S');

    const blue = await get('/api/v1/cards?deck=blue');
    expect(blue.statusCode).toBe(200);
    expect(blue.json()).toEqual([]);
  });

  it('refuses an unknown deck with 400 naming the field', async () => {
    const res = await get('/api/v1/cards?deck=black&deck=green');
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; errors: { field: string; message: string }[] }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toEqual([{ field: 'deck', message: 'each value must be one of black, red, blue' }]);
  });

  it('refuses a search text over 100 characters and unknown parameters', async () => {
    const long = await get(`/api/v1/cards?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: 'q', message: expect.stringContaining('100') }]);
    const extra = await get('/api/v1/cards?colour=red');
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors[0].field).toBe('colour');
  });

  it('searches name, description, strength and aiming position, case-insensitively', async () => {
    const all = (await get('/api/v1/cards')).json<CardBody[]>();
    const res = await get('/api/v1/cards?q=DRAW');
    expect(res.statusCode).toBe(200);
    const found = res.json<CardBody[]>();
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);
    for (const card of found) {
      expect(
        [card.name, card.description, card.strength, card.aimingPosition].some((field) =>
          field.toLowerCase().includes('draw'),
        ),
      ).toBe(true);
    }
    const expected = all.filter((c) =>
      [c.name, c.description, c.strength, c.aimingPosition].some((f) => f.toLowerCase().includes('draw')),
    );
    expect(found.map((c) => c.id)).toEqual(expected.map((c) => c.id));

    const redOnly = (await get('/api/v1/cards?q=draw&deck=red')).json<CardBody[]>();
    expect(redOnly.map((c) => c.id)).toEqual(expected.filter((c) => c.deck === 'red').map((c) => c.id));

    expect((await get('/api/v1/cards?q=zzzz-no-such-shot')).json()).toEqual([]);
  });

  it('gets one card; malformed ids answer 400, blue and unknown ones 404', async () => {
    const ace = await get('/api/v1/cards/black-AS');
    expect(ace.statusCode).toBe(200);
    expect(ace.json()).toMatchObject({ id: 'black-AS', deck: 'black', cardNumber: 1, cardSuit: 'spades' });

    const blue = await get('/api/v1/cards/blue-AS');
    expect(blue.statusCode).toBe(404);
    expect(blue.json()).toMatchObject({ statusCode: 404, code: 'CARD_NOT_FOUND' });

    for (const id of ['black-ZZ', 'black-1S', 'green-AS', 'black-as', 'black-11H', 'nothing']) {
      const res = await get(`/api/v1/cards/${id}`);
      expect({ id, status: res.statusCode, code: res.json().code }).toEqual({
        id,
        status: 400,
        code: 'INVALID_CARD_ID',
      });
    }
  });

  it('lists the Info images', async () => {
    const res = await get('/api/v1/cards/info-images');
    expect(res.statusCode).toBe(200);
    const images = res.json<{ id: string; title: string; imagePath: string; description: string }[]>();
    expect(images.map((i) => i.id)).toEqual([
      'general-description',
      'aiming-points',
      'shooting-power',
      'cards-index',
    ]);
    expect(first(images).imagePath).toMatch(
      /^\/kickshot-diagrams\/info\/general-description\.svg\?v=[0-9a-f]{12}$/,
    );
  });

  it('needs a signed-in caller', async () => {
    for (const url of [
      '/api/v1/decks',
      '/api/v1/cards',
      '/api/v1/cards/black-AS',
      '/api/v1/cards/info-images',
    ]) {
      const res = await get(url, {});
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({
        url,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
    const bad = await get('/api/v1/cards', { authorization: 'Bearer not-a-token' });
    expect(bad.statusCode).toBe(401);
  });

  it.each([
    ['whose trial has ended', newExpiredPlayer],
    ['with no subscription at all', newPlayerWithoutSubscription],
  ])('refuses a player %s with 403 SUBSCRIPTION_REQUIRED', async (_state, newPlayer) => {
    const player = await newPlayer(t.app);
    for (const url of [
      '/api/v1/decks',
      '/api/v1/cards',
      '/api/v1/cards?q=draw',
      '/api/v1/cards/black-AS',
      '/api/v1/cards/info-images',
      '/api/v1/cards/black-AS/videos',
    ]) {
      const res = await get(url, player.auth);
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({
        url,
        status: 403,
        code: 'SUBSCRIPTION_REQUIRED',
      });
    }
  });
});

describe('diagrams', () => {
  const { get, app } = appOfItsOwn();

  it('serves a card diagram without a token, with ETag and caching headers', async () => {
    const res = await get('/kickshot-diagrams/black/black-2S.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(res.body.startsWith('<svg')).toBe(true);
    expect(res.body).toContain('</svg>');

    const again = await get('/kickshot-diagrams/black/black-2S.svg');
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(again.body).toBe(res.body);

    const head = await app().inject({ method: 'HEAD', url: '/kickshot-diagrams/black/black-2S.svg' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(res.headers.etag);
    expect(head.body).toBe('');

    const other = await get('/kickshot-diagrams/red/red-10H.svg');
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(res.headers.etag);
  });

  it('caches a diagram for good at the versioned URL the card names, a day at any other', async () => {
    const user = await newUser(app());
    const card = (
      await app().inject({ method: 'GET', url: '/api/v1/cards/black-2S', headers: user.auth })
    ).json<{ imagePath: string }>();
    const versioned = await get(card.imagePath);
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const version = card.imagePath.split('?v=')[1];
    // the phone's layout at the same version: the version is a hash of both drawings' bytes
    const compact = await get(`${card.imagePath}&layout=compact`);
    expect(compact.statusCode).toBe(200);
    expect(compact.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compact.body).not.toBe(versioned.body);
    const both = createHash('sha256').update(versioned.body).update('\n').update(compact.body);
    expect(both.digest('hex').startsWith(version!)).toBe(true);

    const stale = await get('/kickshot-diagrams/black/black-2S.svg?v=000000000000');
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(versioned.body);
    expect(stale.headers['cache-control']).toBe('public, max-age=86400');

    const unknownQuery = await get('/kickshot-diagrams/black/black-2S.svg?size=2');
    expect(unknownQuery.statusCode).toBe(400);
  });

  it('serves the compact layout for a phone (taller, the same width) and refuses an unknown layout', async () => {
    const viewBox = (body: string) => /viewBox="0 0 (\d+) (\d+)"/.exec(body)!.slice(1).map(Number);
    const full = await get('/kickshot-diagrams/red/red-5H.svg?layout=full');
    const compact = await get('/kickshot-diagrams/red/red-5H.svg?layout=compact');
    expect([full.statusCode, compact.statusCode]).toEqual([200, 200]);
    expect(viewBox(full.body)).toEqual([940, 760]);
    expect(viewBox(compact.body)).toEqual([940, 1228]);
    expect(compact.headers.etag).not.toBe(full.headers.etag);
    expect(full.body).toBe((await get('/kickshot-diagrams/red/red-5H.svg')).body);
    const cached = await get('/kickshot-diagrams/red/red-5H.svg?layout=compact', {
      'if-none-match': compact.headers.etag as string,
    });
    expect(cached.statusCode).toBe(304);

    const info = await get('/kickshot-diagrams/info/aiming-points.svg?layout=compact');
    expect(info.statusCode).toBe(200);
    expect(viewBox(info.body)[0]).toBe(940);
    expect(info.body).not.toBe((await get('/kickshot-diagrams/info/aiming-points.svg')).body);

    for (const url of [
      '/kickshot-diagrams/red/red-5H.svg?layout=wide',
      '/kickshot-diagrams/red/red-5H.svg?layout=compact&layout=full',
      '/kickshot-diagrams/info/cards-index.svg?layout=',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'layout', message: 'layout must be one of the following values: full, compact' }],
      });
    }
  });

  it('answers 304 with no body when If-None-Match holds the current ETag', async () => {
    const first = await get('/kickshot-diagrams/black/black-AS.svg');
    const etag = first.headers.etag as string;
    for (const header of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const res = await get('/kickshot-diagrams/black/black-AS.svg', { 'if-none-match': header });
      expect({ header, status: res.statusCode }).toEqual({ header, status: 304 });
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    }
    const stale = await get('/kickshot-diagrams/black/black-AS.svg', { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('answers 404 JSON for blue, unknown and malformed cards and a deck that is not the card’s', async () => {
    for (const url of [
      '/kickshot-diagrams/blue/blue-AS.svg',
      '/kickshot-diagrams/black/black-ZZ.svg',
      '/kickshot-diagrams/red/black-2S.svg',
      '/kickshot-diagrams/green/green-2S.svg',
      '/kickshot-diagrams/black/red-2S.svg',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({
        url,
        status: 404,
        code: 'CARD_NOT_FOUND',
      });
    }
  });

  it('serves the four Info images and 404 for others', async () => {
    for (const id of ['general-description', 'aiming-points', 'shooting-power', 'cards-index']) {
      const res = await get(`/kickshot-diagrams/info/${id}.svg`);
      expect({ id, status: res.statusCode }).toEqual({ id, status: 200 });
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.etag).toMatch(/^".+"$/);
      expect(res.body.startsWith('<svg')).toBe(true);
      const cached = await get(`/kickshot-diagrams/info/${id}.svg`, {
        'if-none-match': res.headers.etag as string,
      });
      expect(cached.statusCode).toBe(304);
    }
    const unknown = await get('/kickshot-diagrams/info/nothing.svg');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('INFO_IMAGE_NOT_FOUND');
  });

  it('every listed card’s imagePath serves its diagram', async () => {
    const user = await newUser(app());
    const cards = (await app().inject({ method: 'GET', url: '/api/v1/cards', headers: user.auth })).json<
      CardBody[]
    >();
    for (const card of cards) {
      const res = await get(card.imagePath);
      expect({ path: card.imagePath, status: res.statusCode }).toEqual({ path: card.imagePath, status: 200 });
    }
  });

  it('is compressed when the client accepts it', async () => {
    const res = await get('/kickshot-diagrams/black/black-3C.svg', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.etag).toBeDefined();
  });
});

describe('diagram versions, rendered once the server listens', () => {
  const { get, app } = appOfItsOwn();

  it('renders no card diagram while the app starts; once it listens, the card list renders nothing and names the bytes served', async () => {
    const diagrams = app().get(DiagramsService);
    expect(diagrams.warmingUp).toBeUndefined();
    // no card diagram while the app starts (the coach's knowledge lists the 4 Info images)
    expect(diagrams.renderedCount).toBeLessThanOrEqual(4);

    await app().listen({ port: 0, host: '127.0.0.1' });
    expect(diagrams.warmingUp).toBeDefined();
    await diagrams.warmingUp;
    const rendered = diagrams.renderedCount;
    expect(rendered).toBe(104 + 4); // every image, once

    const user = await newUser(app());
    const cards = await get('/api/v1/cards', user.auth);
    expect(cards.statusCode).toBe(200);
    const infoImages = await get('/api/v1/cards/info-images', user.auth);
    expect(infoImages.statusCode).toBe(200);
    const paths = [...cards.json<CardBody[]>(), ...infoImages.json<{ imagePath: string }[]>()].map(
      (image) => image.imagePath,
    );
    expect(paths).toHaveLength(104 + 4);
    for (const path of paths) {
      const full = await get(path);
      const compact = await get(`${path}&layout=compact`);
      const both = createHash('sha256').update(full.body).update('\n').update(compact.body);
      expect({
        path,
        version: both.digest('hex').slice(0, 12),
        cacheControl: full.headers['cache-control'],
      }).toEqual({
        path,
        version: path.split('?v=')[1],
        cacheControl: 'public, max-age=31536000, immutable',
      });
    }
    expect(diagrams.renderedCount).toBe(rendered);
  });
});
