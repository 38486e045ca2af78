import { Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { Clock } from '../../common/clock.js';
import type { AuthUser } from '../auth/index.js';
import { BillingException } from './billing.exception.js';
import type { CheckoutDto, PortalDto } from './dto/checkout.dto.js';
import type { SubscriptionStatusDto } from './dto/subscription.dto.js';
import type { Subscription } from './entities/subscription.entity.js';
import { callProvider, PaymentProvider } from './payment-provider.js';
import { accessStatus, deferredFirstCharge, firstChargeAt, trialExpired } from './subscription-status.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** The subscription as the API shows it. */
export function toStatusDto(row: Subscription | null, now: Date): SubscriptionStatusDto {
  return {
    status: accessStatus(row, now),
    trialEnd: row?.trialEnd?.toISOString() ?? null,
    currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    provider: row?.provider ?? null,
    trialExpired: trialExpired(row, now),
    firstChargeAt: firstChargeAt(row, now)?.toISOString() ?? null,
  };
}

/** The caller's subscription: status, checkout, portal and the return from checkout. */
@Injectable()
export class BillingService {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async getSubscription(userId: string, forceRefresh = false): Promise<SubscriptionStatusDto> {
    let row = await this.subscriptions.findByUser(userId);
    if (forceRefresh && row?.providerSubscriptionId && row.provider === this.provider.name) {
      const subscriptionId = row.providerSubscriptionId;
      const state = await this.call(() => this.provider.retrieveSubscription(subscriptionId));
      if (state) {
        const outcome = await this.subscriptions.applyProviderState(state, {
          observedAt: this.clock.now(),
          userId,
          fresh: true,
        });
        if (outcome.applied) row = outcome.subscription;
      }
    }
    return toStatusDto(row, this.clock.now());
  }

  /**
   * A checkout of the annual plan. During the free trial the subscription starts now and charges
   * first at the trial end, so subscribing early loses none of the trial.
   */
  async createCheckout(user: AuthUser): Promise<CheckoutDto> {
    const row = await this.subscriptions.findByUser(user.id);
    const now = this.clock.now();
    if (accessStatus(row, now) === 'active') throw new BillingException('ALREADY_SUBSCRIBED');
    const customerId =
      row?.provider === this.provider.name ? (row.providerCustomerId ?? undefined) : undefined;
    const trialEnd = deferredFirstCharge(row, now) ?? undefined;
    const { url, sessionId } = await this.call(() =>
      this.provider.createCheckout({ id: user.id, email: user.email }, { customerId, trialEnd }),
    );
    this.logger.log(
      { userId: user.id, sessionId, provider: this.provider.name, firstChargeAt: trialEnd ?? 'now' },
      'Checkout started',
    );
    return { url };
  }

  async createPortal(user: AuthUser): Promise<PortalDto> {
    const row = await this.subscriptions.findByUser(user.id);
    const customerId = row?.provider === this.provider.name ? row.providerCustomerId : null;
    const { url } = await this.call(() =>
      this.provider.createPortal({ userId: user.id, customerId }, `${this.config.publicUrl}/`),
    );
    return { url };
  }

  /**
   * The return from checkout: reads the session from the provider and applies its subscription
   * (the webhook may not have arrived yet). Only the user who started the session may verify it.
   */
  async verifyCheckout(user: AuthUser, sessionId: string): Promise<SubscriptionStatusDto> {
    const session = await this.call(() => this.provider.retrieveCheckoutSession(sessionId));
    if (!session || session.userId !== user.id) throw new BillingException('CHECKOUT_SESSION_INVALID');
    if (!session.paid || !session.subscriptionId) throw new BillingException('CHECKOUT_NOT_PAID');
    const subscriptionId = session.subscriptionId;
    const state = await this.call(() => this.provider.retrieveSubscription(subscriptionId));
    if (!state) throw new BillingException('CHECKOUT_NOT_PAID');
    await this.subscriptions.applyProviderState(state, {
      observedAt: this.clock.now(),
      userId: user.id,
      fresh: true,
    });
    return this.getSubscription(user.id);
  }

  /** A provider failure answers 502 PAYMENT_PROVIDER_ERROR (logged), never a stack trace. */
  private call<T>(fn: () => Promise<T>): Promise<T> {
    return callProvider(this.provider, this.logger, fn);
  }
}
