import { ADMIN, adminResources, type Json } from '../support/admin-resources.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { ISO_DATE, sql } from '../support/auth-helpers.js';
import { newAdmin, newUser, type TestUser } from '../support/factories.js';
import { first } from '../support/lists.js';

describe('admin: public links, and the list contract of the admin resources', () => {
  let t: TestApp;
  let admin: TestUser;
  const { call, list, auditRows, auditCount } = adminResources(() => ({ t, admin }));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t.app);
  });
  afterAll(() => t.close());

  describe('the list contract', () => {
    let ids: string[];
    beforeAll(async () => {
      await sql(t, 'delete from public_links');
      ids = [];
      for (const [i, category] of ['rules', 'training', 'rules', 'general', 'community'].entries()) {
        const res = await call('POST', 'public-links', {
          url: `https://links.example.com/${i}`,
          description: `Link ${i}`,
          tags: i === 0 ? 'kick, bank' : '',
          category,
        });
        ids.push(res.json<Json>().id as string);
        await sql(
          t,
          `update public_links set created_at = now() - interval '${10 - i} minutes' where id = $1`,
          [ids[i]],
        );
      }
    });

    it('answers newest first with Content-Range, exposed to the browser', async () => {
      const res = await list('public-links');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-range']).toBe('public-links 0-4/5');
      expect(res.headers['access-control-expose-headers']).toBe('Content-Range');
      expect(res.json<Json[]>().map((l) => l.id)).toEqual([...ids].reverse());
    });

    it('pages with range, sorts with sort, filters with filter', async () => {
      const page = await list('public-links', { range: [1, 2], sort: ['createdAt', 'ASC'] });
      expect(page.headers['content-range']).toBe('public-links 1-2/5');
      expect(page.json<Json[]>().map((l) => l.id)).toEqual(ids.slice(1, 3));

      const byCategory = await list('public-links', {
        filter: { category: 'rules' },
        sort: ['description', 'ASC'],
      });
      expect(byCategory.headers['content-range']).toBe('public-links 0-1/2');
      expect(byCategory.json<Json[]>().map((l) => l.description)).toEqual(['Link 0', 'Link 2']);

      const byText = await list('public-links', { filter: { q: 'BANK' } });
      expect(byText.json<Json[]>().map((l) => l.id)).toEqual([ids[0]]);

      const beyond = await list('public-links', { range: [10, 19] });
      expect(beyond.headers['content-range']).toBe('public-links 10-10/5');
      expect(beyond.json()).toEqual([]);
    });

    it('answers getMany with filter={"id":[…]}', async () => {
      const res = await list('public-links', { filter: { id: [ids[1], ids[3], 'not-a-uuid'] } });
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json<Json[]>()
          .map((l) => l.id)
          .sort(),
      ).toEqual([ids[1], ids[3]].sort());
    });

    it.each([['practice-videos'], ['public-links'], ['app-config'], ['audit-log']])(
      '%s: a bad sort, range or filter is a 400 naming it',
      async (resource) => {
        const cases: [Record<string, string>, string][] = [
          [{ sort: '["nope","ASC"]' }, 'sort'],
          [{ sort: '["createdAt","UP"]' }, 'sort'],
          [{ sort: 'not json' }, 'sort'],
          [{ range: '[0,100]' }, 'range'],
          [{ range: '[5,1]' }, 'range'],
          [{ range: '"0-9"' }, 'range'],
          [{ filter: '[]' }, 'filter'],
          [{ filter: '{"nope":1}' }, 'filter'],
          [{ filter: '{"id":"x"}' }, 'filter'],
          [{ filter: '{' }, 'filter'],
        ];
        for (const [params, field] of cases) {
          const res = await call('GET', `${resource}?${new URLSearchParams(params).toString()}`);
          expect({ params, status: res.statusCode, body: res.json<Json>() }).toMatchObject({
            status: 400,
            body: { code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field })] },
          });
        }
        const ok = await list(resource, { range: [0, 99] });
        expect(ok.statusCode).toBe(200);
        expect(ok.headers['content-range']).toMatch(new RegExp(`^${resource} 0-\\d+/\\d+$`));
      },
    );

    it('a non-admin gets 403 and a visitor 401', async () => {
      const user = await newUser(t.app);
      expect((await call('GET', 'public-links', undefined, user)).json()).toMatchObject({
        statusCode: 403,
        code: 'ADMIN_REQUIRED',
      });
      expect((await call('POST', 'app-config/quick-setup', undefined, user)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `${ADMIN}/practice-videos` })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `${ADMIN}/public-links/${first(ids)}` })).statusCode,
      ).toBe(401);
    });
  });

  describe('public-links', () => {
    it('requires a valid URL, with the spec texts (the description is optional); defaults the category to general', async () => {
      const before = await auditCount();
      expect((await call('POST', 'public-links', { description: 'x' })).json()).toMatchObject({
        statusCode: 400,
        code: 'URL_REQUIRED',
        message: 'URL is required',
      });
      expect((await call('POST', 'public-links', { url: 'example', description: 'x' })).json()).toMatchObject(
        {
          code: 'URL_INVALID',
          message: 'Please enter a valid URL',
        },
      );
      expect(
        (
          await call('POST', 'public-links', {
            url: 'https://e.example.com',
            description: 'x',
            category: 'gossip',
          })
        ).json(),
      ).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'category' }] });
      expect(await auditCount()).toBe(before);

      // the description is optional: empty is stored as null
      expect(
        (await call('POST', 'public-links', { url: 'https://e.example.com', description: '' })).json(),
      ).toMatchObject({ url: 'https://e.example.com', description: null });

      const res = await call('POST', 'public-links', {
        url: 'https://e.example.com',
        description: 'Rules',
        tags: '',
      });
      expect(res.statusCode).toBe(201);
      const link = res.json<Json>();
      expect(link).toMatchObject({
        category: 'general',
        tags: null,
        updatedAt: expect.stringMatching(ISO_DATE),
      });

      const put = await call('PUT', `public-links/${link.id as string}`, {
        ...link,
        category: 'rules',
        tags: 'wpa',
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({
        id: link.id,
        category: 'rules',
        tags: 'wpa',
        createdAt: link.createdAt,
      });
      expect((await auditRows(link.id as string)).map((r) => r.action)).toEqual(['create', 'update']);
    });
  });
});
