import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEMPLATE_DATABASE, TEST_ENV } from './test-env.js';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env[TEST_ENV.adminUrl];
  if (!url) throw new Error('The integration test cluster is not running (jest globalSetup did not run).');
  return url;
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated template; drop() removes it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name} template ${TEMPLATE_DATABASE}`));
  return {
    name,
    url: adminUrl().replace(/\/[^/]+$/, `/${name}`),
    drop: () =>
      withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}
