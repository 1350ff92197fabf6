// A league's turn across a server stopped at the worst moment: its save has moved on (a stage advanced, in one
// transaction with the turn it records) and the server's database has not yet recorded the turn. The server that
// opens the league next follows the save: the turn is there once, logged once, and the next turn plays the next
// week, neither lost nor played twice. The stop is the test's hook, which never lets the advance go on; the first
// server is then closed without it, so only what was committed before the stop is on disk.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LeagueResponse } from '../../src/shared/league-types.js';
import type { Db } from '../../src/store/database.js';
import { leagueTurnOf } from '../../src/store/queries/leagueTurn.js';
import { readState } from '../../src/store/queries/meta.js';
import { betterSqliteEngine } from '../../src/store/sqlite/betterSqlite.js';
import type { Browser } from './browser.js';
import { startServer, type Running } from './helpers.js';
import { on, startedLeague, view } from './killedLeague.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-league-turn-kill-'));
const usersDir = join(dir, 'users');
const servers: Running[] = [];

afterAll(async () => {
  for (const server of servers) await server.close().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

function open(path: string): Db {
  return betterSqliteEngine.file!(path, { mustExist: true });
}

async function atTurn(browser: Browser, id: string, turn: number): Promise<LeagueResponse> {
  for (;;) {
    const league = await view(browser, id);
    if (league.game && league.game.turn >= turn && !league.game.moving_on) return league;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("a league's turn when the server stops between its save and its database", () => {
  it('is recorded once from the save when the league is opened again', async () => {
    let stopped: (() => void) | null = null;
    const reached = new Promise<void>((resolve) => {
      stopped = resolve;
    });
    let stopAfterMove = false;
    const first = await startServer({
      mode: { kind: 'hosted', usersDir },
      limits: { changesPerMinute: 100_000 },
      deadlineCheckMs: 0,
      // The stop: the advance never goes on from here.
      leagueMovedHook: () => {
        if (!stopAfterMove) return Promise.resolve();
        stopped?.();
        return new Promise<void>(() => undefined);
      },
    });
    servers.push(first);
    const { id, commish, friend } = await startedLeague(first.base, 'Killed Mid-Turn');

    // Turn 1 goes through; turn 2 stops once its save has moved.
    for (const coach of [commish, friend]) await coach.post(`/api/leagues/${id}/ready/`, { ready: true });
    const one = await atTurn(commish, id, 1);
    stopAfterMove = true;
    for (const coach of [commish, friend]) await coach.post(`/api/leagues/${id}/ready/`, { ready: true });
    await reached;
    await first.close();

    // On disk: the save at turn 2, the server's database still at turn 1, held by the stopped advance.
    const savePath = join(usersDir, 'leagues', id, 'league.db');
    const save = open(savePath);
    const moved = { turn: leagueTurnOf(save), state: readState(save) };
    save.close();
    expect(moved.turn).toBe(2);
    const server = open(join(usersDir, 'server.db'));
    const row = server.get<{ turn: number; busy_until: number | null }>(
      'SELECT turn, busy_until FROM leagues WHERE id = ?',
      [id],
    );
    server.close();
    expect(row).toMatchObject({ turn: 1 });
    expect(row?.busy_until).not.toBeNull();

    // The next server follows the save: turn 2, once, where the save is.
    const second = await startServer({
      mode: { kind: 'hosted', usersDir },
      limits: { changesPerMinute: 100_000 },
      deadlineCheckMs: 0,
    });
    servers.push(second);
    const commish2 = on(second, commish);
    const friend2 = on(second, friend);
    const two = await atTurn(commish2, id, 2);
    expect(two.game?.turn).toBe(2);
    expect(two.game?.where).not.toBe(one.game?.where);
    expect(two.log.filter((e) => e.kind === 'advance')).toHaveLength(2);
    const reopened = open(savePath);
    expect(readState(reopened)).toEqual(moved.state);
    reopened.close();

    // And the turn after it plays on from there, once.
    for (const coach of [commish2, friend2]) await coach.post(`/api/leagues/${id}/ready/`, { ready: true });
    const three = await atTurn(commish2, id, 3);
    expect(three.game?.turn).toBe(3);
    expect(three.log.filter((e) => e.kind === 'advance')).toHaveLength(3);
    const after = open(savePath);
    expect(leagueTurnOf(after)).toBe(3);
    after.close();
  });
});
