import { THEME_STORAGE_KEY, themeStorageManager, toColorScheme, toPreference } from './color-scheme';

class MemoryStorage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key() {
    return null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe('colour scheme storage', () => {
  it('maps the stored preference to Mantine and back', () => {
    expect(toColorScheme('system')).toBe('auto');
    expect(toColorScheme('dark')).toBe('dark');
    expect(toColorScheme('purple')).toBeUndefined();
    expect(toPreference('auto')).toBe('system');
  });

  it("keeps the choice under the 'theme' key and follows the system by default", () => {
    const storage = new MemoryStorage();
    const manager = themeStorageManager(storage);
    expect(manager.get('auto')).toBe('auto');
    manager.set('dark');
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    manager.set('auto');
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('system');
    expect(manager.get('light')).toBe('auto');
  });
});
