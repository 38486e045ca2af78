import { API_PREFIX, isClientRoute, UNPREFIXED_PATHS, UNPREFIXED_ROOTS } from './route-paths.js';

describe('route paths', () => {
  it('excludes every unprefixed root from the API prefix', () => {
    expect(API_PREFIX).toBe('api/v1');
    expect(UNPREFIXED_PATHS).toEqual([
      '.well-known/{*path}',
      'kickshot-diagrams/{*path}',
      'billing/sandbox/{*path}',
      'manifest.webmanifest',
    ]);
  });

  it('leaves the single-page app the paths no server root owns', () => {
    for (const url of ['/', '/progress', '/cards/black-AS', '/statistics?tab=countries', '/billing']) {
      expect({ url, client: isClientRoute(url) }).toEqual({ url, client: true });
    }
  });

  it('keeps the API, the assets, every unprefixed root and file names away from the app', () => {
    const urls = [
      '/api/v1/nothing',
      '/api/v2/cards',
      '/assets/missing',
      '/assets/index-abc.js',
      '/robots.txt',
      '/app.js.map',
      ...UNPREFIXED_ROOTS.map((root) => `/${root}/anything`),
    ];
    for (const url of urls) expect({ url, client: isClientRoute(url) }).toEqual({ url, client: false });
  });
});
