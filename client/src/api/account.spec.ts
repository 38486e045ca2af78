import { QueryClient } from '@tanstack/react-query';
import { exportFilename, resetPlayerDataQueries } from './account';

describe('exportFilename', () => {
  const now = new Date('2026-11-22T08:00:00Z');

  it('takes the name the server gives', () => {
    expect(exportFilename('attachment; filename="kickshots-data-2026-11-21.json"', now)).toBe(
      'kickshots-data-2026-11-21.json',
    );
    expect(exportFilename('attachment; filename=data.json', now)).toBe('data.json');
    expect(exportFilename("attachment; filename*=UTF-8''kickshots%20data.json", now)).toBe(
      'kickshots data.json',
    );
  });

  it('keeps a file name, never a path', () => {
    expect(exportFilename('attachment; filename="../../etc/passwd"', now)).toBe('etcpasswd');
  });

  it('falls back to a name of the same form for today', () => {
    expect(exportFilename(null, now)).toBe('kickshots-data-2026-11-22.json');
    expect(exportFilename('attachment', now)).toBe('kickshots-data-2026-11-22.json');
    expect(exportFilename('attachment; filename=""', now)).toBe('kickshots-data-2026-11-22.json');
  });
});

describe('resetPlayerDataQueries', () => {
  it('empties every query of the player’s data and keeps the site, the cards, the account and the subscription', async () => {
    const client = new QueryClient();
    const kept = [
      ['site', 'info'],
      ['cards', 'list'],
      ['auth', 'me'],
      ['billing', 'subscription'],
      ['ai', 'status'],
    ];
    const emptied = [
      ['practice', 'progress'],
      ['practice', 'sessions'],
      ['favourites'],
      ['notes', ''],
      ['links', 'mine', ''],
      ['teams', { opponent: false }],
      ['inbox', 20],
      ['push', 'subscriptions'],
      ['stats', 'global'],
    ];
    for (const key of [...kept, ...emptied]) client.setQueryData(key, { some: 'data' });
    await resetPlayerDataQueries(client);
    for (const key of kept) expect(client.getQueryData(key)).toEqual({ some: 'data' });
    for (const key of emptied) expect(client.getQueryData(key)).toBeUndefined();
    client.clear();
  });
});
