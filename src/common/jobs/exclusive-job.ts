import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import { ADVISORY_LOCKS, type JobName } from './job-locks.js';

const logger = new Logger('Jobs');

/**
 * Runs a scheduled job on one replica only, and logs its failure (with the job's name) instead of
 * throwing: a cron handler only has to call it. Returns whether this process ran the job to the end.
 *
 * The lock is a session-level PostgreSQL advisory lock (ADVISORY_LOCKS) taken on a connection of its
 * own, outside the pool, and released when that connection closes; another replica that finds it
 * taken skips the run. The job gets a fresh EntityManager and no transaction: its writes commit as
 * they go (each statement, or the short transactions it opens itself), so the slow calls it makes in
 * between (SMTP, the payment provider) never hold a transaction, its row locks or a pooled connection.
 */
export async function runExclusive(
  em: EntityManager,
  job: JobName,
  work: (em: EntityManager) => Promise<void>,
): Promise<boolean> {
  const lock = new pg.Client(em.getConnection().mapOptions({}));
  // A connection the server drops reports an 'error' event; unheard, it would end the process.
  lock.on('error', (error) => logger.warn({ err: error, job }, `Job lock connection lost: ${job}`));
  try {
    await lock.connect();
    const { rows } = await lock.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      ADVISORY_LOCKS[job],
    ]);
    if (!rows[0]?.locked) return false;
    await work(em.fork());
    return true;
  } catch (error) {
    logger.error({ err: error, job }, `Job failed: ${job}`);
    return false;
  } finally {
    await lock.end().catch(() => undefined); // closing the session releases the lock
  }
}
