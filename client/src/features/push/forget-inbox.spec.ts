import { QueryClient } from '@tanstack/react-query';
import { inboxKeys, type InboxPage } from '../../api/inbox';
import { forgetInbox } from './forget-inbox';

const page: InboxPage = {
  items: [
    {
      id: '6a1f0c3e-0000-4000-8000-000000000001',
      title: 'League night',
      message: 'Doors at 7',
      url: '/',
      createdAt: '2026-11-20T19:00:00.000Z',
      read: false,
    },
  ],
  unread: 1,
};

describe('forgetInbox (after the player’s data is deleted)', () => {
  it('empties the bell’s messages and unread count, and leaves the rest of the cache alone', async () => {
    const client = new QueryClient();
    client.setQueryData(inboxKeys.list(20), page);
    client.setQueryData(inboxKeys.list(5), page);
    client.setQueryData(['billing', 'subscription'], { status: 'trialing' });
    await forgetInbox(client, {});
    expect(client.getQueryData(inboxKeys.list(20))).toBeUndefined();
    expect(client.getQueryData(inboxKeys.list(5))).toBeUndefined();
    expect(client.getQueryData(['billing', 'subscription'])).toEqual({ status: 'trialing' });
    client.clear();
  });

  it('clears the app icon’s count and closes the notifications the system still shows', async () => {
    const client = new QueryClient();
    let badgeCleared = false;
    const closed: string[] = [];
    const shown = ['League night', 'New cards'].map((title) => ({ close: () => void closed.push(title) }));
    await forgetInbox(client, {
      clearAppBadge: () => {
        badgeCleared = true;
        return Promise.resolve();
      },
      shownNotifications: () => Promise.resolve(shown),
    });
    expect(badgeCleared).toBe(true);
    expect(closed).toEqual(['League night', 'New cards']);
    client.clear();
  });

  it('never rejects when the system refuses', async () => {
    const client = new QueryClient();
    await expect(
      forgetInbox(client, {
        clearAppBadge: () => Promise.reject(new Error('not allowed')),
        shownNotifications: () => Promise.reject(new Error('no worker')),
      }),
    ).resolves.toBeUndefined();
    client.clear();
  });
});
