import { randomBytes } from 'node:crypto';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { AuthException } from './auth.exception.js';
import { AuthService } from './auth.service.js';
import { User } from './entities/user.entity.js';
import { UserRole } from './entities/user-role.entity.js';
import { UsersService } from './users.service.js';

export const FIRST_ADMIN_EMAIL = 'admin@kickshots.local';

/** The first admin made at start: who, and the password when it was generated (shown once). */
export interface CreatedAdmin {
  email: string;
  generatedPassword: string | undefined;
}

/**
 * The first admin, made once at start and never over anything that exists:
 * - with ADMIN_EMAIL and ADMIN_PASSWORD (any database), that account, when the users table is empty;
 * - with neither and the embedded database, admin@kickshots.local with a random password, when no
 *   admin exists yet.
 * Returns undefined when nothing was made.
 */
@Injectable()
export class FirstAdmin {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: AuthService,
    private readonly users: UsersService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @CreateRequestContext()
  async ensure(): Promise<CreatedAdmin | undefined> {
    const configured = this.config.firstAdmin;
    if (configured) {
      if ((await this.em.fork().count(User, {})) > 0) return undefined;
      return this.create(configured.email, configured.password);
    }
    if (this.config.databaseUrl) return undefined;
    if ((await this.em.fork().count(UserRole, { role: 'admin' })) > 0) return undefined;
    if (await this.users.findByEmail(FIRST_ADMIN_EMAIL)) return undefined;
    return this.create(FIRST_ADMIN_EMAIL, undefined);
  }

  private async create(email: string, password: string | undefined): Promise<CreatedAdmin | undefined> {
    const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
    try {
      const user = await this.auth.createUser(email, password ?? generatedPassword!);
      await this.users.grantRole(user.id, 'admin');
      return { email: user.email, generatedPassword };
    } catch (error) {
      // Replicas starting together: another one made it first.
      if (error instanceof AuthException && error.code === 'EMAIL_TAKEN') return undefined;
      throw error;
    }
  }
}
