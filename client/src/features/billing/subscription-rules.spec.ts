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
  trialExpired,
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

  it('counts calendar days left in the player’s time zone, never below zero', () => {
    // local times, so the dates are the same whatever zone the tests run in
    const noon = new Date(2026, 10, 22, 12, 0);
    const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();
    expect(daysLeft(at(29, 12), noon)).toBe(7);
    // a date 10 days away is 10 days left, whatever the hour of the end (it was 11 after noon)
    expect(daysLeft(at(32, 23, 30), noon)).toBe(10);
    expect(daysLeft(at(32, 0, 30), noon)).toBe(10);
    expect(daysLeft(at(22, 23), noon)).toBe(0);
    expect(daysLeft(at(1, 12), noon)).toBe(0);
    expect(daysLeft(null, noon)).toBe(0);
  });

  it('says "last day" on the trial’s last day, not "0 days left"', () => {
    const morning = new Date(2026, 10, 22, 8, 0);
    const tonight = new Date(2026, 10, 22, 23, 0).toISOString();
    const tomorrow = new Date(2026, 10, 23, 1, 0).toISOString();
    expect(badge({ signedIn: true, subscription: sub({ trialEnd: tonight }) }, morning).label).toBe(
      'Trial · last day',
    );
    expect(badge({ signedIn: true, subscription: sub({ trialEnd: tomorrow }) }, morning).label).toBe(
      'Trial · 1 day left',
    );
  });

  it('opens the dialog for an expired trial or an inactive status, not for a trial or an active plan', () => {
    const opens = (view: Parameters<typeof shouldOpenDialog>[0]) => shouldOpenDialog(view, now, true);
    expect(opens({ signedIn: true, subscription: sub({}) })).toBe(false);
    expect(opens({ signedIn: true, subscription: sub({ status: 'active' }) })).toBe(false);
    expect(opens({ signedIn: true, subscription: sub({ trialEnd: '2026-11-01T00:00:00Z' }) })).toBe(true);
    expect(opens({ signedIn: true, subscription: sub({ status: 'inactive', trialEnd: null }) })).toBe(true);
    expect(opens({ signedIn: true, failed: true })).toBe(true);
    expect(opens({ signedIn: true })).toBe(false);
    expect(opens({ signedIn: false, failed: true })).toBe(false);
    expect(opens({ signedIn: true, subscription: sub({}), testExpired: true })).toBe(true);
  });

  it('opens the dialog by itself only over a page that needs access', () => {
    const expired = { signedIn: true, subscription: sub({ trialExpired: true }) };
    expect(shouldOpenDialog(expired, now, false)).toBe(false);
    expect(shouldOpenDialog({ signedIn: true, subscription: sub({}), testExpired: true }, now, false)).toBe(
      false,
    );
    expect(
      shouldOpenDialog(
        { signedIn: true, subscription: sub({ status: 'inactive', trialEnd: null }) },
        now,
        false,
      ),
    ).toBe(false);
  });

  it('cannot be dismissed while the trial is expired or in test mode, over a page that needs access', () => {
    expect(isDismissible({ signedIn: true, subscription: sub({ trialExpired: true }) }, now, true)).toBe(
      false,
    );
    expect(isDismissible({ signedIn: true, subscription: sub({}), testExpired: true }, now, true)).toBe(
      false,
    );
    expect(
      isDismissible({ signedIn: true, subscription: sub({ status: 'inactive', trialEnd: null }) }, now, true),
    ).toBe(true);
    // opened from the header over the account pages or a free tool, it closes
    expect(isDismissible({ signedIn: true, subscription: sub({ trialExpired: true }) }, now, false)).toBe(
      true,
    );
    expect(isDismissible({ signedIn: true, subscription: sub({}), testExpired: true }, now, false)).toBe(
      true,
    );
  });

  it('never counts a visitor’s trial as expired (no trial-ended toast after signing out)', () => {
    expect(trialExpired({ signedIn: false, testExpired: true }, now)).toBe(false);
    expect(trialExpired({ signedIn: false, subscription: sub({ trialExpired: true }) }, now)).toBe(false);
    expect(trialExpired({ signedIn: true, subscription: sub({ trialExpired: true }) }, now)).toBe(true);
    expect(trialExpired({ signedIn: true, subscription: sub({}), testExpired: true }, now)).toBe(true);
  });

  it('says when the first charge is while the trial continues, before and after subscribing', () => {
    const day = (iso: string) => iso.slice(0, 10);
    const notice = (subscription?: SubscriptionStatus) =>
      firstChargeNotice({ signedIn: true, subscription }, now, '$34.95', day);
    expect(notice(sub({ firstChargeAt: '2027-11-22T12:00:00Z' }))).toBe(
      'Your free trial continues: the first charge of $34.95 is on 2027-11-22.',
    );
    expect(
      notice(
        sub({
          status: 'active',
          currentPeriodEnd: '2027-11-22T12:00:00Z',
          firstChargeAt: '2027-11-22T12:00:00Z',
        }),
      ),
    ).toBe('Your free trial continues: the first charge of $34.95 is on 2027-11-22.');
    expect(notice(sub({}))).toBeNull();
    expect(notice(undefined)).toBeNull();
  });

  it('says nothing of a continuing trial in the expired view', () => {
    const running = sub({ firstChargeAt: '2027-11-22T12:00:00Z' });
    expect(
      firstChargeNotice({ signedIn: true, subscription: running, testExpired: true }, now, '$34.95'),
    ).toBeNull();
  });

  it('writes the plan price as the terms do', () => {
    expect(planPrice({ priceLabel: '$34.95', currency: 'usd', interval: 'year' })).toBe(
      '$34.95 USD per year',
    );
  });

  it('says when the paid period renews, first charges or ends, or when the trial ends', () => {
    const day = (iso: string) => iso.slice(0, 10);
    const detail = (subscription?: SubscriptionStatus) =>
      statusDetail({ signedIn: true, subscription }, now, day);
    const paid = { status: 'active' as const, currentPeriodEnd: '2027-11-22T12:00:00Z' };
    expect(detail(sub(paid))).toBe('Renews on 2027-11-22');
    expect(detail(sub({ ...paid, firstChargeAt: '2027-11-22T12:00:00Z' }))).toBe(
      'First charge on 2027-11-22',
    );
    expect(detail(sub({ ...paid, cancelAtPeriodEnd: true }))).toBe('Ends on 2027-11-22');
    expect(detail(sub({ status: 'active', currentPeriodEnd: null }))).toBeNull();
    expect(detail(sub({ trialEnd: '2099-01-01T00:00:00Z' }))).toBe('Trial ends on 2099-01-01');
    expect(detail(sub({ trialEnd: '2026-11-01T00:00:00Z' }))).toBe('Trial ended on 2026-11-01');
    expect(detail(sub({ status: 'inactive', trialEnd: null }))).toBeNull();
    expect(detail(undefined)).toBeNull();
  });

  it('never names a trial end still to come in the expired view', () => {
    const day = (iso: string) => iso.slice(0, 10);
    const running = sub({ trialEnd: '2027-11-22T12:00:00Z' });
    expect(statusDetail({ signedIn: true, subscription: running, testExpired: true }, now, day)).toBe(
      'Your free trial has ended.',
    );
    expect(
      statusDetail(
        {
          signedIn: true,
          subscription: sub({ status: 'active', currentPeriodEnd: '2027-11-22T12:00:00Z' }),
          testExpired: true,
        },
        now,
        day,
      ),
    ).toBe('Your free trial has ended.');
    expect(
      statusDetail(
        { signedIn: true, subscription: sub({ trialEnd: '2026-11-01T00:00:00Z', trialExpired: true }) },
        now,
        day,
      ),
    ).toBe('Trial ended on 2026-11-01');
  });
});
