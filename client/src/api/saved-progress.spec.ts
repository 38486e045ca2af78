import {
  parseSavedProgress,
  readSavedProgress,
  saveProgress,
  type ProgressOverview,
  type SavedProgressStore,
} from './saved-progress';

const overview: ProgressOverview = {
  progress: [
    {
      kickshotId: 'red-QH',
      deckColor: 'red',
      attempts: 12,
      successes: 12,
      successRate: 100,
      firstPracticed: '2026-11-20T10:00:00.000Z',
      lastPracticed: '2026-11-25T10:00:00.000Z',
    },
  ],
  sessions: [
    { sessionDate: '2026-11-25', totalAttempts: 12, totalSuccesses: 12, sessionDurationMinutes: 20 },
  ],
  achievements: [
    {
      name: 'First Shot',
      description: 'Recorded your first practice attempt.',
      type: 'milestone',
      earnedAt: '2026-11-20T10:00:00.000Z',
      metadata: {},
    },
  ],
  suggestions: [
    {
      cardId: 'black-2C',
      deckColor: 'black',
      kind: 'not-practised',
      reason: 'Not practiced yet',
      attempts: 0,
      successRate: 0,
    },
  ],
  daily: [{ date: '2026-11-25', attempts: 12, successes: 12, successRate: 100 }],
};

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
    const good = { ...overview, savedAt: '2026-11-25T18:30:00.000Z', userId: 'user-1' };
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
