// Runs the dynasty CLI in-process (fast) or as a real process (bin/dynasty), capturing its output.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { CliIo } from '../../src/cli/io.js';
import { copyPreparedSave } from './preparedSave.js';

export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

export async function runCli(args: string[], env: Record<string, string | undefined> = {}): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    out: (t) => {
      stdout += t.endsWith('\n') ? t : `${t}\n`;
    },
    err: (t) => {
      stderr += t.endsWith('\n') ? t : `${t}\n`;
    },
    isTTY: false,
  };
  const saved: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(env)) {
    saved[k] = process.env[k];
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  try {
    const status = await main(['node', 'dynasty', ...args], io);
    return { status, stdout, stderr };
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

/** Runs the CLI in-process, which must succeed quietly, and reads its stdout as JSON (a `--json` command). */
export async function runCliJson<T>(args: string[], env: Record<string, string | undefined> = {}): Promise<T> {
  const r = await runCli(args, env);
  expect(r.stderr, args.join(' ')).toBe('');
  expect(r.status, args.join(' ')).toBe(0);
  return JSON.parse(r.stdout) as T;
}

export const BIN = join(import.meta.dirname, '..', '..', 'bin', 'dynasty');

/** The real executable, as a player runs it (its first line starts the node first on the PATH). */
export function runBin(args: string[], env: Record<string, string> = {}): CliResult {
  const result = spawnSync(BIN, args, { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 120_000 });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** The real executable as a child process that runs beside others (races); resolves when it exits. */
export function spawnBin(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(BIN, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (t: string) => (stdout += t));
    child.stderr.setEncoding('utf8').on('data', (t: string) => (stderr += t));
    child.on('error', reject);
    child.on('close', (status) => resolvePromise({ status: status ?? -1, stdout, stderr }));
  });
}

/** A save path in a new temporary folder and the in-process CLI over it. */
export interface CliSave {
  path: string;
  cli(...args: string[]): Promise<CliResult>;
  /** Runs a --json command: exit 0, nothing on stderr, and stdout one JSON document. */
  json<T>(...args: string[]): Promise<T>;
  /** Runs a command the CLI must refuse: exit 2, nothing on stdout, one line on stderr matching message, the save untouched. */
  refused(args: string[], message: RegExp): Promise<void>;
  /** Removes the folder. */
  cleanup(): void;
}

export function cliSave(folder: string, file = 'dynasty.db'): CliSave {
  const dir = mkdtempSync(join(tmpdir(), folder));
  const path = join(dir, file);
  const cli = (...args: string[]): Promise<CliResult> => runCli(['--save', path, ...args]);
  return {
    path,
    cli,
    async json<T>(...args: string[]): Promise<T> {
      const r = await cli(...args, '--json');
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      return JSON.parse(r.stdout) as T;
    },
    async refused(args: string[], message: RegExp): Promise<void> {
      const before = readFileSync(path);
      const r = await cli(...args);
      expect(r.status, `${args.join(' ')}: ${r.stdout}${r.stderr}`).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(readFileSync(path).equals(before)).toBe(true);
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Copies to path the save the CLI commands make (each run with --save, in order), made once per code version and
 * called name (see preparedSave.ts).
 */
async function preparedCliSave(name: string, commands: readonly string[][], path: string): Promise<void> {
  await copyPreparedSave(
    name,
    async (at) => {
      for (const args of commands) {
        const r = await runCli(['--save', at, ...args]);
        if (r.status !== 0) throw new Error(`dynasty ${args.join(' ')}: ${r.stderr}`);
      }
    },
    path,
  );
}

const CLEMSON_2019 = ['new', '--year', '2019', '--team', 'Clemson', '--seed', '5', '--playoff', '4'];

/** Copies to path a save of Clemson's 2019 dynasty (seed 5, four-team playoff) with the season played to its end. */
export async function playedSeason2019(path: string): Promise<void> {
  await preparedCliSave('clemson-2019-4-teams-season-played', [CLEMSON_2019, ['advance'], ['sim', '--end']], path);
}

/**
 * Copies to path a save of Clemson's 2019 dynasty (seed 5, four-team playoff) played to week 4 of its season: the
 * recruiting cycle under way, games with box scores and plays.
 */
export async function season2019AtWeek4(path: string): Promise<void> {
  await preparedCliSave('clemson-2019-week-4', [CLEMSON_2019, ['advance'], ['sim', '--to', '4']], path);
}

/**
 * Copies to path a save of Kansas State's 2023 dynasty (seed 11, four-team playoff) with the season played and the
 * game moved on to roster progression: the winter portal's window is open.
 */
export async function kansasStateProgression2023(path: string): Promise<void> {
  await preparedCliSave(
    'kansas-state-2023-progression',
    [
      ['new', '--year', '2023', '--team', 'Kansas State', '--seed', '11', '--playoff', '4'],
      ['advance'],
      ['sim', '--end'],
      ['advance'],
      ['advance'],
    ],
    path,
  );
}
