import { Writable } from 'node:stream';
import { jest } from '@jest/globals';
import { fastify } from 'fastify';
import { pino } from 'pino';
import { bindRequestLog, genReqId, lazyChildLogger, NestLogger, RequestLog } from './logger.options.js';

/** A pino logger whose lines land in `lines`, parsed. */
function capture(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  return { lines, logger: pino({ level }, stream) };
}

describe('NestLogger', () => {
  it("writes Nest's calls as pino lines with the context", () => {
    const { lines, logger } = capture();
    const nest = new NestLogger(logger);
    nest.log('Server started', 'Bootstrap');
    nest.warn({ userId: 'u1' }, 'Slow answer', 'Practice');
    nest.error(new Error('boom'), 'Writer');
    nest.error('Unhandled', 'Error: Unhandled\n    at handler (x.js:1:1)', 'ExceptionsHandler');
    nest.debug('not at this level', 'Practice');
    expect(lines).toMatchObject([
      { level: 30, msg: 'Server started', context: 'Bootstrap' },
      { level: 40, msg: 'Slow answer', context: 'Practice', userId: 'u1' },
      { level: 50, context: 'Writer', err: { message: 'boom' } },
      { level: 50, context: 'ExceptionsHandler', err: { stack: expect.stringContaining('at handler') } },
    ]);
    expect(lines).toHaveLength(4);
  });

  it("writes through the request's logger while a request is handled, so each line carries its reqId", async () => {
    const { lines, logger } = capture();
    const nest = new NestLogger(logger);
    const app = fastify({ loggerInstance: logger, genReqId, logController: new RequestLog() });
    app.addHook('onRequest', bindRequestLog);
    app.post('/attempt', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5)); // the scope survives awaits
      nest.log(`recorded ${(request.body as { cardId: string }).cardId}`, 'Practice');
      return { ok: true };
    });
    const reply = await app.inject({
      method: 'POST',
      url: '/attempt',
      headers: { 'x-request-id': 'trace-42' },
      payload: { cardId: 'black-2S' },
    });
    expect(reply.statusCode).toBe(200);
    nest.log('outside any request', 'Bootstrap');
    await app.close();
    expect(lines).toMatchObject([
      { msg: 'recorded black-2S', context: 'Practice', reqId: 'trace-42' },
      { msg: 'outside any request', context: 'Bootstrap' },
    ]);
    expect(lines[1]).not.toHaveProperty('reqId');
  });
});

describe('RequestLog', () => {
  it('keeps secret path and query parameters out of the request lines', async () => {
    const { lines, logger } = capture();
    const app = fastify({ loggerInstance: logger, genReqId, logController: new RequestLog() });
    app.get('/api/v1/auth/reset-password/:token', () => ({ valid: false }));
    app.get('/api/v1/cards/:id', () => ({ ok: true }));
    app.get('/api/v1/billing/return', () => ({ ok: true }));
    const secret = 'Zq8v3-reset-token_secret';
    await app.inject({ method: 'GET', url: `/api/v1/auth/reset-password/${secret}` });
    await app.inject({ method: 'GET', url: '/api/v1/cards/black-2S' });
    await app.inject({ method: 'GET', url: `/api/v1/billing/return?session_id=cs_test_${secret}&x=1` });
    await app.close();
    expect(lines.map((line) => line.url)).toEqual([
      '/api/v1/auth/reset-password/[redacted]',
      '/api/v1/cards/black-2S',
      '/api/v1/billing/return?session_id=[redacted]&x=1',
    ]);
    expect(JSON.stringify(lines)).not.toContain(secret);
  });
});

describe('lazyChildLogger', () => {
  const appOf = (logger: ReturnType<typeof capture>['logger']) =>
    fastify({
      loggerInstance: logger,
      genReqId,
      logController: new RequestLog(),
      childLoggerFactory: lazyChildLogger,
    });

  it("gives every line a request writes its reqId: Nest's, Fastify's completion line, a child's", async () => {
    const { lines, logger } = capture();
    const nest = new NestLogger(logger);
    const app = appOf(logger);
    app.addHook('onRequest', bindRequestLog);
    app.get('/api/v1/thing', (request) => {
      nest.log('handling', 'Things');
      request.log.child({ part: 'inner' }).warn('from a child');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/api/v1/thing', headers: { 'x-request-id': 'trace-7' } });
    await app.close();
    expect(lines).toMatchObject([
      { msg: 'handling', context: 'Things', reqId: 'trace-7', level: 30 },
      { msg: 'from a child', part: 'inner', reqId: 'trace-7', level: 40 },
      { msg: 'request completed', reqId: 'trace-7', statusCode: 200 },
    ]);
  });

  it('makes no pino child for a request that writes nothing at the level', async () => {
    const { lines, logger } = capture('warn');
    const app = appOf(logger);
    app.get('/api/v1/thing', (request) => {
      request.log.info('below the level');
      return { ok: true };
    });
    app.get('/api/v1/broken', (request) => {
      request.log.warn('above it');
      return { ok: false };
    });
    await app.ready();
    const child = jest.spyOn(logger, 'child');
    const reply = await app.inject({ method: 'GET', url: '/api/v1/thing' });
    expect(reply.statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    await app.inject({ method: 'GET', url: '/api/v1/broken' });
    await app.close();
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([{ msg: 'above it', reqId: expect.any(String) }]);
  });
});
