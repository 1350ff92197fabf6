// npm run bench -- versus: this checkout side by side with another (BENCH_BASE, a worktree of the commit a goal names,
// its node_modules installed), in one run, alternating the two; each figure as the ratio ours / base beside its goal.
//   commands : `dynasty --version`, `status`, `new` and `sim --end`, cold, as a player runs them (bin/dynasty)
//   server   : a season played in a warm server (`/api/sim/{last week + 1}` after a first week), and a player's action
//              (a depth chart move) on the server: its process's CPU per action, p95
//   batch    : a 30-season `batch --dynasty` on 2 workers (BENCH_VERSUS_BATCH=1: long)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineLoad } from './platform.js';

const OURS = dirname(dirname(fileURLToPath(import.meta.url)));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** The goals, as the largest ratio ours / base (or an absolute figure) each may reach. */
const GOALS = {
  status: 0.4,
  new: 0.4,
  simEnd: 0.45,
  versionSeconds: 0.2,
  batch: 0.6,
  seasonSeconds: 0.5,
  actionMs: 10,
};

interface Side {
  name: string;
  root: string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))];
}

/** One run of a side's bin/dynasty, as a player runs it; wall seconds. */
function dynasty(side: Side, args: string[], save?: string): number {
  const env = { ...process.env, ...(save ? { DYNASTY_SAVE: save } : {}) };
  const start = process.hrtime.bigint();
  const result = spawnSync(join(side.root, 'bin', 'dynasty'), args, { encoding: 'utf8', env });
  const wall = Number(process.hrtime.bigint() - start) / 1e9;
  // The base has no --version: its refusal is start-up all the same.
  if (result.status !== 0 && args[0] !== '--version')
    throw new Error(`${side.name}: dynasty ${args.join(' ')}: ${result.stderr}`);
  return wall;
}

function row(label: string, base: number, ours: number, unit: string, goal: string): void {
  console.log(
    `${label.padEnd(44)} base ${base.toFixed(3).padStart(8)} ${unit}  ours ${ours.toFixed(3).padStart(8)} ${unit}  ratio ${(ours / base).toFixed(2).padStart(5)}  goal ${goal}`,
  );
}

/** Median walls of both sides over RUNS alternated runs of run(side, i). */
function alternate(sides: [Side, Side], run: (side: Side, i: number) => number): [number, number] {
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < RUNS; i++)
    for (const [k, side] of (i % 2 === 0 ? [0, 1] : [1, 0]).map((k) => [k, sides[k]] as const))
      times[k].push(run(side, i));
  return [median(times[0]), median(times[1])];
}

function benchCommands(sides: [Side, Side], dir: string): void {
  console.log(`\ncommands, cold, median of ${RUNS} alternated (${machineLoad()})`);
  const [bv, ov] = alternate(sides, (side) => dynasty(side, ['--version']));
  row('dynasty --version', bv, ov, 's', `<= ${GOALS.versionSeconds} s (ours)`);
  // A mid-season save of each side's own making (a copy would be checked whole as another program's file).
  for (const side of sides) {
    const save = join(dir, `${side.name}-mid.db`);
    dynasty(side, ['new', '--year', '2024', '--team', 'Ohio State', '--seed', '5', '--force'], save);
    dynasty(side, ['advance'], save);
    dynasty(side, ['sim', '--to', '5'], save);
  }
  const [bs, os] = alternate(sides, (side) => dynasty(side, ['status'], join(dir, `${side.name}-mid.db`)));
  row('dynasty status', bs, os, 's', `ratio <= ${GOALS.status}`);
  const [bn, on] = alternate(sides, (side, i) =>
    dynasty(
      side,
      ['new', '--year', '2024', '--team', 'Ohio State', '--seed', String(5 + i), '--force'],
      join(dir, `${side.name}-new.db`),
    ),
  );
  row('dynasty new', bn, on, 's', `ratio <= ${GOALS.new}`);
  const [be, oe] = alternate(sides, (side, i) => {
    const save = join(dir, `${side.name}-sim-${i}.db`);
    dynasty(side, ['new', '--year', '2024', '--team', 'Ohio State', '--seed', '5', '--force'], save);
    dynasty(side, ['advance'], save);
    return dynasty(side, ['sim', '--end'], save);
  });
  row('dynasty sim --end', be, oe, 's', `ratio <= ${GOALS.simEnd}`);
}

/** CPU seconds (user + system) a process has used so far, its threads included. */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Served {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

async function serve(side: Side, save: string): Promise<Served> {
  const child = spawn(
    join(side.root, 'bin', 'dynasty'),
    ['serve', '--save', save, '--port', '0', '--host', '127.0.0.1'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let said = '';
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const url = /http:\/\/[\d.:]+\//.exec(said)?.[0];
      if (url) resolve(url.replace(/\/$/, ''));
    });
    child.once('exit', (code) => reject(new Error(`${side.name}: serve exited (${code})`)));
  });
  // bin/dynasty may start node again with its flag: the server is its child then.
  const children = spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n');
  const pid = Number(children[0]) || child.pid!;
  return {
    base,
    pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function benchServer(sides: [Side, Side], dir: string): Promise<void> {
  console.log(`\nserver, warm (${machineLoad()})`);
  const season: number[][] = [[], []];
  const actions: number[][] = [[], []];
  for (let round = 0; round < Math.max(1, Math.floor(RUNS / 2)); round++) {
    for (const [k, side] of sides.entries()) {
      const save = join(dir, `${side.name}-serve-${round}.db`);
      dynasty(side, ['new', '--year', '2024', '--team', 'Ohio State', '--seed', '5', '--force'], save);
      dynasty(side, ['advance'], save);
      const server = await serve(side, save);
      try {
        const get = async (path: string) => {
          const r = await fetch(`${server.base}${path}`);
          if (r.status !== 200) throw new Error(`${side.name}: GET ${path}: ${r.status}`);
          return (await r.json()) as Record<string, unknown>;
        };
        const { info } = (await get('/api/sim/2/')) as { info: { lastWeek: number } };
        const start = process.hrtime.bigint();
        await get(`/api/sim/${info.lastWeek + 1}/`);
        season[k].push(Number(process.hrtime.bigint() - start) / 1e9);
        // A depth chart move and its undoing, again and again: the server's CPU for each.
        const depth = (await get('/api/Ohio%20State/depth/?pos=RB')) as { positions: { players: { id: number }[] }[] };
        const [first, second] = depth.positions[0].players;
        for (let i = 0; i < 20; i++) {
          const before = cpuOf(server.pid);
          // The second back to first string, then the first back again.
          const r = await fetch(`${server.base}/api/depth/`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ pos: 'RB', player: (i % 2 === 0 ? second : first).id, slot: 1 }),
          });
          if (r.status !== 200) throw new Error(`${side.name}: POST /api/depth/: ${r.status} ${await r.text()}`);
          await r.text();
          if (i >= 4) actions[k].push((cpuOf(server.pid) - before) * 1000);
        }
      } finally {
        await server.stop();
      }
    }
  }
  row(
    'a season in a warm server (sim to the end)',
    median(season[0]),
    median(season[1]),
    's',
    `<= ${GOALS.seasonSeconds} s (ours)`,
  );
  if (actions[0].length && actions[1].length)
    row('depth chart move, server CPU p95', p95(actions[0]), p95(actions[1]), 'ms', `<= ${GOALS.actionMs} ms (ours)`);
}

function benchBatch(sides: [Side, Side]): void {
  console.log(`\nbatch (${machineLoad()})`);
  const args = ['batch', '--dynasty', '--year', '2024', '--seasons', '30', '--workers', '2', '--dynasties', '1'];
  const [bb, ob] = alternate(sides, (side) => dynasty(side, args));
  row('30-season batch --dynasty, 2 workers', bb, ob, 's', `ratio <= ${GOALS.batch}`);
}

export async function runVersusBench(): Promise<void> {
  const baseRoot = process.env.BENCH_BASE;
  if (!baseRoot || !existsSync(join(baseRoot, 'bin', 'dynasty')))
    throw new Error(
      'npm run bench -- versus needs BENCH_BASE: a worktree of the commit to compare, with npm ci run there',
    );
  for (const root of [OURS, baseRoot]) execFileSync('npm', ['run', 'build:node'], { cwd: root, stdio: 'ignore' });
  const commit = (root: string) =>
    execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const sides: [Side, Side] = [
    { name: 'base', root: baseRoot },
    { name: 'ours', root: OURS },
  ];
  console.log(`versus: ours ${commit(OURS)} against base ${commit(baseRoot)}`);
  const dir = mkdtempSync(join(tmpdir(), 'dynasty-versus-'));
  try {
    benchCommands(sides, dir);
    await benchServer(sides, dir);
    if (process.env.BENCH_VERSUS_BATCH === '1') benchBatch(sides);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
