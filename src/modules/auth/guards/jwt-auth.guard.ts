import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { DatabaseUnavailableException, withinDeadline } from '../../../common/errors/database-unavailable.js';
import { isDatabaseUnavailable } from '../../../database/database-timeouts.js';
import { ALLOW_MFA_PENDING, IS_PUBLIC } from '../auth.decorators.js';
import { AuthException } from '../auth.exception.js';
import { bearerToken } from '../jwt.strategy.js';
import { AUTH_DATABASE_DEADLINE_MS, TokensService } from '../tokens.service.js';
import type { AuthUser } from '../auth-user.js';

/**
 * The database error behind a failed authentication, if any: thrown by a strategy's validate()
 * (`error`), or the failure a strategy reported when our signing keys could not be read (`info`,
 * one per strategy tried).
 */
function databaseFailure(error: unknown, info: unknown): Error | undefined {
  const infos: unknown[] = Array.isArray(info) ? (info as unknown[]) : [info];
  for (const candidate of [error, ...infos]) {
    if (candidate instanceof DatabaseUnavailableException) return candidate;
    if (isDatabaseUnavailable(candidate))
      return candidate instanceof Error ? candidate : new DatabaseUnavailableException();
  }
  return undefined;
}

/**
 * The global guard: every route needs a valid access token unless marked @Public(); routes marked
 * @AllowMfaPending() also take the short-lived MFA sign-in token. A token that could not be checked
 * because the database is unavailable (or too slow: AUTH_DATABASE_DEADLINE_MS) answers 503
 * DATABASE_UNAVAILABLE, never 401: nothing says the session has ended.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(['jwt', 'jwt-mfa']) {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokensService,
  ) {
    super();
  }

  /** Whether each route is @Public(), read once: metadata does not change after start-up. */
  private readonly routes = new WeakMap<object, { controller: object; isPublic: boolean }>();

  override canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (this.isPublic(context)) return true;
    // an access token this replica verified before (see TokensService.knownToken): only its
    // session's liveness is asked, from memory when checked lately
    const request = context.switchToHttp().getRequest<{ user?: AuthUser }>();
    const token = bearerToken(request);
    const known = token ? this.tokens.knownToken(token) : undefined;
    if (known) {
      if (this.tokens.isSessionKnownLive(known.sessionId)) {
        request.user = known;
        return true;
      }
      return withinDeadline(this.tokens.isSessionActive(known.sessionId), AUTH_DATABASE_DEADLINE_MS).then(
        (live) => {
          if (!live) throw new AuthException('UNAUTHENTICATED');
          request.user = known;
          return true;
        },
      );
    }
    return withinDeadline(
      Promise.resolve(super.canActivate(context) as boolean | Promise<boolean>),
      AUTH_DATABASE_DEADLINE_MS,
    );
  }

  private isPublic(context: ExecutionContext): boolean {
    const handler = context.getHandler();
    const controller = context.getClass();
    let route = this.routes.get(handler);
    if (route?.controller !== controller) {
      const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, controller]) === true;
      route = { controller, isPublic };
      this.routes.set(handler, route);
    }
    return route.isPublic;
  }

  override handleRequest<TUser>(
    error: unknown,
    user: TUser,
    info: unknown,
    context: ExecutionContext,
  ): TUser {
    const unavailable = databaseFailure(error, info);
    if (unavailable) throw unavailable; // the exception filter answers 503 DATABASE_UNAVAILABLE
    if (error || !user) throw new AuthException('UNAUTHENTICATED');
    const mfaPending = (user as { role?: string }).role === 'mfa_pending';
    if (
      mfaPending &&
      !this.reflector.getAllAndOverride<boolean>(ALLOW_MFA_PENDING, [
        context.getHandler(),
        context.getClass(),
      ])
    ) {
      throw new AuthException('UNAUTHENTICATED');
    }
    return user;
  }
}
