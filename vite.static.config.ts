import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { allConferences, allPrograms } from './src/core/data/league.ts';
import { conferenceLogoSvg, teamLogoSvg } from './src/core/data/logos.ts';

// The static build (`npm run build:static`): the React app, and the engine and the store in a Web Worker, into
// dist/static/, to be served by any static file server from any sub-path. See docs/static.md.
const here = import.meta.dirname;
const outDir = resolve(here, 'dist', 'static');

/** The store's few Node-only modules, and what the worker uses in their place. */
const BROWSER_SEAMS: Record<string, string> = {
  'src/store/storage/defaultSaveStorage.ts': 'src/static/worker/defaultSaveStorage.ts',
  'src/store/sqlite/engine.ts': 'src/static/worker/sqliteEngine.ts',
  'src/server/changeWorker.ts': 'src/static/worker/changeWorker.ts',
};

function browserSeams(): Plugin {
  const seams = new Map(Object.entries(BROWSER_SEAMS).map(([from, to]) => [resolve(here, from), resolve(here, to)]));
  return {
    name: 'browser-seams',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === 'node:zlib' || source === 'zlib') return resolve(here, 'src/static/worker/zlib.ts');
      if (!source.startsWith('.') || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && seams.get(resolved.id)) ?? null;
    },
  };
}

/** The build's folder as resolved (dist/static, or the --outDir given). */
function builtInto(config: ResolvedConfig): string {
  return resolve(config.root, config.build.outDir);
}

/** The logos the server draws on request, drawn once into logos/ (the app asks for them beside itself). */
function writeLogos(): Plugin {
  let into = outDir;
  return {
    name: 'write-logos',
    apply: 'build',
    configResolved(config) {
      into = builtInto(config);
    },
    closeBundle() {
      const teams = join(into, 'logos', 'teams');
      const conferences = join(into, 'logos', 'conferences');
      mkdirSync(teams, { recursive: true });
      mkdirSync(conferences, { recursive: true });
      for (const program of allPrograms()) writeFileSync(join(teams, `${program.name}.svg`), teamLogoSvg(program));
      for (const conference of allConferences())
        writeFileSync(join(conferences, `${conference.name}.svg`), conferenceLogoSvg(conference));
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * sw.js: keeps every file of the build (named in it, with the build's own version) so that the game plays with
 * the network off once it has loaded. A new build is a new cache; the old one is dropped.
 */
function serviceWorker(): Plugin {
  let into = outDir;
  return {
    name: 'service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      into = builtInto(config);
    },
    closeBundle: {
      order: 'post',
      handler() {
        const files = filesUnder(into)
          .map((file) => relative(into, file).split('\\').join('/'))
          .filter(
            (file) =>
              file !== 'sw.js' && !file.startsWith('logos/') && !file.startsWith('.vite/') && !file.endsWith('.map'),
          );
        const version = `${Date.now()}`;
        writeFileSync(join(into, 'sw.js'), serviceWorkerSource(['./', ...files.map((file) => `./${file}`)], version));
      },
    },
  };
}

function serviceWorkerSource(files: string[], version: string): string {
  return `// Offline play for the static build: the app's files, cached at install, answered from the cache first.
const CACHE = 'cfb-dynasty-${version}';
const FILES = ${JSON.stringify(files)};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('cfb-dynasty-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request, { ignoreSearch: true }).then((hit) => hit || fetch(request).then((response) => {
        // Logos and anything else fetched later are kept as they are first seen.
        if (response.ok) cache.put(request, response.clone());
        return response;
      })),
    ),
  );
});
`;
}

export default defineConfig({
  root: 'src/static',
  base: './',
  plugins: [browserSeams(), react(), writeLogos(), serviceWorker()],
  worker: {
    format: 'es',
    plugins: () => [browserSeams()],
  },
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    // The worker carries the engine and the store: one file, loaded after the page is up.
    chunkSizeWarningLimit: 4096,
  },
});
