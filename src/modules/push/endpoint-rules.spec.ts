import { createECDH, randomBytes } from 'node:crypto';
import {
  checkedKeys,
  embeddedIPv4,
  endpointFormProblem,
  endpointHostProblem,
  isPublicAddress,
} from './endpoint-rules.js';

describe('push endpoint rules', () => {
  it('tell public addresses from private, loopback, link-local and reserved ones', () => {
    for (const address of ['8.8.8.8', '142.250.74.106', '2607:f8b0:4004:c07::5f', '::ffff:8.8.8.8'])
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.1.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '64:ff9b::a00:1',
      'not an address',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
    ])
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
  });

  /**
   * IPv6 addresses that carry an IPv4 address, each as written in a URL's brackets and as Node's URL
   * writes it back (`::ffff:127.0.0.1` becomes `::ffff:7f00:1`): the carried IPv4 address decides.
   */
  const CARRYING_PRIVATE = [
    // IPv4-mapped
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::ffff:7f00:1', '127.0.0.1'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['0:0:0:0:0:ffff:a9fe:a9fe', '169.254.169.254'],
    // IPv4-translated
    ['::ffff:0:192.168.1.1', '192.168.1.1'],
    // IPv4-compatible
    ['::127.0.0.1', '127.0.0.1'],
    ['::7f00:1', '127.0.0.1'],
    ['::a9fe:a9fe', '169.254.169.254'],
    ['::10.1.2.3', '10.1.2.3'],
    // 6to4: the IPv4 address in bits 16–47
    ['2002:7f00:1::', '127.0.0.1'],
    ['2002:a00:1:1::1', '10.0.0.1'],
    ['2002:a9fe:a9fe::1', '169.254.169.254'],
    // NAT64, well-known prefix
    ['64:ff9b::127.0.0.1', '127.0.0.1'],
    ['64:ff9b::7f00:1', '127.0.0.1'],
    ['64:ff9b::c0a8:101', '192.168.1.1'],
    // NAT64, local-use prefix (/96 here)
    ['64:ff9b:1::7f00:1', '127.0.0.1'],
    ['64:ff9b:1::a9fe:a9fe', '169.254.169.254'],
  ] as const;

  it.each(CARRYING_PRIVATE)('decode %s as carrying %s, and refuse it', (address, ipv4) => {
    expect(embeddedIPv4(address)).toContain(ipv4);
    expect(isPublicAddress(address)).toBe(false);
  });

  it('decode Teredo: the server in bits 32–63, the client in the last 32 bits inverted', () => {
    // server 65.54.227.120, client 192.0.2.45 (a documentation address: refused)
    expect(embeddedIPv4('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toEqual(['65.54.227.120', '192.0.2.45']);
    expect(isPublicAddress('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toBe(false);
    // client 127.0.0.1 (inverted: 80ff:fffe)
    expect(embeddedIPv4('2001:0:4136:e378::80ff:fffe')).toEqual(['65.54.227.120', '127.0.0.1']);
    expect(isPublicAddress('2001:0:4136:e378::80ff:fffe')).toBe(false);
    // server 10.0.0.1, client public
    expect(isPublicAddress('2001:0:a00:1::f7f7:f7f7')).toBe(false);
    // both public: server 65.54.227.120, client 8.8.8.8 (inverted: f7f7:f7f7)
    expect(embeddedIPv4('2001:0:4136:e378::f7f7:f7f7')).toEqual(['65.54.227.120', '8.8.8.8']);
    expect(isPublicAddress('2001:0:4136:e378::f7f7:f7f7')).toBe(true);
  });

  it('decode the local-use NAT64 prefix at each RFC 6052 prefix length, skipping bits 64–71', () => {
    // 10.0.0.1 embedded for a /48 (bits 48–63, then 72–87), /56 and /64
    expect(isPublicAddress('64:ff9b:1:a00:0:100::')).toBe(false);
    expect(isPublicAddress('64:ff9b:1:0a:0:0001::')).toBe(false);
    expect(isPublicAddress('64:ff9b:1:0:a:1::')).toBe(false);
    expect(embeddedIPv4('64:ff9b:1:a00:0:100::')).toContain('10.0.0.1');
  });

  it('accept the same forms when they carry a public IPv4 address', () => {
    for (const address of [
      '::ffff:8.8.8.8',
      '::ffff:808:808',
      '::8.8.8.8',
      '2002:808:808::1',
      '64:ff9b::8.8.8.8',
      '64:ff9b::808:808',
    ])
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
    expect(embeddedIPv4('2607:f8b0:4004:c07::5f')).toEqual([]);
  });

  it('refuse endpoints whose bracketed host carries a private IPv4 address, as written and as normalised', () => {
    for (const [address] of CARRYING_PRIVATE) {
      const endpoint = `https://[${address}]/push`;
      const normalised = new URL(endpoint).href;
      for (const url of [endpoint, normalised])
        expect({ url, problem: endpointFormProblem(url, false) }).toEqual({
          url,
          problem: 'must not be a private address',
        });
    }
    expect(new URL('https://[::ffff:127.0.0.1]/push').hostname).toBe('[::ffff:7f00:1]');
    expect(endpointFormProblem('https://[2001:0:4136:e378::80ff:fffe]/push', false)).toBe(
      'must not be a private address',
    );
    expect(endpointFormProblem('https://[::ffff:8.8.8.8]/push', false)).toBeUndefined();
  });

  it('refuse a host name that resolves to an IPv6 address carrying a private IPv4 address', async () => {
    for (const address of [
      '::ffff:7f00:1',
      '64:ff9b::a9fe:a9fe',
      '2002:a00:1::1',
      '2001:0:4136:e378::80ff:fffe',
    ]) {
      const lookup = () => Promise.resolve([{ address, family: 6 }]);
      expect({ address, problem: await endpointHostProblem('https://push.example.com/x', lookup) }).toEqual({
        address,
        problem: 'must not resolve to a private address',
      });
    }
  });

  it('accept only https on the standard port of a public-looking host, unless private endpoints are allowed', () => {
    expect(endpointFormProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeUndefined();
    expect(
      endpointFormProblem('https://updates.push.services.mozilla.com/wpush/v2/x', false),
    ).toBeUndefined();
    expect(endpointFormProblem('https://8.8.8.8/x', false)).toBeUndefined();
    expect(endpointFormProblem('http://fcm.googleapis.com/x', false)).toBe('must be an https URL');
    expect(endpointFormProblem('https://10.0.0.1/x', false)).toBe('must not be a private address');
    expect(endpointFormProblem('https://service.internal/x', false)).toBe('must be a public host name');
    expect(endpointFormProblem('https://x.example.com/#frag', false)).toBe('must not have a fragment');
    expect(endpointFormProblem('http://127.0.0.1:9000/x', true)).toBeUndefined();
    expect(endpointFormProblem('ftp://127.0.0.1/x', true)).toBe('must be an http(s) URL');
  });

  it('refuse a host name that resolves to any private address, or does not resolve', async () => {
    const resolver = (answers: Record<string, string[]>) => (host: string) =>
      answers[host]
        ? Promise.resolve(
            answers[host].map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
          )
        : Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
    const lookup = resolver({
      'push.example.com': ['93.184.216.34', '2606:2800:220:1::1'],
      'rebind.example.com': ['93.184.216.34', '127.0.0.1'],
      'inside.example.com': ['10.0.0.7'],
    });
    expect(await endpointHostProblem('https://push.example.com/x', lookup)).toBeUndefined();
    expect(await endpointHostProblem('https://rebind.example.com/x', lookup)).toBe(
      'must not resolve to a private address',
    );
    expect(await endpointHostProblem('https://inside.example.com/x', lookup)).toBe(
      'must not resolve to a private address',
    );
    expect(await endpointHostProblem('https://nowhere.example.com/x', lookup)).toBe(
      'must be a host name that resolves',
    );
    const never = () => new Promise<never>(() => undefined);
    expect(await endpointHostProblem('https://slow.example.com/x', never, 50)).toBe(
      'must be a host name that resolves',
    );
  });

  it('check the keys: a P-256 point of 65 bytes and a 16-byte secret, padding dropped', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const p256dh = ecdh.getPublicKey().toString('base64url');
    const auth = randomBytes(16).toString('base64url');
    expect(checkedKeys({ p256dh, auth })).toEqual({ p256dh, auth });
    expect(checkedKeys({ p256dh: `${p256dh}=`, auth: `${auth}==` })).toEqual({ p256dh, auth });
    expect(checkedKeys({ p256dh: ecdh.getPublicKey('base64url', 'compressed'), auth })).toEqual([
      { field: 'keys.p256dh', message: 'must be a 65-byte uncompressed P-256 point, base64url' },
    ]);
    expect(checkedKeys({ p256dh, auth: 'short' })).toEqual([
      { field: 'keys.auth', message: 'must be 16 bytes, base64url' },
    ]);
  });
});
