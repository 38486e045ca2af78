// The page's read of the service worker's copies of the player's GET answers: a module of its own,
// small enough for the first load (the home grid shows the saved card list before the session).
import { PLAYER_CACHE } from '../pwa/cache-names';

/** Where the saved answers are looked up, each by the URL it answered (query string included). */
export interface SavedAnswers {
  read(url: string): Promise<string | undefined>;
}

/**
 * The service worker's player cache: the last successful answer to each of the player's data calls
 * (cache-names.ts lists them), deleted with the player's other data at sign-out or when the status
 * no longer grants access (pwa/player-cache.ts). Looked up through Cache Storage, which never
 * creates the cache; the headers an answer varies on are ignored, as the cache holds one player's
 * answers. Without Cache Storage (an insecure page) nothing is found.
 */
export function playerCacheAnswers(): SavedAnswers {
  return {
    async read(url) {
      if (typeof caches === 'undefined') return undefined;
      const response = await caches.match(url, { cacheName: PLAYER_CACHE, ignoreVary: true });
      return response?.ok ? response.text() : undefined;
    },
  };
}

/**
 * The saved answer to GET `url`, as `parse` reads its JSON; undefined when none is kept or it is not
 * one `parse` accepts (an older or damaged copy). Never rejects: a copy that cannot be read is none.
 */
export async function readSavedAnswer<T>(
  url: string,
  parse: (value: unknown) => T | undefined,
  answers: SavedAnswers = playerCacheAnswers(),
): Promise<T | undefined> {
  try {
    const text = await answers.read(url);
    return text ? parse(JSON.parse(text)) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `value` is a JSON object (not null, not an array). */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
