import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ALLOW_MFA_PENDING, IS_PUBLIC } from '../auth.decorators.js';
import { AuthException } from '../auth.exception.js';
import { bearerToken } from '../jwt.strategy.js';
import { TokensService } from '../tokens.service.js';
import type { AuthUser } from '../auth-user.js';

/**
 * The global guard: every route needs a valid access token unless marked @Public(); routes marked
 * @AllowMfaPending() also take the short-lived MFA sign-in token.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(['jwt', 'jwt-mfa']) {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokensService,
  ) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    // an access token this replica verified moments ago (see TokensService.verifiedUser)
    const request = context.switchToHttp().getRequest<{ user?: AuthUser }>();
    const token = bearerToken(request);
    const user = token ? this.tokens.verifiedUser(token) : undefined;
    if (user) {
      request.user = user;
      return true;
    }
    return super.canActivate(context);
  }

  override handleRequest<TUser>(
    error: unknown,
    user: TUser,
    _info: unknown,
    context: ExecutionContext,
  ): TUser {
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
