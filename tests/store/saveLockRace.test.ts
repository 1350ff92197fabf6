// Many processes that find the same stale lock at once: exactly one takes it over, the others see it held.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { lockPathOf } from '../../src/store/saveLockFile.js';

const PROCESSES = 8;
/** The old unlink-and-create takeover let two processes win within 40 rounds here; one round seldom shows it. */
const ROUNDS = 40;
let dir: string;
let children: ChildProcessWithoutNullStreams[] = [];
afterEach(() => {
  for (const child of children) child.kill();
  children = [];
  rmSync(dir, { recursive: true, force: true });
});

/** A process that, told `go`, tries the lock once (no waiting) and says won or busy; told `release`, lets it go. */
const CONTENDER = `
import { createInterface } from 'node:readline';
import { acquireSaveLock } from ${JSON.stringify(join(import.meta.dirname, '../../src/store/saveLockFile.ts'))};
const path = process.argv[2];
let lock = null;
console.log('ready');
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'go') {
    lock = await acquireSaveLock(path, 0).catch(() => null);
    console.log(lock ? 'won ' + process.pid : 'busy');
  } else if (line === 'release') {
    lock?.release();
    lock = null;
    console.log('released');
  }
}
`;

/** The next line of each child, in the children's order. */
function nextLines(lines: AsyncIterator<string>[]): Promise<string[]> {
  return Promise.all(lines.map(async (line) => (await line.next()).value as string));
}

describe('a stale save lock broken by many processes at once', () => {
  it('is taken over by exactly one of them, round after round', async () => {
    dir = mkdtempSync(join(tmpdir(), 'dynasty-lock-race-'));
    const path = join(dir, 'race.db');
    const script = join(dir, 'contender.mts');
    writeFileSync(script, CONTENDER);
    children = Array.from({ length: PROCESSES }, () => spawn(process.execPath, ['--import', 'tsx', script, path]));
    const lines = children.map((child) => createInterface({ input: child.stdout })[Symbol.asyncIterator]());
    expect(await nextLines(lines)).toEqual(Array(PROCESSES).fill('ready'));
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    for (let round = 0; round < ROUNDS; round++) {
      // The lock of a process that died: every contender judges it stale.
      writeFileSync(lockPathOf(path), JSON.stringify({ pid: dead, host: hostname(), since: `round ${round}` }));
      for (const child of children) child.stdin.write('go\n');
      const answers = await nextLines(lines);
      const winners = answers.filter((answer) => answer.startsWith('won'));
      expect(winners).toHaveLength(1);
      expect(answers.filter((answer) => answer === 'busy')).toHaveLength(PROCESSES - 1);
      expect(`won ${JSON.parse(readFileSync(lockPathOf(path), 'utf8')).pid}`).toBe(winners[0]);
      for (const child of children) child.stdin.write('release\n');
      expect(await nextLines(lines)).toEqual(Array(PROCESSES).fill('released'));
    }
    for (const child of children) child.stdin.end();
  }, 120_000);
});
