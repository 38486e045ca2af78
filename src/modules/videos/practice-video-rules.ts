import { ValidationFailedException, type FieldError } from '../../common/errors/app.exception.js';
import { ContentException, type ContentErrorCode } from './content.exception.js';

export const DECK_COLORS = ['black', 'red', 'blue'] as const;
export type VideoDeckColor = (typeof DECK_COLORS)[number];

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['S', 'C', 'D', 'H'];
/** The 52 identifiers of a card within its deck: rank then suit (`AS`, `10C`, `KH`). */
export const CARD_IDENTIFIERS: readonly string[] = RANKS.flatMap((rank) => SUITS.map((suit) => rank + suit));

/** A string trimmed; empty, null or absent → null. */
export function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** Whether `text` is an absolute http(s) URL with a host. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Refuses with `code` (the spec's message) and the missing fields. */
export function refuseMissing(code: ContentErrorCode, fields: string[]): never {
  throw new ContentException(
    code,
    fields.map((field) => ({ field, message: 'is required' })),
  );
}

export function refuseFields(errors: FieldError[]): void {
  if (errors.length > 0) throw new ValidationFailedException(errors);
}
