// A Vite plugin: the two scripts that start the page are written into index.html instead of being
// files of their own, each a request of a few hundred bytes on the path to the first paint:
// - inline/color-scheme.js, which applies the saved colour scheme before the first paint;
// - the entry chunk, when it only imports the shell's chunk and starts it (the bundler puts what
//   the entry imports in the shell's chunk, vite.config.ts).
// The server allows exactly these scripts by their hashes in its Content-Security-Policy
// (ClientAssets reads them from the built index.html), so no 'unsafe-inline' is needed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Above this size an entry chunk is worth its own request (and a cached copy). */
const INLINE_ENTRY_MAX_BYTES = 1024;

export function inlineStartScripts(root: string): Plugin {
  return {
    name: 'inline-start-scripts',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const colorScheme = readFileSync(join(root, 'inline/color-scheme.js'), 'utf8')
          .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
          .replace(/\n\s*\n/g, '\n')
          .trim();
        let page = html.replace(
          '<script src="/color-scheme.js"></script>',
          () => `<script>${colorScheme}</script>`,
        );
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
        return page;
      },
    },
  };
}
