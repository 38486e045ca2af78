import type { Schemas } from './types';

/**
 * The favourites' localStorage mirror (the spec's key `favouriteCards`): the saved card ids, for a
 * quick first paint. A module of its own so that the shell can forget it at sign-out without
 * loading the favourites' queries.
 */
const MIRROR_KEY = 'favouriteCards';

type Favourites = Schemas['FavouritesDto'];

export function mirror(cardIds: string[]): void {
  try {
    localStorage.setItem(MIRROR_KEY, JSON.stringify(cardIds));
  } catch {
    // storage full or unavailable: the server copy is the source of truth
  }
}

/** Forgets the mirror: at sign-out and when the player's data or account is deleted. */
export function forgetFavouritesMirror(): void {
  try {
    localStorage.removeItem(MIRROR_KEY);
  } catch {
    // storage unavailable: there is no mirror to forget
  }
}

export function mirrored(): Favourites | undefined {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(MIRROR_KEY) ?? 'null');
    return Array.isArray(ids)
      ? { cardIds: ids.filter((id): id is string => typeof id === 'string'), cards: [] }
      : undefined;
  } catch {
    return undefined;
  }
}
