import { hashToken, tokenMatchesHash } from './secret-tokens.js';

describe('secret tokens', () => {
  it('stores a token as its SHA-256 in hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('matches a token against its stored hash only', () => {
    const stored = hashToken('the-token');
    expect(tokenMatchesHash('the-token', stored)).toBe(true);
    expect(tokenMatchesHash('another-token', stored)).toBe(false);
    expect(tokenMatchesHash('the-token', 'not-hex')).toBe(false);
    expect(tokenMatchesHash('the-token', '')).toBe(false);
  });
});
