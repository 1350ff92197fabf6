import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The UI lives in src/web; the server (port 8000) serves the build from dist/web and answers /api and /logos.
const backend = 'http://127.0.0.1:8000';

export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: {
    // Relative to root: <repo>/dist/web. Outside the root, so Vite needs to be told it may empty it.
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Pages are separate chunks (src/web/pages/lazyPages.ts); the manifest lists which chunks each one needs, so
    // `npm run bench -- bundle` can add up what the first page load fetches.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': backend,
      '/logos': backend,
    },
  },
});
