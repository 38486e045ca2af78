import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthException } from './auth.exception.js';
import type { AuthUser } from './auth-user.js';
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

/** A condition on the admin user list written by the module that owns the table it asks (see adminPage). */
export interface UserCondition {
  /** SQL about the user whose id is the column `u.id`, with `?` placeholders. */
  sql: string;
  params: unknown[];
}

/** The fields the admin user list may be sorted by, and their columns. */
export const ADMIN_USER_SORTS = {
  createdAt: 'u.created_at',
  email: 'u.email',
  lastSignInAt: 'u.last_sign_in_at',
  emailConfirmedAt: 'u.email_confirmed_at',
  id: 'u.id',
} as const;

export interface AdminUserCriteria {
  /** E-mail substring, case-insensitive (served by the trigram index on lower(email)). */
  q?: string;
  role?: Role;
  ids?: string[];
  /** Conditions other modules add about their own tables (e.g. billing's trial windows). */
  conditions?: UserCondition[];
  sort: keyof typeof ADMIN_USER_SORTS;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

/** A user as the admin list shows them (auth's part: the account and its role). */
export interface AdminUserRow {
  id: string;
  email: string;
  phone: string | null;
  createdAt: Date;
  lastSignInAt: Date | null;
  emailConfirmedAt: Date | null;
  role: Role;
}

interface AdminUserSqlRow {
  id: string;
  email: string;
  phone: string | null;
  created_at: Date;
  last_sign_in_at: Date | null;
  email_confirmed_at: Date | null;
  is_admin: boolean;
}

/** `%`, `_` and `\\` taken literally in a LIKE pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Users, their roles and their factors: what other modules may ask about a user. */
@Injectable()
export class UsersService {
  /** Told of each role change (e.g. so this replica forgets the user's verified tokens). */
  private readonly roleListeners: ((userId: string) => void)[] = [];

  constructor(private readonly em: EntityManager) {}

  onRoleChanged(listener: (userId: string) => void): void {
    this.roleListeners.push(listener);
  }

  /**
   * One page of the admin user list and the number of users matching, newest first by default.
   * Other modules narrow it with conditions on their own tables (`conditions`), so auth never
   * reads them and they never read users.
   */
  async adminPage(criteria: AdminUserCriteria): Promise<{ rows: AdminUserRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (criteria.q !== undefined && criteria.q.trim() !== '') {
      where.push(`lower(u.email) like ? escape '\\'`);
      params.push(`%${likeLiteral(criteria.q.trim().toLowerCase())}%`);
    }
    const isAdmin = `exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin')`;
    if (criteria.role === 'admin') where.push(isAdmin);
    if (criteria.role === 'user') where.push(`not ${isAdmin}`);
    if (criteria.ids) {
      if (criteria.ids.length === 0) return { rows: [], total: 0 };
      where.push(`u.id in (?)`); // the driver expands the list
      params.push(criteria.ids);
    }
    for (const condition of criteria.conditions ?? []) {
      where.push(`(${condition.sql})`);
      params.push(...condition.params);
    }
    const whereSql = where.length ? `where ${where.join(' and ')}` : '';
    const column = ADMIN_USER_SORTS[criteria.sort];
    const order = criteria.order === 'ASC' ? 'asc' : 'desc';
    const nulls = order === 'asc' ? 'nulls first' : 'nulls last';
    const connection = this.em.getConnection();
    const [rows, [counted]] = await Promise.all([
      connection.execute<AdminUserSqlRow[]>(
        `select u.id, u.email, u.phone, u.created_at, u.last_sign_in_at, u.email_confirmed_at,
                ${isAdmin} as is_admin
         from users u ${whereSql}
         order by ${column} ${order} ${nulls}, u.id ${order}
         limit ? offset ?`,
        [...params, criteria.limit, criteria.offset],
      ),
      connection.execute<{ total: string }[]>(`select count(*) as total from users u ${whereSql}`, params),
    ]);
    return {
      total: Number(counted?.total ?? 0),
      rows: rows.map((row) => ({
        id: row.id,
        email: row.email,
        phone: row.phone,
        createdAt: new Date(row.created_at),
        lastSignInAt: row.last_sign_in_at && new Date(row.last_sign_in_at),
        emailConfirmedAt: row.email_confirmed_at && new Date(row.email_confirmed_at),
        role: row.is_admin ? 'admin' : 'user',
      })),
    };
  }

  /** How many users there are. */
  count(): Promise<number> {
    return this.em.fork().count(User, {});
  }

  /**
   * Grants or revokes the admin role in the caller's transaction `em`. The role is read from the
   * database on every admin request (AdminGuard), so it takes effect on the user's next request;
   * this replica also forgets the user's verified tokens at once.
   */
  async setAdmin(em: EntityManager, userId: string, admin: boolean): Promise<void> {
    const connection = em.getConnection();
    if (admin)
      await connection.execute(
        'insert into user_roles (id, user_id, role, created_at) values (gen_random_uuid(), ?, ?, now()) on conflict do nothing',
        [userId, 'admin'],
        'run',
        em.getTransactionContext(),
      );
    else
      await connection.execute(
        `delete from user_roles where user_id = ? and role = 'admin'`,
        [userId],
        'run',
        em.getTransactionContext(),
      );
    for (const listener of this.roleListeners) listener(userId);
  }

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

  /**
   * Step-up for what cannot be undone (deleting data or the account): a user with a verified
   * authenticator must have used it in this session (aal2). Throws AAL2_REQUIRED otherwise.
   */
  async requireStepUp(caller: AuthUser): Promise<void> {
    if (caller.aal === 'aal2') return;
    if ((await this.em.fork().count(MfaFactor, { user: caller.id, status: 'verified' })) > 0)
      throw new AuthException('AAL2_REQUIRED');
  }

  /** Whether the user holds the admin role. */
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
