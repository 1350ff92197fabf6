// A damaged save whose SQLite structure is intact: one flipped byte inside a stored JSON column or encoded blob.
// SQLite's own check cannot see it, so reading the value is what finds it: the CLI answers one line and exit 2,
// the server a JSON 409, like any other damaged save; never a stack trace or a 500, and the file is left alone.
// A flip that still decodes (a digit for another) may be played on: either answer is fine, a crash never is.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryDb } from '../../src/store/memoryDb.js';
import { runCli, season2019AtWeek4, type CliResult } from '../helpers/cli.js';
import { Client, startServer, type Answer } from '../server/helpers.js';
import { saveBytes } from '../helpers/saveContents.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-damaged-content-'));
const good = join(dir, 'good.db');
const tally = { flips: 0, damaged: 0 };
afterAll(() => {
  console.log(`stored values flipped: ${tally.flips}, answered as a damaged save: ${tally.damaged}`);
  rmSync(dir, { recursive: true, force: true });
});

/** A stored value that can be damaged: a JSON text or a blob in one row (found by its key) of a table. */
interface StoredValue {
  table: string;
  column: string;
  keys: string[];
  key: (string | number)[];
  length: number;
}

/** Every JSON text and blob value of the save (the columns a flipped byte can damage without SQLite noticing). */
async function storedValues(path: string): Promise<StoredValue[]> {
  const db = await memoryDb(readFileSync(path));
  const values: StoredValue[] = [];
  const tables = db.all<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  );
  for (const { name: table } of tables) {
    const columns = db.all<{ name: string; pk: number }>(`PRAGMA table_info(${table})`);
    const pk = columns
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    const keys = pk.length > 0 ? pk : ['rowid'];
    for (const { name: column } of columns) {
      for (const row of db.values(
        `SELECT length(CAST(${column} AS BLOB)), ${keys.join(', ')} FROM ${table}
         WHERE (typeof(${column}) = 'blob' OR (typeof(${column}) = 'text' AND substr(${column}, 1, 1) IN ('[', '{')))
           AND length(CAST(${column} AS BLOB)) > 0`,
      )) {
        values.push({ table, column, keys, key: row.slice(1) as (string | number)[], length: row[0] as number });
      }
    }
  }
  db.close();
  return values;
}

/** Flips the bits of mask in one byte of a stored value, as a disk might (a text stays text). */
async function flipByte(path: string, value: StoredValue, at: number, mask: number): Promise<void> {
  const db = await memoryDb(readFileSync(path));
  const where = value.keys.map((k) => `${k} = ?`).join(' AND ');
  const row = db.get<{ bytes: Uint8Array; kind: string }>(
    `SELECT CAST(${value.column} AS BLOB) AS bytes, typeof(${value.column}) AS kind FROM ${value.table} WHERE ${where}`,
    value.key,
  )!;
  const bytes = Uint8Array.from(row.bytes);
  bytes[at] ^= mask;
  const cast = row.kind === 'text' ? 'CAST(? AS TEXT)' : '?';
  db.run(`UPDATE ${value.table} SET ${value.column} = ${cast} WHERE ${where}`, [bytes, ...value.key]);
  writeFileSync(path, db.export());
  db.close();
}

/** Exit 0, or the damaged-save refusal: exit 2, one line, no stack, the file as it was. */
function expectPlayedOrDamaged(r: CliResult, path: string, before: Buffer, what: string): void {
  expect(r.stderr, what).not.toMatch(/internal error|\n\s+at /);
  if (r.status === 0) return;
  tally.damaged++;
  expect(r.status, `${what}: ${r.stderr}`).toBe(2);
  expect(r.stderr.trim().split('\n'), what).toHaveLength(1);
  expect(r.stderr, what).toMatch(/damaged/);
  expect(saveBytes(path).equals(before), what).toBe(true);
}

/** A 2xx, or a refusal (a damaged save, a page of another stage): JSON 4xx naming no path, never a 500. */
function expectAnsweredOrRefused(answer: Answer, what: string): void {
  expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
  if (answer.status < 300) return;
  expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  expect(typeof (answer.body as { error: unknown }).error, what).toBe('string');
  expect(answer.text).not.toContain(dir);
  expect(answer.text).not.toMatch(/\bat .*:\d+:\d+/);
}

const READS = ['status', 'schedule', 'recruiting'];
const SERVER_CALLS = [
  '/api/dashboard/',
  '/api/recruiting_summary/',
  '/api/game/1/',
  '/api/Clemson/stats/',
  '/api/stats/individual/',
  '/api/sim/6/',
];

beforeAll(async () => {
  await season2019AtWeek4(good);
}, 300_000);

describe('a save with a damaged stored value', () => {
  it("reports the recruiting programs' damaged JSON as a damaged save, in the terminal and on the server", async () => {
    const path = join(dir, 'programs.db');
    copyFileSync(good, path);
    const programs = (await storedValues(path)).find((v) => v.table === 'recruiting_cycle' && v.column === 'programs')!;
    // The list's opening bracket becomes another character: no longer JSON.
    await flipByte(path, programs, 0, 0x01);
    const before = saveBytes(path);
    const sim = await runCli(['--save', path, 'sim', '--to', '6']);
    expect(sim.status, sim.stderr).toBe(2);
    expect(sim.stderr).toMatch(
      /^dynasty: The save is damaged and cannot be read \(the recruiting programs cannot be decoded\)\.\n$/,
    );
    expectPlayedOrDamaged(sim, path, before, 'sim');
    for (const read of READS) expectPlayedOrDamaged(await runCli(['--save', path, read]), path, before, read);
    const server = await startServer({ mode: { kind: 'local', savePath: path } });
    try {
      const client = new Client(server.base, false);
      for (const call of ['/api/dashboard/', '/api/sim/6/']) {
        const answer = await client.get(call);
        expect(answer.status, call).toBe(409);
        expect((answer.body as { error: string }).error).toMatch(/^The save is damaged/);
        expectAnsweredOrRefused(answer, call);
      }
      expect(server.internalErrors).toEqual([]);
    } finally {
      await server.close();
    }
    expect(saveBytes(path).equals(before)).toBe(true);
  }, 120_000);

  it('answers any flipped byte of any stored value with a good answer or a damaged save (generated)', async () => {
    const values = await storedValues(good);
    const usersDir = join(dir, 'users');
    const server = await startServer({ mode: { kind: 'hosted', usersDir } });
    let run = 0;
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.nat({ max: values.length - 1 }),
          fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
          fc.integer({ min: 1, max: 255 }),
          async (pick, where, mask) => {
            const value = values[pick];
            const at = Math.floor(where * value.length);
            const what = `${value.table}.${value.column} row ${value.key.join('/')} byte ${at} ^ ${mask}`;
            const path = join(dir, `flip-${run}.db`);
            copyFileSync(good, path);
            await flipByte(path, value, at, mask);
            tally.flips++;
            const before = saveBytes(path);
            for (const read of READS)
              expectPlayedOrDamaged(await runCli(['--save', path, read]), path, before, `${read}: ${what}`);
            // The same save for a player of a hosted server.
            const userId = (run++).toString(16).padStart(32, '0');
            const save = join(usersDir, userId, 'dynasty.db');
            mkdirSync(join(usersDir, userId), { recursive: true });
            copyFileSync(path, save);
            const client = new Client(server.base, false);
            client.userId = userId;
            for (const call of SERVER_CALLS) expectAnsweredOrRefused(await client.get(call), `${call}: ${what}`);
            expect(server.internalErrors, what).toEqual([]);
            // Playing on from the terminal: played, or refused with the file untouched.
            expectPlayedOrDamaged(await runCli(['--save', path, 'sim', '--to', '5']), path, before, `sim: ${what}`);
            rmSync(path, { force: true });
          },
        ),
        { seed: 20261125, numRuns: 10, endOnFailure: true },
      );
    } finally {
      await server.close();
    }
  }, 600_000);
});
