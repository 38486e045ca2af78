import type { AsyncLocalStorage } from 'node:async_hooks';
import { RequestContext, type EntityManager } from '@mikro-orm/core';
import type { onRequestHookHandler } from 'fastify';

/**
 * The request's EntityManager fork, made the first time the request asks for it. MikroORM looks
 * the current fork up with `RequestContext.map.get(name)`.
 */
class LazyForks extends Map<string, EntityManager> {
  /** True while the fork is being built: it must not find itself (MikroORM forks outside any context). */
  private forking = false;

  constructor(private readonly root: EntityManager) {
    super();
  }

  override get(name: string): EntityManager | undefined {
    let fork = super.get(name);
    if (!fork && !this.forking && name === this.root.name) {
      this.forking = true;
      try {
        fork = this.root.fork({ useContext: true, disableContextResolution: true });
      } finally {
        this.forking = false;
      }
      this.set(name, fork);
    }
    return fork;
  }
}

/** Where MikroORM keeps the current context (typed private, but what RequestContext.create uses). */
const contexts = (RequestContext as unknown as { storage: AsyncLocalStorage<RequestContext> }).storage;

/**
 * MikroORM's request context (an identity map per request, which the injected EntityManager
 * resolves to), with the fork made lazily, as a Fastify hook. Requests that never use it, such as
 * health checks and practice attempts (raw statements on the connection), skip forking the
 * EntityManager, which profiles at about 12% of a health check's CPU (the fork rewrites
 * process.env twice). Replaces `registerRequestContext` of @mikro-orm/nestjs, a Nest middleware:
 * Nest runs middleware through @fastify/middie and matches its path on every request.
 */
export function lazyRequestContext(em: EntityManager): onRequestHookHandler {
  return (_request, _reply, done) => {
    contexts.run(new RequestContext(new LazyForks(em)), done);
  };
}
