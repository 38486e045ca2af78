import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FactorDto, UserDto } from './dto/session.dto.js';
import { MfaFactor } from './entities/mfa-factor.entity.js';
import { User } from './entities/user.entity.js';
import { UserRole, type Role } from './entities/user-role.entity.js';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toFactorDto(factor: MfaFactor): FactorDto {
  return {
    id: factor.id,
    friendlyName: factor.friendlyName,
    factorType: factor.factorType,
    status: factor.status,
    createdAt: factor.createdAt.toISOString(),
  };
}

/** Users, their roles and their factors: what other modules may ask about a user. */
@Injectable()
export class UsersService {
  constructor(private readonly em: EntityManager) {}

  findById(id: string): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /** The e-mail address of each of these users (those that exist), by id. */
  async emailsOf(userIds: readonly string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const users = await this.em.fork().find(User, { id: { $in: [...userIds] } }, { fields: ['id', 'email'] });
    return new Map(users.map((user) => [user.id, user.email]));
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: normalizeEmail(email) });
  }

  async roles(userId: string): Promise<Role[]> {
    const rows = await this.em.find(UserRole, { user: userId }, { orderBy: { role: 'asc' } });
    return rows.map((row) => row.role);
  }

  /** The spec's is_current_user_admin. */
  async isAdmin(userId: string): Promise<boolean> {
    return (await this.em.count(UserRole, { user: userId, role: 'admin' })) > 0;
  }

  async grantRole(userId: string, role: Role): Promise<void> {
    await this.em
      .getConnection()
      .execute(
        'insert into user_roles (id, user_id, role, created_at) values (gen_random_uuid(), ?, ?, now()) on conflict do nothing',
        [userId, role],
      );
  }

  async toDto(user: User): Promise<UserDto> {
    const [roles, factors] = await Promise.all([
      this.roles(user.id),
      this.em.find(MfaFactor, { user: user.id }, { orderBy: { createdAt: 'asc' } }),
    ]);
    return {
      id: user.id,
      email: user.email,
      emailConfirmedAt: user.emailConfirmedAt?.toISOString() ?? null,
      roles: roles.length ? roles : ['user'],
      isAdmin: roles.includes('admin'),
      factors: factors.map(toFactorDto),
    };
  }
}
