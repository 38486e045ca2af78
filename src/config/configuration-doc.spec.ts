import { readFileSync } from 'node:fs';
import { CONFIG_VARIABLES, type ConfigVariable } from './app-config.js';
import {
  configurationRow,
  renderConfigurationTable,
  TABLE_END,
  TABLE_START,
  tableRowsIn,
  withConfigurationTable,
} from './configuration-table.js';

/** docs/configuration.md's table is generated from CONFIG_VARIABLES (scripts/configuration-doc.mjs). */
describe('the configuration document', () => {
  it('has exactly the table CONFIG_VARIABLES gives (regenerate: node scripts/configuration-doc.mjs --write)', () => {
    const document = readFileSync('docs/configuration.md', 'utf8');
    expect(tableRowsIn(document)).toEqual(tableRowsIn(withConfigurationTable(document, render())));
  });

  it('names every variable the server reads, once', () => {
    const rows = tableRowsIn(readFileSync('docs/configuration.md', 'utf8')) ?? [];
    const names = rows.slice(1).map(([name]) => name);
    expect(names).toEqual(CONFIG_VARIABLES.map(({ name }) => `\`${name}\``));
  });
});

describe('renderConfigurationTable', () => {
  const variables: ConfigVariable[] = [
    { name: 'PORT', default: '3000', meaning: 'HTTP port' },
    { name: 'SMTP_URL', default: '(unset: mail written to files)', meaning: 'a | b, c\\d' },
  ];

  it('writes names and plain defaults as code, and a default in parentheses as prose', () => {
    expect(configurationRow(variables[0]!)).toEqual(['`PORT`', '`3000`', 'HTTP port']);
    expect(configurationRow(variables[1]!)).toEqual([
      '`SMTP_URL`',
      'unset: mail written to files',
      'a \\| b, c\\\\d',
    ]);
  });

  it('aligns the columns as Prettier does, and reads back the same cells', () => {
    const table = renderConfigurationTable(variables);
    const lines = table.split('\n');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[1]).toMatch(/^\| -+ \| -+ \| -+ \|$/);
    const document = `intro\n${TABLE_START}\n${TABLE_END}\noutro\n`;
    expect(tableRowsIn(withConfigurationTable(document, table))).toEqual([
      ['variable', 'default', 'meaning'],
      ...variables.map(configurationRow),
    ]);
  });

  it('tells a changed table from the generated one', () => {
    const document = withConfigurationTable(
      `${TABLE_START}\n${TABLE_END}`,
      renderConfigurationTable(variables),
    );
    const edited = document.replace('HTTP port', 'the HTTP port');
    expect(tableRowsIn(edited)).not.toEqual(tableRowsIn(document));
    expect(tableRowsIn('no markers here')).toBeUndefined();
  });
});

function render(): string {
  return renderConfigurationTable(CONFIG_VARIABLES);
}
