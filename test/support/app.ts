import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { createApp } from '../../src/server.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestApp {
  app: NestFastifyApplication;
  db: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/** The whole application on its own fresh database, driven through Fastify's inject (no socket). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOG_FORMAT: 'json', ...env });
  const app = await createApp({ config, databaseUrl: db.url, schedule: false, client: false });
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

export interface TestAppWithDataDir extends TestApp {
  dataDir: string;
}

/**
 * createTestApp with a DATA_DIR of its own, for a test that reads the e-mails the app writes there
 * (see mailsTo); the directory is removed on close.
 */
export async function createTestAppWithDataDir(
  env: Record<string, string> = {},
): Promise<TestAppWithDataDir> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kickshots-test-app-'));
  const t = await createTestApp({ ...env, DATA_DIR: dataDir });
  return {
    ...t,
    dataDir,
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
