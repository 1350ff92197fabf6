// Every game gets a total (over/under) beside its spread when the season's lines are set, and a save from before
// totals gets its unplayed games' totals the next time the lines are set, its spreads kept.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { setLinesForUnplayed } from '../../src/store/actions/season/lines.js';
import { loadSeasonTeams } from '../../src/store/actions/season/rosters.js';
import { dynastyLeague } from '../../src/store/league.js';
import { gamesOfYear } from '../../src/store/queries/games.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { teamScheduleView } from '../../src/store/views/teamSchedule.js';
import { weekScheduleView } from '../../src/store/views/weekSchedule.js';

let dir: string;
let save: SaveFile;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-totals-'));
  save = await newDynasty(join(dir, 'totals.db'), { year: 2024, team: 'Iowa State', seed: 3 });
  advanceStage(save.db); // preseason -> season: the lines are set
}, 300_000);

afterAll(() => {
  save.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the season's totals", () => {
  it('are set for every game with its spread, in half points', () => {
    const games = gamesOfYear(save.db, 2024);
    expect(games.length).toBeGreaterThan(700);
    for (const g of games) {
      expect(g.spread, `game ${g.id}`).not.toBeNull();
      expect(g.total, `game ${g.id}`).not.toBeNull();
      expect(g.total! * 2).toBe(Math.round(g.total! * 2));
      expect(g.total!).toBeGreaterThan(25);
      expect(g.total!).toBeLessThan(110);
    }
    // How near what FBS games scored together they are: tests/calibration/season.test.ts.
  });

  it("are shown beside the spread on the team's schedule and the week's games", () => {
    const ctx = new PageContext(save.db);
    for (const g of teamScheduleView(ctx, 'Iowa State').games) {
      expect(g.spread).not.toBeNull();
      expect(g.total).toMatch(/^\d+(\.5)?$/);
    }
    const week = weekScheduleView(ctx, 1);
    for (const g of week.games)
      expect(Number(g.total)).toBe(gamesOfYear(save.db, 2024).find((x) => x.id === g.id)!.total);
  });

  it('reach the unplayed games of a save from before totals, keeping their spreads and moneylines', () => {
    const before = gamesOfYear(save.db, 2024);
    save.db.run('UPDATE games SET total = NULL WHERE year = 2024');
    const league = dynastyLeague(save.db, 2024);
    setLinesForUnplayed(save.db, 2024, loadSeasonTeams(save.db, league));
    const after = gamesOfYear(save.db, 2024);
    expect(after.map((g) => [g.spread, g.home_moneyline, g.away_moneyline, g.total])).toEqual(
      before.map((g) => [g.spread, g.home_moneyline, g.away_moneyline, g.total]),
    );
  });
});
