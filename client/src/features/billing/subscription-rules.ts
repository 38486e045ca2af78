import type { SubscriptionStatus } from '../../api/types';

export const PRICE_LABEL = '$34.95';
export const RECHECK_INTERVAL_MS = 24 * 3600 * 1000;
export const EXPIRED_TOAST_MS = 10_000;
export const REFRESH_SPIN_MS = 1000;

export type BadgeKind = 'active' | 'trial' | 'inactive' | 'error' | 'signed-out';

export interface SubscriptionView {
  signedIn: boolean;
  /** The status answer, when the check succeeded. */
  subscription?: SubscriptionStatus;
  /** The check failed (status then counts as inactive, the badge shows Error). */
  failed?: boolean;
  /** `?test_expired_trial=true`: force the expired-trial view. */
  testExpired?: boolean;
}

/** Whole days left until the trial ends (at least 0). */
export function daysLeft(trialEnd: string | null | undefined, now: Date): number {
  if (!trialEnd) return 0;
  return Math.max(0, Math.ceil((new Date(trialEnd).getTime() - now.getTime()) / (24 * 3600 * 1000)));
}

/** The spec's status rule on the client: active; trialing only with a future trial end; else inactive. */
export function effectiveStatus(view: SubscriptionView, now: Date): 'active' | 'trialing' | 'inactive' {
  if (!view.signedIn || view.failed || !view.subscription || view.testExpired) return 'inactive';
  const { status, trialEnd } = view.subscription;
  if (status === 'active') return 'active';
  if (status === 'trialing' && trialEnd && new Date(trialEnd) > now) return 'trialing';
  return 'inactive';
}

export function hasAccess(view: SubscriptionView, now: Date): boolean {
  return effectiveStatus(view, now) !== 'inactive';
}

export function trialExpired(view: SubscriptionView, now: Date): boolean {
  if (view.testExpired) return true;
  const sub = view.subscription;
  if (!sub) return false;
  return sub.trialExpired || (sub.status === 'trialing' && !!sub.trialEnd && new Date(sub.trialEnd) <= now);
}

export function badge(view: SubscriptionView, now: Date): { kind: BadgeKind; label: string } {
  if (!view.signedIn) return { kind: 'signed-out', label: 'Not signed in' };
  if (view.failed) return { kind: 'error', label: 'Error' };
  const status = effectiveStatus(view, now);
  if (status === 'active') return { kind: 'active', label: 'Active' };
  if (status === 'trialing') {
    const days = daysLeft(view.subscription?.trialEnd, now);
    return { kind: 'trial', label: `Trial · ${days} ${days === 1 ? 'day' : 'days'} left` };
  }
  return { kind: 'inactive', label: 'Inactive' };
}

/**
 * The dialog opens by itself when signed in and the trial has expired, the status is inactive or
 * it is neither active nor trialing; never for an unexpired trial or an active subscription.
 */
export function shouldOpenDialog(view: SubscriptionView, now: Date): boolean {
  if (!view.signedIn) return false;
  if (!view.subscription && !view.failed && !view.testExpired) return false; // still checking
  return trialExpired(view, now) || effectiveStatus(view, now) === 'inactive';
}

/** While the trial is expired (or the test mode is on) the dialog cannot be dismissed. */
export function isDismissible(view: SubscriptionView, now: Date): boolean {
  return !trialExpired(view, now);
}
