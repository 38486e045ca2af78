import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.KICKSHOTS_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/.well-known': api,
      '/kickshot-diagrams': api,
      '/billing/sandbox': api,
    },
  },
  build: {
    outDir: 'dist',
    // written for debugging and error trackers, never referenced by the bundle nor served (ClientAssets)
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1500,
  },
});
