/**
 * Checked element access for tests (the server compiles with noUncheckedIndexedAccess): where a
 * test read `rows[0].field`, it reads `one(rows).field` or `first(rows).field`, which fails the test
 * with a clear message when the element is not there, rather than with a TypeError on `undefined`.
 */

/** The only element: fails unless there is exactly one (e.g. the row of a `count(*)`, the one mail sent). */
export function one<T>(items: readonly T[], what = 'element'): T {
  if (items.length !== 1) throw new Error(`Expected exactly one ${what}, found ${items.length}`);
  return at(items, 0, what);
}

/** The first element (of one or more): fails when there is none. */
export function first<T>(items: readonly T[], what = 'element'): T {
  if (items.length === 0) throw new Error(`Expected at least one ${what}, found none`);
  return at(items, 0, what);
}

/** The last element (of one or more): fails when there is none. */
export function last<T>(items: readonly T[], what = 'element'): T {
  if (items.length === 0) throw new Error(`Expected at least one ${what}, found none`);
  return at(items, -1, what);
}

/** The element at `index` (negative: from the end, like Array.prototype.at): fails when out of range. */
export function at<T>(items: readonly T[], index: number, what = 'element'): T {
  const position = index < 0 ? items.length + index : index;
  if (!Number.isInteger(position) || position < 0 || position >= items.length)
    throw new Error(`No ${what} at index ${index} (there are ${items.length})`);
  return items[position] as T;
}
