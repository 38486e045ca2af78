/**
 * The CSV of an admin list's Export button, safe to open in a spreadsheet: a cell that starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return would be read as a formula (CSV injection: a
 * player's own text, such as a link description or a promo code's e-mail, running as a formula on
 * the admin's computer), so it is written with a single quote first, which the spreadsheet shows as
 * text.
 */

/** The first characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** `text` as a cell no spreadsheet reads as a formula: prefixed with `'` when it could be one. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A value as the text of one cell: nothing for null, lists joined with ', ' (of objects: as JSON). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value))
    return value.every((item) => item === null || typeof item !== 'object')
      ? value.map(cellText).join(', ')
      : JSON.stringify(value);
  return JSON.stringify(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** A record as columns of text: a nested object's fields become columns of their own (`before.role`). */
export function flatCells(record: Record<string, unknown>, prefix = ''): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) {
    const column = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && Object.keys(value).length > 0) Object.assign(cells, flatCells(value, column));
    else cells[column] = isPlainObject(value) ? '' : cellText(value);
  }
  return cells;
}

/** One field of a CSV line (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The records as CSV: a header of every column any record has (in the order they first appear),
 * then one line a record; every cell, the header's too, neutralised.
 */
export function toCsv(records: readonly Record<string, unknown>[]): string {
  const rows = records.map((record) => flatCells(record));
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const line = (cells: string[]) => cells.map((cell) => csvField(neutraliseCell(cell))).join(',');
  return [line(columns), ...rows.map((row) => line(columns.map((column) => row[column] ?? '')))].join('\n');
}
