import { progressOverview, savedProgress } from './progress-fixtures';
import {
  parseSavedProgress,
  readSavedProgress,
  saveProgress,
  type SavedProgressStore,
} from './saved-progress';

const overview = progressOverview();

/** A store in memory, as the player's cache would keep the text. */
function memoryStore(initial?: string): SavedProgressStore & { text: string | undefined } {
  return {
    text: initial,
    read() {
      return Promise.resolve(this.text);
    },
    write(text: string) {
      this.text = text;
      return Promise.resolve();
    },
  };
}

describe('the Progress page’s saved copy', () => {
  it('keeps the overview with when it was fetched and whose it is, and reads it back', async () => {
    const store = memoryStore();
    const savedAt = new Date('2026-11-25T18:30:00.000Z');
    const saved = await saveProgress(overview, 'user-1', savedAt, store);
    expect(saved).toEqual({ ...overview, savedAt: '2026-11-25T18:30:00.000Z', userId: 'user-1' });
    expect(await readSavedProgress(store)).toEqual(saved);
  });

  it('reads nothing from an empty, damaged or older copy', async () => {
    expect(await readSavedProgress(memoryStore())).toBeUndefined();
    expect(await readSavedProgress(memoryStore('{"savedAt": '))).toBeUndefined();
    const good = savedProgress(overview);
    expect(parseSavedProgress(JSON.stringify(good))).toEqual(good);
    for (const bad of [
      { ...good, savedAt: 'yesterday' },
      { ...good, userId: undefined },
      { ...good, daily: undefined }, // a copy from before the chart was kept
      { ...good, progress: [{ kickshotId: 'red-QH', attempts: '12' }] },
      { ...good, sessions: {} },
      [good],
      null,
    ])
      expect(parseSavedProgress(JSON.stringify(bad))).toBeUndefined();
  });

  it('never fails the page when the device cannot keep or read it', async () => {
    const broken: SavedProgressStore = {
      read: () => Promise.reject(new Error('storage gone')),
      write: () => Promise.reject(new Error('quota exceeded')),
    };
    await expect(saveProgress(overview, 'user-1', new Date(), broken)).resolves.toMatchObject({
      userId: 'user-1',
    });
    await expect(readSavedProgress(broken)).resolves.toBeUndefined();
  });
});
