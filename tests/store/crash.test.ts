// A save survives a crash: a writer process killed at random moments leaves a save that opens.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SaveFile } from '../../src/store/saveFile.js';
import { journalPathOf } from '../../src/store/storage/nodeSaveStorage.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const WRITER = `
import { SaveFile } from ${JSON.stringify(join(import.meta.dirname, '../../src/store/saveFile.ts'))};
const save = await SaveFile.open(process.argv[2]);
process.stdout.write('ready\\n');
for (let round = 0; ; round++) {
  save.change(() => {
    for (let i = 0; i < 300; i++) save.db.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', ['k' + i, 'round ' + round + ' ' + 'x'.repeat(200)]);
  });
}
`;

/** The moments of the kills: a fixed seed's random delays (a small linear congruential generator). */
function killDelays(seed: number, count: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return 150 + (state % 400);
  });
}

describe('crash safety', () => {
  // The small save's change rewrites most of it, so it is written whole (temporary file, fsync, rename); the big
  // one's is written in place behind the rollback journal (the same file throughout).
  it.each([
    ['small', 0, 11],
    ['big', 2000, 12],
  ])(
    'leaves either the old or the new save when the writer of a %s save is killed mid-write',
    async (size, fillerRows, seed) => {
      const path = join(dir, `crash-${size}.db`);
      const first = await SaveFile.create(path);
      first.change(() => {
        // Filler in a table saves have: a save with a table of its own is refused when opened (saveCheck.ts).
        for (let i = 0; i < fillerRows; i++)
          first.db.run('INSERT INTO meta (key, value) VALUES (?, ?)', [`filler${i}`, 'f'.repeat(1000)]);
      });
      first.close();
      const script = join(dir, `writer-${size}.mts`);
      writeFileSync(script, WRITER);
      const file = statSync(path).ino;
      const delays = killDelays(seed, 4);
      for (let attempt = 0; attempt < delays.length; attempt++) {
        // One process (node with tsx's loader), so SIGKILL really stops the writer.
        const child = spawn(process.execPath, ['--import', 'tsx', script, path], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        await new Promise<void>((resolve, reject) => {
          child.stdout.once('data', () => resolve());
          child.once('exit', (code) => reject(new Error(`writer exited early with ${code}`)));
        });
        await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
        const save = await SaveFile.open(path);
        const rounds = save.db.all<{ value: string }>("SELECT value FROM meta WHERE key LIKE 'k%'");
        // Every change is all-or-nothing: all 300 keys carry the same round.
        expect(new Set(rounds.map((r) => r.value.split(' ')[1])).size).toBeLessThanOrEqual(1);
        expect(save.db.get<{ n: number }>("SELECT count(*) AS n FROM meta WHERE key LIKE 'filler%'")?.n).toBe(
          fillerRows,
        );
        save.close();
        // A journal the kill left was rolled back when the save was opened.
        expect(existsSync(journalPathOf(path))).toBe(false);
        if (size === 'big') expect(statSync(path).ino).toBe(file);
      }
      // Temporary files of killed writers may remain, but never in place of the save.
      expect(readdirSync(dir)).toContain(`crash-${size}.db`);
    },
  );

  it('loses no confirmed change when the writer of a change log is killed', async () => {
    const path = join(dir, 'logged.db');
    const first = await SaveFile.create(path);
    first.change(() => first.db.run("INSERT INTO meta (key, value) VALUES ('k0', 'round 0')"));
    first.close();
    const script = join(dir, 'logger.mts');
    writeFileSync(script, LOGGER);
    const delays = killDelays(13, 4);
    for (let attempt = 0; attempt < delays.length; attempt++) {
      const child = spawn(process.execPath, ['--import', 'tsx', script, path], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let said = '';
      child.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', () => said.includes('ready') && resolve());
        child.once('exit', (code) => reject(new Error(`writer exited early with ${code}`)));
      });
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      const confirmed = Math.max(0, ...[...said.matchAll(/confirmed (\d+)/g)].map((m) => Number(m[1])));
      const save = await SaveFile.open(path);
      const rounds = save.db
        .all<{ value: string }>("SELECT value FROM meta WHERE key IN ('k0', 'k1', 'k2')")
        .map((r) => Number(r.value.split(' ')[1]));
      save.close();
      // Each change is all-or-nothing, and every change answered before the kill is there.
      expect(new Set(rounds).size).toBe(1);
      expect(rounds[0]).toBeGreaterThanOrEqual(confirmed);
    }
  });
});

/**
 * Small changes logged beside the save (three rows a round), every seventh a change too large for the log (the save
 * written whole); each round said once it returned, so it is confirmed.
 */
const LOGGER = `
import { SaveFile } from ${JSON.stringify(join(import.meta.dirname, '../../src/store/saveFile.ts'))};
import { MAX_LOGGED_ROWS } from ${JSON.stringify(join(import.meta.dirname, '../../src/store/changeLog.ts'))};
const save = await SaveFile.open(process.argv[2], { logChanges: true });
const start = Number(save.db.get("SELECT value FROM meta WHERE key = 'k0'").value.split(' ')[1]);
process.stdout.write('ready\\n');
for (let round = start + 1; ; round++) {
  save.change(() => {
    for (let i = 0; i < 3; i++) save.db.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', ['k' + i, 'round ' + round]);
    if (round % 7 === 0)
      for (let i = 0; i < MAX_LOGGED_ROWS; i++) save.db.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', ['big' + i, 'round ' + round]);
  });
  process.stdout.write('confirmed ' + round + '\\n');
}
`;
