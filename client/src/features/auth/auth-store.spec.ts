import { REFRESH_MARGIN_MS, refreshDelay } from './auth-store';

describe('refreshDelay', () => {
  it('refreshes a minute before the access token expires', () => {
    const now = 1_000_000;
    expect(refreshDelay(now / 1000 + 900, now)).toBe(900_000 - REFRESH_MARGIN_MS);
  });

  it('refreshes at once when the token is about to expire or has expired', () => {
    const now = 1_000_000;
    expect(refreshDelay(now / 1000 + 30, now)).toBe(0);
    expect(refreshDelay(now / 1000 - 30, now)).toBe(0);
  });
});
