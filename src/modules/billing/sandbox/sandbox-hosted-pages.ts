import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../common/clock.js';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { UsersService } from '../../auth/index.js';
import { addYears, formatDay } from '../billing-dates.js';
import type { SandboxSession } from '../entities/sandbox-session.entity.js';
import type { Subscription } from '../entities/subscription.entity.js';
import { ANNUAL_PLAN, annualPlanName } from '../payment-provider.js';
import { beforeFirstCharge, deferredFirstCharge } from '../subscription-status.js';
import { isLive, SubscriptionsService } from '../subscriptions.service.js';
import { checkoutPage, messagePage, portalPage, type SandboxResponse } from './sandbox-html.js';
import { SANDBOX_PATH, SandboxSessions, sandboxCustomerId, sandboxStateOf } from './sandbox-sessions.js';

/**
 * What the sandbox's hosted checkout and portal pages show and do (SandboxController serves them).
 * Paying, cancelling at period end and resuming drive the same SubscriptionsService.applyProviderState
 * transitions Stripe's webhooks do. Like Stripe with `trial_end`, a subscription started during the
 * free trial charges first at the trial end (its first period runs until then; SandboxRenewals
 * makes that charge).
 */
@Injectable()
export class SandboxHostedPages {
  private readonly logger = new Logger('SandboxPayments');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
    private readonly sessions: SandboxSessions,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UsersService,
  ) {}

  async checkoutPage(id: string, token: string | undefined): Promise<SandboxResponse> {
    const session = await this.sessions.open(id, token, 'checkout');
    if (!session) return this.invalidLink();
    if (session.status !== 'open') return this.finishedCheckout(session);
    const firstCharge = this.firstChargeOf(
      session,
      await this.subscriptions.findByUser(session.user, this.em.fork()),
    );
    return {
      kind: 'page',
      status: 200,
      title: 'Checkout',
      html: checkoutPage({
        appName: this.config.appName,
        email: await this.emailOf(session.user),
        planName: annualPlanName(this.config.appName),
        priceLabel: ANNUAL_PLAN.label,
        firstChargeDay: firstCharge ? formatDay(firstCharge) : null,
        payAction: `${SANDBOX_PATH}/checkout/${session.id}/pay`,
        cancelAction: `${SANDBOX_PATH}/checkout/${session.id}/cancel`,
        token: token!,
      }),
    };
  }

  /**
   * Pay: completes the session once (a second click finds it complete) and activates the
   * subscription, as Stripe's checkout.session.completed + subscription.created would: paid for a
   * year, or, during the free trial, with its first charge at the trial end.
   */
  async pay(id: string, token: string | undefined): Promise<SandboxResponse> {
    const session = await this.sessions.open(id, token, 'checkout');
    if (!session) return this.invalidLink();
    if (session.status !== 'open') return this.finishedCheckout(session);
    const now = this.clock.now();
    const outcome = await this.em.transactional(async (tx) => {
      const current = await this.subscriptions.findByUser(session.user, tx);
      if (current?.provider === 'sandbox' && isLive(current.status)) return 'already' as const;
      const subscriptionId = `sub_sandbox_${randomBytes(12).toString('hex')}`;
      if (!(await this.sessions.complete(tx, session.id, subscriptionId))) return 'finished' as const;
      const firstCharge = this.firstChargeOf(session, current);
      await this.subscriptions.applyProviderState(
        {
          provider: 'sandbox',
          subscriptionId,
          customerId: sandboxCustomerId(session.user),
          status: 'active',
          currentPeriodEnd: firstCharge ?? addYears(now, 1),
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
      return this.finishedCheckout((await this.sessions.reread(session.id)) ?? session);
    }
    this.logger.log({ userId: session.user, sessionId: session.id }, 'Sandbox checkout completed');
    return { kind: 'redirect', url: this.successUrl(session.id) };
  }

  async cancelCheckout(id: string, token: string | undefined): Promise<SandboxResponse> {
    const session = await this.sessions.open(id, token, 'checkout');
    if (!session) return this.invalidLink();
    await this.sessions.cancel(session.id);
    const latest = await this.sessions.reread(session.id);
    if (latest?.status === 'complete') return this.finishedCheckout(latest);
    return { kind: 'redirect', url: `${this.config.publicUrl}/?canceled=true` };
  }

  async portalPage(id: string, token: string | undefined): Promise<SandboxResponse> {
    const session = await this.sessions.open(id, token, 'portal');
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
              planName: annualPlanName(this.config.appName),
              priceLabel: ANNUAL_PLAN.label,
              statusLabel: statusLabel(paid),
              dateLabel: paid.currentPeriodEnd ? [dateTerm(paid), formatDay(paid.currentPeriodEnd)] : null,
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
    const session = await this.sessions.open(id, token, 'portal');
    if (!session) return this.invalidLink();
    const row = await this.subscriptions.findByUser(session.user, this.em.fork());
    if (row?.provider === 'sandbox' && row.providerSubscriptionId && isLive(row.status)) {
      await this.subscriptions.applyProviderState(
        { ...sandboxStateOf(row), cancelAtPeriodEnd },
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
    const session = await this.sessions.open(id, token, 'portal');
    if (!session) return this.invalidLink();
    const { url } = await this.sessions.start('checkout', session.user);
    return { kind: 'redirect', url };
  }

  /** Every page when the server takes payments with Stripe: the sandbox is off. */
  notAvailable(): SandboxResponse {
    return this.page(404, 'Not available', 'Test payments are off: this server takes payments with Stripe.');
  }

  /**
   * The first charge of this checkout: the trial end when the trial ran long enough when the
   * checkout began (Stripe's 48-hour rule, as the session is created) and has not ended since;
   * null: charged on payment.
   */
  private firstChargeOf(session: SandboxSession, row: Subscription | null): Date | null {
    const firstCharge = deferredFirstCharge(row, session.createdAt);
    return firstCharge && firstCharge > this.clock.now() ? firstCharge : null;
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
    return (await this.users.emailsOf([userId])).get(userId) ?? '';
  }
}

function statusLabel(row: Subscription): string {
  if (row.status === 'active') return row.cancelAtPeriodEnd ? 'Active — cancels at period end' : 'Active';
  if (row.status === 'canceled') return 'Canceled';
  return row.status.replace(/_/g, ' ');
}

/** The portal's word for the period end: when access ends, the first charge, or the renewal. */
function dateTerm(row: Subscription): string {
  if (!isLive(row.status) || row.cancelAtPeriodEnd) return 'Ends on';
  return beforeFirstCharge(row) ? 'First charge on' : 'Renews on';
}
