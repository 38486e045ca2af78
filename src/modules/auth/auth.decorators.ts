import {
  createParamDecorator,
  SetMetadata,
  UseGuards,
  applyDecorators,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { UnknownQueryGuard } from '../../common/http/unknown-query.guard.js';
import { AdminGuard } from './guards/admin.guard.js';
import type { AuthUser } from './auth-user.js';

export const IS_PUBLIC = 'kickshots:isPublic';
export const ALLOW_MFA_PENDING = 'kickshots:allowMfaPending';

/** No sign-in needed. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

/** Signed-in callers, and callers half-way through an MFA sign-in. */
export const AllowMfaPending = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(ALLOW_MFA_PENDING, true),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ApiErrorDto }),
  );

/** Signed-in callers (the default): documents the bearer requirement and the 401. */
export const Authenticated = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'No or invalid bearer token' }),
  );

/**
 * Admins only (the role is read from user_roles on each call); unknown query parameters are
 * refused after that check, as on every route (see UnknownQueryGuard).
 */
export const AdminOnly = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    Authenticated(),
    UseGuards(AdminGuard, UnknownQueryGuard),
    ApiForbiddenResponse({ type: ApiErrorDto, description: 'ADMIN_REQUIRED: the caller is not an admin' }),
  );

/** The verified caller. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest<{ user: AuthUser }>().user;
});
