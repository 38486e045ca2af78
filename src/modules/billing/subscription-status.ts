import type { SubscriptionState } from './entities/subscription.entity.js';

/** What the client sees: the only three statuses the product knows. */
export type AccessStatus = 'active' | 'trialing' | 'inactive';

export const ACCESS_STATUSES: readonly AccessStatus[] = ['active', 'trialing', 'inactive'];

export interface SubscriptionFacts {
  status: SubscriptionState;
  trialEnd: Date | null;
}

/**
 * The status rule, in one place: `active` is active; `trialing` counts only while the trial end
 * is in the future; anything else (no row, an ended trial, past_due, canceled…) is inactive.
 */
export function accessStatus(facts: SubscriptionFacts | null, now: Date): AccessStatus {
  if (!facts) return 'inactive';
  if (facts.status === 'active') return 'active';
  if (facts.status === 'trialing' && facts.trialEnd !== null && facts.trialEnd.getTime() > now.getTime())
    return 'trialing';
  return 'inactive';
}

/** Access to the cards needs an active subscription or a running trial. */
export function hasAccess(status: AccessStatus): boolean {
  return status === 'active' || status === 'trialing';
}

/**
 * Stripe Checkout takes a `subscription_data.trial_end` only at least 48 hours ahead; ten minutes
 * more cover the time to Stripe and a clock a little ahead of ours.
 */
export const MIN_TRIAL_END_NOTICE_MS = (48 * 60 + 10) * 60 * 1000;

/**
 * When a subscription started at `at` charges first: the end of a running trial, so subscribing
 * keeps the rest of the free trial; null when it charges at once (no trial left, or one ending
 * within 48 hours, which Stripe cannot defer).
 */
export function deferredFirstCharge(facts: SubscriptionFacts | null, at: Date): Date | null {
  if (!facts || facts.status !== 'trialing' || facts.trialEnd === null) return null;
  return facts.trialEnd.getTime() - at.getTime() >= MIN_TRIAL_END_NOTICE_MS ? facts.trialEnd : null;
}

export interface PaidPeriodFacts extends SubscriptionFacts {
  /** End of the paid period; for a subscription started during the trial, the trial end. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * A paid subscription started during the trial whose first charge is still to come: its first
 * period runs to the trial end, so its period end is not after the trial end. (Once charged, the
 * period end moves a year past it.)
 */
export function beforeFirstCharge(facts: PaidPeriodFacts | null): boolean {
  return (
    facts?.status === 'active' &&
    facts.currentPeriodEnd !== null &&
    facts.trialEnd !== null &&
    facts.currentPeriodEnd.getTime() <= facts.trialEnd.getTime()
  );
}

/**
 * When the first charge of the annual plan happens: for a subscription started during the trial,
 * its first charge (null when set to cancel: nothing will be charged); without a paid
 * subscription, the first charge of one started now while the trial runs (null: at once).
 * Null otherwise, and once the first charge has been made.
 */
export function firstChargeAt(facts: PaidPeriodFacts | null, now: Date): Date | null {
  if (!facts) return null;
  if (facts.status === 'active') {
    return beforeFirstCharge(facts) && !facts.cancelAtPeriodEnd && facts.currentPeriodEnd! > now
      ? facts.currentPeriodEnd
      : null;
  }
  return accessStatus(facts, now) === 'trialing' ? deferredFirstCharge(facts, now) : null;
}

/** Whether the user had a free trial that has ended without a paid subscription taking over. */
export function trialExpired(facts: SubscriptionFacts | null, now: Date): boolean {
  return (
    facts !== null &&
    accessStatus(facts, now) === 'inactive' &&
    facts.trialEnd !== null &&
    facts.trialEnd.getTime() <= now.getTime()
  );
}

export interface SubscriptionDialogState {
  /** The subscription dialog opens by itself. */
  open: boolean;
  /** The user may close it (not while an ended trial blocks the app). */
  dismissible: boolean;
}

/**
 * The subscription dialog rule: it opens for a signed-in user without access
 * (expired trial, inactive, or anything but active/trialing) and cannot be dismissed while the
 * trial has expired; an unexpired trial or an active subscription never opens it.
 */
export function subscriptionDialog(facts: SubscriptionFacts | null, now: Date): SubscriptionDialogState {
  const open = !hasAccess(accessStatus(facts, now));
  return { open, dismissible: !(open && trialExpired(facts, now)) };
}
