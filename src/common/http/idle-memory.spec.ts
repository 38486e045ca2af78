import { jest } from '@jest/globals';
import { fastify } from 'fastify';
import { IdleMemory, releaseMemoryWhenIdle, type GarbageCollector } from './idle-memory.js';

describe('IdleMemory', () => {
  const collector = () => jest.fn<GarbageCollector>();

  it('collects once when a quiet period follows requests, and again only after more requests', () => {
    const gc = collector();
    const idle = new IdleMemory(gc);
    expect(idle.tick()).toBe(false); // nothing happened since start: nothing to give back
    idle.noteRequest('/api/v1/practice/attempts');
    expect(idle.tick()).toBe(false); // busy period
    expect(gc).not.toHaveBeenCalled();
    expect(idle.tick()).toBe(true); // the next period was quiet
    expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    expect(idle.tick()).toBe(false);
    expect(idle.tick()).toBe(false);
    idle.noteRequest('/api/v1/cards');
    idle.tick();
    expect(idle.tick()).toBe(true);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it('never collects while requests keep coming, and does not count the load balancer’s probes', () => {
    const gc = collector();
    const idle = new IdleMemory(gc);
    for (let i = 0; i < 5; i++) {
      idle.noteRequest('/api/v1/stats/global');
      expect(idle.tick()).toBe(false);
    }
    expect(idle.tick()).toBe(true);
    for (let i = 0; i < 5; i++) {
      idle.noteRequest('/api/v1/ready');
      idle.noteRequest('/api/v1/health');
      expect(idle.tick()).toBe(false);
    }
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it('watches a Fastify server’s requests, and does nothing without an exposed collector', async () => {
    const gc = collector();
    const app = fastify();
    app.get('/api/v1/cards', () => ({ ok: true }));
    const idle = releaseMemoryWhenIdle(app, 60_000, gc);
    expect(idle).toBeInstanceOf(IdleMemory);
    await app.inject({ method: 'GET', url: '/api/v1/cards' });
    idle?.tick();
    expect(idle?.tick()).toBe(true);
    expect(gc).toHaveBeenCalledTimes(1);
    await app.close();
    expect(releaseMemoryWhenIdle(fastify(), 60_000, undefined)).toBeUndefined();
  });
});
