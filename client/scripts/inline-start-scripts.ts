// A Vite plugin: the scripts that start the page are written into index.html instead of being
// files of their own, each a request of a few hundred bytes on the path to the first paint:
// - the scripts of inline/ the page names (`<script src="/color-scheme.js"></script>`): the saved
//   colour scheme applied before the first paint, the session's recovery started at once;
// - the entry chunk, when it only imports the shell's chunk and starts it (the bundler puts what
//   the entry imports in the shell's chunk, vite.config.ts).
// - a script that fetches the opened page's own chunk (and what it imports, and its styles) at
//   once, beside the shell's, instead of once the shell has run and matched the route: the pages
//   and their modules are read from src/App.tsx's `page('/path', () => import('./module'), …)`.
// The server allows exactly these scripts by their hashes in its Content-Security-Policy
// (ClientAssets reads them from the built index.html), so no 'unsafe-inline' is needed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Above this size an entry chunk is worth its own request (and a cached copy). */
const INLINE_ENTRY_MAX_BYTES = 1024;

/** The pages of src/App.tsx with an exact path, and the module each loads. */
export function pageModules(app: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [, path, module] of app.matchAll(
    /page\(\s*'(\/[^'*:]*)',\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g,
  ))
    pages.set(path, `src/${module}`);
  return pages;
}

/**
 * For each page, the files its chunk needs beyond the shell's (already asked for by the page): its
 * chunk, the chunks it imports statically and their stylesheets, as paths from the site's root.
 */
export function pageFiles(
  pages: Map<string, string>,
  bundle: OutputBundle,
  shell: ReadonlySet<string>,
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: Record<string, string[]> = {};
  for (const [path, module] of pages) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}.tsx`));
    if (!chunk) continue;
    const needed: string[] = [];
    const visit = (file: string) => {
      if (shell.has(file) || needed.includes(`/${file}`)) return;
      needed.push(`/${file}`);
      const imported = byFile.get(file);
      for (const css of (imported as { viteMetadata?: { importedCss: Set<string> } } | undefined)
        ?.viteMetadata?.importedCss ?? [])
        if (!needed.includes(`/${css}`)) needed.push(`/${css}`);
      for (const next of imported?.imports ?? []) visit(next);
    };
    visit(chunk.fileName);
    files[path] = needed;
  }
  return files;
}

/** The inline script asking for the opened page's files (`<link rel="modulepreload">`, `preload`). */
function preloadScript(files: Record<string, string[]>): string {
  return `(function(){var f=${JSON.stringify(files)}[location.pathname];if(!f)return;f.forEach(function(h){var l=document.createElement('link');if(/\\.css$/.test(h)){l.rel='preload';l.as='style'}else{l.rel='modulepreload'}l.crossOrigin='';l.href=h;document.head.appendChild(l)})})();`;
}

export function inlineStartScripts(root: string): Plugin {
  return {
    name: 'inline-start-scripts',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        let page = html.replace(/<script src="\/([\w-]+\.js)"><\/script>/g, (tag, name: string) => {
          const file = join(root, 'inline', name);
          if (!existsSync(file)) return tag;
          const code = readFileSync(file, 'utf8')
            .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
            .replace(/\n\s*\n/g, '\n')
            .trim();
          return `<script>${code}</script>`;
        });
        const entryTag = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/;
        const entryFile = entryTag.exec(page)?.[1];
        const entry = entryFile ? context.bundle?.[entryFile] : undefined;
        if (
          entry?.type === 'chunk' &&
          entry.exports.length === 0 &&
          Buffer.byteLength(entry.code) < INLINE_ENTRY_MAX_BYTES
        ) {
          // its imports are relative to assets/; from the page they are absolute
          const code = entry.code.replace(/(from\s*|import\s*)(["'])\.\//g, '$1$2/assets/').trim();
          page = page.replace(entryTag, () => `<script type="module">${code}</script>`);
        }
        if (context.bundle) {
          const shell = new Set([...page.matchAll(/\/(assets\/[^"]+)"/g)].map(([, file]) => file));
          const files = pageFiles(
            pageModules(readFileSync(join(root, 'src/App.tsx'), 'utf8')),
            context.bundle,
            shell,
          );
          // ahead of the stylesheet: a script after it would wait for it to load before running
          page = page.replace('</title>', () => `</title>\n    <script>${preloadScript(files)}</script>`);
        }
        return page;
      },
    },
  };
}
