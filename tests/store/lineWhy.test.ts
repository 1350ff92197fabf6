// Why the line: every game's line is kept with what the odds read when it was set (each team's strength and the home
// edge), and its parts, in tenths of a point as the pages show them, add up to the spread the game stores.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_FIELD_POINTS } from '../../src/core/odds/calibration.js';
import { lineSteps, spreadFor } from '../../src/core/odds/odds.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { setLinesForUnplayed } from '../../src/store/actions/season/lines.js';
import { loadSeasonTeams } from '../../src/store/actions/season/rosters.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { dynastyLeague } from '../../src/store/league.js';
import { findGame, gamesOfYear, type GameRow } from '../../src/store/queries/games.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { gameLineWhy } from '../../src/store/views/lineWhy.js';

let dir: string;
let save: SaveFile;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-line-why-'));
  save = await newDynasty(join(dir, 'why.db'), { year: 2024, team: 'Nebraska', seed: 7 });
  save.change(() => advanceStage(save.db)); // preseason -> season: the lines are set
}, 300_000);

afterAll(() => {
  save.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The parts of a game's line add up, as shown, to its stored spread, and the odds' steps give that spread. */
function expectExplained(g: GameRow): void {
  const why = gameLineWhy(g);
  expect(why, `game ${g.id}`).not.toBeNull();
  expect(lineSteps(g.home_strength!, g.away_strength!, g.home_edge!, g.year).homeSpread, `game ${g.id}`).toBe(g.spread);
  const tenths = why!.parts.reduce((sum, p) => sum + Math.round(p.points * 10), 0);
  expect(tenths, `game ${g.id}: ${why!.text}`).toBe(Math.round(Math.abs(g.spread!) * 10));
  expect(why!.margin).toBe(Math.abs(g.spread!));
  const favourite = g.spread! < 0 ? g.home : g.spread! > 0 ? g.away : why!.favourite;
  expect(why!.favourite).toBe(favourite);
  expect(why!.text.endsWith(g.spread === 0 ? ': Even' : `: ${favourite} by ${Math.abs(g.spread!)}`)).toBe(true);
  expect(g.home_edge).toBe(g.neutral ? 0 : HOME_FIELD_POINTS);
}

describe('why the line', () => {
  it("adds up to every game's stored spread when the season's lines are set", () => {
    const games = gamesOfYear(save.db, 2024);
    expect(games.length).toBeGreaterThan(700);
    for (const g of games) expectExplained(g);
    // The kept strengths are the odds' own: spreadFor over them gives the same line.
    for (const g of games) {
      const side = (overall: number) => ({ offense: overall, defense: 0, overall });
      expect(spreadFor(side(g.home_strength!), side(g.away_strength!), g.neutral === 1, 2024)).toBe(g.spread);
    }
  });

  it('reads as points above an average team, the home edge and the adjustments', () => {
    const g = gamesOfYear(save.db, 2024).find((x) => x.neutral === 0 && x.spread! <= -20)!;
    const why = gameLineWhy(g)!;
    expect(why.text).toMatch(
      new RegExp(
        `^${g.home} \\d+\\.\\d points (better|worse) than an average FBS team, ${g.away} \\d+\\.\\d (better|worse), `
          + 'home field 2\\.4, lopsided-game shortening -\\d+\\.\\d',
      ),
    );
  });

  it('adds up for the postseason games lined up as the season goes, through the whole season', () => {
    const ctx = new PageContext(save.db);
    save.change(() => simulateTo(save.db, ctx.lastWeek + 1));
    const games = gamesOfYear(save.db, 2024);
    expect(games.some((g) => g.kind !== 'regular')).toBe(true);
    for (const g of games) expectExplained(g);
  }, 600_000);

  it('keeps no readings beside a line set before they were kept, and such a game shows no explanation', () => {
    const g = gamesOfYear(save.db, 2024)[0];
    save.db.run(
      'UPDATE games SET home_strength = NULL, away_strength = NULL, home_edge = NULL, total = NULL WHERE id = ?',
      [g.id],
    );
    setLinesForUnplayed(save.db, 2024, loadSeasonTeams(save.db, dynastyLeague(save.db, 2024)));
    const after = findGame(save.db, g.id)!;
    expect(after.spread).toBe(g.spread);
    expect([after.home_strength, after.away_strength, after.home_edge]).toEqual([null, null, null]);
    expect(gameLineWhy(after)).toBeNull();
  });
});
