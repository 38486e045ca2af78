// The Progress page's own copy for offline use: a module of its own, loaded with that page only
// (progress-cache.ts is in every page's first load through the practice calls).
import { PLAYER_CACHE } from '../pwa/cache-names';
import type { ProgressEntry, Schemas } from './types';

/** Everything the Progress page shows, as one answer of each of its calls. */
export interface ProgressOverview {
  progress: ProgressEntry[];
  sessions: Schemas['PracticeSessionDto'][];
  achievements: Schemas['AchievementDto'][];
  suggestions: Schemas['SuggestionDto'][];
  daily: Schemas['DailyPracticeDto'][];
}

/**
 * The Progress page's copy on this device, shown while the server cannot be reached: the last
 * overview fetched online, when it was fetched, and whose it is.
 */
export interface SavedProgress extends ProgressOverview {
  savedAt: string;
  userId: string;
}

/** Where the copy is kept: one text, read and written whole. */
export interface SavedProgressStore {
  read(): Promise<string | undefined>;
  write(text: string): Promise<void>;
}

/** The copy's key in the player's offline cache (never a path the server answers). */
const SAVED_PROGRESS_URL = '/offline-copies/progress-overview';

/**
 * The copy kept in the service worker's player cache, beside the other offline copies of the
 * player's data: signing out, or losing access, deletes it with them (pwa/player-cache.ts).
 * Without Cache Storage (an insecure page) nothing is kept.
 */
export function playerCacheStore(): SavedProgressStore {
  return {
    async read() {
      if (typeof caches === 'undefined') return undefined;
      const cache = await caches.open(PLAYER_CACHE);
      return (await cache.match(SAVED_PROGRESS_URL))?.text();
    },
    async write(text) {
      if (typeof caches === 'undefined') return;
      const cache = await caches.open(PLAYER_CACHE);
      await cache.put(
        SAVED_PROGRESS_URL,
        new Response(text, { headers: { 'Content-Type': 'application/json' } }),
      );
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const listOf = (value: unknown, fields: Record<string, 'string' | 'number'>): boolean =>
  Array.isArray(value) &&
  value.every(
    (item) => isObject(item) && Object.entries(fields).every(([key, type]) => typeof item[key] === type),
  );

/** The saved copy read back; undefined for anything that is not one (an older or damaged copy). */
export function parseSavedProgress(text: string | undefined): SavedProgress | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(value)) return undefined;
  const valid =
    typeof value.savedAt === 'string' &&
    !Number.isNaN(Date.parse(value.savedAt)) &&
    typeof value.userId === 'string' &&
    listOf(value.progress, {
      kickshotId: 'string',
      attempts: 'number',
      successes: 'number',
      successRate: 'number',
    }) &&
    listOf(value.sessions, { sessionDate: 'string', totalAttempts: 'number', totalSuccesses: 'number' }) &&
    listOf(value.achievements, { name: 'string', description: 'string', earnedAt: 'string' }) &&
    listOf(value.suggestions, { cardId: 'string', reason: 'string' }) &&
    listOf(value.daily, { date: 'string', attempts: 'number', successes: 'number', successRate: 'number' });
  return valid ? (value as unknown as SavedProgress) : undefined;
}

/** Keeps the overview fetched at `savedAt` as the page's copy. Never rejects: a copy not kept is no error. */
export async function saveProgress(
  overview: ProgressOverview,
  userId: string,
  savedAt: Date,
  store: SavedProgressStore = playerCacheStore(),
): Promise<SavedProgress> {
  const saved: SavedProgress = { ...overview, savedAt: savedAt.toISOString(), userId };
  await store.write(JSON.stringify(saved)).catch(() => undefined);
  return saved;
}

/** The page's copy, when this device keeps a valid one. Never rejects. */
export async function readSavedProgress(
  store: SavedProgressStore = playerCacheStore(),
): Promise<SavedProgress | undefined> {
  return parseSavedProgress(await store.read().catch(() => undefined));
}
