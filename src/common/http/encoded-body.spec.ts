import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fastify } from 'fastify';
import { EncodedBody, preferredEncoding } from './encoded-body.js';

describe('EncodedBody', () => {
  const text = JSON.stringify({ cards: Array.from({ length: 200 }, (_, i) => `Kick shot nº ${i} – ½ ball`) });

  async function served() {
    const body = new EncodedBody(text);
    const app = fastify();
    app.get('/body', (request, reply) => body.send(request, reply, 'application/json; charset=utf-8'));
    await app.ready();
    return { body, app };
  }

  it('answers the plain bytes, Brotli or gzip as the request accepts, each the same text', async () => {
    const { app } = await served();
    const get = (encoding?: string) =>
      app.inject({ method: 'GET', url: '/body', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.body).toBe(text);
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(text);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(text);
    for (const res of [plain, br, gzip]) expect(res.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    await app.close();
  });

  it('encodes once: later requests get the bytes kept', async () => {
    const { app, body } = await served();
    await app.inject({ method: 'GET', url: '/body', headers: { 'accept-encoding': 'br' } });
    const size = body.size;
    expect(size).toBeGreaterThan(body.bytes.length);
    const again = await app.inject({ method: 'GET', url: '/body', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(again.rawPayload).toString('utf8')).toBe(text);
    expect(body.size).toBe(size);
    await app.close();
  });

  it('prefers Brotli, honours q=0 and knows nothing of other codings', () => {
    expect(preferredEncoding('gzip, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('deflate, zstd')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
