import type { ListQuery, SortOrder } from './list-query.js';

/**
 * The find options of one page of an admin list: the query's sort, ties broken by id in the same
 * direction (a stable order across pages), and its range. `em.findAndCount(Entity, where,
 * listPageOptions(query))` answers the page and how many match in all.
 */
export function listPageOptions(query: ListQuery): {
  orderBy: Record<string, SortOrder>[];
  limit: number;
  offset: number;
} {
  const { field, order } = query.sort;
  return {
    orderBy: [{ [field]: order }, { id: order }],
    limit: query.range.limit,
    offset: query.range.offset,
  };
}
