// A save played for the server benches (snaps, actions): BENCH_SAVE names one played before (copied), else one of
// BENCH_SEASONS (30) seasons is played first; then moved on to its season and served by `dynasty serve` in a process
// of its own (BENCH_DYNASTY: the root of another build of the game to serve it, a commit to compare against), so the
// server's CPU is read apart from the client's.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lastWeekFor } from '../src/core/season/calendar.js';
import { advanceStage } from '../src/store/actions/advance.js';
import { takeFirstOfferIfFired } from '../src/store/actions/coaches/offers.js';
import { newDynasty } from '../src/store/actions/newDynasty.js';
import { simulateTo } from '../src/store/actions/season/simulate.js';
import { readState } from '../src/store/queries/meta.js';
import { SaveFile } from '../src/store/saveFile.js';
import { threadsMs } from './threadCpu.js';

export const SEASONS = Number(process.env.BENCH_SEASONS ?? 30);

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
};

/** Bytes a process has handed to write(2) so far (Linux's /proc/<pid>/io), or null where there is no such file. */
function bytesWritten(pid: number): number | null {
  try {
    return Number(/^wchar: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1]);
  } catch {
    return null;
  }
}

export async function savePlayed(path: string): Promise<void> {
  const given = process.env.BENCH_SAVE;
  if (given) {
    copyFileSync(given, path);
    return;
  }
  const save = await newDynasty(path, { year: 2024, team: 'Texas', seed: 5 });
  const advance = () => save.change(() => void advanceStage(save.db));
  for (let season = 1; season <= SEASONS; season++) {
    advance();
    save.change(() => void simulateTo(save.db, lastWeekFor(readState(save.db).playoff.teams) + 1));
    advance();
    save.change(() => takeFirstOfferIfFired(save.db, readState(save.db).year));
    advance();
    advance();
    advance();
  }
  save.close();
}

/** The save moved on to its season (the stages before it advanced), ready for its first game to be coached. */
export async function toSeason(path: string): Promise<number> {
  const save = await SaveFile.open(path);
  while (readState(save.db).stage !== 'season') save.change(() => void advanceStage(save.db));
  const year = readState(save.db).year;
  save.close();
  return year;
}

/** A played save (above) served on a loopback port by a server process, and a JSON call to it (400 or more throws). */
export interface PlayedServer {
  path: string;
  year: number;
  /** The save's size before the calls. */
  size: number;
  call: <T>(method: 'GET' | 'POST', route: string, body?: object) => Promise<T>;
  /** The server's process id (its threads are under /proc/<pid>/task). */
  serverPid: number;
  /** The server process's CPU time so far (ms), every thread of it (the change worker's too), or null off Linux. */
  serverCpu: () => number | null;
  /** Bytes the server process has written so far, or null off Linux. */
  serverWritten: () => number | null;
}

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function withPlayedServer(name: string, run: (server: PlayedServer) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `dynasty-bench-${name}-`));
  const path = join(dir, 'dynasty.db');
  const root = process.env.BENCH_DYNASTY ?? ROOT;
  if (!process.env.BENCH_DYNASTY)
    execFileSync('sh', [join(ROOT, 'tests', 'support', 'build-node.sh')], { stdio: 'inherit' });
  try {
    await savePlayed(path);
    const year = await toSeason(path);
    const size = statSync(path).size;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // Started as a player starts it; BENCH_NODE_FLAGS: node started with those flags (`--cpu-prof --cpu-prof-dir=DIR`:
    // the server's profiles; `--trace-gc`, its output).
    const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
    const command = join(root, 'bin', 'dynasty');
    const args = ['serve', '--port', String(port), '--host', '127.0.0.1', '--save', path];
    const server = spawn(
      flags.length > 0 ? process.execPath : command,
      flags.length > 0 ? [...flags, command, ...args] : args,
      { stdio: ['ignore', flags.length > 0 ? 'inherit' : 'ignore', 'inherit'] },
    );
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      const call = async <T>(method: 'GET' | 'POST', route: string, body?: object): Promise<T> => {
        const response = await fetch(base + route, {
          method,
          headers: body ? { 'content-type': 'application/json' } : {},
          body: body ? JSON.stringify(body) : undefined,
        });
        const json = (await response.json()) as T;
        if (!response.ok) throw new Error(`${route}: ${response.status} ${JSON.stringify(json).slice(0, 200)}`);
        return json;
      };
      for (let i = 0; ; i++) {
        try {
          await call('GET', '/api/home/');
          break;
        } catch (error) {
          if (i >= 600 || server.exitCode !== null) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      const pid = server.pid!;
      await run({
        path,
        year,
        size,
        call,
        serverPid: pid,
        serverCpu: () => threadsMs(pid),
        serverWritten: () => bytesWritten(pid),
      });
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
