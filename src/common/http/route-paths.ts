/** Which paths the server answers where: the API under its prefix, a few outside it, the rest the client's. */

/** The API's prefix: every route but UNPREFIXED_ROOTS' lives under /api/v1. */
export const API_PREFIX = 'api/v1';

/** Path roots served outside API_PREFIX: the signing keys, the card diagrams, the sandbox's hosted pages. */
export const UNPREFIXED_ROOTS = ['.well-known', 'kickshot-diagrams', 'billing/sandbox'] as const;

/** Single files the server makes outside API_PREFIX: the web app manifest (its name is APP_NAME). */
export const UNPREFIXED_FILES = ['manifest.webmanifest'] as const;

/** UNPREFIXED_ROOTS and UNPREFIXED_FILES as setGlobalPrefix's exclusions. */
export const UNPREFIXED_PATHS = [...UNPREFIXED_ROOTS.map((root) => `${root}/{*path}`), ...UNPREFIXED_FILES];

/** Roots that are never the single-page app's: the API (any version), its built assets, UNPREFIXED_ROOTS. */
const SERVER_ROOTS = [API_PREFIX.split('/')[0], 'assets', ...UNPREFIXED_ROOTS];

/**
 * Whether a path no route answered may be the single-page app's (served its index.html, whose
 * router shows the not-found screen): not under a server root, and not named like a file (a
 * missing `/assets/x.js`, `.map` or `/robots.txt` is a 404, not the app's index page).
 */
export function isClientRoute(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (/\.[A-Za-z0-9]+$/.test(path)) return false;
  return !SERVER_ROOTS.some((root) => path.startsWith(`/${root}/`));
}
