import { base32Decode, base32Encode, hotp, otpauthUri, timeStep, totp, verifyTotp } from './totp.js';

// RFC 6238 appendix B test secret (ASCII "12345678901234567890"), SHA-1.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 17, 42]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('matches the RFC 4226 and RFC 6238 test vectors', () => {
    expect(hotp(RFC_SECRET, 0)).toBe('755224');
    expect(hotp(RFC_SECRET, 9)).toBe('520489');
    expect(totp(RFC_SECRET, new Date(59_000))).toBe('287082');
    expect(totp(RFC_SECRET, new Date(1_111_111_109_000))).toBe('081804');
    expect(totp(RFC_SECRET, new Date(2_000_000_000_000))).toBe('279037');
  });

  it('accepts the current code and one step of drift, each only once', () => {
    const now = new Date(1_700_000_000_000);
    const code = totp(RFC_SECRET, now);
    const step = verifyTotp(RFC_SECRET, code, now, null);
    expect(step).toBe(timeStep(now));
    expect(verifyTotp(RFC_SECRET, code, now, step)).toBeNull();
    const previous = totp(RFC_SECRET, new Date(now.getTime() - 30_000));
    expect(verifyTotp(RFC_SECRET, previous, now, null)).toBe(timeStep(now) - 1);
    const old = totp(RFC_SECRET, new Date(now.getTime() - 90_000));
    expect(verifyTotp(RFC_SECRET, old, now, null)).toBeNull();
    expect(verifyTotp(RFC_SECRET, '12', now, null)).toBeNull();
  });

  it('builds an otpauth URI for authenticator apps', () => {
    expect(otpauthUri('ABC', 'a@b.c', 'Kickshots')).toBe(
      'otpauth://totp/Kickshots%3Aa%40b.c?secret=ABC&issuer=Kickshots&algorithm=SHA1&digits=6&period=30',
    );
  });
});
