import {
  applyDecorators,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { AuthException } from '../auth/auth.exception.js';
import type { AuthUser } from '../auth/tokens.service.js';
import { BillingException } from './billing.exception.js';
import { SubscriptionAccessService } from './subscription-access.service.js';

export const REQUIRES_ACCESS = 'kickshots:requiresAccess';

/**
 * The route (or every route of the controller) needs an active subscription or a running trial:
 * otherwise 403 SUBSCRIPTION_REQUIRED. Checked by the global SubscriptionGuard, which runs after
 * the bearer-token guard, so any module can use it without importing the billing module.
 */
export const RequiresAccess = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(REQUIRES_ACCESS, true),
    ApiForbiddenResponse({
      type: ApiErrorDto,
      description: 'SUBSCRIPTION_REQUIRED: no active subscription and no running free trial',
    }),
  );

/** The global guard behind @RequiresAccess(). */
@Injectable()
export class SubscriptionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: SubscriptionAccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const required = this.reflector.getAllAndOverride<boolean>(REQUIRES_ACCESS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!required) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user) throw new AuthException('UNAUTHENTICATED');
    if (!(await this.access.hasAccess(user.id))) throw new BillingException('SUBSCRIPTION_REQUIRED');
    return true;
  }
}
