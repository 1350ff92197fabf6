// Damaged and unusual save files: each is answered with one clear line (CLI, exit 2) or a JSON 4xx (server),
// never a stack trace or a 500, and never changes the file. A hosted server names no path on its disk.
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryDb } from '../../src/store/memoryDb.js';
import { SCHEMA_VERSION } from '../../src/store/schema.js';
import { runBin, runCli, type CliResult } from '../helpers/cli.js';
import { Client, startServer, type Answer } from '../server/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-damaged-'));
const good = join(dir, 'good.db');
const tally = { cases: 0, answers: 0, serverErrors: 0 };

async function sqliteFile(path: string, setup: string): Promise<void> {
  const db = await memoryDb();
  db.exec(setup);
  writeFileSync(path, db.export());
  db.close();
}

/** The damaged files, made from a real save where that matters. */
async function makeCases(folder: string): Promise<Record<string, string>> {
  mkdirSync(folder, { recursive: true });
  const cases: Record<string, string> = {
    folder: join(folder, 'a-folder.db'),
    empty: join(folder, 'empty.db'),
    text: join(folder, 'text.db'),
    truncated: join(folder, 'truncated.db'),
    foreign: join(folder, 'foreign.db'),
    newer: join(folder, 'newer.db'),
  };
  mkdirSync(cases.folder);
  writeFileSync(cases.empty, '');
  writeFileSync(cases.text, 'These are my notes, not a save.\n');
  const bytes = readFileSync(good);
  writeFileSync(cases.truncated, bytes.subarray(0, Math.floor(bytes.length / 3)));
  await sqliteFile(cases.foreign, "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('hello');");
  copyFileSync(good, cases.newer);
  await sqliteFile(
    cases.newer,
    `PRAGMA application_id = ${0x43464244}; PRAGMA user_version = ${SCHEMA_VERSION + 5}; CREATE TABLE meta (key TEXT, value TEXT);`,
  );
  return cases;
}

const MESSAGES: Record<string, RegExp> = {
  folder: /is a folder, not a save file/,
  empty: /not a CFB Dynasty save/,
  text: /not a CFB Dynasty save/,
  truncated: /damaged|not a CFB Dynasty save/,
  foreign: /another application/,
  newer: /newer version of CFB Dynasty/,
};

function expectOneClearLine(r: CliResult, message: RegExp): void {
  expect(r.status).toBe(2);
  const lines = r.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(message);
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
}

function contentsOf(path: string): string {
  return statSync(path).isDirectory() ? readdirSync(path).join(',') : readFileSync(path).toString('base64');
}

beforeAll(async () => {
  expect((await runCli(['--save', good, 'new', '--year', '2024', '--team', 'Ohio State', '--seed', '7'])).status).toBe(
    0,
  );
}, 120_000);
afterAll(() => {
  console.log(
    `damaged-file cases tried: ${tally.cases}, server answers checked: ${tally.answers}, 500s: ${tally.serverErrors}`,
  );
  rmSync(dir, { recursive: true, force: true });
});

describe('damaged and unusual saves in the terminal', () => {
  it('answers each with one line and exit 2, for reading and changing, and leaves the file alone', async () => {
    const cases = await makeCases(join(dir, 'cli'));
    for (const [name, path] of Object.entries(cases)) {
      tally.cases++;
      const before = contentsOf(path);
      expectOneClearLine(await runCli(['--save', path, 'status']), MESSAGES[name]);
      expectOneClearLine(
        await runCli(['--save', path, 'noncon', 'add', '--opponent', 'Akron', '--week', '2']),
        MESSAGES[name],
      );
      expectOneClearLine(await runCli(['--save', path, 'sim', '--to', '2']), MESSAGES[name]);
      expect(contentsOf(path), name).toBe(before);
      expect(existsSync(`${path}-journal`), name).toBe(false);
    }
    // The real executable too: `--save` naming a folder.
    expectOneClearLine(runBin(['--save', cases.folder, 'status']), MESSAGES.folder);
    expectOneClearLine(runBin(['--save', cases.folder, 'new', '--year', '2024', '--team', 'Texas']), MESSAGES.folder);
  }, 120_000);

  it('never replaces a read-only save, yet still reads it', async () => {
    tally.cases++;
    const path = join(dir, 'read-only.db');
    copyFileSync(good, path);
    chmodSync(path, 0o444);
    const before = readFileSync(path);
    expect((await runCli(['--save', path, 'status'])).status).toBe(0);
    expectOneClearLine(
      await runCli(['--save', path, 'noncon', 'add', '--opponent', 'Akron', '--week', '2']),
      /read-only/,
    );
    expectOneClearLine(
      await runCli(['--save', path, 'new', '--year', '2024', '--team', 'Texas', '--force']),
      /read-only/,
    );
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(statSync(path).mode & 0o777).toBe(0o444);
  });

  it('refuses to write into a read-only folder, creating nothing', async () => {
    tally.cases++;
    const folder = join(dir, 'locked-folder');
    mkdirSync(folder);
    const path = join(folder, 'dynasty.db');
    chmodSync(folder, 0o555);
    try {
      expectOneClearLine(await runCli(['--save', path, 'new', '--year', '2024', '--team', 'Texas']), /read-only/);
      expect(readdirSync(folder)).toEqual([]);
    } finally {
      chmodSync(folder, 0o755);
    }
  });

  it('a save another program changed after our last write is checked again by the next command', async () => {
    tally.cases++;
    const folder = join(dir, 'overwritten');
    mkdirSync(folder);
    const path = join(folder, 'dynasty.db');
    copyFileSync(good, path);
    expect((await runCli(['--save', path, 'noncon', 'add', '--opponent', 'Akron', '--week', '2'])).status).toBe(0);
    // Our write left the record that lets the next command skip the integrity check...
    expect(existsSync(join(folder, '.dynasty.db.checked'))).toBe(true);
    expect((await runCli(['--save', path, 'status'])).status).toBe(0);
    // ...until someone else writes the file: garbage over pages in its middle, same size.
    const bytes = readFileSync(path);
    bytes.fill(0x5a, 4096 * 3, 4096 * 40);
    writeFileSync(path, bytes);
    const damaged = await runCli(['--save', path, 'status']);
    expect(damaged.status).toBe(2);
    expect(damaged.stderr).toMatch(/damaged/);
    expect(damaged.stderr).not.toMatch(/\n\s+at /);
  });
});

async function expectJsonRefusal(answer: Answer, paths: string[]): Promise<void> {
  tally.answers++;
  if (answer.status >= 500) tally.serverErrors++;
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  expect(typeof (answer.body as { error?: unknown }).error).toBe('string');
  for (const path of paths) expect(answer.text).not.toContain(path);
  expect(answer.text).not.toMatch(/\bat .*:\d+:\d+/);
}

const GAME_CALLS: [method: 'GET' | 'POST', path: string][] = [
  ['GET', '/api/dashboard/'],
  ['GET', '/api/noncon/'],
  ['GET', '/api/sim/3/'],
  ['GET', '/api/rankings/'],
  ['GET', '/api/playoff/'],
  ['GET', '/api/standings/SEC/'],
  ['GET', '/api/week/2/'],
  ['GET', '/api/game/1/'],
  ['GET', '/api/team_info/'],
  ['GET', '/api/summary/'],
  ['GET', '/api/roster_progression/'],
  ['GET', '/api/recruiting_summary/'],
  ['GET', '/api/stats/team/'],
  ['GET', '/api/stats/individual/'],
  ['GET', '/api/stats/ratings/'],
  ['GET', '/api/fetchteams/?week=2'],
  ['GET', '/api/player/1/'],
  ['GET', '/api/Texas/schedule/'],
  ['GET', '/api/Texas/roster/'],
  ['GET', '/api/Texas/history/'],
  ['GET', '/api/Texas/stats/'],
  ['POST', '/api/advance/'],
  ['POST', '/api/schedulenc/'],
  ['GET', '/api/noncon/?team=Texas&year=2024&playoff_teams=4&playoff_autobids=0&playoff_conf_champ_top_4=false'],
];

describe('damaged and unusual saves on the server', () => {
  it('answers every call on a damaged hosted save with JSON 4xx naming no path, and changes nothing', async () => {
    const usersDir = join(dir, 'users');
    const cases = await makeCases(join(dir, 'cases-hosted'));
    const server = await startServer({ mode: { kind: 'hosted', usersDir } });
    try {
      for (const [name, source] of Object.entries(cases)) {
        if (name === 'folder') continue;
        tally.cases++;
        const userId = 'ab'.repeat(16);
        rmSync(join(usersDir, userId), { recursive: true, force: true });
        const save = join(usersDir, userId, 'dynasty.db');
        mkdirSync(join(usersDir, userId), { recursive: true });
        copyFileSync(source, save);
        const before = readFileSync(save);
        const client = new Client(server.base, false);
        client.userId = userId;
        // (A new game makes a new save beside the damaged one: see the saves list tests.)
        for (const [method, path] of GAME_CALLS.filter(([, p]) => !p.includes('team='))) {
          const answer =
            method === 'GET'
              ? await client.get(path)
              : await client.post(path, path.includes('schedulenc') ? { opponent: 'Akron', week: 2 } : {});
          await expectJsonRefusal(answer, [usersDir, dir, tmpdir()]);
        }
        // Home still lets the player start again, in a new save beside it; the damaged file is never touched.
        expect((await client.get('/api/home/')).status).toBe(200);
        const started = await client.get(GAME_CALLS[GAME_CALLS.length - 1][1]);
        expect(started.status).toBe(200);
        expect(started.text).not.toContain(usersDir);
        expect(readFileSync(save).equals(before), name).toBe(true);
      }
      expect(server.internalErrors).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('answers every call on a local save that is a folder or read-only with JSON 4xx', async () => {
    const cases = await makeCases(join(dir, 'cases-local'));
    for (const path of [cases.folder, cases.truncated]) {
      tally.cases++;
      const server = await startServer({ mode: { kind: 'local', savePath: path } });
      try {
        const client = new Client(server.base, false);
        for (const [method, call] of GAME_CALLS.filter(([, p]) => !p.includes('team='))) {
          await expectJsonRefusal(method === 'GET' ? await client.get(call) : await client.post(call, {}), [dir]);
        }
        expect(server.internalErrors).toEqual([]);
      } finally {
        await server.close();
      }
    }
    const readOnly = join(dir, 'server-read-only.db');
    copyFileSync(good, readOnly);
    chmodSync(readOnly, 0o444);
    const before = readFileSync(readOnly);
    const server = await startServer({ mode: { kind: 'local', savePath: readOnly } });
    try {
      const client = new Client(server.base, false);
      expect((await client.get('/api/noncon/')).status).toBe(200);
      const refused = await client.post('/api/schedulenc/', { opponent: 'Akron', week: 2 });
      await expectJsonRefusal(refused, [dir]);
      expect((refused.body as { error: string }).error).toMatch(/read-only/);
      await expectJsonRefusal(await client.get('/api/dashboard/'), [dir]);
      // A new game is a new save beside it: the read-only one stays as it was.
      expect(
        (
          await client.get(
            '/api/noncon/?team=Texas&year=2024&playoff_teams=4&playoff_autobids=0&playoff_conf_champ_top_4=false',
          )
        ).status,
      ).toBe(200);
      expect(readFileSync(readOnly).equals(before)).toBe(true);
      expect(server.internalErrors).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('answers OPTIONS and unknown methods on every route with JSON', async () => {
    const server = await startServer({ mode: { kind: 'local', savePath: good } });
    try {
      for (const [, path] of GAME_CALLS.slice(0, 8)) {
        const response = await fetch(server.base + path, { method: 'OPTIONS' });
        tally.answers++;
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) {
          expect(response.headers.get('content-type')).toMatch(/application\/json/);
          expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
        }
      }
    } finally {
      await server.close();
    }
  });
});
