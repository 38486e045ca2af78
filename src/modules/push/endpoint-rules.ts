import { createECDH } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { MAX_ENDPOINT_LENGTH } from './dto/push-subscription.dto.js';

/**
 * The push endpoint a browser gives us is a URL this server will POST to: a server-side request
 * made on a client's word. So it must be https on a public host, never an address of our own
 * network (private, loopback, link-local, unique-local, CGNAT, multicast…), by name or by what the
 * name resolves to. `allowPrivate` (PUSH_ALLOW_PRIVATE_ENDPOINTS, tests and benches only) accepts
 * http and any host.
 */

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64 of any IPv4 address
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/**
 * Whether an IP address (v4 or v6) is on the public internet. An IPv4-mapped IPv6 address
 * (`::ffff:10.0.0.1`) is held to the IPv4 rules: BlockList maps it.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Host names that never name a public push service. */
const PRIVATE_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home|corp|localdomain|home\.arpa)\.?$/i;

/** Why an endpoint is refused before any lookup, or undefined when its form is acceptable. */
export function endpointFormProblem(endpoint: string, allowPrivate: boolean): string | undefined {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return `must be at most ${MAX_ENDPOINT_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'must be a URL';
  }
  if (url.username || url.password) return 'must not hold credentials';
  if (url.hash) return 'must not have a fragment';
  if (allowPrivate) {
    return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : 'must be an http(s) URL';
  }
  if (url.protocol !== 'https:') return 'must be an https URL';
  if (url.port !== '' && url.port !== '443') return 'must use the https port';
  const host = hostOf(url);
  if (isIP(host) !== 0) return isPublicAddress(host) ? undefined : 'must not be a private address';
  if (!host.includes('.') || PRIVATE_NAMES.test(host)) return 'must be a public host name';
  return undefined;
}

/** The URL's host without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** dns.lookup with `all: true`, as a promise. */
export type LookupAll = (host: string) => Promise<LookupAddress[]>;

/**
 * Why the endpoint's host is refused once resolved (any private address refuses it: the push is
 * sent to whichever the resolver picks), or undefined. A name that does not resolve is refused.
 */
export async function endpointHostProblem(
  endpoint: string,
  lookupAll: LookupAll,
  timeoutMs = 3_000,
): Promise<string | undefined> {
  const host = hostOf(new URL(endpoint));
  if (isIP(host) !== 0) return undefined; // checked by endpointFormProblem
  let timer: NodeJS.Timeout | undefined;
  try {
    const addresses = await Promise.race([
      lookupAll(host),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('lookup timed out')), timeoutMs);
      }),
    ]);
    if (addresses.length === 0) return 'must be a host name that resolves';
    return addresses.every((a) => isPublicAddress(a.address))
      ? undefined
      : 'must not resolve to a private address';
  } catch {
    return 'must be a host name that resolves';
  } finally {
    clearTimeout(timer);
  }
}

const probe = createECDH('prime256v1');
probe.generateKeys();

/** Whether a 65-byte uncompressed point lies on P-256 (the encryption's ECDH would fail otherwise). */
function onCurve(point: Buffer): boolean {
  try {
    probe.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

/** Whether `text` is base64url (no padding) of exactly `bytes` bytes. */
function base64urlOf(text: string, bytes: number): Buffer | undefined {
  const clean = text.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]+$/.test(clean)) return undefined;
  const decoded = Buffer.from(clean, 'base64url');
  return decoded.length === bytes ? decoded : undefined;
}

/**
 * The subscription keys with any padding dropped, or the fields that are wrong: p256dh a 65-byte
 * uncompressed P-256 point (0x04 first), auth 16 bytes.
 */
export function checkedKeys(keys: {
  p256dh: string;
  auth: string;
}): { p256dh: string; auth: string } | { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  const p256dh = base64urlOf(keys.p256dh, 65);
  if (!p256dh || p256dh[0] !== 0x04 || !onCurve(p256dh))
    errors.push({ field: 'keys.p256dh', message: 'must be a 65-byte uncompressed P-256 point, base64url' });
  if (!base64urlOf(keys.auth, 16))
    errors.push({ field: 'keys.auth', message: 'must be 16 bytes, base64url' });
  if (errors.length > 0) return errors;
  return { p256dh: keys.p256dh.replace(/=+$/, ''), auth: keys.auth.replace(/=+$/, '') };
}
