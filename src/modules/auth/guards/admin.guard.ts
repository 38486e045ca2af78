import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { withinDeadline } from '../../../common/errors/database-unavailable.js';
import { AuthException } from '../auth.exception.js';
import type { AuthUser } from '../auth-user.js';
import { AUTH_DATABASE_DEADLINE_MS } from '../tokens.service.js';
import { UsersService } from '../users.service.js';

/**
 * Lets admins through; the role is read from user_roles, so a revoked admin loses access at once
 * (a database that does not answer within AUTH_DATABASE_DEADLINE_MS: 503, as for the token).
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly users: UsersService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user) throw new AuthException('UNAUTHENTICATED');
    const isAdmin = await withinDeadline(this.users.isAdmin(user.id), AUTH_DATABASE_DEADLINE_MS);
    if (!isAdmin) throw new AuthException('ADMIN_REQUIRED');
    return true;
  }
}
