import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * How a secret token given to a user (a refresh token, an e-mail link's token, a sandbox payment
 * link's token) is stored: its SHA-256, hex. The token itself is never kept, so a reader of the
 * database cannot use it; the stored hash finds the row (the tokens are random and long enough
 * that no salt or slow hash is needed).
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` is the one whose hashToken() is `storedHash`, compared in constant time. */
export function tokenMatchesHash(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
