import type { QueryClient } from '@tanstack/react-query';
import { practiceKeys } from '../../api/practice';
import type { ProgressEntry } from '../../api/types';
import { PLAYER_CACHE } from '../../pwa/cache-names';

/** The progress list's path: the service worker answers it from its player cache when offline. */
export const PROGRESS_PATH = '/api/v1/practice/progress';

/** Where the progress list is kept for a page opened offline. */
export interface ProgressCopyStore {
  write(rows: ProgressEntry[]): Promise<void>;
}

/**
 * The service worker's player cache, as the answer to GET /api/v1/practice/progress: the worker
 * answers that path from there without a connection, and signing out, or losing access, deletes
 * it with the player's other data (pwa/player-cache.ts). Without Cache Storage nothing is kept.
 */
export function playerCacheProgressStore(): ProgressCopyStore {
  return {
    async write(rows) {
      if (typeof caches === 'undefined') return;
      const cache = await caches.open(PLAYER_CACHE);
      await cache.put(
        PROGRESS_PATH,
        new Response(JSON.stringify(rows), { headers: { 'Content-Type': 'application/json' } }),
      );
    },
  };
}

/**
 * Keeps the progress list on this device each time it changes: an answer to a tap updates the
 * card's totals in memory (applyAttemptAnswer) without fetching the list again, so the worker's copy
 * would stay at the last fetch, and a page opened offline would show a card's totals from before
 * those taps. Returns the unsubscribe.
 */
export function keepProgressOffline(
  queryClient: QueryClient,
  store: ProgressCopyStore = playerCacheProgressStore(),
): () => void {
  const key = JSON.stringify(practiceKeys.progress);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (JSON.stringify(event.query.queryKey) !== key) return;
    const rows = event.query.state.data as ProgressEntry[] | undefined;
    if (rows) void store.write(rows).catch(() => undefined);
  });
}
