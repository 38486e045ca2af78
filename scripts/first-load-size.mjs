// The first-load JavaScript budget, checked by `npm test` after the build: for each entry page, the
// JavaScript a browser downloads before it can show that page — the entry chunk, the page's route
// chunk and every chunk they import statically — Brotli-compressed at quality 11, as the server
// sends them to every browser that accepts Brotli (the build's .br files), from
// client/dist/.vite/manifest.json. Deterministic: the same build gives the same bytes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** 150 KB as sent (Brotli) at most, so a newcomer's first page shows quickly on a phone. */
export const FIRST_LOAD_BUDGET = 150 * 1024;

/** The pages a newcomer lands on, by the source file of their route chunk (see client/src/App.tsx). */
export const ENTRY_PAGES = {
  '/auth': 'src/features/auth/AuthPage.tsx',
  '/': 'src/features/home/HomePage.tsx',
};

const DIST = 'client/dist';

/** The chunks loaded up front for one page: the entry's and the page's static import closure. */
export function firstLoadFiles(manifest, pageSource) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry chunk');
  if (!manifest[pageSource]) throw new Error(`no chunk for ${pageSource} in the Vite manifest`);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(pageSource);
  return [...files];
}

export function compressedBytes(file) {
  return brotliCompressSync(readFileSync(join(DIST, file)), {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 11,
    },
  }).length;
}

function main() {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
  let over = 0;
  for (const [path, source] of Object.entries(ENTRY_PAGES)) {
    const files = firstLoadFiles(manifest, source);
    const bytes = files.reduce((sum, file) => sum + compressedBytes(file), 0);
    const ok = bytes <= FIRST_LOAD_BUDGET;
    if (!ok) over++;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${path.padEnd(6)} ${(bytes / 1024).toFixed(1)} KB JS (Brotli) in ${files.length} files` +
        ` (budget ${FIRST_LOAD_BUDGET / 1024} KB)`,
    );
    if (!ok || process.argv.includes('--verbose')) {
      for (const file of files.sort((a, b) => compressedBytes(b) - compressedBytes(a)))
        console.log(`       ${(compressedBytes(file) / 1024).toFixed(1).padStart(6)} KB ${file}`);
    }
  }
  process.exit(over ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
