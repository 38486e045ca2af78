/** A page of a player's searchable list, as the server answers it. */
export interface PageOf<Item> {
  items: Item[];
  total: number;
  limit: number;
  offset: number;
}

/** Rows asked for per page of a player's list. */
export const PAGE_SIZE = 50;

/** The offset of the page after `last`, or undefined when `last` reached the end. */
export function nextOffset(last: PageOf<unknown>): number | undefined {
  const next = last.offset + last.items.length;
  return last.items.length > 0 && next < last.total ? next : undefined;
}
