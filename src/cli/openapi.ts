import 'reflect-metadata';
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadConfig } from '../config/app-config.js';
import { buildOpenApiDocument, serializeOpenApi } from '../openapi.js';
import { createApp } from '../server.js';

/**
 * Writes openapi/openapi.json from the controllers, without a database or a listening socket
 * (the ORM pool connects lazily and nothing queries it here).
 */
async function main(): Promise<void> {
  const config = { ...loadConfig({}), logLevel: 'silent' as const, logFormat: 'json' as const };
  const app = await createApp({
    config,
    databaseUrl: 'postgres://openapi@127.0.0.1:1/openapi',
    schedule: false,
    jobs: 'off',
    client: false,
  });
  const target = resolve(import.meta.dirname, '../../../openapi/openapi.json');
  await mkdir(resolve(target, '..'), { recursive: true });
  await writeFile(target, serializeOpenApi(buildOpenApiDocument(app)));
  await app.close();
  console.log(`Wrote ${target}`);
}

void main();
