import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ALLOW_MFA_PENDING, IS_PUBLIC } from '../auth.decorators.js';
import { AuthException } from '../auth.exception.js';

/**
 * The global guard: every route needs a valid access token unless marked @Public(); routes marked
 * @AllowMfaPending() also take the short-lived MFA sign-in token.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(['jwt', 'jwt-mfa']) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
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
