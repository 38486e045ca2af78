import argon2 from 'argon2';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.js';

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The 1,000 most common passwords (ranked list from zxcvbn's common dictionary). */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON_PASSWORDS_TEXT.trim().split(/\s+/));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Fewer different characters (Unicode code points) than this makes a password too easy to guess. */
export const MIN_DISTINCT_CHARACTERS = 4;

/**
 * Passwords refused whatever their length: the most common ones, those made only of whitespace and
 * those with fewer than MIN_DISTINCT_CHARACTERS different characters (`aaaaaa`, `ababab`, six spaces).
 */
export function isWeakPassword(password: string): boolean {
  return (
    isCommonPassword(password) || /^\s*$/u.test(password) || new Set(password).size < MIN_DISTINCT_CHARACTERS
  );
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash, so a sign-in for an unknown e-mail costs the same time as a
 * wrong password.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('kickshots-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
