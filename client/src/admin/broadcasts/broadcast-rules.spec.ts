import { broadcastBody, failureText, successText, validBroadcastUrl } from './broadcast-rules';

const result = { broadcastId: 'b1', recipients: 12, successful: 9, failed: 3 };

describe('broadcastBody', () => {
  it('trims, defaults the url to / and leaves out userIds for All users', () => {
    expect(broadcastBody({ title: ' Hi ', message: ' There ', url: '  ' })).toEqual({
      title: 'Hi',
      message: 'There',
      url: '/',
    });
    expect(broadcastBody({ title: 'Hi', message: 'There', url: '/x', userIds: [] })).toEqual({
      title: 'Hi',
      message: 'There',
      url: '/x',
    });
  });

  it('sends userIds when users are selected', () => {
    expect(broadcastBody({ title: 'Hi', message: 'There', url: '/', userIds: ['u1'] }).userIds).toEqual([
      'u1',
    ]);
  });
});

describe('validBroadcastUrl', () => {
  it.each([[''], ['/'], ['/progress'], ['/links?q=a']])('accepts %j', (url) => {
    expect(validBroadcastUrl(url)).toBeUndefined();
  });

  it.each([['https://evil.example'], ['//evil.example'], ['progress'], ['javascript:alert(1)']])(
    'refuses %j: a notification opens pages of this app only',
    (url) => {
      expect(validBroadcastUrl(url)).toBe('Enter a path of this app, starting with /');
    },
  );
});

describe('the toasts', () => {
  it('says how many users the web broadcast reached: its recipients, not the pushes delivered', () => {
    expect(successText('web', 200, result)).toBe('Broadcast sent to 12 users successfully');
    // nobody had push turned on: every recipient still has it in the inbox
    expect(successText('web', 200, { ...result, successful: 0, failed: 0 })).toBe(
      'Broadcast sent to 12 users successfully',
    );
  });

  it('says the app broadcast went to all', () => {
    expect(successText('app', 200, result)).toBe('App Broadcast sent to all user successfully.');
  });

  it('says the pushes of a large broadcast are still on their way (202)', () => {
    expect(successText('web', 202, result)).toBe(
      'Broadcast sent to 12 users successfully. The push notifications are still on their way (see Broadcasts).',
    );
    expect(successText('app', 202, result)).toBe(
      'App Broadcast sent to all user successfully. The push notifications are still on their way (see Broadcasts).',
    );
  });

  it('shows the server’s message, else the spec’s failure text', () => {
    expect(failureText('web', { message: 'Title and message are required' })).toBe(
      'Title and message are required',
    );
    expect(failureText('web', { message: ['url must be a path'] })).toBe('url must be a path');
    expect(failureText('web', undefined)).toBe('Failed to send broadcast');
    expect(failureText('app', { message: '' })).toBe('Failed to send app broadcast');
  });
});
