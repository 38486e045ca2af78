// After `vite build`: writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside
// every text asset of client/dist over 1 KB, so the server (ClientAssets, @fastify/static's
// preCompressed) sends them as they are instead of compressing each response on the fly at the
// lower levels a request can afford. Source maps are skipped: they are never served.
// `node scripts/precompress.mjs [directory]`: client/dist by default.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../dist'));
const EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt'];
const MIN_BYTES = 1024;

/** Every file under `dir`, recursively. */
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // dot files and directories (Vite's .vite/manifest.json) are build metadata, never served
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

if (!statSync(DIST, { throwIfNoEntry: false })?.isDirectory()) {
  console.error(`precompress: ${DIST} does not exist; run vite build first`);
  process.exit(1);
}

let count = 0;
let before = 0;
let afterBrotli = 0;
let afterGzip = 0;
for (const path of files(DIST)) {
  if (!EXTENSIONS.some((extension) => path.endsWith(extension))) continue;
  const source = readFileSync(path);
  if (source.length <= MIN_BYTES) continue;
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: 9 });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzip);
  count++;
  before += source.length;
  afterBrotli += brotli.length;
  afterGzip += gzip.length;
  if (process.env.PRECOMPRESS_VERBOSE)
    console.log(`${relative(DIST, path)}: ${source.length} → br ${brotli.length}, gz ${gzip.length}`);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`precompress: ${count} files, ${kb(before)} → brotli ${kb(afterBrotli)}, gzip ${kb(afterGzip)}`);
