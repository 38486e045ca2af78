import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock.js';
import {
  PaymentProvider,
  type CheckoutUser,
  type PortalResult,
  type ProviderCheckoutSession,
  type ProviderSubscription,
} from '../payment-provider.js';
import { SubscriptionsService } from '../subscriptions.service.js';
import { SandboxRenewals } from './sandbox-renewals.js';
import { SandboxSessions, sandboxCustomerId, sandboxStateOf } from './sandbox-sessions.js';

/**
 * The default payment provider: its own hosted checkout and portal pages under /billing/sandbox
 * (SandboxHostedPages), clearly labelled as test payments. Its ledger of paid subscriptions is the
 * subscriptions table itself (ids `sub_sandbox_…`, customers `cus_sandbox_…`). It renews and ends
 * them itself (SandboxRenewals), where Stripe does so on its side. The first charge is decided on
 * payment, by the rule Stripe gets at checkout.
 */
@Injectable()
export class SandboxPaymentProvider extends PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly sessions: SandboxSessions,
    private readonly renewals: SandboxRenewals,
    private readonly subscriptions: SubscriptionsService,
    private readonly clock: Clock,
  ) {
    super();
  }

  async createCheckout(user: CheckoutUser): Promise<{ url: string; sessionId: string }> {
    const { id, url } = await this.sessions.start('checkout', user.id);
    return { url, sessionId: id };
  }

  async createPortal(customer: { userId: string }, returnUrl: string): Promise<PortalResult> {
    const { url } = await this.sessions.start('portal', customer.userId, returnUrl);
    return { url };
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    const session = await this.sessions.findCheckout(id);
    if (!session) return null;
    return {
      id: session.id,
      userId: session.user,
      paid: session.status === 'complete',
      customerId: session.status === 'complete' ? sandboxCustomerId(session.user) : null,
      subscriptionId: session.subscriptionId,
    };
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    const row = await this.subscriptions.findByProviderSubscription('sandbox', id);
    return row ? sandboxStateOf(row) : null;
  }

  async extendBillingDate(subscriptionId: string, newDate: Date): Promise<ProviderSubscription | null> {
    const state = await this.retrieveSubscription(subscriptionId);
    return state ? { ...state, currentPeriodEnd: newDate } : null;
  }

  /** What Stripe's cancel does: the subscription ends now, with nothing more charged. */
  async cancelNow(subscriptionId: string): Promise<void> {
    const row = await this.subscriptions.findByProviderSubscription('sandbox', subscriptionId);
    if (!row || row.status === 'canceled') return;
    const now = this.clock.now();
    await this.subscriptions.applyProviderState(
      { ...sandboxStateOf(row), status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: now },
      { observedAt: now, userId: row.user, fresh: true },
    );
  }

  override renewDuePeriods(): Promise<number> {
    return this.renewals.renewDuePeriods();
  }
}
