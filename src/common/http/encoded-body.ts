import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings a body is kept in besides its plain bytes, in the order they are preferred. */
type Encoding = 'br' | 'gzip';

/**
 * A response body that never changes while the process runs (a rendered diagram, the card list):
 * its UTF-8 bytes, kept once, and its Brotli and gzip encodings, each made the first time a request
 * accepts it and kept beside. Sending it costs no serialisation and no compression per request
 * (@fastify/compress leaves an answer that has a Content-Encoding alone), and a text of hundreds of
 * kilobytes is not built again as a string on every request.
 */
export class EncodedBody {
  readonly bytes: Buffer;
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(text: string) {
    this.bytes = Buffer.from(text, 'utf8');
  }

  /** The plain text (for tests and hashes; requests get the bytes). */
  get text(): string {
    return this.bytes.toString('utf8');
  }

  /** Bytes held: the plain body and the encodings made so far. */
  get size(): number {
    return this.bytes.length + (this.encoded.br?.length ?? 0) + (this.encoded.gzip?.length ?? 0);
  }

  /**
   * Sends the body with its type, in Brotli or gzip when the request accepts one (Brotli first, as
   * a browser sends both), with `Vary: Accept-Encoding`. The reply's status and other headers are
   * the caller's.
   */
  send(request: FastifyRequest, reply: FastifyReply, contentType: string): FastifyReply {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    void reply.type(contentType).header('vary', 'accept-encoding');
    if (!encoding) return reply.send(this.bytes);
    return reply.header('content-encoding', encoding).send(this.encodedAs(encoding));
  }

  private encodedAs(encoding: Encoding): Buffer {
    let body = this.encoded[encoding];
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.bytes, {
              params: {
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_QUALITY]: 9,
                [zlib.BROTLI_PARAM_SIZE_HINT]: this.bytes.length,
              },
            })
          : gzipSync(this.bytes, { level: 9 });
      this.encoded[encoding] = body;
    }
    return body;
  }
}

/** The content codings an Accept-Encoding header accepts (q=0 refuses one). */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** Brotli when the request accepts it, else gzip when it accepts that, else none. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = acceptedEncodings(header);
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}
