import { statusLabel } from './status-label';

describe('the status named in the refresh toast', () => {
  it('names a status as the header does', () => {
    expect(statusLabel('trialing')).toBe('Trial');
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('inactive')).toBe('Inactive');
    expect(statusLabel('past_due')).toBe('Past due');
  });
});
