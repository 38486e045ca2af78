import { inboxLink } from './inbox-link';
import { formatDate } from '../../ui/format-date';
import { timeAgo } from './time-ago';

const ORIGIN = 'https://kickshots.example';

describe('timeAgo', () => {
  const now = Date.parse('2031-03-15T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [3 * 3600_000, '3 hours ago'],
    [24 * 3600_000, 'yesterday'],
    [4 * 24 * 3600_000, '4 days ago'],
  ])('%d ms ago is %s', (ms, text) => {
    expect(timeAgo(ago(ms), now)).toBe(text);
  });

  it('shows the date after a week, as every date of the app', () => {
    expect(timeAgo('2031-03-01T12:00:00Z', now)).toBe(formatDate('2031-03-01T12:00:00Z'));
    expect(timeAgo('2030-12-24T12:00:00Z', now)).toBe(formatDate('2030-12-24T12:00:00Z'));
    expect(timeAgo('2030-12-24T12:00:00Z', now)).toMatch(/2030/);
  });

  it('is empty for a date it cannot read', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});

describe('inboxLink', () => {
  it.each([
    ['/', '/'],
    ['/progress', '/progress'],
    ['/links?q=a#b', '/links?q=a#b'],
    [`${ORIGIN}/notes`, '/notes'],
    ['', '/'],
    [null, '/'],
    ['javascript:alert(1)', '/'],
  ])('keeps %j in the app as %s', (url, to) => {
    expect(inboxLink(url, ORIGIN)).toEqual({ to });
  });

  it('opens another site as a plain link', () => {
    expect(inboxLink('https://example.org/event', ORIGIN)).toEqual({ href: 'https://example.org/event' });
  });
});
