import { PLAYER_CACHE } from './cache-names';

/**
 * Forgets the cached data of the last signed-in player: at sign-out, and when the subscription
 * status no longer grants access (card text is never shown offline beyond access).
 */
export async function dropPlayerCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(PLAYER_CACHE).catch(() => false);
}
