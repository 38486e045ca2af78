import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { RateLimiter, type RateLimitRule } from '../../common/rate-limit/rate-limiter.service.js';
import type { AuthUser } from '../auth/index.js';
import { addMonths, formatDay, monthsLabel, toProviderTime } from './billing-dates.js';
import { BillingException } from './billing.exception.js';
import type { PromoCodeRedeemedDto } from './dto/redeem-promo-code.dto.js';
import { Subscription } from './entities/subscription.entity.js';
import { callProvider, PaymentProvider } from './payment-provider.js';
import { beforeFirstCharge } from './subscription-status.js';
import { isLive, SubscriptionsService } from './subscriptions.service.js';

export const PROMO_REDEEM_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 3600 };

/** Codes are compared trimmed and uppercase; e-mails trimmed and lowercase (as admins store them). */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Promo code redemption. The code is claimed by one conditional UPDATE (unused, and issued to the
 * caller's e-mail) inside the same transaction as the extension, so of concurrent redemptions
 * exactly one succeeds, and a failed extension leaves the code unused.
 */
@Injectable()
export class PromoCodesService {
  private readonly logger = new Logger('PromoCodes');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly provider: PaymentProvider,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async redeem(user: AuthUser, promoCode: string): Promise<PromoCodeRedeemedDto> {
    await this.limiter.hit(PROMO_REDEEM_LIMIT, `promo-redeem:user:${user.id}`);
    const code = normalizePromoCode(promoCode);
    const email = user.email.trim().toLowerCase();
    const result = await this.em.transactional(async (tx) => {
      const now = this.clock.now();
      const [claimed] = await tx.getConnection().execute<{ id: string; extension_months: number }[]>(
        `update promo_codes set used = true, used_at = ?
         where code = ? and used = false and user_email = ?
         returning id, extension_months`,
        [now, code, email],
        'all',
        tx.getTransactionContext(),
      );
      if (!claimed) throw new BillingException('PROMO_CODE_INVALID');
      const extended = await this.extend(tx, user.id, claimed.extension_months, now);
      return { ...extended, months: claimed.extension_months, promoCodeId: claimed.id };
    });
    this.logger.log(
      { userId: user.id, promoCodeId: result.promoCodeId, until: result.until },
      'Promo code redeemed',
    );
    const what = result.kind === 'trial' ? 'Your trial' : 'Your subscription';
    return {
      message: `${what} has been extended by ${monthsLabel(result.months)}, until ${formatDay(result.until)}.`,
    };
  }

  /**
   * A running paid subscription: its period end (and, with the provider, the next billing date,
   * without proration) moves by `months`; one started during the trial and not charged yet keeps
   * its first charge at the trial end, so the trial moves with it. Otherwise the trial: from its
   * end, or from now when it has ended, and the reminders are due again before the new end. A
   * provider failure answers 502 and leaves the code unused.
   */
  private async extend(
    tx: EntityManager,
    userId: string,
    months: number,
    now: Date,
  ): Promise<{ kind: 'trial' | 'subscription'; until: Date }> {
    let row = await tx.findOne(Subscription, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row) {
      row = tx.create(Subscription, { user: userId, status: 'inactive', createdAt: now, updatedAt: now });
    }
    if (row.providerSubscriptionId && isLive(row.status)) {
      const base = row.currentPeriodEnd && row.currentPeriodEnd > now ? row.currentPeriodEnd : now;
      const until = addMonths(base, months);
      const inTrial = beforeFirstCharge(row);
      if (row.provider === this.provider.name) {
        const subscriptionId = row.providerSubscriptionId;
        await callProvider(this.provider, this.logger, () =>
          this.provider.extendBillingDate(subscriptionId, until),
        );
        // Fresher than any event already in flight: those must not move the date back.
        const stamp = toProviderTime(now);
        if (!row.providerUpdatedAt || row.providerUpdatedAt < stamp) row.providerUpdatedAt = stamp;
      }
      row.currentPeriodEnd = until;
      if (inTrial) row.trialEnd = until;
      row.updatedAt = now;
      await tx.flush();
      return { kind: inTrial ? 'trial' : 'subscription', until };
    }
    const base = row.trialEnd && row.trialEnd > now ? row.trialEnd : now;
    const until = addMonths(base, months);
    row.status = 'trialing';
    row.subscriptionType = 'trial';
    row.trialStart ??= now;
    row.trialEnd = until;
    row.reminder7dSentAt = null;
    row.reminder1dSentAt = null;
    row.updatedAt = now;
    await tx.flush();
    return { kind: 'trial', until };
  }
}
