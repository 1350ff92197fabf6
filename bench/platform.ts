// Platform benchmarks (npm run bench -- commands | load | bundle | batch): each figure printed beside its goal.
// Figures, never pass/fail: the machine's load (printed) moves them.
//   commands : `dynasty new`, reading commands and `dynasty sim --end` as a player runs them (bin/dynasty, compiled)
//   load     : other players' page calls while one save simulates seasons, hosted mode (bench/server.ts)
//   bundle   : gzipped JavaScript of the web app's first page load (builds the web app)
//   batch    : a 30-season `batch --dynasty` on 2 workers (one dynasty; the other core plays the recruiter
//              comparison beside it; long: only when named)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const BIN = join(ROOT, 'bin', 'dynasty');

export const PLATFORM_GOALS = {
  simEnd: 1.5,
  read: 0.4,
  newDynasty: 0.6,
  othersP95Ms: 50,
  batchSeconds: 60,
  firstLoadKiB: 200,
} as const;

/** One line: the figure, its goal and whether it is within it. */
export function goalLine(label: string, value: number, goal: number, unit: string, digits = 2): string {
  const verdict = value <= goal ? 'within goal' : 'OVER GOAL';
  return `${label.padEnd(60)} ${value.toFixed(digits).padStart(8)} ${unit.padEnd(3)} goal <= ${goal} ${unit}  ${verdict}`;
}

export function machineLoad(): string {
  return `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
}

/** Compiles the CLI and server when dist/ is older than the sources (the commands run the build). */
function buildNode(): void {
  execFileSync('sh', [join(ROOT, 'tests', 'support', 'build-node.sh')], { stdio: 'inherit' });
}

interface Timed {
  wall: number;
  cpu: number | null;
}

/**
 * Runs bin/dynasty once; wall seconds, and CPU seconds (user + system) when /usr/bin/time is there. `env`: variables
 * set for the command (undefined: removed).
 */
function runCommand(args: string[], env: Record<string, string | undefined>): Timed {
  const withTime = existsSync('/usr/bin/time');
  // As an installed `dynasty` runs: the executable itself (its first line starts node).
  const program = withTime ? '/usr/bin/time' : BIN;
  const argv = withTime ? ['-f', 'cpu %U %S', BIN, ...args] : args;
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete merged[name];
  const start = process.hrtime.bigint();
  const result = spawnSync(program, argv, { encoding: 'utf8', env: merged });
  const wall = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) throw new Error(`dynasty ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  const cpuLine = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(result.stderr);
  return { wall, cpu: cpuLine ? Number(cpuLine[1]) + Number(cpuLine[2]) : null };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median over runs of wall and CPU seconds. */
function timeRuns(runs: number, run: (i: number) => Timed): Timed {
  const all = Array.from({ length: runs }, (_, i) => run(i));
  const cpus = all.map((t) => t.cpu).filter((c): c is number => c !== null);
  return { wall: median(all.map((t) => t.wall)), cpu: cpus.length ? median(cpus) : null };
}

/** Wall seconds when the goals were set (the command as it was then): the commands on a quiet machine, the batch at load 4. */
const BEFORE_WALL = { newDynasty: 0.65, simEnd: 1.88, batch: 78 };

function printTimed(label: string, timed: Timed, goal: number, beforeWall?: number): void {
  const before = beforeWall === undefined ? '' : `  (before: ${beforeWall} s)`;
  console.log(goalLine(`${label} (wall)`, timed.wall, goal, 's') + before);
  if (timed.cpu !== null) console.log(goalLine(`${label} (CPU)`, timed.cpu, goal, 's'));
}

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** `dynasty new` timed over RUNS runs; `extra`: more variables for the command. */
function timeNew(dir: string, extra: Record<string, string | undefined>): Timed {
  const env = { DYNASTY_SAVE: join(dir, 'dynasty.db'), ...extra };
  return timeRuns(RUNS, (i) =>
    runCommand(['new', '--year', '2024', '--team', 'Ohio State', '--seed', String(5 + i), '--force'], env),
  );
}

/**
 * `dynasty sim --end` from week 1 of a season, as a player comes to it: every run on the same seeded save made anew by
 * `new` and `advance` (a copy would be a file this game never wrote, so its first open checks it whole).
 */
function timeSimEnd(dir: string, extra: Record<string, string | undefined>): Timed {
  return timeRuns(RUNS, (i) => {
    const save = { DYNASTY_SAVE: join(dir, `sim-${i}.db`) };
    runCommand(['new', '--year', '2024', '--team', 'Ohio State', '--seed', '5', '--force'], save);
    runCommand(['advance'], save);
    return runCommand(['sim', '--end'], { ...save, ...extra });
  });
}

export function benchCommands(): void {
  buildNode();
  const dir = mkdtempSync(join(tmpdir(), 'dynasty-bench-cli-'));
  try {
    console.log(`\ncommands (bin/dynasty, median of ${RUNS}; ${machineLoad()})`);
    const env = { DYNASTY_SAVE: join(dir, 'dynasty.db') };
    printTimed('dynasty new', timeNew(dir, {}), PLATFORM_GOALS.newDynasty, BEFORE_WALL.newDynasty);
    // Reading commands on a dynasty in mid-season.
    runCommand(['advance'], env);
    runCommand(['sim', '--to', '7'], env);
    for (const command of [['status'], ['standings'], ['rankings'], ['schedule'], ['roster'], ['week', '5']]) {
      printTimed(
        `dynasty ${command.join(' ')}`,
        timeRuns(RUNS, () => runCommand(command, env)),
        PLATFORM_GOALS.read,
      );
    }
    printTimed(
      'dynasty sim --end (week 1 to the national title)',
      timeSimEnd(dir, {}),
      PLATFORM_GOALS.simEnd,
      BEFORE_WALL.simEnd,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  src?: string;
}

/** The JavaScript files a first visit of a page fetches: the entry, the page's chunk, and what they import. */
function firstLoadFiles(manifest: Record<string, ManifestChunk>, pageSource: string): string[] {
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  visit(pageSource);
  return [...files].filter((f) => f.endsWith('.js'));
}

export function benchBundle(): void {
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  const web = join(ROOT, 'dist', 'web');
  const manifest = JSON.parse(readFileSync(join(web, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gzipKiB = (files: string[]) =>
    files.reduce((sum, f) => sum + gzipSync(readFileSync(join(web, f)), { level: 9 }).length, 0) / 1024;
  const all = Object.values(manifest)
    .map((c) => c.file)
    .filter((f) => f.endsWith('.js'));
  console.log(`\nweb bundle (gzip -9; all JavaScript together ${gzipKiB(all).toFixed(0)} KiB in ${all.length} files)`);
  console.log(
    goalLine(
      'first page load, home (/)',
      gzipKiB(firstLoadFiles(manifest, 'pages/Home.tsx')),
      PLATFORM_GOALS.firstLoadKiB,
      'KiB',
      0,
    ),
  );
  const pages = Object.keys(manifest).filter((k) => k.startsWith('pages/') && k !== 'pages/lazyPages.tsx');
  const heaviest = pages
    .map((p) => ({ page: p, kib: gzipKiB(firstLoadFiles(manifest, p)) }))
    .sort((a, b) => b.kib - a.kib)[0];
  if (heaviest)
    console.log(
      goalLine(
        `first page load, heaviest deep link (${heaviest.page})`,
        heaviest.kib,
        PLATFORM_GOALS.firstLoadKiB,
        'KiB',
        0,
      ),
    );
}

export function benchBatch(): void {
  buildNode();
  const seasons = Number(process.env.BENCH_BATCH_SEASONS ?? 30);
  console.log(`\nbatch (${machineLoad()})`);
  // The figure is one 30-season dynasty on a 2-core machine: one dynasty, with the second worker playing
  // issue 13's recruiter comparison (two 5-season dynasties) beside it. (--workers 2 alone plays a second
  // 30-season dynasty too: twice the work, for a report over two seeds.)
  const timed = runCommand(
    ['batch', '--dynasty', '--year', '2024', '--seasons', String(seasons), '--workers', '2', '--dynasties', '1'],
    {},
  );
  console.log(
    goalLine(
      `${seasons}-season batch --dynasty --workers 2 --dynasties 1 (wall)`,
      timed.wall,
      PLATFORM_GOALS.batchSeconds,
      's',
      1,
    ) + (seasons === 30 ? `  (before: ${BEFORE_WALL.batch} s at load 4)` : ''),
  );
  if (timed.cpu !== null)
    console.log(`${'  CPU seconds of all its processes'.padEnd(60)} ${timed.cpu.toFixed(1).padStart(8)} s`);
}

/** The platform rows: commands, load and bundle unless others are named; batch only when named. */
export async function runPlatformBenches(selected: readonly string[], wants: (name: string) => boolean): Promise<void> {
  if (wants('commands')) benchCommands();
  if (wants('load')) {
    buildNode();
    const { runLoadBench } = await import('./server.js');
    const load = await runLoadBench();
    console.log(
      goalLine("other players' page calls while one simulates, p95", load.p95, PLATFORM_GOALS.othersP95Ms, 'ms', 1),
    );
    console.log(`  (${machineLoad()})`);
  }
  if (wants('bundle')) benchBundle();
  if (selected.includes('batch')) benchBatch();
}
