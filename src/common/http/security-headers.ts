import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { onSendHookHandler } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';

/** Where Links & Media's video thumbnails come from (https://i.ytimg.com/vi/<id>/hqdefault.jpg). */
export const VIDEO_THUMBNAIL_HOST = 'https://i.ytimg.com';

/**
 * The security headers of every answer (@fastify/helmet): a Content-Security-Policy that the built
 * client, Swagger UI and the sandbox payment pages pass without inline scripts other than the
 * page's own, allowed by their hashes (`inlineScripts`; inline styles stay allowed: Mantine and
 * Swagger UI set style attributes), no framing by other sites, nosniff,
 * a same-origin referrer policy, and HSTS with upgrade-insecure-requests only when the public origin
 * is https (on plain http they would break the app).
 */
export function securityHeaders(
  config: Pick<AppConfig, 'publicUrl'>,
  inlineScripts: readonly string[] = [],
): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https:');
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // exactly one outside host: YouTube's image server, for the thumbnails on Links & Media
        imgSrc: ["'self'", 'data:', 'blob:', VIDEO_THUMBNAIL_HOST],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * API answers are private to the caller (tokens, a player's data): none may be stored by a browser
 * or a proxy unless its route chose a cache policy itself (the statistics, the public keys).
 */
export const noStoreByDefault: onSendHookHandler = (request, reply, payload, done) => {
  if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
    void reply.header('cache-control', 'no-store');
  done(null, payload);
};
