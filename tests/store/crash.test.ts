// A save survives a crash: a process killed with SIGKILL at seeded moments (mid-change, mid-simulation,
// mid-migration) leaves a save that opens, holds every change it confirmed, and nothing half-done.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SaveFile } from '../../src/store/saveFile.js';
import { SCHEMA_VERSION, schemaVersion } from '../../src/store/schema.js';
import { writeSchema2Save } from '../fixtures/schema2Save.js';
import { BIN, runCli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const saveFile = JSON.stringify(join(import.meta.dirname, '../../src/store/saveFile.ts'));

/**
 * Changes of three rows each (and every seventh a change of 2,000 rows), each said once it returned, so confirmed.
 * argv[3] 'hold': the save held open in WAL mode, as a server or the terminal game holds it.
 */
const WRITER = `
import { SaveFile } from ${saveFile};
const save = await SaveFile.open(process.argv[2], { hold: process.argv[3] === 'hold' });
const start = Number(save.db.get("SELECT value FROM meta WHERE key = 'k0'").value.split(' ')[1]);
process.stdout.write('ready\\n');
for (let round = start + 1; ; round++) {
  save.change(() => {
    for (let i = 0; i < 3; i++) save.db.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', ['k' + i, 'round ' + round]);
    if (round % 7 === 0)
      for (let i = 0; i < 2000; i++) save.db.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', ['big' + i, 'round ' + round + ' ' + 'x'.repeat(100)]);
  });
  process.stdout.write('confirmed ' + round + '\\n');
}
`;

/**
 * New saves written whole over the last (SaveFile.save: SQLite's backup API), each of three rows and 2,000 more, each
 * said once written; a server-like holder may have the file open meanwhile (argv[3] 'hold').
 */
const WHOLE_WRITER = `
import { SaveFile } from ${saveFile};
const holder = process.argv[3] === 'hold' ? await SaveFile.open(process.argv[2], { hold: true }) : null;
const old = await SaveFile.open(process.argv[2]);
const start = Number(old.db.get("SELECT value FROM meta WHERE key = 'k0'").value.split(' ')[1]);
old.close();
process.stdout.write('ready\\n');
for (let round = start + 1; ; round++) {
  const save = await SaveFile.create(process.argv[2], { force: true });
  for (let i = 0; i < 3; i++) save.db.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['k' + i, 'round ' + round]);
  for (let i = 0; i < 2000; i++) save.db.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['big' + i, 'round ' + round + ' ' + 'x'.repeat(100)]);
  await save.save();
  save.close();
  holder?.refresh();
  process.stdout.write('confirmed ' + round + '\\n');
}
`;

/** The moments of the kills: a fixed seed's random delays (a small linear congruential generator). */
function killDelays(seed: number, count: number, from = 150, spread = 400): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return from + (state % spread);
  });
}

/** Starts a process, waits for its first output (or `ready`), kills it after delay; what it said before. */
async function killAfter(command: string[], delay: number, ready = ''): Promise<string> {
  const child = spawn(process.execPath, command, { stdio: ['ignore', 'pipe', 'pipe'] });
  // Watched from the start: a process that ends by itself before the kill has still ended.
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let said = '';
  child.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
  await Promise.race([
    new Promise<void>((resolve) => child.stdout.on('data', () => said.includes(ready) && resolve())),
    exited.then((code) => {
      throw new Error(`process exited early with ${code}`);
    }),
  ]);
  await Promise.race([new Promise((resolve) => setTimeout(resolve, delay)), exited]);
  child.kill('SIGKILL');
  await exited;
  return said;
}

describe('crash safety', () => {
  it.each([
    ['rollback journal', '', 13],
    ['WAL, held open', 'hold', 14],
  ])(
    'loses no confirmed change and keeps each change whole when a writer is killed (%s)',
    async (_mode, hold, seed) => {
      const path = join(dir, `writer-${seed}.db`);
      const first = await SaveFile.create(path);
      await first.save();
      first.change(() => first.db.run("INSERT INTO meta (key, value) VALUES ('k0', 'round 0')"));
      first.close();
      const script = join(dir, 'writer.mts');
      writeFileSync(script, WRITER);
      for (const delay of killDelays(seed, 4)) {
        // One process (node with tsx's loader), so SIGKILL really stops the writer.
        const said = await killAfter(['--import', 'tsx', script, path, hold], delay, 'ready');
        const confirmed = Math.max(0, ...[...said.matchAll(/confirmed (\d+)/g)].map((m) => Number(m[1])));
        const save = await SaveFile.open(path);
        const rounds = save.db
          .all<{ value: string }>("SELECT value FROM meta WHERE key IN ('k0', 'k1', 'k2')")
          .map((r) => Number(r.value.split(' ')[1]));
        const big = save.db.all<{ value: string }>("SELECT DISTINCT value FROM meta WHERE key LIKE 'big%'");
        const bigRows = save.db.get<{ n: number }>("SELECT count(*) AS n FROM meta WHERE key LIKE 'big%'")?.n;
        save.close();
        // Each change is all-or-nothing, and every change answered before the kill is there.
        expect(new Set(rounds).size).toBe(1);
        expect(rounds[0]).toBeGreaterThanOrEqual(confirmed);
        expect(big.length).toBeLessThanOrEqual(1);
        expect([0, 2000]).toContain(bigRows);
      }
    },
  );

  it.each([
    ['nobody else', '', 15],
    ['held open', 'hold', 16],
  ])('leaves the old save or the new one whole when a whole write is killed (%s)', async (_mode, hold, seed) => {
    const path = join(dir, `whole-${seed}.db`);
    const first = await SaveFile.create(path);
    first.db.run("INSERT INTO meta (key, value) VALUES ('k0', 'round 0')");
    await first.save();
    first.close();
    const script = join(dir, 'whole.mts');
    writeFileSync(script, WHOLE_WRITER);
    for (const delay of killDelays(seed, 4)) {
      const said = await killAfter(['--import', 'tsx', script, path, hold], delay, 'ready');
      const confirmed = Math.max(0, ...[...said.matchAll(/confirmed (\d+)/g)].map((m) => Number(m[1])));
      const save = await SaveFile.open(path);
      const rounds = save.db
        .all<{ value: string }>("SELECT DISTINCT value FROM meta WHERE key IN ('k0', 'k1', 'k2')")
        .map((r) => Number(r.value.split(' ')[1]));
      const bigRounds = new Set(
        save.db
          .all<{ value: string }>("SELECT value FROM meta WHERE key LIKE 'big%'")
          .map((r) => Number(r.value.split(' ')[1])),
      );
      const bigRows = save.db.get<{ n: number }>("SELECT count(*) AS n FROM meta WHERE key LIKE 'big%'")?.n;
      save.close();
      // One save whole, the old or the new: one round everywhere, at least the last one said written.
      expect(rounds).toHaveLength(1);
      expect(rounds[0]).toBeGreaterThanOrEqual(confirmed);
      if (rounds[0] > 0) {
        expect(bigRows).toBe(2000);
        expect([...bigRounds]).toEqual([rounds[0]]);
      }
    }
  });

  it('keeps the last confirmed week when `dynasty sim` is killed mid-season', async () => {
    const path = join(dir, 'sim.db');
    expect(
      (await runCli(['--save', path, 'new', '--year', '2024', '--team', 'Ohio State', '--seed', '5'])).status,
    ).toBe(0);
    expect((await runCli(['--save', path, 'advance'])).status).toBe(0);
    for (const delay of killDelays(21, 3, 300, 1500)) {
      const before = await SaveFile.open(path);
      const week = Number(before.db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'current_week'")?.value);
      before.close();
      await killAfter([BIN, '--save', path, 'sim', '--to', String(week + 3)], delay).catch(() => '');
      const after = await SaveFile.open(path);
      const now = Number(after.db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'current_week'")?.value);
      // Every week played is whole: its games all have scores, the next week's none.
      const played = after.db.get<{ n: number }>(
        'SELECT count(*) AS n FROM games WHERE week < ? AND home_points IS NULL AND year = (SELECT value FROM meta WHERE key = ?)',
        [now, 'year'],
      )?.n;
      const ahead = after.db.get<{ n: number }>(
        'SELECT count(*) AS n FROM games WHERE week >= ? AND home_points IS NOT NULL AND year = (SELECT value FROM meta WHERE key = ?)',
        [now, 'year'],
      )?.n;
      after.close();
      expect(now).toBeGreaterThanOrEqual(week);
      expect(played).toBe(0);
      expect(ahead).toBe(0);
    }
  }, 240_000);

  it('leaves the old save or the migrated one when a migration is killed', async () => {
    const current = join(dir, 'current.db');
    expect(
      (await runCli(['--save', current, 'new', '--year', '2024', '--team', 'Ohio State', '--seed', '9'])).status,
    ).toBe(0);
    const old = join(dir, 'schema2.db');
    await writeSchema2Save(current, old);
    const script = join(dir, 'migrate.mts');
    writeFileSync(
      script,
      `import { SaveFile } from ${saveFile};\nprocess.stdout.write('ready\\n');\nawait SaveFile.open(process.argv[2]);\n`,
    );
    for (const delay of killDelays(31, 3, 20, 600)) {
      const copy = join(dir, `migrating-${delay}.db`);
      copyFileSync(old, copy);
      await killAfter(['--import', 'tsx', script, copy], delay, 'ready').catch(() => '');
      const save = await SaveFile.open(copy);
      expect(schemaVersion(save.db)).toBe(SCHEMA_VERSION);
      expect(save.db.get<{ n: number }>('SELECT count(*) AS n FROM team_seasons')?.n).toBeGreaterThan(100);
      save.close();
    }
  }, 240_000);
});
