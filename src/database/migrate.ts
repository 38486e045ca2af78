import type { MikroORM as AnyMikroORM } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ADVISORY_LOCKS } from '../common/jobs/job-locks.js';
import { ormConfig, type OrmConfigOptions } from './orm.config.js';

/**
 * Applies every pending migration and returns the names applied. Replicas starting together
 * serialise on a PostgreSQL advisory lock, so only one of them migrates; the others then find
 * nothing pending.
 */
export async function migrate(orm: AnyMikroORM, databaseUrl: string): Promise<string[]> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  } finally {
    await lock.end(); // ending the session releases the lock
  }
}

/**
 * migrate() on a short-lived ORM of its own (two connections), closed before it returns: the server
 * runs it before the application (and its scheduled jobs) starts, so nothing reads the tables
 * while they change.
 */
export async function migrateDatabase(options: Omit<OrmConfigOptions, 'poolMax'>): Promise<string[]> {
  const orm = await MikroORM.init(ormConfig({ ...options, poolMax: 2 }));
  try {
    return await migrate(orm, options.clientUrl);
  } finally {
    await orm.close(true);
  }
}
