import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import geoip from 'geoip-country';

export const UNKNOWN_COUNTRY = 'Unknown';

/** Addresses looked up lately: a player's taps come from one address (a lookup is a binary search). */
const recent = new Map<string, string>();
const RECENT_MAX = 10_000;

/**
 * The country (English name, e.g. `United Kingdom`) of a client address from the offline
 * GeoLite2 database of `geoip-country`; 'Unknown' for private, loopback and unlisted addresses.
 */
export function countryOf(ip: string | undefined): string {
  if (!ip) return UNKNOWN_COUNTRY;
  let country = recent.get(ip);
  if (country === undefined) {
    const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
    country = geoip.lookup(address)?.name ?? UNKNOWN_COUNTRY;
    if (recent.size >= RECENT_MAX) recent.clear();
    recent.set(ip, country);
  }
  return country;
}

/**
 * The caller's country, decided by the server from the request address (Fastify's `request.ip`,
 * which honours X-Forwarded-For only when TRUST_PROXY is set), never taken from the client.
 */
export const ClientCountry = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  countryOf(context.switchToHttp().getRequest<FastifyRequest>().ip),
);
