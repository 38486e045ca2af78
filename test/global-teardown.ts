import { rm } from 'node:fs/promises';
import { TEST_ENV } from './support/test-env.js';

export default async function globalTeardown(): Promise<void> {
  await globalThis.__KICKSHOTS_TEST_DB__?.stop();
  const dataDir = process.env[TEST_ENV.dataDir];
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
