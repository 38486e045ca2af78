import { ADMIN, adminResources, type Json } from '../support/admin-resources.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { ISO_DATE, UUID } from '../support/auth-helpers.js';
import { newAdmin, newPlayerWithAccess, type TestUser } from '../support/factories.js';

describe('admin: practice videos', () => {
  let t: TestApp;
  let admin: TestUser;
  const { call, auditRows, auditCount } = adminResources(() => ({ t, admin }));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t.app);
  });
  afterAll(() => t.close());

  const video = (overrides: Json = {}) => ({
    deckColor: 'black',
    cardIdentifier: 'AS',
    title: 'One-rail kick',
    url: 'https://videos.example.com/one-rail',
    ...overrides,
  });

  it('creates with empty optionals as null, audits it, and the player sees it at once', async () => {
    const res = await call('POST', 'practice-videos', video({ description: '', duration: '  ' }));
    expect(res.statusCode).toBe(201);
    const created = res.json<Json>();
    expect(created).toEqual({
      id: expect.stringMatching(UUID),
      deckColor: 'black',
      cardIdentifier: 'AS',
      title: 'One-rail kick',
      url: 'https://videos.example.com/one-rail',
      description: null,
      duration: null,
      createdAt: expect.stringMatching(ISO_DATE),
    });
    expect(await auditRows(created.id as string)).toEqual([
      {
        action: 'create',
        admin_email: admin.email,
        resource: 'practice-videos',
        before: null,
        after: expect.objectContaining({ title: 'One-rail kick', deckColor: 'black', description: null }),
      },
    ]);

    const player = await newPlayerWithAccess(t.app);
    const videos = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cards/black-AS/videos',
      headers: player.auth,
    });
    expect(videos.statusCode).toBe(200);
    expect(videos.json()).toEqual([expect.objectContaining({ id: created.id, title: 'One-rail kick' })]);
  });

  it('refuses a missing required field with the spec text and writes no audit row', async () => {
    const before = await auditCount();
    for (const missing of ['title', 'url', 'deckColor', 'cardIdentifier']) {
      const res = await call('POST', 'practice-videos', video({ [missing]: '' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VIDEO_FIELDS_REQUIRED',
        message: 'Please fill in all required fields',
        errors: [{ field: missing, message: 'is required' }],
      });
    }
    const { title: _title, ...noTitle } = video();
    expect((await call('POST', 'practice-videos', noTitle)).json()).toMatchObject({
      code: 'VIDEO_FIELDS_REQUIRED',
    });
    expect(await auditCount()).toBe(before);
  });

  it('checks deck colour, card identifier and url', async () => {
    const cases: [Json, string, string][] = [
      [{ deckColor: 'green' }, 'VALIDATION_FAILED', 'deckColor'],
      [{ cardIdentifier: '1S' }, 'VALIDATION_FAILED', 'cardIdentifier'],
      [{ cardIdentifier: 'AX' }, 'VALIDATION_FAILED', 'cardIdentifier'],
      [{ url: 'not a url' }, 'URL_INVALID', 'url'],
      [{ url: 'ftp://example.com/v' }, 'URL_INVALID', 'url'],
      [{ url: 'javascript:alert(1)' }, 'URL_INVALID', 'url'],
    ];
    for (const [overrides, code, field] of cases) {
      const res = await call('POST', 'practice-videos', video(overrides));
      expect({ overrides, status: res.statusCode, body: res.json<Json>() }).toMatchObject({
        status: 400,
        body: { code, errors: [expect.objectContaining({ field })] },
      });
    }
    for (const cardIdentifier of ['10C', 'KH', 'qd', '2S']) {
      expect(
        (await call('POST', 'practice-videos', video({ cardIdentifier, deckColor: 'red' }))).statusCode,
      ).toBe(201);
    }
  });

  it('PUT takes the whole record as react-admin sends it, ignoring read-only fields; audits the change', async () => {
    const created = (await call('POST', 'practice-videos', video({ title: 'Before' }))).json<Json>();
    const res = await call('PUT', `practice-videos/${created.id as string}`, {
      ...created,
      id: 'ignored',
      createdAt: '2000-01-01T00:00:00.000Z',
      title: 'After',
      duration: '5:30',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...created, title: 'After', duration: '5:30' });
    const rows = await auditRows(created.id as string);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]).toMatchObject({
      before: { title: 'Before', duration: null },
      after: { title: 'After', duration: '5:30' },
    });

    const bad = await call('PUT', `practice-videos/${created.id as string}`, { ...created, title: ' ' });
    expect(bad.json()).toMatchObject({ code: 'VIDEO_FIELDS_REQUIRED' });
    expect(await auditRows(created.id as string)).toHaveLength(2);
    expect((await call('GET', `practice-videos/${created.id as string}`)).json()).toMatchObject({
      title: 'After',
    });
  });

  it('DELETE with a JSON content type and no body answers the record; then 404', async () => {
    const created = (await call('POST', 'practice-videos', video())).json<Json>();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${ADMIN}/practice-videos/${created.id as string}`,
      headers: { ...admin.auth, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
    expect((await auditRows(created.id as string)).map((r) => r.action)).toEqual(['create', 'delete']);
    expect((await call('GET', `practice-videos/${created.id as string}`)).json()).toMatchObject({
      statusCode: 404,
      code: 'PRACTICE_VIDEO_NOT_FOUND',
    });
    expect((await call('DELETE', `practice-videos/${created.id as string}`)).statusCode).toBe(404);
    expect((await call('GET', 'practice-videos/not-a-uuid')).statusCode).toBe(400);
  });
});
