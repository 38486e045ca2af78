import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AuthException } from '../auth.exception.js';
import type { AuthUser } from '../auth-user.js';
import { UsersService } from '../users.service.js';

/** Lets admins through; the role is read from user_roles, so a revoked admin loses access at once. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly users: UsersService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user) throw new AuthException('UNAUTHENTICATED');
    if (!(await this.users.isAdmin(user.id))) throw new AuthException('ADMIN_REQUIRED');
    return true;
  }
}
