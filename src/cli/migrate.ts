import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { bootstrapLogger } from '../common/bootstrap-logger.js';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { openDatabase } from '../database/database-url.js';
import { migrate } from '../database/migrate.js';
import { ormConfig } from '../database/orm.config.js';

/** `npm run migrate`: applies pending migrations (embedded database when DATABASE_URL is unset). */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = bootstrapLogger(config);
  const database = await openDatabase(config, (message) => log.info(message));
  try {
    const orm = await MikroORM.init(ormConfig({ clientUrl: database.url, poolMax: 2 }));
    try {
      const applied = await migrate(orm, database.url);
      log.info(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'The database is up to date');
    } finally {
      await orm.close(true);
    }
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
