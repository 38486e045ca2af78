import 'reflect-metadata';
import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { EmbeddedDatabase } from '../src/database/embedded-postgres.js';
import { migrate } from '../src/database/migrate.js';
import { ormConfig } from '../src/database/orm.config.js';
import { ENTITIES, ROUTINES } from '../src/entities.js';
import { TEMPLATE_DATABASE, TEST_ENV } from './support/test-env.js';

declare global {
  var __KICKSHOTS_TEST_DB__: EmbeddedDatabase | undefined;
}

/**
 * One real PostgreSQL cluster per run, with a template database migrated once; each test file
 * clones its own database from the template (test/support/database.ts).
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kickshots-test-'));
  await chmod(dataDir, 0o755); // the postgres OS user (when we run as root) must reach the cluster folder
  const database = await EmbeddedDatabase.start({ dataDir, database: TEMPLATE_DATABASE });
  try {
    const orm = await MikroORM.init(
      ormConfig({ entities: ENTITIES, routines: ROUTINES, clientUrl: database.url, poolMax: 2 }),
    );
    try {
      await migrate(orm, database.url);
    } finally {
      await orm.close(true);
    }
  } catch (error) {
    await database.stop(); // jest skips the teardown when the setup fails
    throw error;
  }
  globalThis.__KICKSHOTS_TEST_DB__ = database;
  process.env[TEST_ENV.adminUrl] = database.urlFor('postgres');
  process.env[TEST_ENV.dataDir] = dataDir;
}
