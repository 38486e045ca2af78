import type { FastifyInstance } from 'fastify';

/** A request to these paths is a probe (the load balancer's), not work: it does not keep memory in use. */
const PROBES = ['/api/v1/health', '/api/v1/ready'];

/** V8's collector, as `--expose-gc` gives it (with the options Node's V8 takes). */
export type GarbageCollector = (options?: {
  type?: 'major' | 'minor';
  execution?: 'sync' | 'async';
  flavor?: 'regular' | 'last-resort';
}) => void;

/**
 * Gives memory back once the server has had no request (probes aside) for one to two periods:
 * the full garbage collection V8 makes under memory pressure, which shrinks the young generation
 * back to its smallest, compacts the old one and returns the freed pages to the system. V8 does
 * this by itself only when the process allocates next to nothing, which the job queue's polling
 * never lets it see: left alone, a replica kept the young generation of its last busy minute and
 * the garbage it had promoted (about 40 MB) until V8's watchdog ran 100 s later. The collection
 * (two passes, 0.1–0.2 s on the development VM; a plain one frees less and returns none of it)
 * runs once per quiet spell, never while requests come in.
 */
export class IdleMemory {
  private busy = false;
  private released = true;

  constructor(private readonly gc: GarbageCollector) {}

  /** A request arrived (see PROBES). */
  noteRequest(url: string): void {
    if (!this.busy && !PROBES.some((probe) => url.startsWith(probe))) this.busy = true;
  }

  /** One period passed: collects when a quiet period follows a busy one. Returns whether it did. */
  tick(): boolean {
    if (this.busy) {
      this.busy = false;
      this.released = false;
      return false;
    }
    if (this.released) return false;
    this.released = true;
    this.gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    return true;
  }
}

/**
 * Watches the requests of `fastify` and releases memory when it goes quiet (see IdleMemory), every
 * `periodMs`. Does nothing unless Node was started with `--expose-gc` (scripts/node-flags.mjs).
 */
export function releaseMemoryWhenIdle(
  fastify: FastifyInstance,
  periodMs = 5_000,
  gc = (globalThis as { gc?: GarbageCollector }).gc,
): IdleMemory | undefined {
  if (!gc) return undefined;
  const idle = new IdleMemory(gc);
  fastify.addHook('onRequest', (request, _reply, done) => {
    idle.noteRequest(request.url);
    done();
  });
  const timer = setInterval(() => idle.tick(), periodMs);
  timer.unref();
  fastify.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
  return idle;
}
