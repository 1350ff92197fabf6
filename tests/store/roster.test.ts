// The roster in a real save: the player's depth chart played and kept, the hurt skipped, redshirts by era,
// injuries over a stretch of a real season, and bad input changing nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { autoDepth, setDepthSlot } from '../../src/store/actions/roster/depthChart.js';
import { setRedshirt } from '../../src/store/actions/roster/redshirts.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import type { Db } from '../../src/store/database.js';
import type { GameErrorKind } from '../../src/store/errors.js';
import { readState } from '../../src/store/queries/meta.js';
import { findPlayer, teamRoster } from '../../src/store/queries/players.js';
import { gameLines } from '../../src/store/queries/playerGameLines.js';
import { playerSeasons } from '../../src/store/queries/playerSeasons.js';
import { depthEditsOf, playerStatus, seasonStatuses, teamDepthChart } from '../../src/store/queries/rosterStatus.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { depthChartView } from '../../src/store/views/depthChart.js';
import { playerView } from '../../src/store/views/player.js';
import { expectGameError, tablesHash } from '../helpers/refusals.js';
import { programOf } from '../../src/store/program.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-roster-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function expectRefused(save: SaveFile, kind: GameErrorKind, message: RegExp, change: () => unknown): void {
  expectGameError(
    () => save.change(change),
    kind,
    message,
    () => tablesHash(save.db),
  );
}

const chartAt = (db: Db, team: string, pos: string) =>
  teamDepthChart(db, team)
    .filter((p) => p.pos === pos)
    .map((p) => p.id);
const passAttempts = (db: Db, id: number, year: number) =>
  Number(
    (playerSeasons(db, id).find((s) => s.year === year)?.stats as { passing?: { att: number } } | undefined)?.passing
      ?.att ?? 0,
  );

describe('a 2016 dynasty (redshirts may not play)', () => {
  let save: SaveFile;
  const team = 'Alabama';

  it('plays the edited depth chart, keeps it across weeks and skips the hurt', async () => {
    save = await newDynasty(join(dir, 'a.db'), { year: 2016, team, seed: 5 });
    const db = save.db;
    const qbs = chartAt(db, team, 'QB');
    // The third quarterback becomes the starter, the first is second.
    save.change(() => setDepthSlot(db, programOf(db), 'QB', String(qbs[2]), 1));
    expect(chartAt(db, team, 'QB').slice(0, 3)).toEqual([qbs[2], qbs[0], qbs[1]]);
    save.change(() => advanceStage(db));
    save.change(() => simulateTo(db, 4));
    const year = readState(db).year;
    // He started every game (the automatic chart did not take his place back).
    expect(passAttempts(db, qbs[2], year)).toBeGreaterThan(40);
    expect(depthEditsOf(db, team).get('QB')?.slice(0, 3)).toEqual([qbs[2], qbs[0], qbs[1]]);
    // Hurt now: he sits, the next man of the player's order starts, and the order stays as it was.
    db.run(
      'INSERT OR REPLACE INTO player_status (player_id, year, injury, return_week, redshirting, games_played) VALUES (?, ?, ?, ?, 0, ?)',
      [qbs[2], year, 'broken hand', 99, playerStatus(db, year, qbs[2])!.gamesPlayed],
    );
    const played = playerStatus(db, year, qbs[2])!.gamesPlayed;
    const backupBefore = passAttempts(db, qbs[0], year);
    save.change(() => simulateTo(db, 7));
    expect(playerStatus(db, year, qbs[2])!.gamesPlayed).toBe(played);
    // The next man started every game the team played in those weeks (a scheme may run a lot: 10 throws a game).
    const games = db.get<{ n: number }>(
      'SELECT count(*) AS n FROM games WHERE year = ? AND week BETWEEN 4 AND 6 AND (home = ? OR away = ?) AND home_points IS NOT NULL',
      [year, team, team],
    )!.n;
    expect(games).toBeGreaterThan(0);
    expect(passAttempts(db, qbs[0], year) - backupBefore).toBeGreaterThanOrEqual(10 * games);
    expect(chartAt(db, team, 'QB').slice(0, 3)).toEqual([qbs[2], qbs[0], qbs[1]]);
    const view = depthChartView(new PageContext(db), team, 'QB');
    expect(view.positions[0].players[0]).toMatchObject({
      id: qbs[2],
      out: true,
      injury: 'broken hand',
      out_for_season: true,
    });
    expect(view.injuries.some((i) => i.id === qbs[2])).toBe(true);
  });

  it('hurts players as the weeks are played and skips them until they return', () => {
    const db = save.db;
    const state = readState(db);
    const statuses = seasonStatuses(db, state.year);
    const hurt = [...statuses.values()].filter((s) => s.injury !== null).length;
    const teamGames = Number(
      db.get<{ n: number }>('SELECT COUNT(*) * 2 AS n FROM games WHERE year = ? AND home_points IS NOT NULL', [
        state.year,
      ])?.n,
    );
    // Six weeks' games hurt players (how many a game, against the record: tests/calibration/games.test.ts).
    expect(teamGames).toBeGreaterThan(0);
    expect(hurt).toBeGreaterThan(0);
    // Whoever sat a game out (hurt, or keeping his redshirt year) has no line in its box score.
    const absences = db.values(
      'SELECT a.game_id, a.player_ids, g.home, g.away FROM game_absences a JOIN games g ON g.id = a.game_id LIMIT 60',
    );
    expect(absences.length).toBe(60);
    for (const [gameId, ids, home, away] of absences) {
      const out = new Set(JSON.parse(ids as string) as number[]);
      const lines = gameLines(db, gameId as number, home as string, away as string);
      expect(lines.length).toBeGreaterThan(20);
      expect(lines.filter((l) => out.has(l.stats.playerId))).toEqual([]);
    }
  });

  it('holds redshirts out of every game and refuses one for a player who played', () => {
    const db = save.db;
    const year = readState(db).year;
    const statuses = seasonStatuses(db, year);
    const redshirts = [...statuses.entries()].filter(([, s]) => s.redshirting);
    expect(redshirts.length).toBeGreaterThan(500);
    for (const [, s] of redshirts) expect(s.gamesPlayed).toBe(0);
    const starter = teamRoster(db, team).find((p) => p.starter && p.pos === 'OL' && !p.redshirted)!;
    expectRefused(save, 'conflict', /before 2018 a redshirt may not play at all/, () =>
      setRedshirt(db, programOf(db), String(starter.id), true),
    );
  });

  it('refuses bad input and changes nothing', () => {
    const db = save.db;
    const qb = chartAt(db, team, 'QB')[0];
    expectRefused(save, 'bad_input', /no slot 40 at QB/, () => setDepthSlot(db, programOf(db), 'QB', String(qb), 40));
    expectRefused(save, 'bad_input', /no slot 0 at QB/, () => setDepthSlot(db, programOf(db), 'QB', String(qb), 0));
    expectRefused(save, 'bad_input', /Unknown position "XX"/, () =>
      setDepthSlot(db, programOf(db), 'XX', String(qb), 1),
    );
    expectRefused(save, 'not_found', /No player called "Nobody Here"/, () =>
      setDepthSlot(db, programOf(db), 'QB', 'Nobody Here', 1),
    );
    expectRefused(save, 'not_found', /No player called/, () => setRedshirt(db, programOf(db), 'Nobody Here', true));
    const other = teamRoster(db, 'Auburn')[0];
    expectRefused(save, 'conflict', /plays for Auburn/, () =>
      setDepthSlot(db, programOf(db), other.pos, String(other.id), 1),
    );
    expectRefused(save, 'conflict', /your own team/, () =>
      setDepthSlot(db, programOf(db), 'QB', String(qb), 1, 'Auburn'),
    );
    expectRefused(save, 'conflict', /your own team/, () => autoDepth(db, programOf(db), 'QB', 'Auburn'));
  });

  it('refuses a move to another position during the season, and hands a position back to the automatic chart', () => {
    const db = save.db;
    const safety = teamDepthChart(db, team).find((p) => p.pos === 'S' && p.depth === 3)!;
    // A position change is the offseason's (positionChange.test.ts): the chart says when, and nothing changes.
    expectRefused(save, 'conflict', /Players change positions in the offseason.*\(now: Season\)/, () =>
      setDepthSlot(db, programOf(db), 'CB', String(safety.id), 2),
    );
    expect(findPlayer(db, safety.id)!.pos).toBe('S');
    const corners = chartAt(db, team, 'CB');
    save.change(() => setDepthSlot(db, programOf(db), 'CB', String(corners.at(-1)), 1));
    save.change(() => autoDepth(db, programOf(db), 'CB'));
    expect(depthEditsOf(db, team).has('CB')).toBe(false);
    const auto = teamDepthChart(db, team).filter((p) => p.pos === 'CB');
    expect(auto.map((p) => p.rating)).toEqual([...auto.map((p) => p.rating)].sort((a, b) => b - a));
  });

  it('keeps the edits of the players who remain across the offseason; redshirts keep their year', () => {
    const db = save.db;
    const year = readState(db).year;
    const kept = [...seasonStatuses(db, year).entries()]
      .filter(([, s]) => s.redshirting && s.gamesPlayed === 0)
      .map(([id]) => id);
    const before = new Map(kept.map((id) => [id, findPlayer(db, id)!]));
    const order = depthEditsOf(db, team).get('QB')!;
    save.change(() => simulateTo(db, new PageContext(db).lastWeek + 1));
    for (let i = 0; i < 3; i++) save.change(() => advanceStage(db)); // summary, progression, recruiting
    const remaining = order.filter((id) => findPlayer(db, id)?.active && findPlayer(db, id)?.pos === 'QB');
    expect(chartAt(db, team, 'QB').slice(0, remaining.length)).toEqual(remaining);
    let checked = 0;
    for (const [id, p] of before) {
      const now = findPlayer(db, id)!;
      if (!now.active || p.redshirted) continue;
      expect(now.year).toBe(p.year);
      expect(now.redshirted).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(300);
    const view = playerView(new PageContext(db), [...before.keys()][0]);
    expect(view.profile.class_label).toMatch(/\(RS\)$/);
    save.close();
  });
});

describe('a 2019 dynasty (a redshirt may play four games)', () => {
  it('plays a redshirt in four games, then holds him out, and he keeps his year', async () => {
    const save = await newDynasty(join(dir, 'b.db'), { year: 2019, team: 'Oregon', seed: 8 });
    const db = save.db;
    const freshman = teamDepthChart(db, 'Oregon').find(
      (p) => p.year === 'fr' && !p.redshirted && p.starter && p.pos !== 'K' && p.pos !== 'P',
    );
    const starter =
      freshman
      ?? teamDepthChart(db, 'Oregon').find((p) => p.starter && !p.redshirted && p.year !== 'sr' && p.pos === 'OL')!;
    save.change(() => setRedshirt(db, programOf(db), String(starter.id), true));
    save.change(() => advanceStage(db));
    const year = readState(db).year;
    save.change(() => simulateTo(db, 9));
    expect(playerStatus(db, year, starter.id)).toMatchObject({ redshirting: true, gamesPlayed: 4 });
    // Another who played five games cannot be redshirted any more.
    const regular = teamDepthChart(db, 'Oregon').find(
      (p) =>
        p.starter
        && p.pos === 'OL'
        && p.id !== starter.id
        && !p.redshirted
        && (playerStatus(db, year, p.id)?.gamesPlayed ?? 0) > 4,
    )!;
    expectRefused(save, 'conflict', /no more than 4/, () => setRedshirt(db, programOf(db), String(regular.id), true));
    save.change(() => simulateTo(db, new PageContext(db).lastWeek + 1));
    expect(playerStatus(db, year, starter.id)!.gamesPlayed).toBe(4);
    save.change(() => advanceStage(db));
    save.change(() => advanceStage(db));
    const after = findPlayer(db, starter.id)!;
    expect(after.year).toBe(starter.year);
    expect(after.redshirted).toBe(true);
    save.close();
  });
});
