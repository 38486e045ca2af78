import { VideosException, type VideosErrorCode } from './videos.exception.js';

export const DECK_COLORS = ['black', 'red', 'blue'] as const;
export type VideoDeckColor = (typeof DECK_COLORS)[number];

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['S', 'C', 'D', 'H'];
/** The 52 identifiers of a card within its deck: rank then suit (`AS`, `10C`, `KH`). */
export const CARD_IDENTIFIERS: readonly string[] = RANKS.flatMap((rank) => SUITS.map((suit) => rank + suit));

/** Refuses with `code` (its fixed message) and the missing fields. */
export function refuseMissing(code: VideosErrorCode, fields: string[]): never {
  throw new VideosException(
    code,
    fields.map((field) => ({ field, message: 'is required' })),
  );
}
