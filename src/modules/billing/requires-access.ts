import {
  applyDecorators,
  createParamDecorator,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import type { AuthUser } from '../auth/index.js';
import { BillingException } from './billing.exception.js';
import { SubscriptionAccessService } from './subscription-access.service.js';

export const REQUIRES_ACCESS = 'kickshots:requiresAccess';
/** Set on a handler with a @CallerHasAccess() parameter: the guard resolves the caller's access. */
export const READS_ACCESS = 'kickshots:readsAccess';

/** Where the guard leaves the caller's access for @CallerHasAccess(). */
const CALLER_ACCESS = Symbol('kickshots:callerAccess');

interface AccessRequest {
  user?: AuthUser;
  [CALLER_ACCESS]?: boolean;
}

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

const callerAccessParam = createParamDecorator((_data: unknown, context: ExecutionContext): boolean => {
  const access = context.switchToHttp().getRequest<AccessRequest>()[CALLER_ACCESS];
  // The guard sets it for every handler marked by this decorator; never guess "yes".
  if (typeof access !== 'boolean')
    throw new Error('@CallerHasAccess(): the caller’s access was not resolved');
  return access;
});

/**
 * For a route that answers with or without access, the paid part only with it (e.g. the
 * favourites: the saved card ids always, the cards' text only with access). The parameter gets
 * whether the caller has an active subscription or a running trial, decided by the same global
 * SubscriptionGuard and rule as @RequiresAccess(); pass it on to whatever produces paid content
 * (CardsService.cardsFor) rather than checking it by hand.
 */
export const CallerHasAccess = (): ParameterDecorator => (target, propertyKey, index) => {
  if (propertyKey === undefined) throw new Error('@CallerHasAccess() is for handler parameters');
  const handler = (target as Record<string | symbol, unknown>)[propertyKey];
  if (typeof handler !== 'function') throw new Error('@CallerHasAccess() is for handler parameters');
  Reflect.defineMetadata(READS_ACCESS, true, handler);
  callerAccessParam()(target, propertyKey, index);
};

/** The global guard behind @RequiresAccess() and @CallerHasAccess(). */
@Injectable()
export class SubscriptionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: SubscriptionAccessService,
  ) {}

  /** What each route asks of the caller's access, read once: metadata does not change after start-up. */
  private readonly routes = new WeakMap<object, { controller: object; required: boolean; reads: boolean }>();

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const { required, reads } = this.asksOf(context);
    if (!required && !reads) return true;
    const request = context.switchToHttp().getRequest<AccessRequest>();
    // every route is signed-in unless @Public(), and a public route has no caller to check
    if (!request.user) throw new Error('@RequiresAccess() and @CallerHasAccess() need a signed-in route');
    const decide = (access: boolean): boolean => {
      if (required && !access) throw new BillingException('SUBSCRIPTION_REQUIRED');
      request[CALLER_ACCESS] = access;
      return true;
    };
    const known = this.access.knownAccess(request.user.id);
    return known === undefined ? this.access.hasAccess(request.user.id).then(decide) : decide(known);
  }

  private asksOf(context: ExecutionContext): { required: boolean; reads: boolean } {
    const handler = context.getHandler();
    const controller = context.getClass();
    let asks = this.routes.get(handler);
    if (asks?.controller !== controller) {
      asks = {
        controller,
        required: this.reflector.getAllAndOverride<boolean>(REQUIRES_ACCESS, [handler, controller]) === true,
        reads: this.reflector.get<boolean | undefined>(READS_ACCESS, handler) === true,
      };
      this.routes.set(handler, asks);
    }
    return asks;
  }
}
