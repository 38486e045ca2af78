import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import type { AppConfig } from '../../../config/app-config.js';
import type { SubscriptionState } from '../entities/subscription.entity.js';
import {
  ANNUAL_PLAN,
  PaymentProvider,
  type CheckoutUser,
  type PortalResult,
  type ProviderCheckoutSession,
  type ProviderSubscription,
} from '../payment-provider.js';

export const PORTAL_NOT_CONFIGURED_MESSAGE =
  'The Stripe customer portal is not configured yet. Save the customer portal settings once in the ' +
  'Stripe dashboard (Settings → Billing → Customer portal).';

/**
 * The Stripe adapter: Checkout in subscription mode, the Customer Portal, subscription reads and
 * billing-date moves, and webhook verification. The only file that talks to the Stripe SDK.
 */
export class StripePaymentProvider extends PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly logger = new Logger('Stripe');
  private readonly stripe: Stripe;

  constructor(private readonly config: AppConfig) {
    super();
    const { secretKey, apiBase } = config.stripe;
    if (!secretKey) throw new Error('StripePaymentProvider needs STRIPE_SECRET_KEY');
    const base = apiBase ? new URL(apiBase) : undefined;
    this.stripe = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: config.appName },
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  async createCheckout(user: CheckoutUser, customerId?: string): Promise<{ url: string; sessionId: string }> {
    const { publicUrl, stripe } = this.config;
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      client_reference_id: user.id,
      ...(customerId ? { customer: customerId } : { customer_email: user.email }),
      line_items: [
        stripe.priceId
          ? { price: stripe.priceId, quantity: 1 }
          : {
              price_data: {
                currency: ANNUAL_PLAN.currency,
                unit_amount: ANNUAL_PLAN.amountCents,
                recurring: { interval: ANNUAL_PLAN.interval },
                product_data: { name: ANNUAL_PLAN.name },
              },
              quantity: 1,
            },
      ],
      subscription_data: { metadata: { user_id: user.id } },
      metadata: { user_id: user.id },
      success_url: `${publicUrl}/?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${publicUrl}/?canceled=true`,
    });
    if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`);
    return { url: session.url, sessionId: session.id };
  }

  async createPortal(
    customer: { userId: string; customerId: string | null },
    returnUrl: string,
  ): Promise<PortalResult> {
    if (!customer.customerId) {
      return {
        error: 'no_paid_subscription',
        message: 'No paid subscription yet: subscribe first, then manage it here.',
      };
    }
    try {
      const session = await this.stripe.billingPortal.sessions.create({
        customer: customer.customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && /configuration/i.test(error.message)) {
        this.logger.warn({ err: error.message }, 'Stripe customer portal is not configured');
        return { error: 'portal_not_configured', message: PORTAL_NOT_CONFIGURED_MESSAGE };
      }
      throw error;
    }
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(id);
      return {
        id: session.id,
        userId: session.client_reference_id,
        paid:
          session.status === 'complete' &&
          (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'),
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    try {
      return toProviderSubscription(await this.stripe.subscriptions.retrieve(id));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async extendBillingDate(subscriptionId: string, newDate: Date): Promise<ProviderSubscription | null> {
    const updated = await this.stripe.subscriptions.update(subscriptionId, {
      trial_end: Math.floor(newDate.getTime() / 1000),
      proration_behavior: 'none',
    });
    return toProviderSubscription(updated);
  }

  /** Verifies the `stripe-signature` of a raw webhook body; throws when it is not valid. */
  constructEvent(rawBody: Buffer, signature: string): Stripe.Event {
    const secret = this.config.stripe.webhookSecret;
    if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
    return this.stripe.webhooks.constructEvent(rawBody, signature, secret);
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function isNotFound(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.statusCode === 404;
}

/**
 * Stripe's subscription in our terms. A Stripe `trialing` subscription is a paying customer whose
 * next billing date we moved (promo extension): active, paid until its trial end.
 */
export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const itemEnds = subscription.items.data.map((item) => item.current_period_end);
  const ends = [...itemEnds, ...(subscription.trial_end ? [subscription.trial_end] : [])];
  return {
    provider: 'stripe',
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    status: toState(subscription.status),
    currentPeriodEnd: ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    userId: subscription.metadata?.user_id ?? null,
  };
}

function toState(status: Stripe.Subscription.Status): SubscriptionState {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'unpaid':
      return 'unpaid';
    case 'paused':
      return 'paused';
    case 'canceled':
      return 'canceled';
    case 'incomplete':
    case 'incomplete_expired':
      return 'incomplete';
    default:
      return 'incomplete';
  }
}
