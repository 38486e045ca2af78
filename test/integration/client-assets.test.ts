import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ClientAssets } from '../../src/common/http/client-assets.js';
import { loadConfig } from '../../src/config/app-config.js';
import { createApp } from '../../src/server.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const PRECOMPRESS = resolve(import.meta.dirname, '../../client/scripts/precompress.mjs');

/** A few kilobytes of script, compressible like a real bundle. */
const APP_JS = Array.from(
  { length: 200 },
  (_, i) => `export function card${i}(rank) { return rank === ${i} ? 'kick-${i}' : null; }\n`,
).join('');
/** Stylesheet over 1 KB left without pre-compressed siblings: compressed on the fly instead. */
const PLAIN_CSS = Array.from({ length: 100 }, (_, i) => `.c${i} { margin: ${i}px; }\n`).join('');
const ROBOTS = 'User-agent: *\nDisallow: /api/\n';
const START_SCRIPT = "document.documentElement.dataset.scheme = 'dark';";
const INDEX = `<!doctype html><html lang="en"><head><title>Kickshots</title><script>${START_SCRIPT}</script></head><body></body></html>`;

/**
 * The built client, served by ClientAssets from a directory of this test's own: the assets
 * client/scripts/precompress.mjs compressed are sent as their .br or .gz copies according to
 * Accept-Encoding, never compressed again, and the copies are not served under their own names.
 */
describe('client assets', () => {
  let dir: string;
  let db: TestDatabase;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kickshots-client-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), INDEX);
    await writeFile(join(dir, 'robots.txt'), ROBOTS);
    await writeFile(join(dir, 'assets', 'app-abc.js'), APP_JS);
    await writeFile(join(dir, 'assets', 'app-abc.js.map'), '{"version":3}');
    await writeFile(join(dir, 'assets', 'logo-abc.png'), randomBytes(2048));
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify({ padding: APP_JS }));
    execFileSync(process.execPath, [PRECOMPRESS, dir], { stdio: 'ignore' });
    await writeFile(join(dir, 'assets', 'plain-abc.css'), PLAIN_CSS);

    db = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOG_FORMAT: 'json' });
    app = await createApp({ config, databaseUrl: db.url, schedule: false, client: new ClientAssets(dir) });
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it("allows index.html's inline scripts by their hashes, and no other inline script", async () => {
    const csp = (await get('/auth')).headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    const hash = createHash('sha256').update(START_SCRIPT).digest('base64');
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
  });

  it('precompress.mjs writes .br and .gz beside text files over 1 KB only', () => {
    expect(existsSync(join(dir, 'assets', 'app-abc.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'app-abc.js.gz'))).toBe(true);
    for (const skipped of [
      'index.html',
      'robots.txt',
      'assets/app-abc.js.map',
      'assets/logo-abc.png',
      '.vite/manifest.json',
    ])
      expect(existsSync(join(dir, `${skipped}.br`))).toBe(false);
  });

  it('sends the Brotli copy to a client that accepts br', async () => {
    const res = await get('/assets/app-abc.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // the file's bytes as they are: compressed once, not again by @fastify/compress
    const brotli = await readFile(join(dir, 'assets', 'app-abc.js.br'));
    expect(res.headers['content-length']).toBe(String(brotli.length));
    expect(res.rawPayload.equals(brotli)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it("prefers Brotli among a browser's usual encodings", async () => {
    const res = await get('/assets/app-abc.js', 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the gzip copy to a client that accepts gzip only', async () => {
    const res = await get('/assets/app-abc.js', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(await readFile(join(dir, 'assets', 'app-abc.js.gz')))).toBe(true);
    expect(gunzipSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/app-abc.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(APP_JS);
    }
  });

  it('compresses on the fly, once, an asset that has no pre-compressed copy', async () => {
    const res = await get('/assets/plain-abc.css', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PLAIN_CSS);
  });

  it('answers 404 for a missing asset, a source map, the compressed copies by name and build metadata', async () => {
    for (const url of [
      '/assets/x.js',
      '/assets/app-abc.js.map',
      '/assets/app-abc.js.br',
      '/assets/app-abc.js.gz',
      '/.vite/manifest.json',
    ]) {
      const res = await get(url, 'br, gzip');
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('serves robots.txt, and the single-page app on client routes', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.headers['cache-control']).toBe('no-cache');
    expect(robots.body).toBe(ROBOTS);

    const page = await get('/progress');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe(INDEX);
  });

  it('sends the single-page app compressed as the request accepts', async () => {
    const brotli = await get('/', 'gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(INDEX);

    const gzip = await get('/progress', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(INDEX);

    const refused = await get('/progress', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD as GET: the same status and headers, no body', async () => {
    for (const url of ['/', '/progress', '/assets/app-abc.js']) {
      const [head, got] = await Promise.all([
        app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } }),
        get(url, 'br'),
      ]);
      expect({ url, status: head.statusCode }).toEqual({ url, status: got.statusCode });
      for (const header of ['content-type', 'content-encoding', 'content-length', 'cache-control'])
        expect({ url, header, value: head.headers[header] }).toEqual({
          url,
          header,
          value: got.headers[header],
        });
      expect(head.rawPayload.length).toBe(0);
    }
  });
});
