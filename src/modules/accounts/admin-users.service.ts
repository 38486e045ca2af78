import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { parseListQuery, type ListQuery, type RawListQuery } from '../../common/admin-list/list-query.js';
import { Clock } from '../../common/clock.js';
import { ValidationFailedException } from '../../common/errors/app.exception.js';
import { AuditService } from '../audit/index.js';
import { MfaService, UsersService, type AuthUser } from '../auth/index.js';
import {
  ACCESS_STATUSES,
  SubscriptionsAdminService,
  TRIAL_FILTERS,
  type AccessStatus,
  type TrialFilter,
} from '../billing/index.js';
import { AccountsException } from './accounts.exception.js';
import type { AdminUserDto, UpdateAdminUserDto } from './dto/admin-user.dto.js';
import type { RemovedAuthenticatorsDto } from './dto/admin-user-mfa.dto.js';
import { UserDataService } from './user-data.service.js';

export const USERS_RESOURCE = 'users';
export const USER_SORTS = ['createdAt', 'email', 'lastSignInAt', 'emailConfirmedAt', 'id'] as const;
export const USER_FILTERS = ['q', 'trial', 'role', 'status'] as const;
const ROLES = ['user', 'admin'] as const;

/** The end of the trial-end date's UTC day: the admin picks a day in a date input, not a time. */
export function endOfUtcDay(value: string): Date {
  const day = value.slice(0, 10);
  const end = new Date(`${day}T23:59:59.000Z`);
  if (Number.isNaN(end.getTime()) || end.toISOString().slice(0, 10) !== day)
    throw new ValidationFailedException([{ field: 'trialEnd', message: 'is not a valid date' }]);
  return end;
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

function oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !allowed.includes(value as T))
    throw new ValidationFailedException([
      { field: 'filter', message: `${field} must be one of ${allowed.join(', ')}` },
    ]);
  return value as T;
}

/**
 * Admin user management (/admin/users): the user table with its search and filters, and
 * the admin's changes to a user (trial end, admin role), each audited in its transaction. Users and
 * roles come from auth's UsersService, subscriptions from billing's SubscriptionsAdminService.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly subscriptions: SubscriptionsAdminService,
    private readonly audit: AuditService,
    private readonly userData: UserDataService,
    private readonly mfa: MfaService,
    private readonly clock: Clock,
  ) {}

  parse(raw: RawListQuery): ListQuery {
    const query = parseListQuery(raw, {
      sortable: USER_SORTS,
      defaultSort: { field: 'createdAt', order: 'DESC' },
      filters: USER_FILTERS,
    });
    if (query.filter.q !== undefined && query.filter.q !== null && typeof query.filter.q !== 'string')
      throw new ValidationFailedException([{ field: 'filter', message: 'q must be a string' }]);
    oneOf('trial', query.filter.trial, TRIAL_FILTERS);
    oneOf('role', query.filter.role, ROLES);
    oneOf('status', query.filter.status, ACCESS_STATUSES);
    return query;
  }

  async list(query: ListQuery): Promise<{ rows: AdminUserDto[]; total: number }> {
    const now = this.clock.now();
    const filter = query.filter;
    const trial = oneOf<TrialFilter>('trial', filter.trial, TRIAL_FILTERS);
    const status = oneOf<AccessStatus>('status', filter.status, ACCESS_STATUSES);
    const conditions = [
      ...(trial ? [this.subscriptions.trialCondition(trial, now)] : []),
      ...(status ? [this.subscriptions.statusCondition(status, now)] : []),
    ].filter((condition) => condition !== null);
    const ids = filter.id as string[] | undefined;
    const page = await this.users.adminPage({
      q: typeof filter.q === 'string' ? filter.q : undefined,
      role: oneOf('role', filter.role, ROLES),
      ids: ids?.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)),
      conditions,
      sort: query.sort.field as (typeof USER_SORTS)[number],
      order: query.sort.order,
      limit: query.range.limit,
      offset: query.range.offset,
    });
    return { rows: await this.withSubscriptions(page.rows), total: page.total };
  }

  async get(id: string): Promise<AdminUserDto> {
    const page = await this.users.adminPage({
      ids: [id],
      sort: 'createdAt',
      order: 'DESC',
      limit: 1,
      offset: 0,
    });
    const [user] = await this.withSubscriptions(page.rows);
    if (!user) throw new AccountsException('USER_NOT_FOUND');
    return user;
  }

  private async withSubscriptions(
    rows: Awaited<ReturnType<UsersService['adminPage']>>['rows'],
  ): Promise<AdminUserDto[]> {
    const subscriptions = await this.subscriptions.ofUsers(rows.map((row) => row.id));
    return rows.map((row) => {
      const sub = subscriptions.get(row.id);
      return {
        id: row.id,
        email: row.email,
        phone: null,
        createdAt: row.createdAt.toISOString(),
        lastSignInAt: iso(row.lastSignInAt),
        emailConfirmedAt: iso(row.emailConfirmedAt),
        confirmedAt: iso(row.emailConfirmedAt),
        role: row.role,
        subscriptionStatus: sub?.storedStatus ?? null,
        status: sub?.status ?? 'inactive',
        subscriptionType: sub?.subscriptionType ?? null,
        trialStart: iso(sub?.trialStart ?? null),
        trialEnd: iso(sub?.trialEnd ?? null),
        currentPeriodEnd: iso(sub?.currentPeriodEnd ?? null),
        suspended: false,
      };
    });
  }

  /**
   * Changes a user's trial end and/or admin role (the record's other fields are ignored), in one
   * transaction with its audit entry. An admin cannot remove their own admin role.
   */
  async update(admin: AuthUser, id: string, body: UpdateAdminUserDto): Promise<AdminUserDto> {
    const before = await this.get(id);
    const role = body.role !== undefined && body.role !== before.role ? body.role : undefined;
    const trialEnd =
      typeof body.trialEnd === 'string' && body.trialEnd !== before.trialEnd
        ? endOfUtcDay(body.trialEnd)
        : undefined;
    if (role === 'user' && id === admin.id) throw new AccountsException('CANNOT_REVOKE_OWN_ADMIN');
    if (role === undefined && trialEnd === undefined) return before;
    await this.em.fork().transactional(async (tx) => {
      if (trialEnd) await this.subscriptions.setTrialEnd(tx, id, trialEnd);
      if (role) await this.users.setAdmin(tx, id, role === 'admin');
      this.audit.record(tx, admin, {
        resource: USERS_RESOURCE,
        recordId: id,
        action: 'update',
        before: { role: before.role, trialEnd: before.trialEnd },
        after: { role: role ?? before.role, trialEnd: trialEnd ? trialEnd.toISOString() : before.trialEnd },
      });
    });
    return this.get(id);
  }

  /**
   * Deletes another user's account as Delete Account does (the paid subscription cancelled first),
   * with its audit entry in the same transaction. An admin cannot delete their own account here.
   * Answers the record as it was (the ra-data-simple-rest delete contract).
   */
  async remove(admin: AuthUser, id: string): Promise<AdminUserDto> {
    if (id === admin.id) throw new AccountsException('CANNOT_DELETE_SELF');
    const before = await this.get(id);
    await this.userData.erase(id, 'account', (tx) =>
      this.audit.record(tx, admin, {
        resource: USERS_RESOURCE,
        recordId: id,
        action: 'delete',
        // who it was is the record id; the e-mail goes with the account
        before: { role: before.role, status: before.status, createdAt: before.createdAt },
        after: null,
      }),
    );
    return before;
  }

  /**
   * Removes every authenticator of a user who lost theirs: their factors, recovery codes and pending
   * challenges, and ends their sessions, with the audit entry in the same transaction. Their
   * next sign-in needs only the password. An admin cannot do this to their own account (their
   * Security page asks for a code first).
   */
  async removeAuthenticators(admin: AuthUser, id: string): Promise<RemovedAuthenticatorsDto> {
    if (id === admin.id) throw new AccountsException('CANNOT_REMOVE_OWN_MFA');
    await this.get(id);
    return this.mfa.removeAllOf(id, (tx, removed) =>
      this.audit.record(tx, admin, {
        resource: USERS_RESOURCE,
        recordId: id,
        action: 'update',
        before: { authenticators: removed.factors, recoveryCodes: removed.recoveryCodes },
        after: { authenticators: 0, recoveryCodes: 0 },
      }),
    );
  }
}
