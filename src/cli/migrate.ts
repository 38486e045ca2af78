import 'reflect-metadata';
import { bootstrapLogger } from '../common/bootstrap-logger.js';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { openDatabase } from '../database/database-url.js';
import { migrateDatabase } from '../database/migrate.js';
import { ENTITIES, ROUTINES } from '../entities.js';

/** `npm run migrate`: applies pending migrations (embedded database when DATABASE_URL is unset). */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = bootstrapLogger(config);
  const database = await openDatabase(config, (message) => log.info(message));
  try {
    const applied = await migrateDatabase({
      entities: ENTITIES,
      routines: ROUTINES,
      clientUrl: database.url,
    });
    log.info(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'The database is up to date');
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
