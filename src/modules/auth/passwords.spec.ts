import { hashPassword, isCommonPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP parameters', async () => {
    const hash = await hashPassword('corner-pocket-42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'corner-pocket-42')).toBe(true);
    expect(await verifyPassword(hash, 'corner-pocket-43')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('knows the most common passwords', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('Qwerty')).toBe(true);
    expect(isCommonPassword('corner-pocket-42')).toBe(false);
  });
});
