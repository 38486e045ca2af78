import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.js';
import { Clock } from '../../../common/clock.js';
import { addDays, addYears, formatDay } from '../billing-dates.js';
import { SandboxSession, type SandboxSessionKind } from '../entities/sandbox-session.entity.js';
import { Subscription } from '../entities/subscription.entity.js';
import {
  ANNUAL_PLAN,
  PaymentProvider,
  type CheckoutUser,
  type PortalResult,
  type ProviderCheckoutSession,
  type ProviderSubscription,
} from '../payment-provider.js';
import { isLive, SubscriptionsService } from '../subscriptions.service.js';
import { checkoutPage, messagePage, portalPage, type SandboxResponse } from './sandbox-pages.js';

const CHECKOUT_TTL_DAYS = 1;
const PORTAL_TTL_DAYS = 1 / 24;
export const SANDBOX_PATH = '/billing/sandbox';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The default payment provider: its own hosted checkout and portal pages under /billing/sandbox,
 * clearly labelled as test payments. Paying, cancelling at period end and resuming drive the same
 * SubscriptionsService.applyProviderState transitions Stripe's webhooks do. Its ledger of paid
 * subscriptions is the subscriptions table itself (ids `sub_sandbox_…`, customers `cus_sandbox_…`).
 */
export class SandboxPaymentProvider extends PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly logger = new Logger('SandboxPayments');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly subscriptions: SubscriptionsService,
  ) {
    super();
  }

  async createCheckout(user: CheckoutUser): Promise<{ url: string; sessionId: string }> {
    const { id, token } = await this.newSession('checkout', user.id, null);
    return { url: `${this.config.publicUrl}${SANDBOX_PATH}/checkout/${id}?token=${token}`, sessionId: id };
  }

  async createPortal(customer: { userId: string }, returnUrl: string): Promise<PortalResult> {
    const { id, token } = await this.newSession('portal', customer.userId, returnUrl);
    return { url: `${this.config.publicUrl}${SANDBOX_PATH}/portal/${id}?token=${token}` };
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    const session = await this.em.findOne(SandboxSession, { id, kind: 'checkout' });
    if (!session) return null;
    return {
      id: session.id,
      userId: session.user,
      paid: session.status === 'complete',
      customerId: session.status === 'complete' ? customerIdOf(session.user) : null,
      subscriptionId: session.subscriptionId,
    };
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    const row = await this.em.findOne(Subscription, { provider: 'sandbox', providerSubscriptionId: id });
    return row ? stateOf(row) : null;
  }

  async extendBillingDate(subscriptionId: string, newDate: Date): Promise<ProviderSubscription | null> {
    const state = await this.retrieveSubscription(subscriptionId);
    return state ? { ...state, currentPeriodEnd: newDate } : null;
  }

  // ---- The hosted pages -------------------------------------------------------------------------

  async checkoutPage(id: string, token: string | undefined): Promise<SandboxResponse> {
    const session = await this.open(id, token, 'checkout');
    if (!session) return this.invalidLink();
    if (session.status !== 'open') return this.finishedCheckout(session);
    return {
      kind: 'page',
      status: 200,
      title: 'Checkout',
      html: checkoutPage({
        appName: this.config.appName,
        email: await this.emailOf(session.user),
        planName: ANNUAL_PLAN.name,
        priceLabel: ANNUAL_PLAN.label,
        payAction: `${SANDBOX_PATH}/checkout/${session.id}/pay`,
        cancelAction: `${SANDBOX_PATH}/checkout/${session.id}/cancel`,
        token: token!,
      }),
    };
  }

  /**
   * Pay: completes the session once (a second click finds it complete) and activates the
   * subscription for a year, as Stripe's checkout.session.completed + subscription.created would.
   */
  async pay(id: string, token: string | undefined): Promise<SandboxResponse> {
    const session = await this.open(id, token, 'checkout');
    if (!session) return this.invalidLink();
    if (session.status !== 'open') return this.finishedCheckout(session);
    const now = this.clock.now();
    const outcome = await this.em.transactional(async (tx) => {
      const current = await this.subscriptions.findByUser(session.user, tx);
      if (current?.provider === 'sandbox' && isLive(current.status)) return 'already' as const;
      const subscriptionId = `sub_sandbox_${randomBytes(12).toString('hex')}`;
      const claimed = await tx.nativeUpdate(
        SandboxSession,
        { id: session.id, status: 'open', expiresAt: { $gt: now } },
        { status: 'complete', completedAt: now, subscriptionId },
      );
      if (claimed === 0) return 'finished' as const;
      await this.subscriptions.applyProviderState(
        {
          provider: 'sandbox',
          subscriptionId,
          customerId: customerIdOf(session.user),
          status: 'active',
          currentPeriodEnd: addYears(now, 1),
          cancelAtPeriodEnd: false,
          userId: session.user,
        },
        { observedAt: now, userId: session.user },
        tx,
      );
      return 'paid' as const;
    });
    if (outcome === 'already') {
      return this.page(409, 'Already subscribed', 'You already have an active subscription.');
    }
    if (outcome === 'finished') {
      const latest = await this.em.fork().findOne(SandboxSession, { id: session.id });
      return this.finishedCheckout(latest ?? session);
    }
    this.logger.log({ userId: session.user, sessionId: session.id }, 'Sandbox payment completed');
    return { kind: 'redirect', url: this.successUrl(session.id) };
  }

  async cancelCheckout(id: string, token: string | undefined): Promise<SandboxResponse> {
    const session = await this.open(id, token, 'checkout');
    if (!session) return this.invalidLink();
    await this.em.nativeUpdate(
      SandboxSession,
      { id: session.id, status: 'open' },
      { status: 'canceled', completedAt: this.clock.now() },
    );
    const latest = await this.em.fork().findOne(SandboxSession, { id: session.id });
    if (latest?.status === 'complete') return this.finishedCheckout(latest);
    return { kind: 'redirect', url: `${this.config.publicUrl}/?canceled=true` };
  }

  async portalPage(id: string, token: string | undefined): Promise<SandboxResponse> {
    const session = await this.open(id, token, 'portal');
    if (!session) return this.invalidLink();
    const row = await this.subscriptions.findByUser(session.user, this.em.fork());
    const paid = row?.provider === 'sandbox' && row.providerSubscriptionId ? row : null;
    const base = `${SANDBOX_PATH}/portal/${session.id}`;
    return {
      kind: 'page',
      status: 200,
      title: 'Manage your subscription',
      html: portalPage({
        appName: this.config.appName,
        email: await this.emailOf(session.user),
        returnUrl: session.returnUrl ?? `${this.config.publicUrl}/`,
        token: token!,
        cancelAction: `${base}/cancel-at-period-end`,
        resumeAction: `${base}/resume`,
        subscribeAction: `${base}/subscribe`,
        plan: paid
          ? {
              planName: ANNUAL_PLAN.name,
              priceLabel: ANNUAL_PLAN.label,
              statusLabel: statusLabel(paid),
              dateLabel: paid.currentPeriodEnd
                ? [
                    isLive(paid.status) && !paid.cancelAtPeriodEnd ? 'Renews on' : 'Ends on',
                    formatDay(paid.currentPeriodEnd),
                  ]
                : null,
              cancelAtPeriodEnd: paid.cancelAtPeriodEnd,
              canChange: isLive(paid.status),
            }
          : null,
      }),
    };
  }

  /** 'Cancel at period end' / 'Resume' on the portal page. */
  async setCancelAtPeriodEnd(
    id: string,
    token: string | undefined,
    cancelAtPeriodEnd: boolean,
  ): Promise<SandboxResponse> {
    const session = await this.open(id, token, 'portal');
    if (!session) return this.invalidLink();
    const row = await this.subscriptions.findByUser(session.user, this.em.fork());
    if (row?.provider === 'sandbox' && row.providerSubscriptionId && isLive(row.status)) {
      await this.subscriptions.applyProviderState(
        { ...stateOf(row), cancelAtPeriodEnd },
        { observedAt: this.clock.now(), userId: session.user },
      );
    }
    return {
      kind: 'redirect',
      url: `${SANDBOX_PATH}/portal/${session.id}?token=${encodeURIComponent(token!)}`,
    };
  }

  /** 'Subscribe' on the portal page of a user without a paid subscription: a new checkout. */
  async subscribeFromPortal(id: string, token: string | undefined): Promise<SandboxResponse> {
    const session = await this.open(id, token, 'portal');
    if (!session) return this.invalidLink();
    const { url } = await this.createCheckout({ id: session.user, email: '' });
    return { kind: 'redirect', url };
  }

  /**
   * What Stripe does at the end of a period: a subscription set to cancel ends; the others renew
   * for another year (the sandbox's payment always succeeds). Run by the hourly job.
   */
  async advanceEndedPeriods(em: EntityManager): Promise<number> {
    const now = this.clock.now();
    const due = await em.find(Subscription, {
      provider: 'sandbox',
      status: 'active',
      currentPeriodEnd: { $lt: now },
    });
    for (const row of due) {
      const state = stateOf(row);
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

  // ---- Helpers ----------------------------------------------------------------------------------

  private async newSession(
    kind: SandboxSessionKind,
    userId: string,
    returnUrl: string | null,
  ): Promise<{ id: string; token: string }> {
    const now = this.clock.now();
    const id = `${kind === 'checkout' ? 'cs' : 'bps'}_sandbox_${randomBytes(12).toString('hex')}`;
    const token = randomBytes(24).toString('base64url');
    await this.em.insert(
      this.em.create(
        SandboxSession,
        {
          id,
          kind,
          user: userId,
          tokenHash: hashToken(token),
          status: 'open',
          returnUrl,
          createdAt: now,
          expiresAt: addDays(now, kind === 'checkout' ? CHECKOUT_TTL_DAYS : PORTAL_TTL_DAYS),
        },
        { persist: false },
      ),
    );
    return { id, token };
  }

  /** The session when the token is its own and it has not expired. */
  private async open(
    id: string,
    token: string | undefined,
    kind: SandboxSessionKind,
  ): Promise<SandboxSession | null> {
    if (!token) return null;
    const session = await this.em.fork().findOne(SandboxSession, { id, kind });
    if (!session || !sameHash(session.tokenHash, hashToken(token))) return null;
    if (session.status === 'open' && session.expiresAt <= this.clock.now()) return null;
    return session;
  }

  private finishedCheckout(session: SandboxSession): SandboxResponse {
    if (session.status === 'complete') return { kind: 'redirect', url: this.successUrl(session.id) };
    return this.page(
      410,
      'Checkout canceled',
      'This test checkout was canceled. Start a new one from the app.',
    );
  }

  private successUrl(sessionId: string): string {
    return `${this.config.publicUrl}/?success=true&session_id=${sessionId}`;
  }

  private invalidLink(): SandboxResponse {
    return this.page(404, 'Link not valid', 'This test payment link is not valid or has expired.');
  }

  private page(status: number, title: string, message: string): SandboxResponse {
    return {
      kind: 'page',
      status,
      title,
      html: messagePage(title, message, {
        label: `Return to ${this.config.appName}`,
        url: `${this.config.publicUrl}/`,
      }),
    };
  }

  private async emailOf(userId: string): Promise<string> {
    return (await this.subscriptions.emailsOf([userId])).get(userId) ?? '';
  }
}

function customerIdOf(userId: string): string {
  return `cus_sandbox_${userId.replace(/-/g, '').slice(0, 24)}`;
}

function stateOf(row: Subscription): ProviderSubscription {
  return {
    provider: 'sandbox',
    subscriptionId: row.providerSubscriptionId!,
    customerId: row.providerCustomerId,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    userId: row.user,
  };
}

function statusLabel(row: Subscription): string {
  if (row.status === 'active') return row.cancelAtPeriodEnd ? 'Active — cancels at period end' : 'Active';
  if (row.status === 'canceled') return 'Canceled';
  return row.status.replace(/_/g, ' ');
}
