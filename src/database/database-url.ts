import type { AppConfig } from '../config/app-config.js';
import { EmbeddedDatabase } from './embedded-postgres.js';

export interface DatabaseHandle {
  url: string;
  /** Stops the embedded cluster, if one was started. */
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR/postgres. */
export async function openDatabase(
  config: AppConfig,
  log: (message: string) => void,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: () => Promise.resolve() };
  const embedded = await EmbeddedDatabase.start({ dataDir: config.dataDir, log });
  return { url: embedded.url, stop: () => embedded.stop() };
}
