// A save file from outside is untrusted input: SQLite runs what its schema says. Hostile saves uploaded to a real
// `dynasty serve` process (a frozen server does not freeze the test) are refused with a JSON 4xx and store nothing,
// while the server keeps answering another player's page; the terminal's commands refuse them the same way.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../src/shared/api-types.js';
import { memoryDb } from '../../src/store/memoryDb.js';
import { RECRUITING_PLAN_TABLE } from '../../src/store/migrations/recruitingPlan.js';
import { MIGRATIONS } from '../../src/store/schema.js';
import { runBin } from '../helpers/cli.js';
import { Client, newGame } from '../server/helpers.js';
import { startServeProcess, type ServeProcess } from './serveProcess.js';

/** Rows without end: SQLite runs the query for ever unless something stops it. */
const FOREVER = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n)';

/** Each hostile save: the SQL that makes it from a real one, and what the refusal says. */
const HOSTILE: { what: string; sql: string; refusal: RegExp }[] = [
  {
    what: 'meta as a view over a never-ending recursive query',
    sql: `DROP TABLE meta; CREATE VIEW meta (key, value) AS ${FOREVER} SELECT 'stage', i FROM n;`,
    refusal: /cannot be opened: it holds a view "meta"/,
  },
  {
    what: 'players as a view over a never-ending recursive query',
    sql: `DROP TABLE players; CREATE VIEW players AS ${FOREVER} SELECT i AS id, 'Ohio State' AS team, 1 AS active FROM n;`,
    refusal: /cannot be opened: it holds a view "players"/,
  },
  {
    what: 'meta as a view of 1.2 GB',
    sql: `DROP TABLE meta; CREATE VIEW meta (key, value) AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1200) SELECT 'key' || i, zeroblob(1000000) FROM n;`,
    refusal: /cannot be opened: it holds a view "meta"/,
  },
  {
    what: 'a trigger',
    sql: `CREATE TRIGGER forever AFTER UPDATE ON meta BEGIN SELECT count(*) FROM (${FOREVER} SELECT i FROM n); END;`,
    refusal: /cannot be opened: it holds a trigger "forever"/,
  },
  {
    what: 'a table no save has',
    sql: 'CREATE TABLE notes (text TEXT);',
    refusal: /cannot be opened: it has a table "notes" that CFB Dynasty saves of its format \(\d+\) do not have/,
  },
  {
    what: 'an older format marked on a current save',
    // The format before the last migration that made a table.
    sql: `PRAGMA user_version = ${MIGRATIONS.indexOf(RECRUITING_PLAN_TABLE)};`,
    refusal: /cannot be opened: it has a table "\w+" that CFB Dynasty saves of its format \(\d+\) do not have/,
  },
  {
    what: 'an in-season save in week -100000000',
    sql: "UPDATE meta SET value = 'season' WHERE key = 'stage'; UPDATE meta SET value = '-100000000' WHERE key = 'current_week';",
    refusal: /cannot be opened: its current week is "-100000000" \(it must be a whole number from 1 to \d+\)/,
  },
];

async function tampered(bytes: Uint8Array, sql: string): Promise<Uint8Array> {
  // A copy: sql.js keeps the array it is given as its file.
  const db = await memoryDb(new Uint8Array(bytes));
  try {
    db.exec(sql);
    return db.export();
  } finally {
    db.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'dynasty-hostile-'));
const usersDir = join(dir, 'users');
let serve: ServeProcess;
let save: Uint8Array;
/** Another player, playing while the hostile saves arrive. */
let other: Client;

beforeAll(async () => {
  serve = await startServeProcess(['--users-dir', usersDir, '--seed', '5']);
  const owner = new Client(serve.base);
  expect((await owner.get(newGame('Ohio State', 2024))).status).toBe(200);
  save = readFileSync(join(usersDir, owner.userId!, 'ohio-state-2024.db'));
  other = new Client(serve.base);
  expect((await other.get(newGame('Texas', 2010))).status).toBe(200);
});

afterAll(async () => {
  await serve?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a hostile save', () => {
  it.each(HOSTILE)('with $what is refused on upload while another player is served', async ({ sql, refusal }) => {
    const hostile = await tampered(save, sql);
    const uploader = new Client(serve.base);
    expect((await uploader.get('/api/saves/')).status).toBe(200);
    const upload = fetch(`${serve.base}/api/saves/import/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'X-User-ID': uploader.userId! },
      body: hostile,
    });
    // The other player's page while the upload is checked: a server frozen by the save would never answer it.
    const page = fetch(`${serve.base}/api/home/`, {
      headers: { 'X-User-ID': other.userId! },
      signal: AbortSignal.timeout(20_000),
    });
    const [uploaded, answered] = await Promise.all([upload, page]);
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as { info: { team: string } }).info.team).toBe('Texas');
    expect(uploaded.status).toBe(409);
    const body = (await uploaded.json()) as ErrorResponse;
    expect(body.error).toMatch(refusal);
    expect(body.error).toMatch(/^The imported file /);
    // Nothing stored for the uploader.
    const folder = join(usersDir, uploader.userId!);
    expect(existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.db')) : []).toEqual([]);
  });

  it('is refused by the terminal commands: opened by path, or imported into the saves folder', async () => {
    const path = join(dir, 'hostile.db');
    writeFileSync(path, await tampered(save, HOSTILE[0].sql));
    const opened = runBin(['--save', path, 'status']);
    expect(opened.status).toBe(2);
    expect(opened.stderr.trim().split('\n')).toHaveLength(1);
    expect(opened.stderr).toMatch(/cannot be opened: it holds a view "meta"/);
    const folder = join(dir, 'saves');
    const imported = runBin(['saves', 'import', path], { DYNASTY_SAVES_DIR: folder });
    expect(imported.status).toBe(2);
    expect(imported.stderr.trim().split('\n')).toHaveLength(1);
    expect(imported.stderr).toMatch(/cannot be opened: it holds a view "meta"/);
    expect(existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.db')) : []).toEqual([]);
  });
});
