import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import type { Subscription, SubscriptionState } from './entities/subscription.entity.js';
import { accessStatus, hasAccess, type AccessStatus } from './subscription-status.js';

/** How long a row that granted access is remembered, at most. */
const ACCESS_CACHE_MS = 15_000;
/**
 * Each row is remembered for a random time between this share of ACCESS_CACHE_MS and all of it,
 * so the players a replica looked up together are not all read again in the same second.
 */
const ACCESS_CACHE_SPREAD = 0.75;
/** At most this many players' rows are remembered; past it, the memory starts over. */
const ACCESS_CACHE_MAX = 10_000;

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
    const known = this.knownStatus(userId, now);
    if (known) return known;
    const readAt = Date.now();
    // one indexed read, straight on the connection: every player's is read again every few seconds
    const [found] = await this.em
      .getConnection()
      .execute<{ status: SubscriptionState; trial_end: Date | string | null }[]>(
        'select status, trial_end from subscriptions where user_id = ?',
        [userId],
      );
    const row = found
      ? { status: found.status, trialEnd: found.trial_end === null ? null : new Date(found.trial_end) }
      : null;
    const status = accessStatus(row, now);
    if (row && hasAccess(status)) {
      if (this.granting.size >= ACCESS_CACHE_MAX) this.granting.clear();
      const remembered = ACCESS_CACHE_MS * (ACCESS_CACHE_SPREAD + (1 - ACCESS_CACHE_SPREAD) * Math.random());
      this.granting.set(userId, { row, until: readAt + remembered });
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

  /**
   * Whether the user has access, when the answer is known without reading the database (a row
   * that granted access, read lately): the guards of the practice and card routes ask on every
   * request, and most find it here.
   */
  knownAccess(userId: string): boolean | undefined {
    const status = this.knownStatus(userId, this.clock.now());
    return status === undefined ? undefined : hasAccess(status);
  }

  /** The status from a remembered granting row, still computed with the time now (a trial ends on the second). */
  private knownStatus(userId: string, now: Date): AccessStatus | undefined {
    const cached = this.granting.get(userId);
    return cached && cached.until > Date.now() ? accessStatus(cached.row, now) : undefined;
  }
}
