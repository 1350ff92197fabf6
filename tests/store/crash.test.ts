// A save survives a crash: a writer process killed at random moments leaves a save that opens.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SaveFile } from '../../src/store/saveFile.js';

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

describe('crash safety', () => {
  // Every save is written whole (temporary file, fsync, rename); a big one's write takes longer, so the kill is
  // likelier to land in the middle of it.
  it.each([
    ['small', 0],
    ['big', 2000],
  ])('leaves either the old or the new save when the writer of a %s save is killed mid-write', async (size, fillerRows) => {
    const path = join(dir, `crash-${size}.db`);
    const first = await SaveFile.create(path);
    first.change(() => {
      // Filler in a table saves have: a save with a table of its own is refused when opened (saveCheck.ts).
      for (let i = 0; i < fillerRows; i++) first.db.run('INSERT INTO meta (key, value) VALUES (?, ?)', [`filler${i}`, 'f'.repeat(1000)]);
    });
    first.close();
    const script = join(dir, `writer-${size}.mts`);
    writeFileSync(script, WRITER);
    for (let attempt = 0; attempt < 4; attempt++) {
      // One process (node with tsx's loader), so SIGKILL really stops the writer.
      const child = spawn(process.execPath, ['--import', 'tsx', script, path], { stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((resolve, reject) => {
        child.stdout.once('data', () => resolve());
        child.once('exit', (code) => reject(new Error(`writer exited early with ${code}`)));
      });
      await new Promise((resolve) => setTimeout(resolve, 150 + attempt * 97));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      const save = await SaveFile.open(path);
      const rounds = save.db.all<{ value: string }>("SELECT value FROM meta WHERE key LIKE 'k%'");
      // Every change is all-or-nothing: all 300 keys carry the same round.
      expect(new Set(rounds.map((r) => r.value.split(' ')[1])).size).toBeLessThanOrEqual(1);
      expect(save.db.get<{ n: number }>("SELECT count(*) AS n FROM meta WHERE key LIKE 'filler%'")?.n).toBe(fillerRows);
      save.close();
    }
    // Temporary files of killed writers may remain, but never in place of the save.
    expect(readdirSync(dir)).toContain(`crash-${size}.db`);
  });
});
