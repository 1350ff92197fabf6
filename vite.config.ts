import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The UI lives in src/web; the server (port 8000) serves the build from dist/web and answers /api and /logos.
const backend = 'http://127.0.0.1:8000';
const outDir = resolve(import.meta.dirname, 'dist', 'web');

/**
 * Writes a .br and a .gz beside every built script and stylesheet, compressed once at their best, so the server
 * sends them as they are (@fastify/static preCompressed) instead of compressing them again for every visitor.
 */
function precompressAssets(): Plugin {
  let built = outDir;
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      built = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = join(built, 'assets');
      for (const name of readdirSync(assets)) {
        const file = join(assets, name);
        if (!/\.(js|css)$/.test(name) || statSync(file).size < 1024) continue;
        const bytes = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [react(), precompressAssets()],
  build: {
    outDir,
    // Outside the root, so Vite needs to be told it may empty it.
    emptyOutDir: true,
    // Pages are separate chunks (src/web/pages/lazyPages.tsx); the manifest lists which chunks each one needs, so
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
