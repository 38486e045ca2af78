import type { AsyncLocalStorage } from 'node:async_hooks';
import { RequestContext, type EntityManager } from '@mikro-orm/core';
import type { onRequestHookHandler } from 'fastify';
import type { Logger } from 'pino';

/**
 * What one request carries through its async work: its EntityManager fork, made the first time the
 * request asks for it (MikroORM looks the current fork up with `RequestContext.map.get(name)`, the
 * only use it makes of the map), and its logger (see currentRequestLog).
 */
class RequestScope {
  private fork: EntityManager | undefined;
  /** True while the fork is being built: it must not find itself (MikroORM forks outside any context). */
  private forking = false;

  constructor(
    private readonly root: EntityManager,
    /** The request's logger (Fastify's child, with its reqId). */
    readonly log: Logger,
  ) {}

  get(name: string): EntityManager | undefined {
    if (name !== this.root.name) return undefined;
    if (!this.fork && !this.forking) {
      this.forking = true;
      try {
        this.fork = this.root.fork({ useContext: true, disableContextResolution: true });
      } finally {
        this.forking = false;
      }
    }
    return this.fork;
  }
}

/** Where MikroORM keeps the current context (typed private, but what RequestContext.create uses). */
const contexts = (RequestContext as unknown as { storage: AsyncLocalStorage<RequestContext> }).storage;

/**
 * MikroORM's request context (an identity map per request, which the injected EntityManager
 * resolves to), with the fork made lazily, as a Fastify hook; the same context carries the
 * request's logger, so one async context per request serves both. Requests that never use the
 * fork, such as health checks and practice attempts (raw statements on the connection), skip
 * forking the EntityManager, which profiles at about 12% of a health check's CPU (the fork rewrites
 * process.env twice). Replaces `registerRequestContext` of @mikro-orm/nestjs, a Nest middleware:
 * Nest runs middleware through @fastify/middie and matches its path on every request.
 */
export function lazyRequestContext(em: EntityManager): onRequestHookHandler {
  return (request, _reply, done) => {
    const scope = new RequestScope(em, request.log as Logger);
    contexts.run(new RequestContext(scope as unknown as Map<string, EntityManager>), done);
  };
}

/** The logger of the request being handled (lazyRequestContext), undefined outside any request. */
export function currentRequestLog(): Logger | undefined {
  const scope = contexts.getStore()?.map as unknown;
  return scope instanceof RequestScope ? scope.log : undefined;
}
