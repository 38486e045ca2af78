/** The admin user row as `GET /api/v1/admin/users` answers it. */
export interface AdminUser {
  id: string;
  email: string;
  phone: string | null;
  createdAt: string;
  lastSignInAt: string | null;
  emailConfirmedAt: string | null;
  confirmedAt: string | null;
  role: 'admin' | 'user';
  /** The effective status: `inactive` when there is no subscription. */
  status: string;
  /** The stored status: `trialing` even after the trial ended. */
  subscriptionStatus: string | null;
  subscriptionType: string | null;
  trialStart: string | null;
  trialEnd: string | null;
  currentPeriodEnd: string | null;
  suspended: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export type TrialDisplay = 'Trial Expired' | 'Trial Ending' | 'Trial';

/**
 * Trialing with the trial end in the past shows Trial Expired, ending within 24 hours
 * Trial Ending, otherwise Trial. Undefined for a user who is not trialing.
 */
export function trialDisplay(
  user: Pick<AdminUser, 'status' | 'subscriptionStatus' | 'trialEnd'>,
  now: number = Date.now(),
): TrialDisplay | undefined {
  const stored = user.subscriptionStatus ?? user.status;
  if (stored !== 'trialing') return undefined;
  if (!user.trialEnd) return 'Trial';
  const end = new Date(user.trialEnd).getTime();
  if (end < now) return 'Trial Expired';
  if (end - now <= DAY_MS) return 'Trial Ending';
  return 'Trial';
}

/** The date input's value (`YYYY-MM-DD`, the UTC day the trial ends on) of a stored trial end. */
export function trialEndDay(trialEnd: string | null | undefined): string {
  return trialEnd ? new Date(trialEnd).toISOString().slice(0, 10) : '';
}
