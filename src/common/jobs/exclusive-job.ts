import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import { ADVISORY_LOCKS, type JobName } from './job-locks.js';

const logger = new Logger('Jobs');

const HOUR_MS = 3_600_000;

/**
 * The slot of a scheduled run fired at `now`: the start of that hour. Every schedule fires at minute
 * 0 of an hour (hourly or daily), so replicas firing for the same hour name the same slot, even when
 * their clocks or event loops are a little apart.
 */
export function scheduledSlot(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

/**
 * Runs a job on one replica at a time, and logs its failure (with the job's name) instead of
 * throwing: a cron handler only has to call it. Returns whether this process ran the job to the end.
 *
 * The lock is a session-level PostgreSQL advisory lock (ADVISORY_LOCKS) taken on a connection of its
 * own, outside the pool, and released when that connection closes; another replica that finds it
 * taken skips the run. A scheduled run names its `slot` (scheduledSlot): holding the lock, it claims
 * the slot in `scheduled_runs`, and skips the run when the job already ran for that slot or a later
 * one — the lock alone would let a replica whose schedule fired a moment later run the job again
 * once the first had finished. A run whose replica dies after claiming its slot is not made again:
 * every job catches up on the next slot (it works on whatever is due by then). Without a slot (a run
 * asked for outside the schedule) the job always runs.
 *
 * The job gets a fresh EntityManager and no transaction: its writes commit as they go (each
 * statement, or the short transactions it opens itself), so the slow calls it makes in between
 * (SMTP, the payment provider) never hold a transaction, its row locks or a pooled connection.
 */
export async function runExclusive(
  em: EntityManager,
  job: JobName,
  work: (em: EntityManager) => Promise<void>,
  { slot }: { slot?: Date } = {},
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
    if (slot) {
      const claimed = await lock.query(
        `insert into scheduled_runs (job, slot) values ($1, $2)
         on conflict (job) do update set slot = excluded.slot where scheduled_runs.slot < excluded.slot
         returning job`,
        [job, slot],
      );
      if (claimed.rowCount === 0) return false;
    }
    await work(em.fork());
    return true;
  } catch (error) {
    logger.error({ err: error, job }, `Job failed: ${job}`);
    return false;
  } finally {
    await lock.end().catch(() => undefined); // closing the session releases the lock
  }
}
