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
 * The subscription dialog rule of the spec (§4): it opens for a signed-in user without access
 * (expired trial, inactive, or anything but active/trialing) and cannot be dismissed while the
 * trial has expired; an unexpired trial or an active subscription never opens it.
 */
export function subscriptionDialog(facts: SubscriptionFacts | null, now: Date): SubscriptionDialogState {
  const open = !hasAccess(accessStatus(facts, now));
  return { open, dismissible: !(open && trialExpired(facts, now)) };
}
