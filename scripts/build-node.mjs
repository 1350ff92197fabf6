// npm run build:node: bundles the CLI and the server into dist/node with esbuild, so bin/dynasty runs plain
// node (no TypeScript loader) and loads a few files instead of some three hundred modules.
//   dist/node/main.js                the CLI (src/cli/main.ts), which bin/dynasty imports
//   dist/node/worker.js              a batch worker process (src/cli/batch/worker.ts)
//   dist/node/changeWorkerThread.js  the server's change worker thread (src/server/changeWorkerThread.ts)
//   dist/node/chunk-*.js ...         code they share, and what loads only on demand (the server, the Ink screen)
//   dist/node/snapshot.cjs           the CLI again as one CommonJS file (src/cli/snapshot.ts), from which...
//   dist/node/cli.blob               ...node builds a V8 startup snapshot that bin/dynasty starts short commands from
//   dist/node/cli.blob.stamp         what the blob was built for (node binary, folder, V8 flags); see bin/dynasty
// Every file sits directly in dist/node: the sources find the project root two folders up from themselves
// (src/cli -> root, dist/node -> root) and their workers next to themselves. npm packages stay external.
// Type checking is not done here: `npm run typecheck` (tsc) does it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SHORT_COMMAND_COMPILER_FLAGS } from '../bin/short-command-flags.mjs';

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

// The startup snapshot of short commands. A snapshot's entry is one CommonJS script that may require only
// Node's built-in modules: so one file, commander bundled in. The other npm packages (the server's, the Ink
// screen's) stay external: only serve and play load them, and those never start from the snapshot.
const SNAPSHOT_ENTRY = 'snapshot.cjs';
const BLOB = 'cli.blob';
const STAMP = 'cli.blob.stamp';
/**
 * V8 flags of a short command (bin/dynasty): node refuses a blob built with other flags, so it is built with them.
 * Besides the compiler flags bin/short-command-flags.mjs explains, the old generation starts at 128 MB: a command
 * lives a second or two, and a season's simulation keeps some 50 MB in it by its last week, so V8's default start
 * (a few MB, grown step by step) ran two full mark-compact collections and concurrent marking on the other core for
 * memory the process frees at exit anyway (sim --end about -0.09 s CPU, cachegrind -3.5% instructions). A larger
 * command still collects when it reaches the limit. And no allocation-site pretenuring: after a scavenge V8 starts
 * making a site's objects (players, season totals, roster statuses, suitors) straight in the old generation, and
 * throws away every function compiled for that site, which the season then compiles again (ten such recompiles in
 * sim --end; without them -1.3% instructions, and about -3% CPU in 12 alternating pairs). A command this short gains
 * nothing from pretenuring: its old generation is never collected.
 */
const SHORT_COMMAND_FLAGS = [
  '--no-concurrent-recompilation',
  ...SHORT_COMMAND_COMPILER_FLAGS,
  '--initial-old-space-size=128',
  '--no-allocation-site-pretenuring',
];
const dependencies = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies);
await build({
  absWorkingDir: root,
  entryPoints: ['src/cli/snapshot.ts'],
  outfile: join(outdir, SNAPSHOT_ENTRY),
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  external: dependencies.filter((name) => name !== 'commander'),
  // The sources find the project root and their workers from their own URL: the bundle sits beside main.js.
  define: { 'import.meta.url': 'import_meta_url' },
  banner: { js: "var import_meta_url = require('node:url').pathToFileURL(require('node:path').join(__dirname, 'main.js')).href;" },
  logOverride: { 'empty-import-meta': 'silent' },
  logLevel: 'warning',
});
buildSnapshot();

/**
 * Builds dist/node/cli.blob from snapshot.cjs, unless the blob of the same bundle, node and folder is there (the
 * test runners rebuild before every run). Never fails the build: without a blob, bin/dynasty starts commands the
 * usual way. The stamp is written last and says for which node binary (size and mtime, what bin/dynasty can read
 * cheaply), folder and flags the blob was built; bin/dynasty uses the blob only when all three match.
 */
function buildSnapshot() {
  const node = statSync(realpathSync(process.execPath));
  const stamp = [`${node.size} ${Math.floor(node.mtimeMs / 1000)}`, root, SHORT_COMMAND_FLAGS.join(' ')];
  const bundle = readFileSync(join(outdir, SNAPSHOT_ENTRY));
  const key = createHash('sha256').update(bundle).update(process.version).update(stamp.join('\n')).digest('hex');
  const stampFile = join(outdir, STAMP);
  const blobFile = join(outdir, BLOB);
  if (existsSync(blobFile) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').split('\n')[3] === key) return;
  rmSync(stampFile, { force: true });
  const building = `${blobFile}.${process.pid}.tmp`;
  try {
    // Node warns that some built-in modules are not verified in snapshots; only a failure is worth showing.
    execFileSync(process.execPath, [...SHORT_COMMAND_FLAGS, '--snapshot-blob', building, '--build-snapshot', join(outdir, SNAPSHOT_ENTRY)], {
      cwd: outdir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    renameSync(building, blobFile);
    writeFileSync(`${stampFile}.tmp`, `${[...stamp, key].join('\n')}\n`);
    renameSync(`${stampFile}.tmp`, stampFile);
  } catch (error) {
    // Without its stamp (removed above) an old blob is never used.
    rmSync(building, { force: true });
    // Its reason comes first (a JavaScript error, or V8's 'global handle not serialized' and the object's type).
    const output = `${error.stdout ?? ''}\n${error.stderr ?? error.message}`.split('\n').filter((line) => !/^\s*#?\s*$/.test(line));
    const detail = output.filter((line) => !/not yet fully verified|may still work|request support|trace-warnings/.test(line)).slice(0, 6).join('\n');
    process.stderr.write(`build-node: no startup snapshot (commands start the usual way, a little slower):\n${detail}\n`);
  }
}

// Files of earlier builds go only now, after the new ones are written: a test run or server starting meanwhile
// (another terminal rebuilding) never finds dist/node empty.
const written = new Set(Object.keys(result.metafile.outputs).map((file) => relative(outdir, join(root, file))));
for (const name of [SNAPSHOT_ENTRY, BLOB, STAMP]) written.add(name);
for (const name of readdirSync(outdir)) {
  if (written.has(name)) continue;
  // A blob another build (another terminal) is writing right now stays; one a killed build left behind goes later.
  if (name.startsWith(`${BLOB}.`) && name.endsWith('.tmp') && Date.now() - statSync(join(outdir, name)).mtimeMs < 10 * 60_000) continue;
  rmSync(join(outdir, name), { recursive: true, force: true });
}
