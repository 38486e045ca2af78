import type { ProviderName, SubscriptionState } from './entities/subscription.entity.js';

/** The plan we sell (the spec's business constants). */
export const ANNUAL_PLAN = {
  name: 'Kickshots annual subscription',
  amountCents: 3495,
  currency: 'usd',
  label: '$34.95',
  interval: 'year',
} as const;

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

export type PortalResult =
  { url: string } | { error: 'portal_not_configured' | 'no_paid_subscription'; message: string };

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
    customerId?: string,
  ): Promise<{ url: string; sessionId: string }>;

  /** The hosted subscription-management page, or why there is none. */
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
}
