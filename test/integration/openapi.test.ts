import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildOpenApiDocument, serializeOpenApi } from '../../src/openapi.js';
import { createTestApp, type TestApp } from '../support/app.js';

const root = resolve(import.meta.dirname, '../..');

describe('the committed API contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('openapi/openapi.json matches the controllers (run `npm run openapi` after an API change)', async () => {
    const committed = await readFile(resolve(root, 'openapi/openapi.json'), 'utf8');
    expect(committed).toBe(serializeOpenApi(buildOpenApiDocument(t.app)));
  });

  it('the client types match openapi/openapi.json (run `npm run openapi`)', async () => {
    const document = JSON.parse(await readFile(resolve(root, 'openapi/openapi.json'), 'utf8')) as object;
    const generated = astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
    const committed = await readFile(resolve(root, 'client/src/api/schema.d.ts'), 'utf8');
    expect(committed.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '')).toBe(
      generated.replace(/^\/\*\*[\s\S]*?\*\/\s*/, ''),
    );
  });

  it('is served at /api/openapi.json and documented at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/api/v1/health']).toBeDefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});
