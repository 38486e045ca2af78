import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/** localStorage key of the colour scheme: 'light', 'dark' or 'system'. */
export const THEME_STORAGE_KEY = 'theme';

export type ThemePreference = 'light' | 'dark' | 'system';

/** Mantine calls "follow the system" 'auto'; we store it as 'system'. */
export function toPreference(scheme: MantineColorScheme): ThemePreference {
  return scheme === 'auto' ? 'system' : scheme;
}

export function toColorScheme(value: string | null): MantineColorScheme | undefined {
  if (value === 'light' || value === 'dark') return value;
  if (value === 'system') return 'auto';
  return undefined;
}

/** Keeps Mantine's colour scheme in localStorage under 'theme', in sync across tabs. */
export function themeStorageManager(storage: Storage = window.localStorage): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => {
      try {
        return toColorScheme(storage.getItem(THEME_STORAGE_KEY)) ?? defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set: (value) => {
      try {
        storage.setItem(THEME_STORAGE_KEY, toPreference(value));
      } catch {
        // private mode or full storage: the choice lasts for this page only
      }
    },
    subscribe: (onUpdate) => {
      listener = (event) => {
        const scheme = event.key === THEME_STORAGE_KEY ? toColorScheme(event.newValue) : undefined;
        if (scheme) onUpdate(scheme);
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
    },
    clear: () => storage.removeItem(THEME_STORAGE_KEY),
  };
}
