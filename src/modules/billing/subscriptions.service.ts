import { ForeignKeyConstraintViolationException, LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { addDays } from '../../common/dates.js';
import { toProviderTime } from './billing-dates.js';
import { Subscription, type ProviderName, type SubscriptionState } from './entities/subscription.entity.js';
import type { ProviderSubscription } from './payment-provider.js';
import { SubscriptionAccessService } from './subscription-access.service.js';
import { TrialSettingsService } from './trial-settings.service.js';

/** Provider statuses of a subscription that is still running (paid, or being collected). */
const LIVE_STATES: readonly SubscriptionState[] = ['active', 'past_due', 'unpaid', 'paused'];

export function isLive(status: SubscriptionState): boolean {
  return LIVE_STATES.includes(status);
}

export interface ApplyOptions {
  /**
   * The provider's time of this state (Stripe: the event's `created`). A state older than the one
   * last applied is ignored, so out-of-order webhooks never move a subscription backwards.
   */
  observedAt: Date;
  /** The user, when the caller knows it (checkout verification, sandbox pages, checkout events). */
  userId?: string | null;
  /** Read from the provider just now: the freshest truth, applied whatever the stored time. */
  fresh?: boolean;
}

export type ApplyOutcome =
  | { applied: true; subscription: Subscription }
  | { applied: false; reason: 'unknown_user' | 'stale' | 'other_subscription' };

/**
 * The subscription state machine: the trial at sign-up, provider state changes, trial expiry and
 * the reminder claims. Every time rule reads the injected Clock.
 */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly trialSettings: TrialSettingsService,
    private readonly access: SubscriptionAccessService,
  ) {}

  /** The free trial, started inside the user-creation transaction. */
  async startTrial(userId: string, em: EntityManager): Promise<Subscription> {
    const now = this.clock.now();
    const days = await this.trialSettings.trialDays(em);
    const subscription = em.create(Subscription, {
      user: userId,
      status: 'trialing',
      subscriptionType: 'trial',
      trialStart: now,
      trialEnd: addDays(now, days),
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    return subscription;
  }

  findByUser(userId: string, em: EntityManager = this.em): Promise<Subscription | null> {
    return em.findOne(Subscription, { user: userId });
  }

  /** The row of a provider's subscription. */
  findByProviderSubscription(provider: ProviderName, subscriptionId: string): Promise<Subscription | null> {
    return this.em.findOne(Subscription, { provider, providerSubscriptionId: subscriptionId });
  }

  /**
   * The one method that applies a payment provider's state (Stripe webhooks and re-reads, and the
   * sandbox pages alike), in a transaction holding the row lock:
   * - finds the row by user, else by subscription id, else by the provider's user id, else by
   *   customer id;
   * - ignores a state older than the last one applied (or, at the same time, one with an earlier
   *   period end);
   * - ignores a non-running state of another subscription than the live one on the row (a late
   *   event of an old subscription);
   * - keeps the free trial running when a subscription stops (or fails to start) before the trial
   *   end.
   */
  async applyProviderState(
    state: ProviderSubscription,
    options: ApplyOptions,
    em: EntityManager = this.em,
  ): Promise<ApplyOutcome> {
    return em.transactional(async (tx) => {
      const row = await this.lockTarget(tx, state, options.userId ?? null);
      if (!row) {
        this.logger.warn(
          { subscriptionId: state.subscriptionId, customerId: state.customerId },
          'Provider state for no known user: ignored',
        );
        return { applied: false, reason: 'unknown_user' } as const;
      }
      // Our own reads are stamped at the provider's (whole-second) precision.
      const observedAt = options.fresh ? toProviderTime(options.observedAt) : options.observedAt;
      if (!options.fresh && isStale(row, state, observedAt)) {
        return { applied: false, reason: 'stale' } as const;
      }
      if (
        row.providerSubscriptionId !== null &&
        row.providerSubscriptionId !== state.subscriptionId &&
        isLive(row.status) &&
        !isLive(state.status)
      ) {
        return { applied: false, reason: 'other_subscription' } as const;
      }
      const now = this.clock.now();
      // A subscription that ends (or never started) before the free trial does leaves the rest of
      // the trial: subscribing during it must not cost the player the free time.
      const trialRuns = !isLive(state.status) && row.trialEnd !== null && row.trialEnd > now;
      row.status = trialRuns ? 'trialing' : state.status;
      row.subscriptionType = trialRuns ? 'trial' : 'annual';
      row.provider = state.provider;
      row.providerSubscriptionId = state.subscriptionId;
      row.providerCustomerId = state.customerId ?? row.providerCustomerId;
      row.currentPeriodEnd = state.currentPeriodEnd;
      row.cancelAtPeriodEnd = state.cancelAtPeriodEnd;
      row.providerUpdatedAt =
        row.providerUpdatedAt && row.providerUpdatedAt > observedAt ? row.providerUpdatedAt : observedAt;
      row.updatedAt = now;
      await tx.flush();
      this.access.forget(row.user);
      this.logger.log(
        { userId: row.user, subscriptionId: state.subscriptionId, status: state.status },
        'Subscription updated from the payment provider',
      );
      return { applied: true, subscription: row } as const;
    });
  }

  private async lockTarget(
    tx: EntityManager,
    state: ProviderSubscription,
    userId: string | null,
  ): Promise<Subscription | null> {
    const lock = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;
    if (userId) return (await tx.findOne(Subscription, { user: userId }, lock)) ?? this.createRow(tx, userId);
    const bySubscription = await tx.findOne(
      Subscription,
      { providerSubscriptionId: state.subscriptionId },
      lock,
    );
    if (bySubscription) return bySubscription;
    if (state.userId) {
      return (
        (await tx.findOne(Subscription, { user: state.userId }, lock)) ?? this.createRow(tx, state.userId)
      );
    }
    if (state.customerId) {
      return tx.findOne(
        Subscription,
        { providerCustomerId: state.customerId },
        { ...lock, orderBy: { updatedAt: 'desc' } },
      );
    }
    return null;
  }

  /** A row for a user who has none (created before billing existed); null when the user is gone. */
  private async createRow(tx: EntityManager, userId: string): Promise<Subscription | null> {
    const now = this.clock.now();
    try {
      await tx.transactional(async (inner) => {
        await inner.getConnection().execute(
          `insert into subscriptions (id, user_id, status, subscription_type, cancel_at_period_end, created_at, updated_at)
           values (gen_random_uuid(), ?, 'inactive', 'trial', false, ?, ?) on conflict (user_id) do nothing`,
          [userId, now, now],
          'run',
          inner.getTransactionContext(),
        );
      });
    } catch (error) {
      if (error instanceof ForeignKeyConstraintViolationException) return null;
      throw error;
    }
    return tx.findOne(Subscription, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** Ended trials become inactive. Returns how many. */
  async expireEndedTrials(em: EntityManager): Promise<number> {
    const now = this.clock.now();
    return em.nativeUpdate(
      Subscription,
      { status: 'trialing', trialEnd: { $lt: now } },
      { status: 'inactive', updatedAt: now },
    );
  }

  /**
   * Claims the trials ending within `days` whose reminder was not sent, marking them sent in the
   * same statement (so each reminder goes once, whichever replica runs). The 1-day claim also
   * marks the 7-day reminder, so a short trial does not get both at once.
   */
  async claimTrialReminders(
    em: EntityManager,
    which: '7d' | '1d',
  ): Promise<{ userId: string; trialEnd: Date }[]> {
    const now = this.clock.now();
    const horizon = addDays(now, which === '7d' ? 7 : 1);
    const sets =
      which === '7d'
        ? 'reminder_7d_sent_at = ?'
        : 'reminder_1d_sent_at = ?, reminder_7d_sent_at = coalesce(reminder_7d_sent_at, ?)';
    const column = which === '7d' ? 'reminder_7d_sent_at' : 'reminder_1d_sent_at';
    const params = which === '7d' ? [now] : [now, now];
    const rows = await em.getConnection().execute<{ user_id: string; trial_end: Date }[]>(
      `update subscriptions set ${sets}, updated_at = ?
       where status = 'trialing' and ${column} is null and trial_end > ? and trial_end <= ?
       returning user_id, trial_end`,
      [...params, now, now, horizon],
      'all',
      em.getTransactionContext(),
    );
    return rows.map((row) => ({ userId: row.user_id, trialEnd: new Date(row.trial_end) }));
  }

  /** Paid Stripe subscriptions to re-read, a page at a time (ordered by id). */
  paidSubscriptionsPage(em: EntityManager, provider: 'stripe', afterId: string | null, limit: number) {
    return em.find(
      Subscription,
      {
        provider,
        providerSubscriptionId: { $ne: null },
        status: { $ne: 'canceled' },
        ...(afterId ? { id: { $gt: afterId } } : {}),
      },
      { orderBy: { id: 'asc' }, limit },
    );
  }
}

function isStale(row: Subscription, state: ProviderSubscription, observedAt: Date): boolean {
  if (!row.providerUpdatedAt) return false;
  if (observedAt.getTime() < row.providerUpdatedAt.getTime()) return true;
  return (
    observedAt.getTime() === row.providerUpdatedAt.getTime() &&
    row.providerSubscriptionId === state.subscriptionId &&
    row.currentPeriodEnd !== null &&
    state.currentPeriodEnd !== null &&
    state.currentPeriodEnd.getTime() < row.currentPeriodEnd.getTime()
  );
}
