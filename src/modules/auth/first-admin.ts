import { randomBytes } from 'node:crypto';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthService } from './auth.service.js';
import { UserRole } from './entities/user-role.entity.js';
import { UsersService } from './users.service.js';

export const FIRST_ADMIN_EMAIL = 'admin@kickshots.local';

/**
 * With the embedded defaults, the first start creates admin@kickshots.local with a random
 * password and returns it (printed once). Returns undefined when an admin already exists.
 */
@Injectable()
export class FirstAdmin {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @CreateRequestContext()
  async ensure(): Promise<{ email: string; password: string } | undefined> {
    if ((await this.em.fork().count(UserRole, { role: 'admin' })) > 0) return undefined;
    if (await this.users.findByEmail(FIRST_ADMIN_EMAIL)) return undefined;
    const password = randomBytes(12).toString('base64url');
    const user = await this.auth.createUser(FIRST_ADMIN_EMAIL, password);
    await this.users.grantRole(user.id, 'admin');
    return { email: FIRST_ADMIN_EMAIL, password };
  }
}
