import { ValidationFailedException } from '../errors/app.exception.js';
import { parseListQuery, type RawListQuery } from './list-query.js';

const RULES = {
  sortable: ['createdAt', 'title'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['q', 'status'],
} as const;

/** The field errors parseListQuery throws for `raw` (none when it parses). */
function errorsOf(raw: RawListQuery): unknown {
  try {
    parseListQuery(raw, RULES);
    return [];
  } catch (error) {
    if (error instanceof ValidationFailedException) return error.errors;
    throw error;
  }
}

describe('parseListQuery', () => {
  it('reads sort, range and filter', () => {
    expect(
      parseListQuery({ sort: '["title","ASC"]', range: '[25,49]', filter: '{"q":"bank"}' }, RULES),
    ).toEqual({
      sort: { field: 'title', order: 'ASC' },
      range: { start: 25, end: 49, limit: 25, offset: 25 },
      filter: { q: 'bank' },
    });
  });

  it.each([
    ['NUL', '\\u0000'],
    ['a C0 control', '\\u001b'],
    ['DEL', '\\u007f'],
    ['a C1 control', '\\u0085'],
  ])('refuses %s written as a JSON escape in a filter value, naming the filter', (_, escape) => {
    expect(errorsOf({ filter: `{"q":"bank${escape}"}` })).toEqual([
      { field: 'filter.q', message: 'must not contain NUL or other control characters' },
    ]);
  });

  it('refuses control characters in getMany ids, in nested values and in the sort', () => {
    expect(errorsOf({ filter: '{"id":["a","\\u0000"]}' })).toEqual([
      { field: 'filter.id[1]', message: 'must not contain NUL or other control characters' },
    ]);
    expect(errorsOf({ filter: '{"status":{"deep":["\\u0000"]}}' })).toEqual([
      { field: 'filter.status.deep[0]', message: 'must not contain NUL or other control characters' },
    ]);
    expect(errorsOf({ sort: '["title\\u0000","ASC"]' })).toEqual([
      { field: 'sort[0]', message: 'must not contain NUL or other control characters' },
    ]);
  });

  it('keeps tab, line feed and carriage return, the whitespace of text', () => {
    expect(parseListQuery({ filter: '{"q":"a\\tb\\nc\\r"}' }, RULES).filter).toEqual({ q: 'a\tb\nc\r' });
  });
});
