import { DriverException } from '@mikro-orm/core';
import type { Logger } from '@nestjs/common';
import { AppException } from '../../common/errors/app.exception.js';
import { BillingException } from './billing.exception.js';
import type { ProviderName, SubscriptionState } from './entities/subscription.entity.js';

/** The plan we sell: $34.95 a year; its name comes with the product's: annualPlanName. */
export const ANNUAL_PLAN = {
  amountCents: 3495,
  currency: 'usd',
  label: '$34.95',
  interval: 'year',
} as const;

/** The plan's name on the payment pages and the provider's invoices: `<APP_NAME> annual subscription`. */
export function annualPlanName(appName: string): string {
  return `${appName} annual subscription`;
}

/** A paid subscription as the provider reports it, in our terms. */
export interface ProviderSubscription {
  provider: ProviderName;
  subscriptionId: string;
  customerId: string | null;
  status: SubscriptionState;
  /** End of the paid period: the next renewal, or the end of access when cancelling. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Our user, when the provider carries it (Stripe subscription metadata `user_id`). */
  userId: string | null;
}

export interface ProviderCheckoutSession {
  id: string;
  /** The user who started it (Stripe `client_reference_id`). */
  userId: string | null;
  /** Paid (or needing no payment) and complete. */
  paid: boolean;
  customerId: string | null;
  subscriptionId: string | null;
}

export interface CheckoutUser {
  id: string;
  email: string;
}

export interface CheckoutOptions {
  /** The provider's customer of an earlier subscription, reused. */
  customerId?: string;
  /**
   * The end of the player's running trial: the subscription starts now and charges first then
   * (Stripe `subscription_data.trial_end`). Absent: it charges at once.
   */
  trialEnd?: Date;
}

/** The hosted subscription-management page. */
export interface PortalResult {
  url: string;
}

/**
 * The payment provider port. Two adapters: Stripe (`STRIPE_SECRET_KEY` set) and the built-in
 * sandbox with its own hosted pages. Neither changes our tables itself: state changes go through
 * `SubscriptionsService.applyProviderState`, the one place that moves a paid subscription.
 */
export abstract class PaymentProvider {
  abstract readonly name: ProviderName;

  /** A hosted checkout page for the annual plan; the customer is reused when known. */
  abstract createCheckout(
    user: CheckoutUser,
    options?: CheckoutOptions,
  ): Promise<{ url: string; sessionId: string }>;

  /**
   * The hosted subscription-management page. When there is none it throws a BillingException:
   * NO_PAID_SUBSCRIPTION (no customer at the provider yet) or PORTAL_NOT_CONFIGURED.
   */
  abstract createPortal(
    customer: { userId: string; customerId: string | null },
    returnUrl: string,
  ): Promise<PortalResult>;

  /** A checkout session, or null when the provider does not know it. */
  abstract retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;

  /** The current state of a paid subscription, or null when the provider does not know it. */
  abstract retrieveSubscription(id: string): Promise<ProviderSubscription | null>;

  /**
   * Moves the next billing date of a paid subscription (a promo code extension) without charging
   * for the extra time; returns the subscription as it now is.
   */
  abstract extendBillingDate(subscriptionId: string, newDate: Date): Promise<ProviderSubscription | null>;

  /**
   * Cancels a paid subscription at once, with nothing more charged (the account is being deleted):
   * the provider keeps its customer and invoices. Nothing to do when the subscription has already
   * ended or the provider does not know it.
   */
  abstract cancelNow(subscriptionId: string): Promise<void>;

  /**
   * Only for a provider that does not move its subscriptions by itself (the sandbox; Stripe renews
   * and ends them on its side and tells us by webhook): renews the paid subscriptions whose period
   * has ended, or ends those set to cancel, as the hourly job asks. Returns how many moved.
   */
  renewDuePeriods?(): Promise<number>;
}

/**
 * Runs a call to the payment provider: its failure (down, refusing, or an answer of a shape we do
 * not know) is logged and answers 502 PAYMENT_PROVIDER_ERROR, never the provider's own message.
 * Our own errors (an AppException, a database error) go on as they are.
 */
export async function callProvider<T>(
  provider: PaymentProvider,
  logger: Logger,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppException || error instanceof DriverException) throw error;
    logger.error({ err: error, provider: provider.name }, 'Payment provider call failed');
    throw new BillingException('PAYMENT_PROVIDER_ERROR');
  }
}
