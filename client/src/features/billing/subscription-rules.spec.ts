import type { SubscriptionStatus } from '../../api/types';
import {
  badge,
  daysLeft,
  effectiveStatus,
  firstChargeNotice,
  isDismissible,
  planPrice,
  shouldOpenDialog,
  statusDetail,
} from './subscription-rules';

const now = new Date('2026-11-22T12:00:00Z');
const sub = (over: Partial<SubscriptionStatus>): SubscriptionStatus => ({
  status: 'trialing',
  trialEnd: '2027-11-22T12:00:00Z',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  provider: null,
  trialExpired: false,
  firstChargeAt: null,
  ...over,
});

describe('subscription rules (fixed clock)', () => {
  it('counts a trial as trialing only while its end is in the future', () => {
    expect(effectiveStatus({ signedIn: true, subscription: sub({}) }, now)).toBe('trialing');
    expect(
      effectiveStatus({ signedIn: true, subscription: sub({ trialEnd: '2026-11-22T11:59:59Z' }) }, now),
    ).toBe('inactive');
    expect(
      effectiveStatus({ signedIn: true, subscription: sub({ status: 'active', trialEnd: null }) }, now),
    ).toBe('active');
    expect(effectiveStatus({ signedIn: true, failed: true }, now)).toBe('inactive');
    expect(effectiveStatus({ signedIn: false, subscription: sub({ status: 'active' }) }, now)).toBe(
      'inactive',
    );
  });

  it('labels the badge', () => {
    expect(badge({ signedIn: false }, now).label).toBe('Not signed in');
    expect(badge({ signedIn: true, failed: true }, now).label).toBe('Error');
    expect(badge({ signedIn: true, subscription: sub({ status: 'active' }) }, now).label).toBe('Active');
    expect(badge({ signedIn: true, subscription: sub({}) }, now).label).toBe('Trial · 365 days left');
    expect(
      badge({ signedIn: true, subscription: sub({ trialEnd: '2026-11-23T11:00:00Z' }) }, now).label,
    ).toBe('Trial · 1 day left');
    expect(
      badge({ signedIn: true, subscription: sub({ status: 'inactive', trialEnd: null }) }, now).label,
    ).toBe('Inactive');
  });

  it('counts days left, never below zero', () => {
    expect(daysLeft('2026-11-29T12:00:00Z', now)).toBe(7);
    expect(daysLeft('2026-11-01T12:00:00Z', now)).toBe(0);
    expect(daysLeft(null, now)).toBe(0);
  });

  it('opens the dialog for an expired trial or an inactive status, not for a trial or an active plan', () => {
    expect(shouldOpenDialog({ signedIn: true, subscription: sub({}) }, now)).toBe(false);
    expect(shouldOpenDialog({ signedIn: true, subscription: sub({ status: 'active' }) }, now)).toBe(false);
    expect(
      shouldOpenDialog({ signedIn: true, subscription: sub({ trialEnd: '2026-11-01T00:00:00Z' }) }, now),
    ).toBe(true);
    expect(
      shouldOpenDialog({ signedIn: true, subscription: sub({ status: 'inactive', trialEnd: null }) }, now),
    ).toBe(true);
    expect(shouldOpenDialog({ signedIn: true, failed: true }, now)).toBe(true);
    expect(shouldOpenDialog({ signedIn: true }, now)).toBe(false);
    expect(shouldOpenDialog({ signedIn: false, failed: true }, now)).toBe(false);
    expect(shouldOpenDialog({ signedIn: true, subscription: sub({}), testExpired: true }, now)).toBe(true);
  });

  it('cannot be dismissed while the trial is expired or in test mode', () => {
    expect(isDismissible({ signedIn: true, subscription: sub({ trialExpired: true }) }, now)).toBe(false);
    expect(isDismissible({ signedIn: true, subscription: sub({}), testExpired: true }, now)).toBe(false);
    expect(
      isDismissible({ signedIn: true, subscription: sub({ status: 'inactive', trialEnd: null }) }, now),
    ).toBe(true);
  });

  it('says when the first charge is while the trial continues, before and after subscribing', () => {
    const day = (iso: string) => iso.slice(0, 10);
    expect(firstChargeNotice(sub({ firstChargeAt: '2027-11-22T12:00:00Z' }), '$34.95', day)).toBe(
      'Your free trial continues: the first charge of $34.95 is on 2027-11-22.',
    );
    expect(
      firstChargeNotice(
        sub({
          status: 'active',
          currentPeriodEnd: '2027-11-22T12:00:00Z',
          firstChargeAt: '2027-11-22T12:00:00Z',
        }),
        '$34.95',
        day,
      ),
    ).toBe('Your free trial continues: the first charge of $34.95 is on 2027-11-22.');
    expect(firstChargeNotice(sub({}), '$34.95', day)).toBeNull();
    expect(firstChargeNotice(undefined, '$34.95', day)).toBeNull();
  });

  it('writes the plan price as the terms do', () => {
    expect(planPrice({ priceLabel: '$34.95', currency: 'usd', interval: 'year' })).toBe(
      '$34.95 USD per year',
    );
  });

  it('says when the paid period renews, first charges or ends, or when the trial ends', () => {
    const day = (iso: string) => iso.slice(0, 10);
    const paid = { status: 'active' as const, currentPeriodEnd: '2027-11-22T12:00:00Z' };
    expect(statusDetail(sub(paid), now, day)).toBe('Renews on 2027-11-22');
    expect(statusDetail(sub({ ...paid, firstChargeAt: '2027-11-22T12:00:00Z' }), now, day)).toBe(
      'First charge on 2027-11-22',
    );
    expect(statusDetail(sub({ ...paid, cancelAtPeriodEnd: true }), now, day)).toBe('Ends on 2027-11-22');
    expect(statusDetail(sub({ status: 'active', currentPeriodEnd: null }), now, day)).toBeNull();
    expect(statusDetail(sub({ trialEnd: '2099-01-01T00:00:00Z' }), now, day)).toBe(
      'Trial ends on 2099-01-01',
    );
    expect(statusDetail(sub({ trialEnd: '2026-11-01T00:00:00Z' }), now, day)).toBe(
      'Trial ended on 2026-11-01',
    );
    expect(statusDetail(sub({ status: 'inactive', trialEnd: null }), now, day)).toBeNull();
    expect(statusDetail(undefined, now, day)).toBeNull();
  });
});
