import { createTestApp, type TestApp } from '../support/app.js';
import { ISO_DATE, sql, UUID } from '../support/auth-helpers.js';
import { linkSaved, newAdmin, newUser, type TestUser } from '../support/factories.js';

type Json = Record<string, unknown>;
interface LinkPage {
  items: Json[];
  total: number;
  limit: number;
  offset: number;
}

describe('Links & Media: personal and featured links', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await newUser(t.app);
    bob = await newUser(t.app);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    user?: TestUser,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(user?.auth ?? {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
  const myLinks = async (user: TestUser, query = '') => {
    const res = await call('GET', `/api/v1/me/links${query}`, user);
    expect(res.statusCode).toBe(200);
    return res.json<LinkPage>();
  };

  it('needs a session', async () => {
    expect((await call('GET', '/api/v1/me/links')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/v1/me/links', undefined, { url: 'https://a.example', description: 'x' }))
        .statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/v1/links/featured')).statusCode).toBe(401);
  });

  it('adds, lists newest first, changes and deletes a link, trimming the fields and tidying the tags', async () => {
    const player = await newUser(t.app);
    const added = await call('POST', '/api/v1/me/links', player, {
      url: '  https://www.youtube.com/watch?v=dQw4w9WgXcQ ',
      description: '  Two-rail kick drill ',
      tags: ' kicks, , drills ,',
    });
    expect(added.statusCode).toBe(201);
    const link = added.json<Json>();
    expect(link).toEqual({
      id: expect.stringMatching(UUID),
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      description: 'Two-rail kick drill',
      tags: 'kicks, drills',
      createdAt: expect.stringMatching(ISO_DATE),
      updatedAt: expect.stringMatching(ISO_DATE),
    });
    const second = await linkSaved(t.app, player, { description: 'Banking basics' });
    expect((await myLinks(player)).items.map((l) => l.id)).toEqual([second.id, link.id]);

    const changed = await call('PUT', `/api/v1/me/links/${String(link.id)}`, player, {
      url: 'https://youtu.be/dQw4w9WgXcQ',
      description: 'Kick drill, shorter link',
      tags: '',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: link.id, url: 'https://youtu.be/dQw4w9WgXcQ', tags: '' });

    const deleted = await call('DELETE', `/api/v1/me/links/${String(link.id)}`, player);
    expect(deleted.statusCode).toBe(204);
    expect((await myLinks(player)).items.map((l) => l.id)).toEqual([second.id]);
    expect((await call('DELETE', `/api/v1/me/links/${String(link.id)}`, player)).statusCode).toBe(404);
  });

  it('searches description and tags case-insensitively (not the URL), with % and _ taken literally', async () => {
    const player = await newUser(t.app);
    await linkSaved(t.app, player, {
      url: 'https://kicks.example/a',
      description: 'Jump shot basics',
      tags: 'Cue Ball',
    });
    await linkSaved(t.app, player, {
      url: 'https://kicks.example/b',
      description: 'Safety play',
      tags: 'defence',
    });
    await linkSaved(t.app, player, { url: 'https://kicks.example/c', description: '100% kicks', tags: '' });
    const found = async (q: string) =>
      (await myLinks(player, `?q=${encodeURIComponent(q)}`)).items.map((l) => l.description);
    expect(await found('JUMP')).toEqual(['Jump shot basics']);
    expect(await found('cue ball')).toEqual(['Jump shot basics']);
    expect(await found('DEF')).toEqual(['Safety play']);
    expect(await found('kicks.example')).toEqual([]);
    expect(await found('%')).toEqual(['100% kicks']);
    expect(await found('_')).toEqual([]);
    expect(await found('   ')).toHaveLength(3);
  });

  it('pages the list (at most 100 a page) and says how many there are', async () => {
    const player = await newUser(t.app);
    for (let i = 0; i < 5; i++) await linkSaved(t.app, player, { description: `Link ${i}` });
    const page = await myLinks(player, '?limit=2&offset=1');
    expect(page).toMatchObject({ total: 5, limit: 2, offset: 1 });
    expect(page.items.map((l) => l.description)).toEqual(['Link 3', 'Link 2']);
    expect((await myLinks(player)).limit).toBe(50);
    for (const bad of ['?limit=0', '?limit=101', '?limit=x', '?offset=-1', `?q=${'a'.repeat(201)}`]) {
      const res = await call('GET', `/api/v1/me/links${bad}`, player);
      expect({ bad, status: res.statusCode, code: res.json<Json>().code }).toEqual({
        bad,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
  });

  it.each([
    ['no url', { description: 'x' }, 'URL_INVALID', 'Please enter a valid URL', ['url']],
    ['a blank url', { url: '  ', description: 'x' }, 'URL_INVALID', 'Please enter a valid URL', ['url']],
    [
      'not a URL',
      { url: 'kick shots', description: 'x' },
      'URL_INVALID',
      'Please enter a valid URL',
      ['url'],
    ],
    [
      'a javascript: URL',
      { url: 'javascript:alert(1)', description: 'x' },
      'URL_INVALID',
      'Please enter a valid URL',
      ['url'],
    ],
    [
      'a data: URL',
      { url: 'data:text/html,<b>hi</b>', description: 'x' },
      'URL_INVALID',
      'Please enter a valid URL',
      ['url'],
    ],
    [
      'no description',
      { url: 'https://a.example' },
      'DESCRIPTION_REQUIRED',
      'Description is required',
      ['description'],
    ],
    [
      'a blank description',
      { url: 'https://a.example', description: ' \n ' },
      'DESCRIPTION_REQUIRED',
      'Description is required',
      ['description'],
    ],
    [
      'neither',
      { url: 'ftp://a.example' },
      'URL_INVALID',
      'Please enter a valid URL',
      ['url', 'description'],
    ],
  ])('refuses %s with the spec message, storing nothing', async (_case, body, code, message, fields) => {
    const player = await newUser(t.app);
    for (const res of [
      await call('POST', '/api/v1/me/links', player, body),
      await call('PUT', `/api/v1/me/links/${(await linkSaved(t.app, player)).id}`, player, body),
    ]) {
      expect(res.statusCode).toBe(400);
      const error = res.json<{ code: string; message: string; errors: { field: string }[] }>();
      expect({ code: error.code, message: error.message, fields: error.errors.map((e) => e.field) }).toEqual({
        code,
        message,
        fields,
      });
    }
    expect((await myLinks(player)).items).toHaveLength(1);
    expect((await myLinks(player)).items[0]).toMatchObject({ description: 'A two-rail kick drill' });
  });

  it.each([
    ['url', { url: `https://a.example/${'x'.repeat(2048)}`, description: 'x' }],
    ['description', { url: 'https://a.example', description: 'x'.repeat(201) }],
    ['tags', { url: 'https://a.example', description: 'x', tags: 'x'.repeat(501) }],
  ])('refuses a %s over its limit with a 400 naming it', async (field, body) => {
    const res = await call('POST', '/api/v1/me/links', alice, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string; errors: { field: string }[] }>()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [expect.objectContaining({ field })],
    });
  });

  it('keeps at most 2,000 links a player, also when two adds race for the last place', async () => {
    const player = await newUser(t.app);
    await sql(
      t,
      `insert into links (id, created_at, updated_at, user_id, url, description)
       select gen_random_uuid(), now(), now(), $1, 'https://a.example/' || i, 'Link ' || i from generate_series(1, 1998) i`,
      [player.id],
    );
    const [a, b] = await Promise.all([
      call('POST', '/api/v1/me/links', player, { url: 'https://a.example/x', description: 'x' }),
      call('POST', '/api/v1/me/links', player, { url: 'https://a.example/y', description: 'y' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const full = await call('POST', '/api/v1/me/links', player, {
      url: 'https://a.example/z',
      description: 'z',
    });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ code: 'LINK_LIMIT_REACHED' });
    expect((await myLinks(player, '?limit=1')).total).toBe(2000);
    // another player is not affected by this one's cap
    expect(
      (await call('POST', '/api/v1/me/links', bob, { url: 'https://a.example', description: 'b' }))
        .statusCode,
    ).toBe(201);
  });

  describe('ownership', () => {
    it("answers 404 for another player's link on read, update and delete, and never lists it", async () => {
      const alicesLink = await linkSaved(t.app, alice, { description: 'Alice only' });
      const read = await call('GET', `/api/v1/me/links/${alicesLink.id}`, bob);
      expect({ status: read.statusCode, code: read.json<Json>().code }).toEqual({
        status: 404,
        code: 'LINK_NOT_FOUND',
      });
      expect((await call('GET', `/api/v1/me/links/${alicesLink.id}`, alice)).json()).toEqual(alicesLink);
      const update = await call('PUT', `/api/v1/me/links/${alicesLink.id}`, bob, {
        url: 'https://evil.example',
        description: 'taken',
      });
      expect({ status: update.statusCode, code: update.json<Json>().code }).toEqual({
        status: 404,
        code: 'LINK_NOT_FOUND',
      });
      const remove = await call('DELETE', `/api/v1/me/links/${alicesLink.id}`, bob);
      expect({ status: remove.statusCode, code: remove.json<Json>().code }).toEqual({
        status: 404,
        code: 'LINK_NOT_FOUND',
      });
      // the same answer as for an id that never existed
      const unknown = await call('DELETE', '/api/v1/me/links/00000000-0000-4000-8000-000000000000', bob);
      expect(unknown.json()).toEqual(remove.json());
      expect((await myLinks(bob, '?q=Alice')).items).toEqual([]);
      expect((await myLinks(alice, '?q=Alice%20only')).items).toEqual([
        expect.objectContaining({ description: 'Alice only' }),
      ]);
    });
  });

  describe('featured links', () => {
    it("lists the admins' public links to every player, newest first, searching description, tags and category", async () => {
      const admin = await newAdmin(t.app);
      const publish = async (body: Json) => {
        const res = await call('POST', '/api/v1/admin/public-links', admin, body);
        expect(res.statusCode).toBe(201);
        return res.json<Json>();
      };
      const rules = await publish({
        url: 'https://rules.example',
        description: 'Official rules',
        category: 'rules',
      });
      const gear = await publish({ url: 'https://gear.example', tags: 'cues, chalk', category: 'equipment' });
      const res = await call('GET', '/api/v1/links/featured', alice);
      expect(res.statusCode).toBe(200);
      const page = res.json<LinkPage>();
      expect(page.items).toEqual([
        {
          id: gear.id,
          url: 'https://gear.example',
          description: null,
          tags: 'cues, chalk',
          category: 'equipment',
          createdAt: expect.stringMatching(ISO_DATE),
        },
        expect.objectContaining({ id: rules.id, category: 'rules' }),
      ]);
      const found = async (q: string) =>
        (await call('GET', `/api/v1/links/featured?q=${q}`, bob)).json<LinkPage>().items.map((l) => l.id);
      expect(await found('RULES')).toEqual([rules.id]);
      expect(await found('chalk')).toEqual([gear.id]);
      expect(await found('equip')).toEqual([gear.id]);
      expect(await found('official')).toEqual([rules.id]);
    });

    it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)(
      'is read-only for players: %s changes nothing',
      async (method) => {
        const res = await call(method, '/api/v1/links/featured', alice, {
          url: 'https://x.example',
          category: 'rules',
        });
        expect(res.statusCode).toBe(404);
        const admin = await call('POST', '/api/v1/admin/public-links', alice, { url: 'https://x.example' });
        expect(admin.statusCode).toBe(403);
      },
    );
  });
});
