import type { MikroORM } from '@mikro-orm/core';
import pg from 'pg';

/** Arbitrary constant identifying the migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_ID = 7_274_250_001;

/**
 * Applies every pending migration and returns the names applied. Replicas starting together
 * serialise on a PostgreSQL advisory lock, so only one of them migrates; the others then find
 * nothing pending.
 */
export async function migrate(orm: MikroORM, databaseUrl: string): Promise<string[]> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  } finally {
    await lock.end(); // ending the session releases the lock
  }
}
