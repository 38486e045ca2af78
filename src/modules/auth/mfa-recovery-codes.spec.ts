import {
  generateRecoveryCodes,
  hashRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
} from './mfa-recovery-codes.js';

describe('MFA recovery codes', () => {
  it('makes 10 distinct codes shaped xxxxx-xxxxx from the unambiguous letters', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
      expect(code).toMatch(RECOVERY_CODE_PATTERN);
      expect(normalizeRecoveryCode(code)).toBe(code.replace('-', ''));
    }
  });

  it('reads a typed code whatever its case, spacing and hyphen, and i, l, o as 1, 1, 0', () => {
    expect(normalizeRecoveryCode('ab3cd-ef4gh')).toBe('ab3cdef4gh');
    expect(normalizeRecoveryCode(' AB3CD EF4GH ')).toBe('ab3cdef4gh');
    expect(normalizeRecoveryCode('ab3cdef4gh')).toBe('ab3cdef4gh');
    expect(normalizeRecoveryCode('iLoab-cdefg')).toBe('110abcdefg');
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeRecoveryCode('123456')).toBeNull();
    expect(normalizeRecoveryCode('ab3cd-ef4g')).toBeNull();
    expect(normalizeRecoveryCode('ab3cd-ef4ghj')).toBeNull();
    expect(normalizeRecoveryCode('ab3cd-ef4g!')).toBeNull();
    expect(normalizeRecoveryCode('ab3cd-ef4gu')).toBeNull(); // u is not one of the letters
  });

  it('hashes a code bound to its user: the same code of two users has two hashes', () => {
    const a = hashRecoveryCode('user-a', 'ab3cdef4gh');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode('user-a', 'ab3cdef4gh')).toBe(a);
    expect(hashRecoveryCode('user-b', 'ab3cdef4gh')).not.toBe(a);
    expect(hashRecoveryCode('user-a', 'ab3cdef4gj')).not.toBe(a);
  });
});
