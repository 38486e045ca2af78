import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineStartScripts } from './scripts/inline-start-scripts.ts';
import { mantineComponentStyles } from './scripts/mantine-component-styles.ts';
import { precacheOnlyOffline } from './scripts/precache-list.ts';

const api = process.env.KICKSHOTS_API ?? 'http://localhost:3000';

// React Router's package resolves to its development build under every condition a bundler uses
// (warnings, invariant messages, dev-only checks); the production build is the same API without them
const reactRouterProduction = join(
  dirname(fileURLToPath(import.meta.resolve('react-router'))),
  '../production/index.mjs',
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    mantineComponentStyles(import.meta.dirname),
    react(),
    inlineStartScripts(import.meta.dirname),
    // src/sw.ts, with the build's precache list injected. The manifest is the server's
    // (/manifest.webmanifest, named after APP_NAME); the page registers the worker (src/pwa/register.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,txt}'],
        globIgnores: ['**/*.map', '.vite/**', 'sw.js'],
        // of the build's assets, only the shell and what a player uses offline (scripts/precache-list.ts)
        manifestTransforms: [precacheOnlyOffline(join(import.meta.dirname, 'dist'))],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/.well-known': api,
      '/kickshot-diagrams': api,
      '/billing/sandbox': api,
      '/manifest.webmanifest': api,
    },
  },
  build: {
    outDir: 'dist',
    // read by scripts/first-load-size.mjs (the first-load budget) and never served
    manifest: true,
    // written for debugging and error trackers, never referenced by the bundle nor served (ClientAssets)
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // what the entry imports statically in one file, not one per Mantine part (40 requests
          // of a few hundred bytes each, every one with its headers)
          groups: [
            {
              name: 'shell',
              test: (id) => !/[\\/]src[\\/]main\.tsx$/.test(id),
              tags: ['$initial'],
              priority: 10,
            },
          ],
          // a module shared by lazy chunks but too small to be worth a request of its own is
          // copied into each of them instead
          experimentalInlineCommonChunks: { maxSize: 8192 },
        },
      },
    },
  },
}));
