import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import {
  Subscription,
  type SubscriptionState,
  type SubscriptionType,
} from './entities/subscription.entity.js';
import { PaymentProvider } from './payment-provider.js';
import { SubscriptionAccessService } from './subscription-access.service.js';
import { accessStatus, type AccessStatus } from './subscription-status.js';

const DAY_MS = 24 * 3600 * 1000;

/** The trial filter of the admin user list; a user without a trial end matches only `all`. */
export const TRIAL_FILTERS = ['all', 'expired', 'expiring_today', 'expiring_soon', 'active'] as const;
export type TrialFilter = (typeof TRIAL_FILTERS)[number];

/** The trial end window that counts as "expiring today" (24 hours) and "expiring soon" (7 days). */
export const TRIAL_ENDING_WINDOW_MS = DAY_MS;
export const TRIAL_SOON_WINDOW_MS = 7 * DAY_MS;

/** A user's subscription as the admin user list shows it. */
export interface AdminSubscriptionFacts {
  /** The stored status (`trialing` even after the trial ended); null without a row. */
  storedStatus: SubscriptionState | null;
  /** The effective status: `inactive` without a row or once the trial ended. */
  status: AccessStatus;
  subscriptionType: SubscriptionType | null;
  trialStart: Date | null;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
}

/** A condition on the admin user list about the user `u.id` (see UsersService.adminPage). */
export interface SubscriptionCondition {
  sql: string;
  params: unknown[];
}

/**
 * What the admin tools (module accounts) may ask and change of subscriptions: the trial filter
 * and status filter of the user list as conditions, each user's subscription, the admin's
 * update-trial-end, counts. Exported by the billing module.
 */
@Injectable()
export class SubscriptionsAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly access: SubscriptionAccessService,
    private readonly provider: PaymentProvider,
  ) {}

  /** The payment provider in use. */
  get providerName(): 'stripe' | 'sandbox' {
    return this.provider.name;
  }

  /**
   * The trial filter's windows at `now`: expired (the trial end has come: at or before now, as the
   * access rule says), expiring today (within the next 24 hours), expiring soon (within 7 days),
   * active (after now). Users without a trial end match none of them; `all` matches everyone.
   */
  trialCondition(filter: TrialFilter, now: Date): SubscriptionCondition | null {
    const within = (ms: number): SubscriptionCondition => ({
      sql: 's.trial_end > ? and s.trial_end <= ?',
      params: [now, new Date(now.getTime() + ms)],
    });
    const windows: Record<Exclude<TrialFilter, 'all'>, SubscriptionCondition> = {
      expired: { sql: 's.trial_end <= ?', params: [now] },
      expiring_today: within(TRIAL_ENDING_WINDOW_MS),
      expiring_soon: within(TRIAL_SOON_WINDOW_MS),
      active: { sql: 's.trial_end > ?', params: [now] },
    };
    if (filter === 'all') return null;
    const window = windows[filter];
    return {
      sql: `exists (select 1 from subscriptions s where s.user_id = u.id and ${window.sql})`,
      params: window.params,
    };
  }

  /** The effective status filter at `now` (`inactive` includes users without a row). */
  statusCondition(status: AccessStatus, now: Date): SubscriptionCondition {
    const granting = `s.status = 'active' or (s.status = 'trialing' and s.trial_end > ?)`;
    if (status === 'inactive')
      return {
        sql: `not exists (select 1 from subscriptions s where s.user_id = u.id and (${granting}))`,
        params: [now],
      };
    if (status === 'active')
      return {
        sql: `exists (select 1 from subscriptions s where s.user_id = u.id and s.status = 'active')`,
        params: [],
      };
    return {
      sql: `exists (select 1 from subscriptions s where s.user_id = u.id and s.status = 'trialing' and s.trial_end > ?)`,
      params: [now],
    };
  }

  /** Each of these users' subscription, by user id (every id answered: no row gives an inactive one). */
  async ofUsers(
    userIds: readonly string[],
    em: EntityManager = this.em.fork(),
  ): Promise<Map<string, AdminSubscriptionFacts>> {
    const now = this.clock.now();
    const rows = userIds.length ? await em.find(Subscription, { user: { $in: [...userIds] } }) : [];
    const byUser = new Map(rows.map((row) => [row.user, row]));
    return new Map(userIds.map((id) => [id, this.facts(byUser.get(id) ?? null, now)]));
  }

  private facts(row: Subscription | null, now: Date): AdminSubscriptionFacts {
    return {
      storedStatus: row?.status ?? null,
      status: accessStatus(row, now),
      subscriptionType: row?.subscriptionType ?? null,
      trialStart: row?.trialStart ?? null,
      trialEnd: row?.trialEnd ?? null,
      currentPeriodEnd: row?.currentPeriodEnd ?? null,
    };
  }

  /**
   * The admin's trial end change, in the caller's transaction: the trial now ends at `trialEnd`. A
   * user with no subscription row gets a trialing one; a trial row (even an ended one) is trialing
   * again, and its reminders are due again before the new end. A paid subscription keeps its status.
   */
  async setTrialEnd(em: EntityManager, userId: string, trialEnd: Date): Promise<void> {
    const now = this.clock.now();
    let row = await em.findOne(Subscription, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row) {
      row = em.create(Subscription, {
        user: userId,
        status: 'trialing',
        subscriptionType: 'trial',
        trialStart: now,
        createdAt: now,
        updatedAt: now,
      });
    }
    if (row.status === 'trialing' || row.status === 'inactive') {
      row.status = 'trialing';
      row.subscriptionType = 'trial';
      row.trialStart ??= now;
    }
    row.trialEnd = trialEnd;
    row.reminder7dSentAt = null;
    row.reminder1dSentAt = null;
    row.updatedAt = now;
    await em.flush();
    this.access.forget(userId);
  }

  /** How many subscription rows there are, and how many grant access now. */
  async counts(): Promise<{ total: number; active: number; trialing: number }> {
    const [row] = await this.em
      .getConnection()
      .execute<{ total: string; active: string; trialing: string }[]>(
        `select count(*) as total,
              count(*) filter (where status = 'active') as active,
              count(*) filter (where status = 'trialing' and trial_end > ?) as trialing
       from subscriptions`,
        [this.clock.now()],
      );
    return {
      total: Number(row?.total ?? 0),
      active: Number(row?.active ?? 0),
      trialing: Number(row?.trialing ?? 0),
    };
  }
}
