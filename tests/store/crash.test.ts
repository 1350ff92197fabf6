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
});
