import { Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import type { AppConfig } from '../../../config/app-config.js';
import { BillingException } from '../billing.exception.js';
import {
  ANNUAL_PLAN,
  annualPlanName,
  PaymentProvider,
  type CheckoutOptions,
  type CheckoutUser,
  type PortalResult,
  type ProviderCheckoutSession,
  type ProviderSubscription,
} from '../payment-provider.js';
import { readCheckoutSession, readSubscription } from './stripe-objects.js';

/**
 * The Stripe adapter: Checkout in subscription mode, the Customer Portal, subscription reads and
 * billing-date moves, and webhook verification. The only file that talks to the Stripe SDK.
 */
export class StripePaymentProvider extends PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly logger = new Logger('Stripe');
  private readonly stripe: Stripe;

  /**
   * Loads the Stripe SDK and makes the provider. The SDK is loaded only here, so a server that takes
   * no payments through Stripe (the sandbox) never holds it: about 6 MB of the heap once loaded.
   */
  static async create(config: AppConfig): Promise<StripePaymentProvider> {
    const { default: StripeSdk } = await import('stripe');
    return new StripePaymentProvider(config, StripeSdk);
  }

  private constructor(
    private readonly config: AppConfig,
    /** The SDK's class, for its error classes too. */
    private readonly sdk: typeof Stripe,
  ) {
    super();
    const { secretKey, apiBase } = config.stripe;
    if (!secretKey) throw new Error('StripePaymentProvider needs STRIPE_SECRET_KEY');
    const base = apiBase ? new URL(apiBase) : undefined;
    this.stripe = new sdk(secretKey, {
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

  /**
   * Stripe Checkout in subscription mode. With `trialEnd` (the player's running trial, at least 48
   * hours ahead: Stripe's minimum) the subscription is `trialing` until then and its first
   * invoice comes at the trial end; Checkout still collects the card.
   */
  async createCheckout(
    user: CheckoutUser,
    { customerId, trialEnd }: CheckoutOptions = {},
  ): Promise<{ url: string; sessionId: string }> {
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
                product_data: { name: annualPlanName(this.config.appName) },
              },
              quantity: 1,
            },
      ],
      subscription_data: {
        metadata: { user_id: user.id },
        ...(trialEnd ? { trial_end: Math.floor(trialEnd.getTime() / 1000) } : {}),
      },
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
    if (!customer.customerId) throw new BillingException('NO_PAID_SUBSCRIPTION');
    try {
      const session = await this.stripe.billingPortal.sessions.create({
        customer: customer.customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    } catch (error) {
      if (
        error instanceof this.sdk.errors.StripeInvalidRequestError &&
        /configuration/i.test(error.message)
      ) {
        this.logger.warn({ err: error.message }, 'Stripe customer portal is not configured');
        throw new BillingException('PORTAL_NOT_CONFIGURED');
      }
      throw error;
    }
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    try {
      return readCheckoutSession(await this.stripe.checkout.sessions.retrieve(id));
    } catch (error) {
      if (this.isNotFound(error)) return null;
      throw error;
    }
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    try {
      return readSubscription(await this.stripe.subscriptions.retrieve(id));
    } catch (error) {
      if (this.isNotFound(error)) return null;
      throw error;
    }
  }

  async extendBillingDate(subscriptionId: string, newDate: Date): Promise<ProviderSubscription | null> {
    const updated = await this.stripe.subscriptions.update(subscriptionId, {
      trial_end: Math.floor(newDate.getTime() / 1000),
      proration_behavior: 'none',
    });
    return readSubscription(updated);
  }

  /** Stripe's cancel (DELETE /v1/subscriptions/{id}): at once, no proration; the customer stays. */
  async cancelNow(subscriptionId: string): Promise<void> {
    const current = await this.retrieveSubscription(subscriptionId);
    if (!current || current.status === 'canceled') return;
    try {
      await this.stripe.subscriptions.cancel(subscriptionId);
    } catch (error) {
      if (this.isNotFound(error)) return;
      throw error;
    }
  }

  /**
   * Verifies the `stripe-signature` of a raw webhook body and parses it; throws when it is not
   * valid. The event's shape is not checked here: see readStripeEvent.
   */
  constructEvent(rawBody: Buffer, signature: string): unknown {
    const secret = this.config.stripe.webhookSecret;
    if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
    return this.stripe.webhooks.constructEvent(rawBody, signature, secret);
  }

  private isNotFound(error: unknown): boolean {
    return error instanceof this.sdk.errors.StripeError && error.statusCode === 404;
  }
}
