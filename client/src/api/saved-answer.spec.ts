import { jest } from '@jest/globals';
import { PLAYER_CACHE } from '../pwa/cache-names';
import { isJsonObject, playerCacheAnswers, readSavedAnswer, type SavedAnswers } from './saved-answer';

/** Saved answers in memory, by URL, noting every URL looked up. */
function memoryAnswers(texts: Record<string, string>): SavedAnswers & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    read(url) {
      asked.push(url);
      return Promise.resolve(texts[url]);
    },
  };
}

const names = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;

describe('a saved answer read back', () => {
  it('is the JSON kept under the URL, as the parser reads it', async () => {
    const answers = memoryAnswers({ '/api/v1/things?kind=a': '["one","two"]' });
    await expect(readSavedAnswer('/api/v1/things?kind=a', names, answers)).resolves.toEqual(['one', 'two']);
    expect(answers.asked).toEqual(['/api/v1/things?kind=a']);
  });

  it('is none when nothing is kept under the URL (another query string is another answer)', async () => {
    const answers = memoryAnswers({ '/api/v1/things?kind=a': '["one"]' });
    await expect(readSavedAnswer('/api/v1/things?kind=b', names, answers)).resolves.toBeUndefined();
  });

  it('is none when the copy is not JSON, or not what the parser accepts', async () => {
    const answers = memoryAnswers({ '/broken': '["one",', '/other': '{"one":1}', '/empty': '' });
    await expect(readSavedAnswer('/broken', names, answers)).resolves.toBeUndefined();
    await expect(readSavedAnswer('/other', names, answers)).resolves.toBeUndefined();
    await expect(readSavedAnswer('/empty', names, answers)).resolves.toBeUndefined();
  });

  it('is none, without rejecting, when the store cannot be read', async () => {
    const failing: SavedAnswers = { read: () => Promise.reject(new Error('SecurityError')) };
    await expect(readSavedAnswer('/api/v1/things', names, failing)).resolves.toBeUndefined();
  });

  it('tells a JSON object from null, arrays and other values', () => {
    expect(isJsonObject({ a: 1 })).toBe(true);
    expect([null, [], 'a', 1, undefined].some(isJsonObject)).toBe(false);
  });
});

describe('the player cache as the saved answers', () => {
  const global = globalThis as { caches?: unknown };
  afterEach(() => {
    delete global.caches;
  });

  it('looks the URL up in the player cache only, whatever headers the answer varies on', async () => {
    const match = jest.fn((_url: string, _options?: MultiCacheQueryOptions) =>
      Promise.resolve(new Response('[1]', { status: 200 })),
    );
    global.caches = { match };
    await expect(playerCacheAnswers().read('/api/v1/cards?deck=black')).resolves.toBe('[1]');
    expect(match).toHaveBeenCalledWith('/api/v1/cards?deck=black', {
      cacheName: PLAYER_CACHE,
      ignoreVary: true,
    });
  });

  it('finds nothing when the cache has no answer, or no successful one', async () => {
    global.caches = { match: () => Promise.resolve(undefined) };
    await expect(playerCacheAnswers().read('/api/v1/cards')).resolves.toBeUndefined();
    global.caches = { match: () => Promise.resolve(new Response('{}', { status: 403 })) };
    await expect(playerCacheAnswers().read('/api/v1/cards')).resolves.toBeUndefined();
  });

  it('finds nothing without Cache Storage (an insecure page)', async () => {
    await expect(playerCacheAnswers().read('/api/v1/cards')).resolves.toBeUndefined();
  });
});
