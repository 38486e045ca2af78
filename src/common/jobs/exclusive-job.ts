import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs a scheduled job on one replica only: inside a transaction that holds a PostgreSQL
 * transaction-level advisory lock. Another replica that finds the lock taken skips the run.
 * Returns whether this process ran the job.
 */
export async function runExclusive(
  em: EntityManager,
  lockId: number,
  job: (em: EntityManager) => Promise<void>,
): Promise<boolean> {
  const fork = em.fork();
  return fork.transactional(async (tx) => {
    const [row] = await tx
      .getConnection()
      .execute<{ locked: boolean }[]>(
        'select pg_try_advisory_xact_lock(?) as locked',
        [lockId],
        'all',
        tx.getTransactionContext(),
      );
    if (!row?.locked) return false;
    await job(tx);
    return true;
  });
}
