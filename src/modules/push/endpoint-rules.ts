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
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.replace(/%.*$/, ''); // a zone id names a local interface, not an address
  const dotted = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted?.[1]) {
    if (isIP(dotted[1]) !== 4) return undefined;
    const [a, b, c, d] = dotted[1].split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, text.length - dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  return groups.map((group) => parseInt(group, 16));
}

/** The IPv4 address in four bytes of `bytes` from `offset` (a byte index). */
function ipv4At(bytes: readonly number[], offset: number): string {
  return bytes.slice(offset, offset + 4).join('.');
}

/**
 * The IPv4 addresses an IPv6 address carries, which a packet to it reaches through a translator or
 * tunnel: IPv4-mapped (`::ffff:a.b.c.d`), IPv4-translated (`::ffff:0:a.b.c.d`), IPv4-compatible
 * (`::a.b.c.d`), 6to4 (`2002:AABB:CCDD::/48`), NAT64 (the well-known `64:ff9b::/96`, and the
 * local-use `64:ff9b:1::/48` at each prefix length RFC 6052 allows inside it: /48, /56, /64, /96,
 * the address skipping bits 64–71) and Teredo (`2001:0::/32`: the server's IPv4 in bits 32–63, the
 * client's in the last 32 bits, inverted). Empty for any other address; undefined for text that is
 * not an IPv6 address.
 */
export function embeddedIPv4(address: string): string[] | undefined {
  const groups = ipv6Groups(address);
  if (!groups) return undefined;
  const bytes = groups.flatMap((group) => [group >> 8, group & 0xff]);
  const zeroBytes = (n: number) => bytes.slice(0, n).every((byte) => byte === 0);
  const group = (i: number) => groups[i] ?? 0;
  if (zeroBytes(10) && group(5) === 0xffff) return [ipv4At(bytes, 12)]; // mapped
  if (zeroBytes(8) && group(4) === 0xffff && group(5) === 0) return [ipv4At(bytes, 12)]; // translated
  if (zeroBytes(12)) return [ipv4At(bytes, 12)]; // compatible (:: and ::1 too: 0.0.0.0, 0.0.0.1)
  if (group(0) === 0x2002) return [ipv4At(bytes, 2)]; // 6to4
  if (group(0) === 0x64 && group(1) === 0xff9b) {
    if (bytes.slice(4, 12).every((byte) => byte === 0)) return [ipv4At(bytes, 12)]; // NAT64, well-known
    if (group(2) === 1) {
      const withoutU = bytes.toSpliced(8, 1);
      return [ipv4At(withoutU, 6), ipv4At(withoutU, 7), ipv4At(withoutU, 8), ipv4At(bytes, 12)];
    }
  }
  if (group(0) === 0x2001 && group(1) === 0)
    return [
      ipv4At(bytes, 4),
      ipv4At(
        bytes.map((byte) => byte ^ 0xff),
        12,
      ),
    ]; // Teredo
  return [];
}

/**
 * Whether an IP address (v4 or v6) is on the public internet. An IPv6 address that carries an IPv4
 * address (see embeddedIPv4) is public only when every IPv4 address it carries is.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  const carried = embeddedIPv4(address);
  if (!carried || NOT_PUBLIC.check(address, 'ipv6')) return false;
  return carried.every((ipv4) => !NOT_PUBLIC.check(ipv4, 'ipv4'));
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
