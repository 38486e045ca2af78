import { FixedClock } from '../../common/clock.js';
import { addMonths, formatDay, monthsLabel } from './billing-dates.js';
import type { SubscriptionState } from './entities/subscription.entity.js';
import {
  accessStatus,
  beforeFirstCharge,
  deferredFirstCharge,
  firstChargeAt,
  hasAccess,
  MIN_TRIAL_END_NOTICE_MS,
  subscriptionDialog,
  trialExpired,
} from './subscription-status.js';

const clock = new FixedClock(new Date('2027-06-15T12:00:00Z'));
const now = () => clock.now();
const inDays = (days: number) => new Date(now().getTime() + days * 86_400_000);
const row = (status: SubscriptionState, trialEnd: Date | null = null) => ({ status, trialEnd });

describe('accessStatus', () => {
  it('is active for an active subscription, whatever the trial', () => {
    expect(accessStatus(row('active'), now())).toBe('active');
    expect(accessStatus(row('active', inDays(-30)), now())).toBe('active');
  });

  it('is trialing only while the trial end is in the future', () => {
    expect(accessStatus(row('trialing', inDays(10)), now())).toBe('trialing');
    expect(accessStatus(row('trialing', new Date(now().getTime() + 1)), now())).toBe('trialing');
    expect(accessStatus(row('trialing', now()), now())).toBe('inactive');
    expect(accessStatus(row('trialing', inDays(-1)), now())).toBe('inactive');
    expect(accessStatus(row('trialing', null), now())).toBe('inactive');
  });

  it('is inactive for everything else, and for no subscription at all', () => {
    for (const status of ['past_due', 'unpaid', 'incomplete', 'paused', 'canceled', 'inactive'] as const) {
      expect({ status, result: accessStatus(row(status, inDays(100)), now()) }).toEqual({
        status,
        result: 'inactive',
      });
    }
    expect(accessStatus(null, now())).toBe('inactive');
  });

  it('follows the clock: a trial ends when its time comes', () => {
    const facts = row('trialing', inDays(1));
    expect(accessStatus(facts, clock.now())).toBe('trialing');
    const later = new FixedClock(inDays(2));
    expect(accessStatus(facts, later.now())).toBe('inactive');
  });
});

describe('hasAccess', () => {
  it('is granted to active and trialing only', () => {
    expect(hasAccess('active')).toBe(true);
    expect(hasAccess('trialing')).toBe(true);
    expect(hasAccess('inactive')).toBe(false);
  });
});

describe('the subscription dialog rule', () => {
  it('stays closed for an unexpired trial or an active subscription', () => {
    expect(subscriptionDialog(row('trialing', inDays(3)), now())).toEqual({ open: false, dismissible: true });
    expect(subscriptionDialog(row('active', inDays(-3)), now())).toEqual({ open: false, dismissible: true });
  });

  it('opens and cannot be dismissed once the trial has expired', () => {
    expect(trialExpired(row('trialing', inDays(-1)), now())).toBe(true);
    expect(trialExpired(row('inactive', inDays(-1)), now())).toBe(true);
    expect(subscriptionDialog(row('inactive', inDays(-1)), now())).toEqual({
      open: true,
      dismissible: false,
    });
  });

  it('opens, dismissible, for an inactive user whose trial did not expire (none, or canceled paid plan)', () => {
    expect(trialExpired(null, now())).toBe(false);
    expect(subscriptionDialog(null, now())).toEqual({ open: true, dismissible: true });
    expect(subscriptionDialog(row('canceled', null), now())).toEqual({ open: true, dismissible: true });
    expect(subscriptionDialog(row('past_due', inDays(5)), now())).toEqual({ open: true, dismissible: true });
  });
});

describe('the first charge', () => {
  const paid = (periodEnd: Date, trialEnd: Date | null, cancelAtPeriodEnd = false) => ({
    status: 'active' as const,
    trialEnd,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd,
  });
  const unpaid = (status: SubscriptionState, trialEnd: Date | null) => ({
    status,
    trialEnd,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
  });

  it('is deferred to the trial end only when the trial runs 48 hours more (Stripe’s minimum)', () => {
    const at = now();
    expect(deferredFirstCharge(row('trialing', inDays(362)), at)).toEqual(inDays(362));
    const justEnough = new Date(at.getTime() + MIN_TRIAL_END_NOTICE_MS);
    expect(deferredFirstCharge(row('trialing', justEnough), at)).toEqual(justEnough);
    expect(deferredFirstCharge(row('trialing', new Date(justEnough.getTime() - 1)), at)).toBeNull();
    expect(MIN_TRIAL_END_NOTICE_MS).toBeGreaterThan(48 * 3600_000);
    expect(deferredFirstCharge(row('trialing', inDays(-1)), at)).toBeNull();
    expect(deferredFirstCharge(row('inactive', inDays(30)), at)).toBeNull();
    expect(deferredFirstCharge(null, at)).toBeNull();
  });

  it('is the trial end before subscribing, while the trial runs long enough', () => {
    expect(firstChargeAt(unpaid('trialing', inDays(100)), now())).toEqual(inDays(100));
    expect(firstChargeAt(unpaid('trialing', inDays(1)), now())).toBeNull();
    expect(firstChargeAt(unpaid('trialing', inDays(-1)), now())).toBeNull();
    expect(firstChargeAt(unpaid('inactive', inDays(-1)), now())).toBeNull();
    expect(firstChargeAt(unpaid('canceled', inDays(100)), now())).toBeNull();
    expect(firstChargeAt(null, now())).toBeNull();
  });

  it('is the end of the first period of a subscription started during the trial, until charged', () => {
    const trialEnd = inDays(200);
    expect(beforeFirstCharge(paid(trialEnd, trialEnd))).toBe(true);
    expect(firstChargeAt(paid(trialEnd, trialEnd), now())).toEqual(trialEnd);
    // Stripe keeps whole seconds.
    const seconds = new Date(Math.floor(trialEnd.getTime() / 1000) * 1000);
    expect(firstChargeAt(paid(seconds, new Date(seconds.getTime() + 999)), now())).toEqual(seconds);
    // Charged: the period runs a year past the trial end.
    expect(beforeFirstCharge(paid(inDays(565), trialEnd))).toBe(false);
    expect(firstChargeAt(paid(inDays(565), trialEnd), now())).toBeNull();
    // Paid at once, after the trial.
    expect(firstChargeAt(paid(inDays(365), inDays(-10)), now())).toBeNull();
    // Set to cancel: nothing will be charged.
    expect(firstChargeAt(paid(trialEnd, trialEnd, true), now())).toBeNull();
    expect(beforeFirstCharge({ ...paid(trialEnd, trialEnd), status: 'past_due' })).toBe(false);
  });
});

describe('billing dates', () => {
  it('adds calendar months in UTC and clamps to the end of shorter months', () => {
    expect(addMonths(new Date('2027-11-22T10:00:00Z'), 3).toISOString()).toBe('2028-02-22T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonths(new Date('2027-01-31T00:00:00Z'), 1).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2027-03-15T00:00:00Z'), 12).toISOString()).toBe('2028-03-15T00:00:00.000Z');
  });

  it('formats days and month counts for messages', () => {
    expect(formatDay(new Date('2028-02-22T23:30:00Z'))).toBe('22 Feb 2028');
    expect(monthsLabel(1)).toBe('1 month');
    expect(monthsLabel(3)).toBe('3 months');
  });
});
