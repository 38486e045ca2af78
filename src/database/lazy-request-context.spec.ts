import { Writable } from 'node:stream';
import { RequestContext, type EntityManager } from '@mikro-orm/core';
import { fastify } from 'fastify';
import { pino } from 'pino';
import { genReqId, NestLogger, RequestLog } from '../common/http/logger.options.js';
import { currentRequestLog, lazyRequestContext } from './lazy-request-context.js';

/** An EntityManager stand-in that counts its forks (each fork is a new object). */
function fakeEntityManager() {
  const forks: object[] = [];
  const em = {
    name: 'default',
    fork: () => {
      const fork = { name: 'default', forkOf: 'root' };
      forks.push(fork);
      return fork;
    },
  };
  return { em: em as unknown as EntityManager, forks };
}

describe('lazyRequestContext', () => {
  it("gives each request its own fork, made only when asked for, and its logger to Nest's lines", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        callback();
      },
    });
    const logger = pino({ level: 'info' }, stream);
    const nest = new NestLogger(logger, currentRequestLog);
    const { em, forks } = fakeEntityManager();
    const app = fastify({ loggerInstance: logger, genReqId, logController: new RequestLog() });
    app.addHook('onRequest', lazyRequestContext(em));
    app.get('/no-database', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      nest.log('no fork needed', 'Test');
      return { ok: true };
    });
    app.get('/database', async () => {
      const first = RequestContext.getEntityManager();
      await new Promise((resolve) => setTimeout(resolve, 1)); // the context survives awaits
      return { same: first === RequestContext.getEntityManager() && first !== undefined };
    });
    await app.inject({ method: 'GET', url: '/no-database', headers: { 'x-request-id': 'req-1' } });
    expect(forks).toHaveLength(0);
    const res = await app.inject({ method: 'GET', url: '/database' });
    expect(res.json()).toEqual({ same: true });
    expect(forks).toHaveLength(1);
    await app.inject({ method: 'GET', url: '/database' });
    expect(forks).toHaveLength(2);
    await app.close();
    nest.log('after the requests', 'Test');
    expect(lines.filter((line) => line.context === 'Test')).toMatchObject([
      { msg: 'no fork needed', reqId: 'req-1' },
      { msg: 'after the requests' },
    ]);
    expect(lines.at(-1)).not.toHaveProperty('reqId');
    expect(currentRequestLog()).toBeUndefined();
  });
});
