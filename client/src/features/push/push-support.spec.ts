import { base64UrlToBytes, detectChannel, notificationState, sameBytes } from './push-support';

describe('base64UrlToBytes', () => {
  it('decodes a VAPID public key (65 bytes, uncompressed P-256 point)', () => {
    const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    const bytes = base64UrlToBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
    expect(Buffer.from(bytes).toString('base64url')).toBe(key);
  });

  it.each([
    ['', []],
    ['AA', [0]],
    ['AAE', [0, 1]],
    ['AAEC', [0, 1, 2]],
    ['-_8', [0xfb, 0xff]],
    ['-_8=', [0xfb, 0xff]],
    [' AQID ', [1, 2, 3]],
  ])('decodes %j', (value, bytes) => {
    expect([...base64UrlToBytes(value)]).toEqual(bytes);
  });

  it('round-trips random bytes', () => {
    for (let length = 0; length < 40; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + length * 11) % 256);
      expect([...base64UrlToBytes(Buffer.from(bytes).toString('base64url'))]).toEqual([...bytes]);
    }
  });

  it.each([['a+b/'], ['ab$c'], ['A'], ['AAAAA']])('refuses %j (not base64url)', (value) => {
    expect(() => base64UrlToBytes(value)).toThrow('Not a base64url string');
  });
});

describe('sameBytes', () => {
  const key = Uint8Array.from([4, 1, 2, 3]);
  it('compares an ArrayBuffer or a view with the key', () => {
    expect(sameBytes(Uint8Array.from([4, 1, 2, 3]).buffer, key)).toBe(true);
    expect(sameBytes(new DataView(Uint8Array.from([9, 4, 1, 2, 3]).buffer, 1), key)).toBe(true);
    expect(sameBytes(Uint8Array.from([4, 1, 2, 4]).buffer, key)).toBe(false);
    expect(sameBytes(Uint8Array.from([4, 1, 2]).buffer, key)).toBe(false);
    expect(sameBytes(null, key)).toBe(false);
  });
});

describe('detectChannel', () => {
  it('is app when running installed: display-mode standalone, or Safari’s navigator.standalone', () => {
    expect(detectChannel({ standalone: true })).toBe('app');
    expect(detectChannel({ standalone: false, navigatorStandalone: true })).toBe('app');
  });

  it('is web in a browser tab', () => {
    expect(detectChannel({ standalone: false })).toBe('web');
    expect(detectChannel({ standalone: false, navigatorStandalone: false })).toBe('web');
  });
});

describe('notificationState', () => {
  const endpoint = 'https://push.example/send/abc';

  it('is unsupported without Web Push, whatever else', () => {
    expect(notificationState({ supported: false, permission: 'granted', endpoint }, [endpoint])).toBe(
      'unsupported',
    );
  });

  it('is denied when the player blocked notifications', () => {
    expect(notificationState({ supported: true, permission: 'denied', endpoint: null }, [])).toBe('denied');
  });

  it('is on only when permitted, subscribed here and known to the server', () => {
    expect(notificationState({ supported: true, permission: 'granted', endpoint }, [endpoint])).toBe('on');
  });

  it.each([
    ['never asked', { permission: 'default' as const, endpoint: null }, []],
    ['permitted but not subscribed', { permission: 'granted' as const, endpoint: null }, [endpoint]],
    [
      'subscribed but unknown to the server (another player, or dropped)',
      { permission: 'granted' as const, endpoint },
      [],
    ],
    [
      'a server record of another device',
      { permission: 'granted' as const, endpoint },
      ['https://push.example/other'],
    ],
  ])('is off when %s', (_, device, server) => {
    expect(notificationState({ supported: true, ...device }, server)).toBe('off');
  });
});
