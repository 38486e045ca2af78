import { createTestApp, type TestApp } from '../support/app.js';
import { ISO_DATE, sql, UUID } from '../support/auth-helpers.js';
import { newAdmin, newUser, noteWritten, type TestUser } from '../support/factories.js';

type Json = Record<string, unknown>;
interface NotePage {
  items: Json[];
  total: number;
  limit: number;
  offset: number;
}

describe('notes', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await newUser(t.app);
    bob = await newUser(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(user?.auth ?? {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
  const myNotes = async (user: TestUser, query = '') => {
    const res = await call('GET', `/api/v1/me/notes${query}`, user);
    expect(res.statusCode).toBe(200);
    return res.json<NotePage>();
  };

  it('needs a session', async () => {
    expect((await call('GET', '/api/v1/me/notes')).statusCode).toBe(401);
    expect((await call('POST', '/api/v1/me/notes', undefined, { title: 'a', content: 'b' })).statusCode).toBe(
      401,
    );
  });

  it('adds, reads, lists newest first, changes and deletes a note; multi-line content keeps its lines', async () => {
    const player = await newUser(t.app);
    expect(await myNotes(player)).toEqual({ items: [], total: 0, limit: 50, offset: 0 });
    const added = await call('POST', '/api/v1/me/notes', player, {
      title: '  Tuesday league ',
      content: '\nLost the 9 on a kick.\n\n  Next time: two rails, low left.\n',
      tags: 'league,  kicks ,',
    });
    expect(added.statusCode).toBe(201);
    const note = added.json<Json>();
    expect(note).toEqual({
      id: expect.stringMatching(UUID),
      title: 'Tuesday league',
      content: 'Lost the 9 on a kick.\n\n  Next time: two rails, low left.',
      tags: 'league, kicks',
      createdAt: expect.stringMatching(ISO_DATE),
      updatedAt: expect.stringMatching(ISO_DATE),
    });
    expect((await call('GET', `/api/v1/me/notes/${String(note.id)}`, player)).json()).toEqual(note);
    const second = await noteWritten(t.app, player, { title: 'Second' });
    expect((await myNotes(player)).items.map((n) => n.id)).toEqual([second.id, note.id]);

    const changed = await call('PUT', `/api/v1/me/notes/${String(note.id)}`, player, {
      title: 'Tuesday league (won)',
      content: 'Made the kick.',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      id: note.id,
      title: 'Tuesday league (won)',
      content: 'Made the kick.',
      tags: '',
    });

    expect((await call('DELETE', `/api/v1/me/notes/${String(note.id)}`, player)).statusCode).toBe(204);
    expect((await myNotes(player)).items.map((n) => n.id)).toEqual([second.id]);
    expect((await call('GET', `/api/v1/me/notes/${String(note.id)}`, player)).statusCode).toBe(404);
  });

  it('searches title, content and tags case-insensitively', async () => {
    const player = await newUser(t.app);
    await noteWritten(t.app, player, {
      title: 'Team Eagles',
      content: 'Their SL5 loves safeties',
      tags: 'opponents',
    });
    await noteWritten(t.app, player, {
      title: 'Break',
      content: 'Cut break from the side rail',
      tags: 'Practice',
    });
    const found = async (q: string) =>
      (await myNotes(player, `?q=${encodeURIComponent(q)}`)).items.map((n) => n.title);
    expect(await found('eagles')).toEqual(['Team Eagles']);
    expect(await found('SAFETIES')).toEqual(['Team Eagles']);
    expect(await found('practice')).toEqual(['Break']);
    expect(await found('e')).toEqual(['Break', 'Team Eagles']);
    expect(await found('nothing like this')).toEqual([]);
  });

  it('pages the list and refuses a bad page', async () => {
    const player = await newUser(t.app);
    for (let i = 0; i < 4; i++) await noteWritten(t.app, player, { title: `Note ${i}` });
    const page = await myNotes(player, '?limit=3&offset=2');
    expect(page).toMatchObject({ total: 4, limit: 3, offset: 2 });
    expect(page.items.map((n) => n.title)).toEqual(['Note 1', 'Note 0']);
    for (const bad of ['?limit=101', '?offset=x', '?sort=title']) {
      expect((await call('GET', `/api/v1/me/notes${bad}`, player)).statusCode).toBe(400);
    }
  });

  it.each([
    ['no title', { content: 'x' }, ['title']],
    ['a blank title', { title: '   ', content: 'x' }, ['title']],
    ['no content', { title: 'x' }, ['content']],
    ['blank content', { title: 'x', content: '\n\t ' }, ['content']],
    ['neither', {}, ['title', 'content']],
  ])('refuses %s (title and content are required), storing nothing', async (_case, body, fields) => {
    const player = await newUser(t.app);
    const kept = await noteWritten(t.app, player, { title: 'Kept' });
    for (const res of [
      await call('POST', '/api/v1/me/notes', player, body),
      await call('PUT', `/api/v1/me/notes/${kept.id}`, player, body),
    ]) {
      expect(res.statusCode).toBe(400);
      const error = res.json<{ code: string; message: string; errors: { field: string }[] }>();
      expect({ code: error.code, message: error.message, fields: error.errors.map((e) => e.field) }).toEqual({
        code: 'NOTE_FIELDS_REQUIRED',
        message: 'Title and content are required',
        fields,
      });
    }
    expect((await myNotes(player)).items).toEqual([
      expect.objectContaining({ title: 'Kept', content: kept.content }),
    ]);
  });

  it.each([
    ['title', { title: 'x'.repeat(201), content: 'x' }],
    ['content', { title: 'x', content: 'x'.repeat(20_001) }],
    ['tags', { title: 'x', content: 'x', tags: 'x'.repeat(501) }],
  ])('refuses a %s over its limit with a 400 naming it', async (field, body) => {
    const res = await call('POST', '/api/v1/me/notes', alice, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [expect.objectContaining({ field })],
    });
  });

  it('takes content of exactly 20,000 characters', async () => {
    const res = await call('POST', '/api/v1/me/notes', alice, { title: 'Long', content: 'k'.repeat(20_000) });
    expect(res.statusCode).toBe(201);
  });

  it('keeps at most 2,000 notes a player', async () => {
    const player = await newUser(t.app);
    await sql(
      t,
      `insert into notes (id, created_at, updated_at, user_id, title, content)
       select gen_random_uuid(), now(), now(), $1, 'Note ' || i, 'x' from generate_series(1, 1999) i`,
      [player.id],
    );
    await noteWritten(t.app, player, { title: 'The last one' });
    const full = await call('POST', '/api/v1/me/notes', player, { title: 'One more', content: 'x' });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({
      code: 'NOTE_LIMIT_REACHED',
      message: 'You have reached the limit of 2,000 notes. Delete a note to add another.',
    });
    expect((await myNotes(player, '?limit=1')).total).toBe(2000);
  });

  describe('ownership', () => {
    it("answers 404 for another player's note on read, update and delete, as for one that never existed", async () => {
      const secret = await noteWritten(t.app, alice, { title: 'Private', content: 'Only Alice reads this' });
      const never = '00000000-0000-4000-8000-000000000000';
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { title: 'Taken', content: 'by Bob' }],
        ['DELETE', undefined],
      ] as const) {
        const theirs = await call(method, `/api/v1/me/notes/${secret.id}`, bob, body);
        const missing = await call(method, `/api/v1/me/notes/${never}`, bob, body);
        expect({ method, status: theirs.statusCode, body: theirs.json() }).toEqual({
          method,
          status: 404,
          body: missing.json(),
        });
      }
      expect((await myNotes(bob, '?q=Alice')).items).toEqual([]);
      expect((await call('GET', `/api/v1/me/notes/${secret.id}`, alice)).json()).toMatchObject({
        title: 'Private',
        content: 'Only Alice reads this',
      });
    });

    it("is private from admins too: an admin's list holds only the admin's notes", async () => {
      await noteWritten(t.app, alice, { title: 'Not for admins' });
      const admin = await newAdmin(t.app);
      expect((await myNotes(admin)).total).toBe(0);
    });
  });
});
