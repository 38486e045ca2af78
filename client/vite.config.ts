import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = process.env.KICKSHOTS_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
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
        // the admin panel is for admins: never downloaded into a player's precache
        globIgnores: ['**/*.map', '.vite/**', 'sw.js', '**/AdminApp-*.js'],
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
      output: {
        codeSplitting: {
          // what the entry imports statically in one file, not one per Mantine part (40 requests
          // of a few hundred bytes each, every one with its headers)
          groups: [{ name: 'shell', tags: ['$initial'], priority: 10 }],
        },
      },
    },
  },
});
