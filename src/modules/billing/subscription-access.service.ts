import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { Subscription } from './entities/subscription.entity.js';
import { accessStatus, hasAccess, type AccessStatus } from './subscription-status.js';

const ACCESS_CACHE_MS = 15_000;

/**
 * Who may use the premium content. Exported by the billing module: other modules (cards through
 * @RequiresAccess(), practice…) ask here, never the subscriptions table.
 */
@Injectable()
export class SubscriptionAccessService {
  /**
   * Rows that granted access, remembered briefly: the practice and card endpoints ask on every
   * request. Only granting rows are kept (a new payment is seen at once), and the status is still
   * computed with the current time, so a trial ends on the second.
   */
  private readonly granting = new Map<
    string,
    { row: Pick<Subscription, 'status' | 'trialEnd'>; until: number }
  >();

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async status(userId: string): Promise<AccessStatus> {
    const now = this.clock.now();
    const cached = this.granting.get(userId);
    if (cached && cached.until > Date.now()) return accessStatus(cached.row, now);
    const row = await this.em
      .fork()
      .findOne(Subscription, { user: userId }, { fields: ['status', 'trialEnd'] });
    const status = accessStatus(row, now);
    if (row && hasAccess(status)) {
      if (this.granting.size > 10_000) this.granting.clear();
      this.granting.set(userId, {
        row: { status: row.status, trialEnd: row.trialEnd },
        until: Date.now() + ACCESS_CACHE_MS,
      });
    } else {
      this.granting.delete(userId);
    }
    return status;
  }

  /** Forgets what this process remembered about a user (after a change to their subscription). */
  forget(userId: string): void {
    this.granting.delete(userId);
  }

  async hasAccess(userId: string): Promise<boolean> {
    return hasAccess(await this.status(userId));
  }
}
