import { ApiRequestError } from '../../api/client';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail field of the auth forms: required and shaped like an address. */
export function emailRule(value: string): string | null {
  if (!value.trim()) return 'Email is required';
  return EMAIL.test(value.trim()) ? null : 'Enter a valid email address';
}

/** The password field of Sign In: required. */
export function requiredPassword(value: string): string | null {
  return value ? null : 'Password is required';
}

/** The server's message of a refused request, or `fallback` when it did not answer one. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}
