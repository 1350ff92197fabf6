// The watched game drawn: each play of the live view carries the engine's drawing of it (the week's game played
// again), the drive chart is the game's drives as the week stored them, `dynasty watch` prints both and its --json
// gives them; a game the engine can no longer play as it was (its team's depth chart changed since) keeps its text
// and its drives, without drawings. A rivalry game's pages name the rivalry, its trophy and the last meeting.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveGameResponse } from '../../src/shared/live-types.js';
import { RIVALRIES, RIVALRY_TROPHIES } from '../../src/core/data/rivalries.js';
import { artLine, driveLine, drivesSoFar } from '../../src/shared/playArtText.js';
import { rivalryText } from '../../src/shared/rivalryText.js';
import { gameDayText } from '../../src/shared/gameDayText.js';
import { stadiumOf } from '../../src/core/data/stadiums.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { setDepthSlot } from '../../src/store/actions/roster/depthChart.js';
import { replayGame } from '../../src/store/actions/season/replay.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { programOf } from '../../src/store/program.js';
import { gamesOfYear, isPlayed, type GameRow } from '../../src/store/queries/games.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { gameView } from '../../src/store/views/game.js';
import { liveGameView } from '../../src/store/views/liveGame.js';
import { runCli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-drawn-'));
const path = join(dir, 'drawn.db');
let save: SaveFile;
let own: GameRow;
let other: GameRow;

beforeAll(async () => {
  save = await newDynasty(path, { year: 2024, team: 'Michigan', seed: 11 });
  save.change(() => advanceStage(save.db));
  save.change(() => simulateTo(save.db, 3));
  const played = gamesOfYear(save.db, 2024).filter(isPlayed);
  own = played.find((g) => g.home === 'Michigan' || g.away === 'Michigan')!;
  other = played.find((g) => g.home !== 'Michigan' && g.away !== 'Michigan')!;
});
afterAll(() => {
  save.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The live view's drawing of each play is the engine's: the week's game played again, play for play. */
function expectEngineDrawings(live: LiveGameResponse, gameId: number): void {
  const engine = replayGame(save.db, gameId)!;
  expect(live.plays.map((p) => p.text)).toEqual(engine.plays!.map((p) => p.text));
  live.plays.forEach((p, i) => {
    const art = engine.plays![i].art;
    expect(p.drive).toBe(engine.plays![i].drive);
    if (!art) {
      expect(p.art).toBeNull();
      return;
    }
    expect(p.art).toMatchObject({
      kind: art.kind,
      formation: art.formation,
      personnel: art.personnel,
      front: art.front,
      coverage: art.coverage,
      defense_call: art.defenseCall,
      play: art.play,
      play_called: art.playCalled,
      ball_carrier: art.carrier,
      passer: art.passer,
      target: art.target,
      defender: art.defender,
      depth: art.depth,
      air_yards: art.air,
      yards: art.yards,
      result: art.result,
    });
  });
  expect(live.plays.filter((p) => p.art).length).toBeGreaterThan(live.plays.length * 0.9);
}

describe('the watched game drawn', () => {
  it("draws every play as the engine played it, the player's game and another alike", () => {
    const ctx = new PageContext(save.db);
    for (const g of [own, other]) expectEngineDrawings(liveGameView(ctx, g.id), g.id);
  });

  it("charts the game's drives as the week stored them, every play in one of them", () => {
    const ctx = new PageContext(save.db);
    for (const g of [own, other]) {
      const live = liveGameView(ctx, g.id);
      const page = gameView(ctx, g.id);
      expect(live.drives.map((d) => [d.offense === 'home' ? g.home : g.away, d.plays, d.yards, d.points])).toEqual(
        page.drives.map((d) => [d.offense, d.playCount, d.yards, d.points]),
      );
      const last = live.drives.at(-1)!;
      expect([last.home_score, last.away_score]).toEqual([g.home_points, g.away_points]);
      for (const d of live.drives)
        expect(d.yards).toBe(d.offense === 'home' ? d.end_ball_on - d.start_ball_on : d.start_ball_on - d.end_ball_on);
      for (const p of live.plays) expect(p.drive).toBeLessThan(live.drives.length);
      // Shown to its end, a watched game's chart is the whole chart; midway, the drives so far and the one under way.
      expect(drivesSoFar(live, live.plays.length)).toEqual(live.drives);
      const half = Math.floor(live.plays.length / 2);
      const so = drivesSoFar(live, half);
      const current = live.plays[half - 1].drive;
      expect(so.length).toBe(current + 1);
      if (so.at(-1)!.result === 'in_progress') expect(live.plays[half].drive).toBe(current);
      expect(so.slice(0, current)).toEqual(live.drives.slice(0, current));
    }
  });

  it('dynasty watch prints each drawn play under its line and the drive chart; --json gives them', async () => {
    const ctx = new PageContext(save.db);
    const live = liveGameView(ctx, own.id);
    const r = await runCli(['--save', path, 'watch', String(own.id)]);
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    const drawn = live.plays.filter((p) => p.art);
    for (const p of drawn) expect(lines).toContain(`${' '.repeat(52)}${artLine(p.art!)}`);
    const chart = lines.slice(lines.indexOf('Drive chart') + 1);
    const team = (side: 'home' | 'away') => (side === 'home' ? live.home_abbreviation : live.away_abbreviation);
    expect(chart).toEqual(live.drives.map((d) => driveLine(d, team(d.offense))));
    expect(chart.some((line) => / (Touchdown|Punt|Field goal) /.test(line))).toBe(true);

    const json = await runCli(['--save', path, 'watch', String(own.id), '--json']);
    expect(json.status).toBe(0);
    const answer = JSON.parse(json.stdout) as LiveGameResponse;
    expect(answer.drives).toEqual(live.drives);
    expect(answer.plays).toEqual(live.plays);
    expectEngineDrawings(answer, own.id);
  });

  it('keeps the text and the drives of a game the engine can no longer play as it was, without drawings', async () => {
    const ctx = new PageContext(save.db);
    const before = liveGameView(ctx, own.id);
    // The starting quarterback goes to the bench: the game played again would not be the one played.
    const program = programOf(save.db);
    const qbs = save.db.all<{ id: number }>("SELECT id FROM players WHERE team = ? AND pos = 'QB' ORDER BY depth", [
      program.team,
    ]);
    save.change(() => setDepthSlot(save.db, program, 'QB', String(qbs[1].id), 1));
    const after = liveGameView(new PageContext(save.db), own.id);
    expect(after.plays.map((p) => p.text)).toEqual(before.plays.map((p) => p.text));
    expect(after.plays.every((p) => p.art === null)).toBe(true);
    expect(after.plays.map((p) => p.drive)).not.toContain(undefined);
    expect(after.drives).toEqual(before.drives);
    const r = await runCli(['--save', path, 'watch', String(own.id)]);
    // No drawn line under a play (the heading's second line is the stadium and the weather, in words).
    expect(r.stdout.split('\n').slice(2).join('\n')).not.toContain(' · ');
    expect(r.stdout).toContain('Drive chart');
  });

  it('names a rivalry game, its trophy and the last meeting before it, on the game page and in dynasty game', async () => {
    const ctx = new PageContext(save.db);
    const games = gamesOfYear(save.db, 2024);
    const pair = (g: GameRow) => [g.home, g.away].sort().join('|');
    const rivalries = new Map(ctx.league(2024).rivalries.map((r) => [[...r.teams].sort().join('|'), r.name]));
    const game = games.find((g) => RIVALRY_TROPHIES[rivalries.get(pair(g)) ?? ''] !== undefined && !isPlayed(g))!;
    const name = rivalries.get(pair(game))!;
    expect(gameView(ctx, game.id).game.rivalry).toEqual({ name, trophy: RIVALRY_TROPHIES[name], last_meeting: null });
    expect(gameView(ctx, other.id).game.rivalry ?? null).toBeNull();
    // Two earlier meetings in the records (copies of the game's row, played): the later one is the last meeting.
    const columns = save.db
      .all<{ name: string }>('PRAGMA table_info(games)')
      .map((c) => c.name)
      .filter((c) => c !== 'id');
    const meet = (year: number, home: number, away: number) =>
      save.db.run(
        `INSERT INTO games (${columns.join(', ')}) SELECT ${columns.map((c) => (['year', 'home_points', 'away_points'].includes(c) ? '?' : c)).join(', ')} FROM games WHERE id = ?`,
        [year, home, away, game.id],
      );
    save.change(() => {
      meet(2022, 10, 35);
      meet(2023, 31, 20);
    });
    const rivalry = gameView(new PageContext(save.db), game.id).game.rivalry!;
    expect(rivalry.last_meeting).toEqual({ year: 2023, week: game.week, winner: game.home, score: '31-20' });
    const r = await runCli(['--save', path, 'game', '--id', String(game.id)]);
    expect(r.stdout).toContain(rivalryText(rivalry));
    // Every trophy is a rivalry's.
    const names = new Set(RIVALRIES.map((x) => x.name));
    expect(Object.keys(RIVALRY_TROPHIES).filter((n) => !names.has(n))).toEqual([]);
  });

  it('shows the stadium and the weather the game was played in, on the game and watched pages and in the CLI', async () => {
    const ctx = new PageContext(save.db);
    const day = gameView(ctx, other.id).game.day!;
    // The weather shown is the one the engine played: the week's game played again reports it.
    expect(day.weather).toEqual(replayGame(save.db, other.id)!.weather);
    expect(day.stadium).toEqual(other.neutral ? null : stadiumOf(other.home, 2024));
    expect(day.text).toBe(gameDayText(day.stadium, day.weather));
    // Michigan's home games are at Michigan Stadium; an unplayed game's preview shows its day too.
    const home = gamesOfYear(save.db, 2024).find((g) => g.home === 'Michigan' && !g.neutral && !isPlayed(g))!;
    const preview = gameView(ctx, home.id).game.day!;
    expect(preview.stadium).toEqual({ name: 'Michigan Stadium', capacity: 107600, roof: 'open' });
    const r = await runCli(['--save', path, 'game', '--id', String(home.id)]);
    expect(r.stdout).toContain(preview.text);
    const json = await runCli(['--save', path, 'game', '--id', String(home.id), '--json']);
    expect(JSON.parse(json.stdout).game.day).toEqual(preview);
    // The watched game shows the same day, and `dynasty watch` prints it under its heading.
    expect(liveGameView(ctx, other.id).day).toEqual(day);
    const watched = await runCli(['--save', path, 'watch', String(other.id)]);
    expect(watched.stdout.split('\n')[1]).toBe(day.text);
  });
});
