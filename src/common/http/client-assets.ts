import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings } from './encoded-body.js';

/**
 * Files of client/dist that are never served under their own name: the source maps (the whole
 * client source, megabytes of it) and the pre-compressed copies client/scripts/precompress.mjs
 * writes beside each asset, which are only ever sent as an encoding of the asset itself.
 */
const UNSERVED = ['.map', '.br', '.gz'];

/**
 * The built React client (client/dist): hashed assets cached for a year, index.html never. An asset
 * with a pre-compressed sibling (`app.js.br`, `app.js.gz`) is sent as that sibling when the request
 * accepts its encoding, with `Content-Encoding` and `Vary: Accept-Encoding` set by @fastify/static;
 * @fastify/compress leaves a response that already has a `Content-Encoding` alone, so nothing is
 * compressed twice, and still compresses the assets that have no such sibling (under 1 KB).
 */
export class ClientAssets {
  readonly indexHtml: string | undefined;
  /** index.html compressed once at start-up, in the encodings a browser asks for. */
  private readonly indexEncoded: { br: Buffer; gzip: Buffer } | undefined;
  private readonly assetsDir: string;
  /**
   * The Content-Security-Policy sources of index.html's inline scripts (the colour scheme applied
   * before the first paint, the entry that starts the app), by their hashes: those scripts run,
   * no other inline script does.
   */
  readonly inlineScriptSources: string[];

  constructor(readonly root: string) {
    const index = join(root, 'index.html');
    this.indexHtml = existsSync(index) ? readFileSync(index, 'utf8') : undefined;
    this.indexEncoded = this.indexHtml
      ? {
          br: brotliCompressSync(this.indexHtml, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(this.indexHtml, { level: 9 }),
        }
      : undefined;
    this.assetsDir = resolve(root, 'assets') + sep;
    this.inlineScriptSources = inlineScriptHashes(this.indexHtml ?? '');
  }

  /**
   * The single-page app's index.html for a client route: Brotli or gzip when the request accepts
   * it (Brotli first, as a browser sends both), never cached without revalidation. A HEAD gets the
   * same headers and no body.
   */
  sendIndex(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    if (!this.indexHtml || !this.indexEncoded) throw new Error('the client is not built');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
    void reply
      .status(200)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding) void reply.header('content-encoding', encoding);
    const body = encoding ? this.indexEncoded[encoding] : Buffer.from(this.indexHtml);
    if (request.method !== 'HEAD') return reply.send(body);
    return reply.header('content-length', body.length).send();
  }

  /** Compiled: dist/src/common/http → repo root is four levels up; from source (tests) three. */
  static locate(): ClientAssets {
    const compiled = resolve(import.meta.dirname, '../../../../client/dist');
    const fromSource = resolve(import.meta.dirname, '../../../client/dist');
    return new ClientAssets(
      [compiled, fromSource].find((dir) => existsSync(join(dir, 'index.html'))) ?? compiled,
    );
  }

  async register(app: NestFastifyApplication): Promise<void> {
    if (!this.indexHtml) return;
    await app.register(fastifyStatic, {
      root: this.root,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // wildcard: false makes one route per file found: none for the unserved ones, so
      // /assets/app.js.br is a 404 like any missing file
      globIgnore: UNSERVED.map((extension) => `**/*${extension}`),
      // and should one be asked for anyway (sendFile): allowedPath sees the logical path, without
      // the encoding's suffix, so a pre-compressed sibling chosen by Accept-Encoding still passes
      allowedPath: (path) => !UNSERVED.some((extension) => path.endsWith(extension)),
      setHeaders: (reply, path) => {
        // `path` is the file sent: app-abc.js.br for app-abc.js, in the same directory
        void reply.header(
          'cache-control',
          path.startsWith(this.assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
}

/** `'sha256-…'` of each inline `<script>` of a page, as a Content-Security-Policy source. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?:\s+type="module")?>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}
