import { createECDH, randomBytes } from 'node:crypto';
import { checkedKeys, endpointFormProblem, endpointHostProblem, isPublicAddress } from './endpoint-rules.js';

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
    ])
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
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
