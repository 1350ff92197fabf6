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
    // recharts alone is ~400 kB; one warning-free bundle is fine for a local single-player game.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/api': backend,
      '/logos': backend,
    },
  },
});
