import { createTestApp, type TestApp } from '../support/app.js';
import { newAdmin, type TestUser } from '../support/factories.js';

type Json = Record<string, unknown>;

interface OpenApiDocument {
  paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
}

interface ErrorBody {
  code: string;
  errors?: { field: string; message: string }[];
}

const CONTROL_CHARACTERS = 'must not contain NUL or other control characters';

/**
 * The admin lists (the ra-data-simple-rest contract: `sort`, `range`, `filter` as JSON text) with a
 * control character inside the JSON, written as a JSON escape (`\u0000`), so it passes the check of
 * the raw query string and appears only once the parameter is parsed. Every list the OpenAPI document
 * has is tried, with every filter it accepts: a new list is covered without this test changing.
 */
describe('admin lists: a control character in sort, range or filter', () => {
  let t: TestApp;
  let admin: TestUser;
  let lists: string[];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t.app);
    const document = (
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json<OpenApiDocument>();
    lists = Object.entries(document.paths)
      .filter(
        ([path, item]) =>
          path.startsWith('/api/v1/admin/') &&
          (item.get?.parameters ?? []).some((p) => p.in === 'query' && p.name === 'filter'),
      )
      .map(([path]) => path)
      .sort();
  });
  afterAll(() => t.close());

  const list = (path: string, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: path, query, headers: admin.auth });

  /** The filters a list accepts, as its 400 for an unknown filter names them (`id` aside). */
  async function filtersOf(path: string): Promise<string[]> {
    const res = await list(path, { filter: '{"no-such-filter":"x"}' });
    expect({ path, status: res.statusCode }).toEqual({ path, status: 400 });
    const message = res.json<ErrorBody>().errors?.[0]?.message ?? '';
    const names = /filters: (.*)$/.exec(message)?.[1]?.split(', ') ?? [];
    expect({ path, names }).toEqual({ path, names: expect.arrayContaining(['id']) });
    return names.filter((name) => name !== 'id');
  }

  it('finds the admin lists in the OpenAPI document', () => {
    expect(lists).toEqual(
      expect.arrayContaining([
        '/api/v1/admin/users',
        '/api/v1/admin/promo-codes',
        '/api/v1/admin/practice-videos',
        '/api/v1/admin/public-links',
        '/api/v1/admin/app-config',
        '/api/v1/admin/audit-log',
        '/api/v1/admin/broadcasts',
      ]),
    );
  });

  it('is a 400 naming the filter and the reason, for every filter of every list, never a 5xx', async () => {
    const answers: Json[] = [];
    for (const path of lists) {
      const filters = await filtersOf(path);
      expect({ path, filters: filters.length > 0 }).toEqual({ path, filters: true });
      for (const name of filters) {
        // JSON escapes, as JSON text: the raw query string holds no control character
        for (const [character, escaped] of [
          ['NUL', 'a\\u0000b'],
          ['BEL', '\\u0007'],
          ['ESC', 'x\\u001b[31m'],
          ['DEL', '\\u007f'],
          ['a C1 control', '\\u0085'],
        ] as const) {
          const res = await list(path, { filter: `{${JSON.stringify(name)}:"${escaped}"}` });
          const body = res.json<ErrorBody>();
          answers.push({
            path,
            name,
            character,
            status: res.statusCode,
            code: body.code,
            errors: body.errors,
          });
        }
      }
    }
    expect(answers.length).toBeGreaterThan(lists.length);
    for (const answer of answers)
      expect(answer).toEqual({
        ...answer,
        status: 400,
        code: 'VALIDATION_FAILED',
        errors: [{ field: `filter.${answer.name as string}`, message: CONTROL_CHARACTERS }],
      });
  });

  it('names a control character inside a getMany id list, a nested value or the sort', async () => {
    for (const path of lists) {
      for (const [query, field] of [
        [{ filter: '{"id":["\\u0000"]}' }, 'filter.id[0]'],
        [{ filter: '{"q\\u0000":"x"}' }, 'filter.q\u0000'],
        [{ sort: '["createdAt\\u0000","ASC"]' }, 'sort[0]'],
      ] as const) {
        const res = await list(path, query);
        const body = res.json<ErrorBody>();
        expect({ path, query, status: res.statusCode, errors: body.errors }).toEqual({
          path,
          query,
          status: 400,
          errors: [
            {
              field,
              message: field.includes('\u0000')
                ? `is not an acceptable property name (${CONTROL_CHARACTERS})`
                : CONTROL_CHARACTERS,
            },
          ],
        });
      }
    }
  });

  it('still answers a filter of ordinary text', async () => {
    for (const path of lists) {
      const res = await list(path, { filter: '{}', range: '[0,4]' });
      expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
    }
  });
});
