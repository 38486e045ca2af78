import { randomInt } from 'node:crypto';
import { hashToken } from '../../common/secret-tokens.js';

/** How many recovery codes a set holds: each signs in once in place of an authenticator code. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * The letters of a recovery code: digits and lower-case letters without i, l, o and u (Crockford's
 * base 32), so a code read off paper is not mistaken. 10 of them, 50 random bits, shown as
 * `xxxxx-xxxxx`.
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 10;

/** What a request's `code` may be when it is a recovery code: 10 letters or digits, a hyphen or space in the middle allowed. */
export const RECOVERY_CODE_PATTERN = /^[0-9a-z]{5}[- ]?[0-9a-z]{5}$/i;

/** A new set of RECOVERY_CODE_COUNT distinct codes, as shown to the player (`xxxxx-xxxxx`). */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    let code = '';
    for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    codes.add(`${code.slice(0, 5)}-${code.slice(5)}`);
  }
  return [...codes];
}

/**
 * The canonical form of a typed recovery code (case, spaces and the hyphen do not matter; i and l
 * read as 1, o as 0), or null when it cannot be one.
 */
export function normalizeRecoveryCode(input: string): string | null {
  const letters = input.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
  if (letters.length !== LENGTH || [...letters].some((c) => !ALPHABET.includes(c))) return null;
  return letters;
}

/**
 * How a recovery code is stored: the project's secret-token hash of the canonical code bound to its
 * user, so equal codes of two users never share a hash and a hash is only worth trying against its
 * own account. (The authenticator's secret sits readable beside it, so a reader of the database
 * gains nothing more from it.)
 */
export function hashRecoveryCode(userId: string, canonicalCode: string): string {
  return hashToken(`${userId}:${canonicalCode}`);
}
