import { createTestApp, type TestApp } from '../support/app.js';

describe('the web app manifest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_NAME: 'Cue Club' });
  });
  afterAll(() => t.close());

  it('is served at /manifest.webmanifest, named after APP_NAME, installable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const manifest = res.json<{
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    }>();
    expect(manifest).toMatchObject({ short_name: 'Cue Club', start_url: '/', display: 'standalone' });
    expect(manifest.name).toContain('Cue Club');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
  });

  it('refuses an unknown query parameter as JSON, like every route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest?x=1' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
