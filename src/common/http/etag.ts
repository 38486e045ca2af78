import { createHash } from 'node:crypto';

/** The strong entity tag of a representation: a hash of its content, quoted. */
export function entityTag(content: string): string {
  return `"${createHash('sha256').update(content).digest('base64url')}"`;
}

/**
 * Whether an If-None-Match header matches the current entity tag: `*`, or any tag of its list
 * compared weakly, as RFC 9110 §13.1.2 requires for If-None-Match (`W/"x"` matches `"x"`).
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
