import { checkedBroadcast, isBroadcastUrl, MAX_PAYLOAD_BYTES, payloadOf } from './broadcast-rules.js';
import { PushException } from './push.exception.js';

describe('broadcast rules', () => {
  it('take a path of the app or an http(s) URL as the link', () => {
    for (const url of ['/', '/cards?deck=red', 'https://kickshots.app/news', 'http://example.com'])
      expect({ url, ok: isBroadcastUrl(url) }).toEqual({ url, ok: true });
    for (const url of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'cards',
      '',
    ])
      expect({ url, ok: isBroadcastUrl(url) }).toEqual({ url, ok: false });
  });

  it("trim title and message, default the link to '/', and build the spec's payload", () => {
    const fields = checkedBroadcast({ title: ' Hi ', message: '\n There \n', url: '  ' });
    expect(fields).toEqual({ title: 'Hi', message: 'There', url: '/' });
    expect(JSON.parse(payloadOf(fields))).toEqual({ title: 'Hi', body: 'There', url: '/', tag: 'broadcast' });
  });

  it("refuse a blank title or message with the spec's text, and a payload over the push limit", () => {
    expect(() => checkedBroadcast({ title: ' ', message: 'x' })).toThrow('Title and message are required');
    expect(() => checkedBroadcast({ title: 'x' })).toThrow(PushException);
    const long = 'x'.repeat(MAX_PAYLOAD_BYTES);
    expect(() => checkedBroadcast({ title: 't', message: long })).toThrow(/too long/);
  });
});
