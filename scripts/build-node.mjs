// npm run build:node: bundles the CLI and the server into dist/node with esbuild, so bin/dynasty runs plain
// node (no TypeScript loader) and loads a few files instead of some three hundred modules.
//   dist/node/main.js                the CLI (src/cli/main.ts), which bin/dynasty imports
//   dist/node/worker.js              a batch worker process (src/workbench/worker.ts)
//   dist/node/changeWorkerThread.js  the server's change worker thread (src/server/changeWorkerThread.ts)
//   dist/node/*-HASH.js              code they share, and each command's code, loaded when that command runs
//   dist/node/cli.cjs                the CLI again as one CommonJS file, which bin/dynasty runs on Node 20 with V8's
//                                    code cache for the commands that read a save (docs/cli.md, "V8's code cache")
// Every file sits directly in dist/node: the sources find the project root two folders up from themselves
// (src/cli -> root, dist/node -> root) and their workers next to themselves. npm packages stay external.
// Type checking is not done here: `npm run typecheck` (tsc) does it.
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const outdir = join(root, 'dist', 'node');
const esm = build({
  absWorkingDir: root,
  entryPoints: ['src/cli/main.ts', 'src/workbench/worker.ts', 'src/server/changeWorkerThread.ts'],
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

// The CommonJS copy for Node 20 (bin/node20.mjs): node:vm compiles a script with a code cache, an ES module it cannot
// on Node 20. Its sources find their folder through import.meta.url, given here from the file's own name; the commands
// that run from the ES modules (FROM_MODULES there) are left out: those that simulate, the server, the batch and the
// terminal screen.
const cjs = build({
  absWorkingDir: root,
  entryPoints: ['src/cli/main.ts'],
  outfile: join(outdir, 'cli.cjs'),
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
  metafile: true,
  define: { 'import.meta.url': '__importMetaUrl' },
  banner: { js: 'const __importMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
  plugins: [
    {
      name: 'cli-cjs',
      setup(b) {
        b.onResolve({ filter: /^\.\/(sim|advance|serve|batch|play)\.js$/ }, ({ path, importer }) =>
          /commands[\\/]index\.ts$/.test(importer) ? { path, namespace: 'left-out' } : undefined,
        );
        b.onLoad({ filter: /.*/, namespace: 'left-out' }, () => ({ contents: 'export {};', loader: 'js' }));
      },
    },
  ],
});

const [result, cjsResult] = await Promise.all([esm, cjs]);

// Files of earlier builds go only now, after the new ones are written: a test run or server starting meanwhile
// (another terminal rebuilding) never finds dist/node empty.
const outputs = [...Object.keys(result.metafile.outputs), ...Object.keys(cjsResult.metafile.outputs)];
const written = new Set(outputs.map((file) => relative(outdir, join(root, file))));
for (const name of readdirSync(outdir)) {
  if (!written.has(name)) rmSync(join(outdir, name), { recursive: true, force: true });
}
