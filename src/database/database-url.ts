import type { AppConfig } from '../config/app-config.js';
import { DataDirInUseError } from './data-dir-in-use.error.js';

export interface DatabaseHandle {
  url: string;
  /** Stops the embedded cluster, if this process started one. */
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR/postgres. With
 * `shareRunning` (command-line tools), a cluster already run by a server on the same DATA_DIR is
 * used as it is instead of refusing.
 */
export async function openDatabase(
  config: AppConfig,
  log: (message: string) => void,
  { shareRunning = false } = {},
): Promise<DatabaseHandle> {
  const keep = { stop: () => Promise.resolve() };
  if (config.databaseUrl) return { url: config.databaseUrl, ...keep };
  try {
    // Loaded only here: a server with DATABASE_URL never needs the embedded binaries.
    const { EmbeddedDatabase } = await import('./embedded-postgres.js');
    const embedded = await EmbeddedDatabase.start({ dataDir: config.dataDir, log });
    return { url: embedded.url, stop: () => embedded.stop() };
  } catch (error) {
    if (shareRunning && error instanceof DataDirInUseError && error.url) {
      log(`Using the embedded PostgreSQL of the running server (pid ${error.pid})`);
      return { url: error.url, ...keep };
    }
    throw error;
  }
}
