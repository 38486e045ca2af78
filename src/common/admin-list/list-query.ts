import type { FilterQuery } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import { ValidationFailedException } from '../errors/app.exception.js';
import { inputProblem } from '../http/request-input.js';

/**
 * The ra-data-simple-rest list contract, which every admin resource follows so react-admin's stock
 * data provider drives it unchanged: `?sort=["field","ASC"]&range=[0,24]&filter={…}` in, a JSON
 * array and `Content-Range: <resource> 0-24/319` out; `filter={"id":[…]}` is getMany.
 */

/** The largest page an admin list answers. */
export const MAX_ADMIN_PAGE = 100;

export type SortOrder = 'ASC' | 'DESC';

export interface ListQuery {
  sort: { field: string; order: SortOrder };
  /** Inclusive, as react-admin sends it: [0, 24] is the first 25. */
  range: { start: number; end: number; limit: number; offset: number };
  filter: Record<string, unknown>;
}

/** The raw query parameters (strings of JSON). */
export interface RawListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

export interface ListQueryRules {
  /** Fields the list may be sorted by (API names, camelCase). */
  sortable: readonly string[];
  defaultSort: { field: string; order: SortOrder };
  /** Filter keys the resource understands (`id`, for getMany, is always allowed). */
  filters: readonly string[];
}

function refuse(field: string, message: string): never {
  throw new ValidationFailedException([{ field, message }]);
}

/**
 * The parameter's JSON value. What it holds is held to the rules of every request's input (see
 * inputProblem): a JSON escape such as `\u0000` reaches the text only once parsed, and PostgreSQL
 * refuses NUL, so a string with a control character is a 400 naming it (`filter.q`), never a query.
 */
function json(field: string, text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return refuse(field, 'must be JSON');
  }
  const problem = inputProblem(value, field);
  if (problem) throw new ValidationFailedException([problem]);
  return value;
}

/** Parses and checks `sort`, `range` and `filter`; a malformed or unknown one is a 400 naming it. */
export function parseListQuery(raw: RawListQuery, rules: ListQueryRules): ListQuery {
  let sort = rules.defaultSort;
  if (raw.sort !== undefined) {
    const value = json('sort', raw.sort);
    if (
      !Array.isArray(value) ||
      value.length !== 2 ||
      typeof value[0] !== 'string' ||
      (value[1] !== 'ASC' && value[1] !== 'DESC')
    )
      refuse('sort', 'must be ["field","ASC"] or ["field","DESC"]');
    const [field, order] = value as [string, SortOrder];
    if (!rules.sortable.includes(field))
      refuse('sort', `cannot sort by "${field}"; sortable: ${rules.sortable.join(', ')}`);
    sort = { field, order };
  }

  let start = 0;
  let end = 24;
  if (raw.range !== undefined) {
    const value = json('range', raw.range);
    if (
      !Array.isArray(value) ||
      value.length !== 2 ||
      !value.every((n) => Number.isSafeInteger(n) && (n as number) >= 0) ||
      (value[1] as number) < (value[0] as number)
    )
      refuse('range', 'must be [start, end]: whole numbers, 0 ≤ start ≤ end');
    [start, end] = value as [number, number];
    if (end - start + 1 > MAX_ADMIN_PAGE) refuse('range', `must cover at most ${MAX_ADMIN_PAGE} records`);
  }

  let filter: Record<string, unknown> = {};
  if (raw.filter !== undefined) {
    const value = json('filter', raw.filter);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      refuse('filter', 'must be a JSON object');
    filter = value as Record<string, unknown>;
    for (const key of Object.keys(filter))
      if (key !== 'id' && !rules.filters.includes(key))
        refuse('filter', `unknown filter "${key}"; filters: ${['id', ...rules.filters].join(', ')}`);
    const ids = filter.id;
    if (ids !== undefined && !(Array.isArray(ids) && ids.every((id) => typeof id === 'string')))
      refuse('filter', 'id must be a list of ids');
  }

  return { sort, range: { start, end, limit: end - start + 1, offset: start }, filter };
}

/** Sets `Content-Range: <resource> start-end/total` (exposed to the browser) for a page of `count` rows. */
export function setContentRange(
  reply: FastifyReply,
  resource: string,
  query: ListQuery,
  count: number,
  total: number,
): void {
  const last = count === 0 ? query.range.start : query.range.start + count - 1;
  void reply.header('content-range', `${resource} ${query.range.start}-${last}/${total}`);
  void reply.header('access-control-expose-headers', 'Content-Range');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The getMany ids of `filter={"id":[…]}` that can name a uuid row (others match nothing), or undefined. */
export function uuidIdsOf(query: ListQuery): string[] | undefined {
  const ids = query.filter.id as string[] | undefined;
  return ids?.filter((id) => UUID.test(id));
}

/** A string filter's value (undefined when absent or empty); any other JSON value is a 400 naming it. */
export function stringFilterOf(query: ListQuery, key: string): string | undefined {
  const value = query.filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') refuse('filter', `${key} must be a string`);
  return value;
}

/** `text` as a LIKE pattern that matches it literally anywhere (for `$ilike`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The `$or` of a search: any of `fields` contains `text` literally, in any case. */
export function anyFieldContains<T>(text: string, fields: readonly (keyof T & string)[]): FilterQuery<T>[] {
  const like = { $ilike: containsPattern(text) };
  return fields.map((field) => ({ [field]: like }) as FilterQuery<T>);
}
