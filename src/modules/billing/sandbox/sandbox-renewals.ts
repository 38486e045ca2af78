import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock.js';
import { addYears } from '../billing-dates.js';
import { Subscription } from '../entities/subscription.entity.js';
import { SubscriptionsService } from '../subscriptions.service.js';
import { sandboxStateOf } from './sandbox-sessions.js';

/**
 * What Stripe does at the end of a period, for the sandbox's subscriptions: one set to cancel
 * ends; the others renew for another year (the sandbox's payment always succeeds), the first
 * charge of one started during the free trial included.
 */
@Injectable()
export class SandboxRenewals {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** Moves every running sandbox subscription whose period has ended; returns how many. */
  async renewDuePeriods(): Promise<number> {
    const em = this.em.fork();
    const now = this.clock.now();
    const due = await em.find(Subscription, {
      provider: 'sandbox',
      status: 'active',
      currentPeriodEnd: { $lt: now },
    });
    for (const row of due) {
      const state = sandboxStateOf(row);
      await this.subscriptions.applyProviderState(
        row.cancelAtPeriodEnd
          ? { ...state, status: 'canceled' }
          : { ...state, currentPeriodEnd: addYears(row.currentPeriodEnd!, 1) },
        { observedAt: now, userId: row.user },
        em,
      );
    }
    return due.length;
  }
}
