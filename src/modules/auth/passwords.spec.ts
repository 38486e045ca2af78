import { dictionary } from '@zxcvbn-ts/language-common';
import {
  COMMON_PASSWORDS,
  hashPassword,
  isCommonPassword,
  isWeakPassword,
  verifyPassword,
} from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP parameters', async () => {
    const hash = await hashPassword('corner-pocket-42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'corner-pocket-42')).toBe(true);
    expect(await verifyPassword(hash, 'corner-pocket-43')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it("keeps the head of zxcvbn's ranked list of common passwords, all 1,000 of them", () => {
    expect([...COMMON_PASSWORDS]).toEqual(dictionary['passwords-common'].slice(0, 1000));
  });

  it('knows the most common passwords', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('Qwerty')).toBe(true);
    expect(isCommonPassword('corner-pocket-42')).toBe(false);
  });

  it.each([
    ['six spaces', '      '],
    ['six NULs', '\u0000'.repeat(6)],
    ['one letter', 'aaaaaa'],
    ['two letters', 'abababab'],
    ['three letters', 'abcabcabc'],
    ['Unicode whitespace only', '\u2002\u2003\u2004\u2005\u2006\u2007\u3000'],
    ['three emoji (counted as characters, not UTF-16 units)', '🎱🎱🎯🎯🎳🎳'],
    ['a common password', 'Password'],
  ])('finds %s weak', (_name, password) => {
    expect(isWeakPassword(password)).toBe(true);
  });

  it.each([
    ['four different characters', 'abcdabcd'],
    ['a passphrase', 'corner-pocket-42'],
    ['whitespace among other characters', 'a b c d'],
    ['four emoji', '🎱🎯🎳🏆'],
  ])('accepts %s', (_name, password) => {
    expect(isWeakPassword(password)).toBe(false);
  });
});
