// What the service worker precaches (vite.config.ts): the shell and what a signed-in player uses
// offline in the pool hall (the cards, favourites and progress pages with their dialogs and
// menus), read from the build's manifest. Other pages' chunks are cached when first opened.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lazily loaded modules a player needs offline, besides what the entry loads up front. */
export const OFFLINE_MODULES = [
  'src/features/home/HomePage.tsx',
  'src/features/favourites/FavouritesPage.tsx',
  'src/features/progress/ProgressPage.tsx',
  'src/features/static/NotFoundPage.tsx',
  'src/ui/Toasts.tsx',
  'src/shell/MoreMenu.tsx',
  'src/features/push/InboxPopover.tsx',
  'src/ui/ThemeSelector.tsx',
  'src/features/billing/SubscriptionDialog.tsx',
  'src/pwa/update-toast.ts',
];

/**
 * Reached from the offline modules but left to the runtime cache: the progress chart's 100 KB
 * (recharts) is cached the first time /progress is opened online, the visit that also saves the
 * progress shown offline.
 */
export const CACHED_WHEN_OPENED = ['src/features/progress/DailyPracticeChart.tsx'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The files of the entry's static imports and of the offline modules with everything they import,
 * statically or not: each module's chunk, the chunks it imports and their stylesheets.
 */
export function offlineFiles(
  manifest: Record<string, ManifestChunk>,
  modules = OFFLINE_MODULES,
): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, dynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || CACHED_WHEN_OPENED.includes(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, dynamic);
    if (dynamic) for (const imported of chunk.dynamicImports ?? []) visit(imported, dynamic);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  visit(entry, false);
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not in the build manifest: update OFFLINE_MODULES`);
    visit(module, true);
  }
  return files;
}

/** A workbox manifest transform keeping the offline files, the page and the icons. */
export function precacheOnlyOffline(dist: string) {
  return (entries: { url: string; revision: string | null; size: number }[]) => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const keep = offlineFiles(manifest);
    return {
      manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || keep.has(entry.url)),
      warnings: [],
    };
  };
}
