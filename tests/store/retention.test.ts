// A dynasty that keeps full detail for one past season (set with `dynasty settings --retention 1`) plays three
// seasons: every page of its first season still opens, old games keep score, line score and team totals and say
// their detail was not kept, the player's team's games keep everything, and career statistics are intact.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import type { GameResponse, SettingsResponse } from '../../src/shared/api-types.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { readState } from '../../src/store/queries/meta.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { DETAIL_NOT_KEPT, gameView } from '../../src/store/views/game.js';
import { individualStatsView } from '../../src/store/views/individualStats.js';
import { playerView } from '../../src/store/views/player.js';
import { teamHistoryView } from '../../src/store/views/teamHistory.js';
import { teamScheduleView } from '../../src/store/views/teamSchedule.js';
import { teamStatsView } from '../../src/store/views/teamStats.js';
import { runCli } from '../helpers/cli.js';

const TEAM = 'Texas';
const FIRST = 2024;
let dir: string;
let path: string;
let save: SaveFile;
/** What the pages of the first season showed while it was the current season. */
const before = new Map<number, GameResponse>();
let otherPlayer = 0;
let otherTeam = '';

function playSeason(s: SaveFile): void {
  s.change(() => advanceStage(s.db));
  s.change(() => simulateTo(s.db, lastWeekFor(readState(s.db).playoff.teams) + 1));
}

function offseason(s: SaveFile): void {
  for (let i = 0; i < 4; i++) s.change(() => advanceStage(s.db));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-retention-'));
  path = join(dir, 'dynasty.db');
  (
    await newDynasty(path, { year: FIRST, team: TEAM, seed: 3, playoffTeams: 4, autobids: 0, confChampTop4: false })
  ).close();

  const defaults = await runCli(['--save', path, 'settings', '--json']);
  expect(defaults.status).toBe(0);
  expect((JSON.parse(defaults.stdout) as SettingsResponse).detail_seasons).toBe(3);
  const unchanged = readFileSync(path);
  const bad = await runCli(['--save', path, 'settings', '--retention', 'lots']);
  expect(bad.status).toBe(2);
  expect(bad.stderr).toMatch(/Detail seasons must be "all" or a whole number/);
  expect(readFileSync(path).equals(unchanged)).toBe(true);
  const set = await runCli(['--save', path, 'settings', '--retention', '1']);
  expect(set.status).toBe(0);
  expect(set.stdout).toMatch(/the last season/);

  save = await SaveFile.open(path);
  playSeason(save);
  const ctx = new PageContext(save.db);
  for (const { id } of save.db.all<{ id: number }>('SELECT id FROM games WHERE year = ?', [FIRST]))
    before.set(id, gameView(ctx, id));
  const line = save.db.get<{ team: string }>(
    'SELECT team FROM player_seasons WHERE year = ? AND team <> ? ORDER BY team LIMIT 1',
    [FIRST, TEAM],
  );
  otherTeam = line!.team;
  const roster = save.db.get<{ id: number }>(
    'SELECT id FROM players WHERE team = ? AND pos = ? ORDER BY rating DESC LIMIT 1',
    [otherTeam, 'QB'],
  );
  otherPlayer = roster!.id;
  expect(playerView(ctx, otherPlayer, FIRST).game_logs.length).toBeGreaterThan(0);
  offseason(save);
  playSeason(save); // 2025
  offseason(save);
  playSeason(save); // 2026: its start dropped 2024's detail (it keeps 2025, the last season, and 2026)
  save.change(() => advanceStage(save.db));
}, 600_000);

afterAll(() => {
  save?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('retention of game detail', () => {
  it('every game of the first season still opens with its score, line score and team totals', () => {
    const ctx = new PageContext(save.db);
    expect(before.size).toBeGreaterThan(800);
    let notices = 0;
    for (const [id, then] of before) {
      const now = gameView(ctx, id);
      expect(now.game).toEqual(then.game);
      expect(now.linescore).toEqual(then.linescore);
      expect(now.stats).toEqual(then.stats);
      const ours = then.game.teamA.name === TEAM || then.game.teamB.name === TEAM;
      if (ours) {
        // The player's team keeps every game's detail forever.
        expect(now.detail_notice).toBeNull();
        expect(now.drives).toEqual(then.drives);
        expect(now.game_logs).toEqual(then.game_logs);
        expect(now.plays?.length).toBeGreaterThan(0);
      } else {
        expect(now.detail_notice).toBe(DETAIL_NOT_KEPT);
        expect(now.drives).toEqual([]);
        expect(now.game_logs).toEqual({
          Passing: [],
          Rushing: [],
          Receiving: [],
          Kicking: [],
          Defense: [],
          Punting: [],
        });
        notices++;
      }
    }
    expect(notices).toBeGreaterThan(700);
  });

  it('the last season keeps full detail', () => {
    const ctx = new PageContext(save.db);
    const games = save.db.all<{ id: number }>('SELECT id FROM games WHERE year = ? LIMIT 50', [FIRST + 1]);
    for (const { id } of games) {
      const page = gameView(ctx, id);
      expect(page.detail_notice).toBeNull();
      expect(page.drives.length).toBeGreaterThan(0);
    }
  });

  it("deflates the detail kept for good and leaves the window's as it was written", () => {
    // The first byte of a blob: 0 when deflated (encoding/deflatedPacked.ts), the packed layout's version otherwise.
    const firstBytes = (year: number, ours: boolean): string[] =>
      save.db
        .values(
          `SELECT hex(substr(d.drives, 1, 1)) FROM game_detail d JOIN games g ON g.id = d.game_id
         WHERE g.year = ? AND ((g.home = ? OR g.away = ?) = ?)`,
          [year, TEAM, TEAM, ours ? 1 : 0],
        )
        .map((r) => String(r[0]));
    expect(firstBytes(FIRST, false)).toEqual([]);
    const kept = firstBytes(FIRST, true);
    expect(kept.length).toBeGreaterThan(10);
    expect(new Set(kept)).toEqual(new Set(['00']));
    const window = firstBytes(FIRST + 1, false);
    expect(window.length).toBeGreaterThan(700);
    expect(window.every((b) => b !== '00')).toBe(true);
  });

  it("the first season's schedules, statistics, history and careers still open", () => {
    const ctx = new PageContext(save.db);
    for (const team of [TEAM, otherTeam]) {
      const schedule = teamScheduleView(ctx, team, FIRST);
      expect(schedule.games.length).toBeGreaterThan(10);
      expect(teamHistoryView(ctx, team).years.some((y) => y.year === FIRST)).toBe(true);
    }
    expect(Object.keys(teamStatsView(ctx, FIRST).offense).length).toBeGreaterThan(100);
    expect(Object.keys(individualStatsView(ctx, FIRST).stats.passing).length).toBeGreaterThan(50);
    const player = playerView(ctx, otherPlayer, FIRST);
    expect(player.yearly_cumulative_stats[String(FIRST)]?.games).toBeGreaterThan(0);
    // His game logs of that season were not kept, but for a game against the player's team (its detail is kept for
    // good): the page opens without the others.
    const ours = new Set(
      save.db
        .values('SELECT id FROM games WHERE year = ? AND (home = ? OR away = ?)', [FIRST, TEAM, TEAM])
        .map((r) => Number(r[0])),
    );
    expect(player.game_logs.filter((log) => !ours.has(log.game.id))).toEqual([]);
  });
});
