/**
 * Every PostgreSQL advisory lock the server takes, by name: the one place their ids are chosen, so
 * two jobs never share one by accident. Keep an id once it has shipped: replicas of two versions
 * running side by side during a deploy must still exclude each other.
 */
export const ADVISORY_LOCKS = {
  /** Applying migrations (src/database/migrate.ts): waited for, not skipped. */
  migrations: 7_274_250_001,
  'auth.purge': 7_274_250_101,
  'billing.expire-trials': 7_274_250_201,
  'billing.trial-reminders': 7_274_250_202,
  'billing.stripe-resync': 7_274_250_203,
  'billing.renewals': 7_274_250_204,
  'practice.purge': 7_274_250_301,
} as const satisfies Record<string, number>;

export type AdvisoryLockName = keyof typeof ADVISORY_LOCKS;

/** The scheduled jobs (runExclusive): every lock but the migrations'. */
export type JobName = Exclude<AdvisoryLockName, 'migrations'>;

/** Throws when two names share an id (checked as the registry loads). */
export function assertDistinctLockIds(locks: Readonly<Record<string, number>>): void {
  const seen = new Map<number, string>();
  for (const [name, id] of Object.entries(locks)) {
    const other = seen.get(id);
    if (other !== undefined) throw new Error(`Advisory lock id ${id} is used by both ${other} and ${name}`);
    seen.set(id, name);
  }
}

assertDistinctLockIds(ADVISORY_LOCKS);
