import type { IncomingMessage, ServerResponse } from 'node:http';
import type { onRequestHookHandler, onSendHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../../config/app-config.js';

/** Where Links & Media's video thumbnails come from (https://i.ytimg.com/vi/<id>/hqdefault.jpg). */
export const VIDEO_THUMBNAIL_HOST = 'https://i.ytimg.com';

/**
 * The security headers of every answer (helmet's): a Content-Security-Policy that the built
 * client, Swagger UI and the sandbox payment pages pass without inline scripts other than the
 * page's own, allowed by their hashes (`inlineScripts`; inline styles stay allowed: Mantine and
 * Swagger UI set style attributes), no framing by other sites, nosniff,
 * a same-origin referrer policy, and HSTS with upgrade-insecure-requests only when the public origin
 * is https (on plain http they would break the app).
 */
export function securityHeaderOptions(
  config: Pick<AppConfig, 'publicUrl'>,
  inlineScripts: readonly string[] = [],
): HelmetOptions {
  const https = config.publicUrl.startsWith('https:');
  return {
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
 * The headers helmet sets with these options, by lower-case name. They depend on nothing in the
 * request, so they are worked out once: helmet builds its middleware (parsing every CSP directive)
 * each time it is called, which @fastify/helmet did on every request.
 */
export function securityHeaderValues(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // helmet throws an invalid option itself (since 8.1), before calling next
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Fastify hook of every request: the security headers (securityHeaderOptions) on its answer. A route
 * may still set a stricter one of its own (the diagrams' and the sandbox pages' CSP).
 */
export function securityHeaders(
  config: Pick<AppConfig, 'publicUrl'>,
  inlineScripts: readonly string[] = [],
): onRequestHookHandler {
  const headers = securityHeaderValues(securityHeaderOptions(config, inlineScripts));
  return (_request, reply, done) => {
    void reply.headers(headers);
    done();
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
