import { createTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/auth-helpers.js';
import { newUser } from '../support/factories.js';
import { FakePushService } from '../support/fake-push-service.js';

type Json = Record<string, unknown>;

/**
 * With the default settings (PUSH_ALLOW_PRIVATE_ENDPOINTS unset), a push endpoint is a URL the
 * server will POST to on a client's word: only https on a public host is accepted. (A file of its
 * own: one application per test process, see test/support/app.ts.)
 */
describe('push endpoints, by default', () => {
  let t: TestApp;
  let pushService: FakePushService;
  beforeAll(async () => {
    t = await createTestApp();
    pushService = await FakePushService.start();
  });
  afterAll(async () => {
    await t.close();
    await pushService.close();
  });

  it('must be https on a public host, never a private, loopback or link-local address or name', async () => {
    const player = await newUser(t.app);
    const device = pushService.subscription();
    for (const endpoint of [
      device.endpoint, // http on 127.0.0.1
      'http://push.example.com/send/abc',
      'https://127.0.0.1/send/abc',
      'https://127.1/send/abc',
      'https://2130706433/send/abc', // 127.0.0.1 as one number
      'https://[::1]/send/abc',
      'https://[::ffff:10.0.0.1]/send/abc',
      // IPv6 forms that carry a private IPv4 address
      'https://[::ffff:7f00:1]/send/abc',
      'https://[::127.0.0.1]/send/abc',
      'https://[::7f00:1]/send/abc',
      'https://[::ffff:0:a9fe:a9fe]/send/abc',
      'https://[2002:a9fe:a9fe::1]/send/abc', // 6to4
      'https://[64:ff9b::10.0.0.1]/send/abc', // NAT64
      'https://[64:ff9b:1::c0a8:101]/send/abc',
      'https://[2001:0:4136:e378::80ff:fffe]/send/abc', // Teredo, client 127.0.0.1
      'https://10.1.2.3/send/abc',
      'https://172.20.0.1/send/abc',
      'https://192.168.1.20/send/abc',
      'https://100.64.0.1/send/abc',
      'https://169.254.169.254/latest/meta-data',
      'https://0.0.0.0/send/abc',
      'https://[fd00::1]/send/abc',
      'https://[fe80::1]/send/abc',
      'https://localhost/send/abc',
      'https://push.localhost/send/abc',
      'https://printer.local/send/abc',
      'https://metadata.google.internal/send/abc',
      'https://pushserver/send/abc',
      'https://push.example.com:8443/send/abc',
      'https://user:pass@push.example.com/send/abc',
      'ftp://push.example.com/send/abc',
      'not a url',
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/me/push-subscriptions',
        headers: { ...player.auth, 'content-type': 'application/json' },
        payload: JSON.stringify({ endpoint, keys: device.keys, channel: 'web' }),
      });
      expect({ endpoint, status: res.statusCode, code: res.json<Json>().code }).toEqual({
        endpoint,
        status: 400,
        code: 'PUSH_ENDPOINT_INVALID',
      });
    }
    expect((await sql(t, 'select count(*)::int as n from push_subscriptions')).rows).toEqual([{ n: 0 }]);
  });
});
