// bin/dynasty starts short commands from the CLI's V8 startup snapshot (dist/node/cli.blob, built with the CLI by
// the tests' global setup): the same game as the usual start, and a missing or stale blob never breaks a command.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, type CliResult } from '../helpers/cli.js';

const ROOT = realpathSync(dirname(dirname(BIN)));
const dir = mkdtempSync(join(tmpdir(), 'cli-snapshot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** bin/dynasty run as a program (its shell part), or through node (its JavaScript), as a player may run it. */
function run(bin: string, how: 'program' | 'node', args: string[], env: Record<string, string> = {}): CliResult {
  const [command, argv] = how === 'program' ? [bin, args] : [process.execPath, [bin, ...args]];
  const result = spawnSync(command, argv, { encoding: 'utf8', env: { ...process.env, DYNASTY_NO_SNAPSHOT: '', ...env }, timeout: 120_000 });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

const NEW_GAME = ['new', '--year', '2024', '--team', 'Georgia', '--seed', '11'];
/** A seeded new game, its preseason and the first week of its season. */
const FIRST_WEEK = [NEW_GAME, ['advance'], ['sim', '--to', '2']];

/** Runs the commands on `save`, each expected to succeed; the save file's bytes. */
function play(bin: string, how: 'program' | 'node', save: string, env: Record<string, string> = {}, commands = FIRST_WEEK): Buffer {
  for (const args of commands) {
    const result = run(bin, how, ['--save', save, ...args], env);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }
  return readFileSync(save);
}

describe('the startup snapshot of short commands', () => {
  it('is built for this node and this folder', () => {
    const [builtFor, builtIn, flags] = readFileSync(join(ROOT, 'dist', 'node', 'cli.blob.stamp'), 'utf8').split('\n');
    const node = statSync(realpathSync(process.execPath));
    expect(builtFor).toBe(`${node.size} ${Math.floor(node.mtimeMs / 1000)}`);
    expect(builtIn).toBe(ROOT);
    expect(flags).toContain('--no-concurrent-recompilation');
    expect(statSync(join(ROOT, 'dist', 'node', 'cli.blob')).size).toBeGreaterThan(1_000_000);
  });

  it('plays the same game, byte for byte, as the usual start', () => {
    // Through node (node bin/dynasty, as tests/store/seededGame.test.ts plays a whole season) it is the same blob.
    const usual = play(BIN, 'program', join(dir, 'usual.db'), { DYNASTY_NO_SNAPSHOT: '1' });
    expect(play(BIN, 'program', join(dir, 'snapshot.db'))).toEqual(usual);
  });

  it('answers options, errors and piped output as the usual start', () => {
    const save = join(dir, 'usual.db');
    for (const args of [['--save', save, 'status', '--json'], ['status', '--save', join(dir, 'missing.db')], ['no-such-command'], ['--help']]) {
      const usual = run(BIN, 'program', args, { DYNASTY_NO_SNAPSHOT: '1' });
      expect(run(BIN, 'program', args)).toEqual(usual);
      expect(run(BIN, 'node', args)).toEqual(usual);
    }
  });

  it('is left aside when it is missing or was built for another node or folder', () => {
    // A copy of the built game in another folder: its stamp names the folder it was built in.
    const copy = join(dir, 'moved');
    mkdirSync(join(copy, 'dist'), { recursive: true });
    cpSync(join(ROOT, 'bin'), join(copy, 'bin'), { recursive: true });
    cpSync(join(ROOT, 'dist', 'node'), join(copy, 'dist', 'node'), { recursive: true });
    cpSync(join(ROOT, 'package.json'), join(copy, 'package.json'));
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
    const bin = join(copy, 'bin', 'dynasty');
    const expected = play(BIN, 'program', join(dir, 'new.db'), {}, [NEW_GAME]);
    const stamp = join(copy, 'dist', 'node', 'cli.blob.stamp');
    const [, , flags] = readFileSync(stamp, 'utf8').split('\n');
    const newGame = (how: 'program' | 'node', name: string) => play(bin, how, join(dir, name), {}, [NEW_GAME]);

    expect(newGame('program', 'moved.db')).toEqual(expected);
    expect(newGame('node', 'moved-via-node.db')).toEqual(expected);

    // Built by another node (its size and mtime differ) in this very folder.
    writeFileSync(stamp, `1 1\n${realpathSync(copy)}\n${flags}\n`);
    expect(newGame('program', 'other-node.db')).toEqual(expected);
    expect(newGame('node', 'other-node-via-node.db')).toEqual(expected);

    // No blob and no stamp at all.
    rmSync(stamp);
    rmSync(join(copy, 'dist', 'node', 'cli.blob'));
    expect(newGame('program', 'no-blob.db')).toEqual(expected);
  });
});
