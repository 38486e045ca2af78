import 'reflect-metadata';
import { bootstrapLogger } from './common/bootstrap-logger.js';
import { createAppLogger } from './common/http/logger.options.js';
import { ConfigError, describeAdapters, loadConfig, type AppConfig } from './config/app-config.js';
import { openDatabase } from './database/database-url.js';
import { DataDirInUseError } from './database/data-dir-in-use.error.js';
import { migrateDatabase } from './database/migrate.js';
import { ENTITIES, ROUTINES } from './entities.js';
import { FirstAdmin } from './modules/auth/first-admin.js';
import { createApp } from './server.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * config → database (embedded when DATABASE_URL is unset) → migrate → the app (and its jobs) →
 * listen. On SIGINT/SIGTERM: stop accepting, finish the requests in flight, close the pool, stop
 * the embedded database.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const logger = createAppLogger(config);
  const log = bootstrapLogger(config, logger);
  const adapters = describeAdapters(config);
  log.info(adapters.summary);
  for (const warning of adapters.warnings) log.warn(warning);
  const database = await openDatabase(config, (message) => log.info(message)).catch((error: Error) => {
    log.fatal(
      error instanceof DataDirInUseError ? error.message : `Could not open the database: ${error.message}`,
    );
    process.exit(1);
  });

  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: shutting down`);
    try {
      if (app) {
        await app.getHttpAdapter().getInstance().close(); // stop accepting, drain requests in flight
        await app.close(); // module shutdown hooks: jobs stop, the ORM closes its pool
      }
    } catch (error) {
      log.error({ err: error }, 'Error while closing the server');
    }
    await database
      .stop()
      .catch((error: Error) => log.error({ err: error }, 'Error while stopping the database'));
    log.info('Stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    // Migrations first: the application's scheduled jobs start as it initialises.
    const applied = await migrateDatabase({
      clientUrl: database.url,
      entities: ENTITIES,
      routines: ROUTINES,
      timeouts: config.databaseTimeouts,
    });
    if (applied.length) log.info(`Applied migrations: ${applied.join(', ')}`);
    app = await createApp({ config, databaseUrl: database.url, logger });
    const admin = await app.get(FirstAdmin).ensure();
    if (admin?.generatedPassword) {
      log.warn(
        `\n\n  First start: an admin account was created.\n    e-mail:   ${admin.email}\n    password: ${admin.generatedPassword}\n` +
          '  This password is shown only once: sign in and change it on the Security page.\n',
      );
    } else if (admin) {
      log.info(`First start: the admin ${admin.email} was created from ADMIN_EMAIL and ADMIN_PASSWORD`);
    }
    await app.listen({ port: config.port, host: config.host });
    log.info(
      `${config.appName} is running at ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`,
    );
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    log.fatal(
      code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use: stop the other server or set PORT to a free port.`
        : { err: error },
      'Start-up failed',
    );
    await app?.close().catch(() => undefined);
    await database.stop().catch(() => undefined);
    process.exit(1);
  }
}

void main();
