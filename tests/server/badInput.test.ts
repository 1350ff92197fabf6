// Bad input to every endpoint: wrong types, huge numbers, path traversal in names and user ids, unknown ids,
// other users' games. Every answer is a clear error (never a 500 or a stack trace) and no save changes.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, NonconResponse } from '../../src/shared/api-types.js';
import { Client, changedFiles, seg, snapshot, startServer, type Running } from './helpers.js';

let dir: string;
let usersDir: string;
let server: Running;
/** A dynasty in week 3 of its season. */
let inSeason: Client;
/** A dynasty in its preseason. */
let preseason: Client;
let playerId = 0;
let gameId = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-bad-'));
  usersDir = join(dir, 'users');
  server = await startServer({ mode: { kind: 'hosted', usersDir } });
  inSeason = new Client(server.base);
  preseason = new Client(server.base);
  await inSeason.ok(
    `/api/noncon/?team=${seg('Ohio State')}&year=2024&playoff_teams=4&playoff_autobids=0&playoff_conf_champ_top_4=false`,
  );
  await inSeason.ok('/api/dashboard/');
  await inSeason.ok('/api/sim/3/');
  await preseason.ok(`/api/noncon/?team=Georgia&year=2020`);
  const roster = await inSeason.ok<{ roster: { id: number }[] }>(`/api/${seg('Ohio State')}/roster/`);
  playerId = roster.roster[0].id;
  const schedule = await inSeason.ok<{ games: { id: number }[] }>(`/api/${seg('Ohio State')}/schedule/`);
  gameId = schedule.games[0].id;
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Case = [method: 'GET' | 'POST', path: string, status: number | number[], body?: unknown];

async function expectRefused(client: Client, cases: Case[]): Promise<void> {
  const before = snapshot(usersDir);
  for (const [method, path, status, body] of cases) {
    const answer =
      method === 'GET' ? await client.get<ErrorResponse>(path) : await client.post<ErrorResponse>(path, body);
    const statuses = Array.isArray(status) ? status : [status];
    expect(statuses, `${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`).toContain(
      answer.status,
    );
    expect(typeof answer.body.error, `${method} ${path}`).toBe('string');
    expect(answer.body.error.length).toBeGreaterThan(0);
    // No stack traces or source paths in any answer.
    expect(answer.text).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules|Error:/);
  }
  expect(changedFiles(before, snapshot(usersDir))).toEqual([]);
  expect(server.internalErrors).toEqual([]);
}

describe('malformed and unknown values', () => {
  it('weeks: non-numeric 400, out of the season 404', async () => {
    await expectRefused(inSeason, [
      ['GET', '/api/sim/abc/', 400],
      ['GET', '/api/sim/-1/', 400],
      ['GET', '/api/sim/1.5/', 400],
      ['GET', '/api/sim/1e3/', 400],
      ['GET', '/api/sim/99999999999999999999999/', 400],
      ['GET', '/api/sim/999/', 404],
      ['GET', '/api/sim/0/', 404],
      ['GET', '/api/week/abc/', 400],
      ['GET', '/api/week/0/', 404],
      ['GET', '/api/week/99/', 404],
      ['GET', '/api/week/', 404],
      ['GET', '/api/rankings/?week=abc', 400],
      ['GET', '/api/rankings/?week=-1', 400],
      ['GET', '/api/rankings/?week=99', 404],
      ['GET', '/api/rankings/?week=12', 404],
      ['GET', '/api/rankings/?week=1&week=2', 400],
    ]);
    const week = await inSeason.get<ErrorResponse>('/api/week/abc/');
    expect(week.body.error).toBe('Invalid week number');
  });

  it('ids: negative or non-numeric 400, unknown 404', async () => {
    await expectRefused(inSeason, [
      ['GET', '/api/game/abc/', 400],
      ['GET', '/api/game/-5/', 400],
      ['GET', '/api/game/1.5/', 400],
      ['GET', '/api/game/999999999/', 404],
      ['GET', '/api/game/99999999999999999999999999/', 400],
      ['GET', '/api/player/abc/', 400],
      ['GET', '/api/player/-1/', 400],
      ['GET', '/api/player/0x10/', 400],
      ['GET', '/api/player/999999999/', 404],
      ['GET', `/api/player/${playerId}/?year=abc`, 400],
      ['GET', `/api/player/${playerId}/?year=1999`, 404],
      ['GET', `/api/player/${playerId}/?year=2030`, 404],
      ['GET', `/api/player/${playerId}/?year=2024&year=2025`, 400],
    ]);
  });

  it('team and conference names, path traversal included: 404 (or 400 when not a name at all)', async () => {
    const traversal = [
      '../../etc/passwd',
      '..\\..\\windows',
      '%2e%2e%2f',
      'Ohio State/../Michigan',
      'ohio state\u0000',
      'x'.repeat(150),
    ];
    const cases: Case[] = [];
    for (const name of traversal) {
      for (const page of ['schedule', 'roster', 'history', 'stats'])
        cases.push(['GET', `/api/${seg(name)}/${page}/`, [400, 404]]);
      cases.push(['GET', `/api/standings/${seg(name)}/`, [400, 404]]);
      cases.push(['GET', `/api/team_info/?team_name=${seg(name)}`, [400, 404]]);
    }
    cases.push(
      ['GET', '/api/Nowhere%20State/schedule/', 404],
      ['GET', '/api/standings/Big%20Twelve/', 404],
      ['GET', '/api/team_info/', 400],
      ['GET', '/api/team_info/?team_name=Nowhere', 404],
      ['GET', '/api/team_info/?team_name=Akron&team_name=Army', 400],
      ['GET', `/api/${seg('Ohio State')}/schedule/?year=1999`, 404],
      ['GET', `/api/${seg('Ohio State')}/schedule/?year=abc`, 400],
      ['GET', `/api/${seg('Ohio State')}/schedule/?year=123456789012`, 404],
      ['GET', '/api/stats/team/?year=abc', 400],
      ['GET', '/api/stats/team/?year=2000', 404],
      ['GET', '/api/stats/individual/?year=-3', 400],
      ['GET', '/api/stats/individual/?year=3000', 404],
      ['GET', '/api/stats/individual/?category=blocking', 400],
    );
    await expectRefused(inSeason, cases);
    // Names are matched in any case; the league's spelling comes back.
    const info = await inSeason.ok<{ team: { name: string } }>('/api/team_info/?team_name=ohio%20state');
    expect(info.team.name).toBe('Ohio State');
  });

  it('new games: nothing is created or replaced unless every choice is valid', async () => {
    const base = `/api/noncon/?team=${seg('Ohio State')}&year=2024`;
    await expectRefused(inSeason, [
      ['GET', '/api/noncon/?team=Nowhere&year=2024', 404],
      ['GET', `/api/noncon/?team=${seg('../../etc/passwd')}&year=2024`, 404],
      ['GET', `/api/noncon/?team=${seg('Ohio State')}&year=1999`, 400],
      ['GET', `/api/noncon/?team=${seg('Ohio State')}&year=abc`, 400],
      ['GET', `/api/noncon/?team=${seg('Ohio State')}&year=99999999999999999999`, 400],
      ['GET', `/api/noncon/?team=${seg('Ohio State')}`, 400],
      ['GET', '/api/noncon/?year=2024', 400],
      ['GET', `${base}&playoff_teams=6`, 400],
      ['GET', `${base}&playoff_teams=abc`, 400],
      ['GET', `${base}&playoff_teams=12&playoff_autobids=99`, 400],
      ['GET', `${base}&playoff_teams=12&playoff_conf_champ_top_4=maybe`, 400],
      ['GET', `${base}&team=Michigan`, 400],
      ['GET', '/api/home/?year=1999', 400],
      ['GET', '/api/home/?year=abc', 400],
    ]);
    // The game is still the same one.
    const page = await inSeason.get<ErrorResponse>('/api/noncon/');
    expect(page.body.redirect).toBe('/dashboard');
  });

  it('scheduling: bad bodies 400, unknown teams and weeks 404, wrong stage 409', async () => {
    await expectRefused(preseason, [
      ['POST', '/api/schedulenc/', 400, []],
      ['POST', '/api/schedulenc/', 400, 'Akron'],
      ['POST', '/api/schedulenc/', 400, { opponent: 5, week: 1 }],
      ['POST', '/api/schedulenc/', 400, { opponent: 'Akron' }],
      ['POST', '/api/schedulenc/', 400, { opponent: 'Akron', week: 'x' }],
      ['POST', '/api/schedulenc/', 400, { opponent: 'Akron', week: -2 }],
      ['POST', '/api/schedulenc/', 400, { opponent: 'Akron', week: 1e30 }],
      ['POST', '/api/schedulenc/', 404, { opponent: 'Nowhere', week: 2 }],
      ['POST', '/api/schedulenc/', 404, { opponent: '../../etc', week: 2 }],
      ['POST', '/api/schedulenc/', 404, { opponent: 'Akron', week: 99 }],
      ['POST', '/api/schedulenc/', 409, { opponent: 'Georgia', week: 2 }],
      ['POST', '/api/schedulenc/', 413, { opponent: 'A'.repeat(50_000), week: 2 }],
      ['GET', '/api/fetchteams/', 400],
      ['GET', '/api/fetchteams/?week=abc', 400],
      ['GET', '/api/fetchteams/?week=99', 404],
    ]);
    await expectRefused(inSeason, [
      ['POST', '/api/schedulenc/', 409, { opponent: 'Akron', week: 2 }],
      ['GET', '/api/fetchteams/?week=2', 409],
    ]);
    // Bodies that are not JSON, or that try to poison prototypes.
    const before = snapshot(usersDir);
    for (const [body, type] of [
      ['{"opponent":', 'application/json'],
      ['opponent=Akron&week=2', 'application/x-www-form-urlencoded'],
      ['{"__proto__":{"week":2},"opponent":"Akron"}', 'application/json'],
    ]) {
      const response = await fetch(`${server.base}/api/schedulenc/`, {
        method: 'POST',
        headers: { 'Content-Type': type, 'X-User-ID': preseason.userId! },
        body,
      });
      expect([400, 415]).toContain(response.status);
      expect(((await response.json()) as ErrorResponse).error).toBeTruthy();
    }
    expect(changedFiles(before, snapshot(usersDir))).toEqual([]);
  });

  it('stage moves that do not apply: 409 with where to go', async () => {
    await expectRefused(inSeason, [
      ['POST', '/api/advance/', 409, {}],
      ['GET', '/api/summary/', 409],
      ['GET', '/api/roster_progression/', 409],
      ['GET', '/api/recruiting_summary/', 409],
      ['GET', '/api/noncon/', 409],
    ]);
    for (const path of ['/api/summary/', '/api/noncon/'])
      expect((await inSeason.get<ErrorResponse>(path)).body.redirect).toBe('/dashboard');
    await expectRefused(preseason, [
      ['GET', '/api/sim/3/', 409],
      ['GET', '/api/summary/', 409],
    ]);
    expect((await preseason.get<ErrorResponse>('/api/sim/3/')).body.redirect).toBe('/noncon');
  });

  it('unknown calls and methods: JSON 404', async () => {
    await expectRefused(inSeason, [
      ['GET', '/api/nothing/', 404],
      ['GET', '/api/', 404],
      ['POST', '/api/dashboard/', 404, {}],
      ['GET', '/api/advance/', 404],
      ['GET', '/api/schedulenc/', 404],
      ['GET', `/api/game/${gameId}/extra/`, 404],
    ]);
  });
});

describe('user ids', () => {
  const MALFORMED_IDS = [
    '../../etc/passwd',
    '..%2F..%2Fx',
    'A'.repeat(32),
    'a'.repeat(31),
    `${'a'.repeat(32)}/../../x`,
    'a'.repeat(5000),
    '<script>',
  ];

  it('a malformed id is refused with 400 (and a fresh id) by game calls, never a path, nothing touched', async () => {
    const before = snapshot(usersDir);
    for (const bad of MALFORMED_IDS) {
      for (const path of ['/api/dashboard/', '/api/noncon/', '/api/sim/3/', '/api/rankings/']) {
        const client = new Client(server.base, false);
        const answer = await client.get<ErrorResponse>(path, { 'X-User-ID': bad });
        expect([400, 431], `${bad.slice(0, 20)} ${path}`).toContain(answer.status);
        if (answer.status === 400) expect(answer.body.user_id).toMatch(/^[0-9a-f]{32}$/);
      }
    }
    expect(changedFiles(before, snapshot(usersDir))).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(['users']);
  });

  it('home and a new game treat a malformed id (an original UUID4 too) like a missing one: a fresh id in the body', async () => {
    const before = snapshot(usersDir);
    const uuid4 = '5b0c2f8e-3c1d-4e6a-9f2b-7d8e9a0b1c2d';
    for (const bad of [uuid4, ...MALFORMED_IDS.filter((id) => id.length < 100)]) {
      const home = await new Client(server.base, false).get<{ user_id: string; info: unknown }>('/api/home/', {
        'X-User-ID': bad,
      });
      expect(home.status, bad).toBe(200);
      expect(home.body.user_id).toMatch(/^[0-9a-f]{32}$/);
      expect(home.body.info).toBeNull();
    }
    expect(changedFiles(before, snapshot(usersDir))).toEqual([]);
    const started = await new Client(server.base, false).get<NonconResponse>('/api/noncon/?team=Akron&year=2020', {
      'X-User-ID': uuid4,
    });
    expect(started.status).toBe(200);
    expect(started.body.user_id).toMatch(/^[0-9a-f]{32}$/);
    expect(changedFiles(before, snapshot(usersDir))).toEqual([
      `${started.body.user_id}/.current`,
      `${started.body.user_id}/akron-2020.db`,
    ]);
  });

  it('without an id, or with one the server never gave, there is no game; a new game gets a fresh id', async () => {
    const before = snapshot(usersDir);
    const stranger = new Client(server.base, false);
    for (const path of [
      '/api/dashboard/',
      '/api/rankings/',
      `/api/player/${playerId}/`,
      '/api/sim/3/',
      '/api/playoff/',
    ]) {
      const none = await stranger.get<ErrorResponse>(path);
      expect(none.status).toBe(409);
      expect(none.body.redirect).toBe('/');
      expect(none.body.user_id).toMatch(/^[0-9a-f]{32}$/);
      const made = await stranger.get<ErrorResponse>(path, { 'X-User-ID': 'f'.repeat(32) });
      expect(made.status).toBe(409);
      expect(made.body.redirect).toBe('/');
    }
    const home = await stranger.get<{ user_id: string; info: unknown }>('/api/home/', { 'X-User-ID': 'f'.repeat(32) });
    expect(home.body.user_id).not.toBe('f'.repeat(32));
    expect(home.body.info).toBeNull();
    expect(changedFiles(before, snapshot(usersDir))).toEqual([]);

    const chosen = await stranger.get<NonconResponse>('/api/noncon/?team=Akron&year=2020', {
      'X-User-ID': 'e'.repeat(32),
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.user_id).toMatch(/^[0-9a-f]{32}$/);
    expect(chosen.body.user_id).not.toBe('e'.repeat(32));
    expect(changedFiles(before, snapshot(usersDir))).toEqual([
      `${chosen.body.user_id}/.current`,
      `${chosen.body.user_id}/akron-2020.db`,
    ]);
  });

  it("one player's calls never read or change another's game", async () => {
    const before = snapshot(usersDir);
    const mine = `${inSeason.userId}/ohio-state-2024.db`;
    // The preseason player plays on: the in-season save does not change.
    const teams = await preseason.ok<string[]>('/api/fetchteams/?week=2');
    const scheduled = await preseason.post<NonconResponse>('/api/schedulenc/', { opponent: teams[0], week: 2 });
    expect(scheduled.status).toBe(200);
    const after = snapshot(usersDir);
    // A small change is one transaction of the player's own save (its file, or its WAL, and the note of its check).
    const changed = changedFiles(before, after);
    expect(changed.length).toBeGreaterThan(0);
    for (const name of changed) expect(name).toMatch(new RegExp(`^${preseason.userId}/\\.?georgia-2020\\.db`));
    expect(after.get(mine)).toBe(before.get(mine));
    // Each sees their own team, whatever ids they ask for.
    expect((await preseason.ok<{ team: { name: string } }>(`/api/player/${playerId}/`)).team.name).not.toBe('');
    expect((await preseason.ok<{ info: { team: string } }>('/api/rankings/')).info.team).toBe('Georgia');
    expect((await inSeason.ok<{ info: { team: string } }>('/api/rankings/')).info.team).toBe('Ohio State');
    const theirGame = await preseason.get(`/api/game/${gameId}/`);
    // Game ids are per save: the same number is the preseason player's own game, or none.
    if (theirGame.status === 200) expect(JSON.stringify(theirGame.body)).not.toContain('"currentWeek":3');
    else expect(theirGame.status).toBe(404);
  });
});

describe('a local save that is not a save', () => {
  let local: Running;
  let localDir: string;
  let path: string;

  beforeAll(async () => {
    localDir = mkdtempSync(join(tmpdir(), 'dynasty-notasave-'));
    path = join(localDir, 'notes.db');
    writeFileSync(path, 'my shopping list\n');
    local = await startServer({ mode: { kind: 'local', savePath: path } });
  });
  afterAll(async () => {
    await local?.close();
    rmSync(localDir, { recursive: true, force: true });
  });

  it('is never read as a game nor replaced: a new game is a new save beside it', async () => {
    const client = new Client(local.base);
    const home = await client.get<{ info: unknown }>('/api/home/');
    expect(home.status).toBe(200);
    expect(home.body.info).toBeNull();
    for (const p of ['/api/dashboard/', '/api/sim/3/']) {
      const answer = await client.get<ErrorResponse>(p);
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatch(/not a CFB Dynasty save/);
    }
    expect((await client.get('/api/noncon/?team=Akron&year=2020')).status).toBe(200);
    // The new save, and SQLite's own WAL files beside it while the server holds it open.
    const files = readdirSync(localDir).filter((f) => !/^akron-2020\.db-(wal|shm)$/.test(f));
    expect(files.sort()).toEqual(['.akron-2020.db.checked', '.current', 'akron-2020.db', 'notes.db']);
    expect(readFileSync(path, 'utf8')).toBe('my shopping list\n');
    expect(local.internalErrors).toEqual([]);
  });
});
