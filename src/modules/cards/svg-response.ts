import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchMatches } from '../../common/http/etag.js';
import type { SvgImage } from './diagrams.service.js';

export const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';
/** An SVG asked for by its unversioned path (or a version that is no longer current): a day. */
export const SVG_CACHE_CONTROL = 'public, max-age=86400';
/** An SVG asked for by its current content version (`?v=`): the URL never names other bytes. */
export const SVG_IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** An SVG opened on its own must not run scripts or load anything; inline styles only. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * Sends an SVG with its ETag and caching headers, or 304 with no body when the client has it.
 * `version` is the `v` the URL carries: the image's current version makes the answer immutable.
 */
export function sendSvg(
  request: FastifyRequest,
  reply: FastifyReply,
  image: SvgImage,
  version: string | undefined,
): FastifyReply {
  void reply
    .header('etag', image.etag)
    .header('cache-control', version === image.version ? SVG_IMMUTABLE_CACHE_CONTROL : SVG_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', SVG_CONTENT_SECURITY_POLICY);
  if (ifNoneMatchMatches(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
  return image.body.send(request, reply.status(200), SVG_CONTENT_TYPE);
}
