import type { ConfigVariable } from './app-config.js';

/** The markers in docs/configuration.md between which the generated table stands. */
export const TABLE_START = '<!-- variables:start -->';
export const TABLE_END = '<!-- variables:end -->';

const HEADER = ['variable', 'default', 'meaning'];

/** A cell's text with the characters that would end or break a Markdown table cell escaped. */
function cellText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|');
}

/**
 * One variable's row: its name as code; its default as code, or as prose when it describes what
 * happens unset (the defaults written in parentheses); its meaning as prose.
 */
export function configurationRow(variable: ConfigVariable): string[] {
  const fallback = /^\(.*\)$/.test(variable.default)
    ? cellText(variable.default.slice(1, -1))
    : `\`${variable.default}\``;
  return [`\`${variable.name}\``, fallback, cellText(variable.meaning)];
}

/**
 * The Markdown table of every configuration variable, aligned the way Prettier aligns a table (so
 * the generated file is already formatted).
 */
export function renderConfigurationTable(variables: readonly ConfigVariable[]): string {
  const rows = [HEADER, ...variables.map(configurationRow)];
  const widths = HEADER.map((_, column) => Math.max(3, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(rows[0]!), line(widths.map((width) => '-'.repeat(width))), ...rows.slice(1).map(line)].join(
    '\n',
  );
}

/**
 * The rows of the table between the markers of a document, header first, each as its trimmed cells
 * (backslash escapes kept; the delimiter row left out, as its width is only layout), or undefined
 * when the markers are missing.
 */
export function tableRowsIn(document: string): string[][] | undefined {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start) return undefined;
  return document
    .slice(start + TABLE_START.length, end)
    .split('\n')
    .map((row) => row.trim())
    .filter((row) => row.startsWith('|'))
    .map((row) =>
      row
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    )
    .filter((cells) => !cells.every((cell) => /^:?-+:?$/.test(cell)));
}

/** The document with the table between its markers replaced by `table`. */
export function withConfigurationTable(document: string, table: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`The document has no ${TABLE_START} … ${TABLE_END} markers`);
  return `${document.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${document.slice(end)}`;
}
