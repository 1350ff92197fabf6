// npm run build:node: bundles the CLI and the server into dist/node with esbuild, so bin/dynasty runs plain
// node (no TypeScript loader) and loads a few files instead of some three hundred modules.
//   dist/node/main.js                the CLI (src/cli/main.ts), which bin/dynasty imports
//   dist/node/worker.js              a batch worker process (src/cli/batch/worker.ts)
//   dist/node/changeWorkerThread.js  the server's change worker thread (src/server/changeWorkerThread.ts)
//   dist/node/*-HASH.js              code they share, and each command's code, loaded when that command runs
// Every file sits directly in dist/node: the sources find the project root two folders up from themselves
// (src/cli -> root, dist/node -> root) and their workers next to themselves. npm packages stay external.
// Type checking is not done here: `npm run typecheck` (tsc) does it.
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const outdir = join(root, 'dist', 'node');
const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/cli/main.ts', 'src/cli/batch/worker.ts', 'src/server/changeWorkerThread.ts'],
  entryNames: '[name]',
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
});

// Files of earlier builds go only now, after the new ones are written: a test run or server starting meanwhile
// (another terminal rebuilding) never finds dist/node empty.
const written = new Set(Object.keys(result.metafile.outputs).map((file) => relative(outdir, join(root, file))));
for (const name of readdirSync(outdir)) {
  if (!written.has(name)) rmSync(join(outdir, name), { recursive: true, force: true });
}
