import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { ValidationFailedException } from '../errors/app.exception.js';

/** The query parameters a handler reads: `null` when a whole-query DTO (`@Query() dto`) decides. */
type AllowedQuery = ReadonlySet<string> | null;

/**
 * Refuses query parameters a route does not read, as a query DTO does (`forbidNonWhitelisted`):
 * a route without `@Query()` answers 400 naming each unknown parameter, so a typo such as
 * `?limt=10` is reported instead of silently ignored. Routes with a query DTO leave it to the DTO.
 */
export class UnknownQueryInterceptor implements NestInterceptor {
  private readonly allowed = new WeakMap<object, AllowedQuery>();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const allowed = this.allowedBy(context);
      const query = context.switchToHttp().getRequest<FastifyRequest>().query as Record<string, unknown>;
      if (allowed && query) {
        const unknown = Object.keys(query).filter((name) => !allowed.has(name));
        if (unknown.length > 0)
          throw new ValidationFailedException(
            unknown.map((field) => ({ field, message: `property ${field} should not exist` })),
          );
      }
    }
    return next.handle();
  }

  private allowedBy(context: ExecutionContext): AllowedQuery {
    const handler = context.getHandler();
    let allowed = this.allowed.get(handler);
    if (allowed === undefined) {
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), handler.name) ??
        {}) as Record<string, { data?: unknown }>;
      const names = new Set<string>();
      allowed = names;
      for (const [key, { data }] of Object.entries(args)) {
        if (key.split(':')[0] !== String(RouteParamtypes.QUERY)) continue;
        if (typeof data === 'string') names.add(data);
        else allowed = null;
      }
      this.allowed.set(handler, allowed);
    }
    return allowed;
  }
}
