// The configuration table of docs/configuration.md, generated from CONFIG_VARIABLES
// (src/config/app-config.ts) with the renderer the unit test uses (src/config/configuration-table.ts).
//
//   npm run build:server && node scripts/configuration-doc.mjs          # prints the table
//   npm run build:server && node scripts/configuration-doc.mjs --write  # rewrites it in the document
//
// It reads the built server (dist/), so build first; src/config/configuration-doc.spec.ts fails while
// the document's table differs from what CONFIG_VARIABLES gives.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = (path) => {
  const file = `${root}dist/src/config/${path}`;
  if (!existsSync(file)) {
    console.error(`${file} is missing: run \`npm run build:server\` first.`);
    process.exit(1);
  }
  return import(pathToFileURL(file).href);
};

const { CONFIG_VARIABLES } = await built('app-config.js');
const { renderConfigurationTable, withConfigurationTable } = await built('configuration-table.js');

const table = renderConfigurationTable(CONFIG_VARIABLES);
if (process.argv.includes('--write')) {
  const path = `${root}docs/configuration.md`;
  writeFileSync(path, withConfigurationTable(readFileSync(path, 'utf8'), table));
  console.log(`docs/configuration.md: ${CONFIG_VARIABLES.length} variables written.`);
} else {
  console.log(table);
}
