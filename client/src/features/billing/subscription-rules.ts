import type { Plan, SubscriptionStatus } from '../../api/types';
import { formatDate } from '../../ui/format-date';

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

/** The plan's price in words, as the terms write it: $34.95 USD per year. */
export function planPrice(plan: Pick<Plan, 'priceLabel' | 'currency' | 'interval'>): string {
  return `${plan.priceLabel} ${plan.currency.toUpperCase()} per ${plan.interval}`;
}

/** A day as the dialog writes it, as every date of the app: Nov 22, 2027 in the player's locale. */
export function formatDay(iso: string): string {
  return formatDate(iso);
}

/**
 * When the free trial continues past subscribing, the day of the first charge of the plan's price
 * (`priceLabel`, from the site information): before Subscribe (the trial end) and after it (a
 * subscription started during the trial). Null: nothing to say — also in the expired view, where
 * no trial continues.
 */
export function firstChargeNotice(
  view: SubscriptionView,
  now: Date,
  priceLabel: string,
  format: (iso: string) => string = formatDay,
): string | null {
  const firstChargeAt = view.subscription?.firstChargeAt;
  if (!firstChargeAt || trialExpired(view, now)) return null;
  return `Your free trial continues: the first charge of ${priceLabel} is on ${format(firstChargeAt)}.`;
}

/**
 * The line under the status badge: when the paid period renews or ends, or when the trial ends.
 * The expired view never names a day still to come (the test mode over a running trial): it says
 * the trial has ended.
 */
export function statusDetail(
  view: SubscriptionView,
  now: Date,
  format: (iso: string) => string = formatDay,
): string | null {
  const { subscription } = view;
  if (trialExpired(view, now)) {
    const end = subscription?.trialEnd;
    return end && new Date(end) <= now ? `Trial ended on ${format(end)}` : 'Your free trial has ended.';
  }
  if (subscription?.status === 'active') {
    if (!subscription.currentPeriodEnd) return null;
    const what = subscription.cancelAtPeriodEnd
      ? 'Ends'
      : subscription.firstChargeAt
        ? 'First charge'
        : 'Renews';
    return `${what} on ${format(subscription.currentPeriodEnd)}`;
  }
  if (!subscription?.trialEnd) return null;
  return `Trial ${new Date(subscription.trialEnd) > now ? 'ends' : 'ended'} on ${format(subscription.trialEnd)}`;
}

/**
 * Calendar days left until the trial ends (at least 0): from today's date to the end's date, in the
 * player's time zone — a trial ending on a date 10 days away has 10 days left, whatever the hour.
 */
export function daysLeft(trialEnd: string | null | undefined, now: Date): number {
  if (!trialEnd) return 0;
  const end = new Date(trialEnd);
  const endDay = Date.UTC(end.getFullYear(), end.getMonth(), end.getDate());
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.max(0, Math.round((endDay - today) / (24 * 3600 * 1000)));
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

/** A signed-in player's trial has ended (or the test mode says so); never for a visitor. */
export function trialExpired(view: SubscriptionView, now: Date): boolean {
  if (!view.signedIn) return false;
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
    return {
      kind: 'trial',
      label: days === 0 ? 'Trial · last day' : `Trial · ${days} ${days === 1 ? 'day' : 'days'} left`,
    };
  }
  return { kind: 'inactive', label: 'Inactive' };
}

/**
 * The dialog opens by itself when signed in and the trial has expired, the status is inactive or
 * it is neither active nor trialing; never for an unexpired trial or an active subscription. It
 * opens only over a page whose content needs access (the cards, favourites, progress, the coach):
 * the account and data pages, the legal pages and the free tools stay usable without access.
 */
export function shouldOpenDialog(view: SubscriptionView, now: Date, pageNeedsAccess: boolean): boolean {
  if (!view.signedIn || !pageNeedsAccess) return false;
  if (!view.subscription && !view.failed && !view.testExpired) return false; // still checking
  return trialExpired(view, now) || effectiveStatus(view, now) === 'inactive';
}

/**
 * While the trial is expired (or the test mode is on) the dialog cannot be dismissed over a page
 * that needs access; opened over any other page it closes as usual.
 */
export function isDismissible(view: SubscriptionView, now: Date, pageNeedsAccess: boolean): boolean {
  return !pageNeedsAccess || !trialExpired(view, now);
}
