// A real save's season against the record, on held-out seeds: a 2016 dynasty played through its season and signing
// day (the Heisman winner, the signing classes) and a 2024 one at its first week (the games' totals).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offenseProduction } from '../../src/core/awards/scores.js';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { awardsOfYear } from '../../src/store/queries/awards.js';
import { gamesOfYear } from '../../src/store/queries/games.js';
import { readState } from '../../src/store/queries/meta.js';
import { teamSeasonTotals } from '../../src/store/queries/playerSeasons.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { heldOutSeeds } from './heldOut.js';

const [SEED_2016, SEED_2024] = heldOutSeeds(2);
const dir = mkdtempSync(join(tmpdir(), 'dynasty-season-calibration-'));
let save: SaveFile;

beforeAll(async () => {
  // The player's staff recruits for him, as the computer programs' staffs do: his class is one of the league's.
  save = await newDynasty(join(dir, 'season.db'), {
    year: 2016,
    team: 'Kansas State',
    seed: SEED_2016,
    staffRecruiting: true,
  });
  save.change(() => advanceStage(save.db));
  save.change(() => simulateTo(save.db, lastWeekFor(readState(save.db).playoff.teams) + 1));
  save.change(() => advanceStage(save.db)); // season summary: the awards are given
}, 900_000);

afterAll(() => {
  save.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a held-out 2016 season', () => {
  // Back in with the weather and the stadiums' home edge (docs/calibration.md, "Out on the held-out seeds"); it had
  // been out since the lines of the right size (a receiver of an 11-2 Texas, 4th at his position, seed 7001).
  it("gives the Heisman to one of the season's most productive players, on a team that won two games in three", () => {
    const winner = awardsOfYear(save.db, 2016).find((a) => a.award === 'heisman' && a.slot === 1)!;
    const team = save.db.get<{ wins: number; losses: number }>(
      'SELECT wins, losses FROM team_seasons WHERE year = 2016 AND team = ?',
      [winner.team],
    )!;
    // Band: docs/reference/heisman.md: every winner of 2000-2024 played for a team that won at least two games in
    // three (the fewest 9-4: Tebow's Florida 2007, Jackson's Louisville 2016, Hunter's Colorado 2024).
    expect(team.wins / (team.wins + team.losses), JSON.stringify({ winner, team })).toBeGreaterThanOrEqual(2 / 3);
    // A top candidate: among the ten most productive offensive players of the season, or the three most productive
    // at his position. Band: heisman.md, voters weigh a season against its position's usual best and the team's
    // success; the winners were their season's standouts (Bush, Ingram and Henry the era's best backs' seasons).
    const production = teamSeasonTotals(save.db, 2016)
      .flatMap((t) => t.players.map((p) => ({ id: p.playerId, value: offenseProduction(p.stats) })))
      .sort((a, b) => b.value - a.value);
    const positionOf = new Map(
      save.db.all<{ id: number; pos: string }>('SELECT id, pos FROM players').map((p) => [p.id, p.pos]),
    );
    const atPosition = production.filter((p) => positionOf.get(p.id) === winner.pos);
    expect([...production.slice(0, 10), ...atPosition.slice(0, 3)].map((p) => p.id)).toContain(winner.player_id);
  });

  it('signs classes of about 18 a program, the power programs and the player as large', () => {
    save.change(() => advanceStage(save.db)); // roster progression
    save.change(() => advanceStage(save.db)); // signing day
    expect(readState(save.db).stage).toBe('recruiting_summary');
    const classes = save.db.all<{ team: string; n: number; power: number }>(
      `SELECT s.team, (SELECT COUNT(*) FROM roster_changes r WHERE r.year = 2016 AND r.kind = 'recruit' AND r.team = s.team) AS n,
         s.conference IN ('SEC', 'Big Ten', 'ACC', 'Big 12', 'Pac-12') AS power FROM team_seasons s WHERE s.year = 2016`,
    );
    const mean = (rows: { n: number }[]) => rows.reduce((s, r) => s + r.n, 0) / rows.length;
    // Band: docs/reference/recruiting-classes.md: 2,434 high-school signees with FBS programs in the class of 2017,
    // about 18.7 a program (Southern Pigskin), the Power Five's 2015 classes 22.8 with junior college signees (Rivals):
    // more than 17 a program, the power programs more than 17.5, and the player's staff as the others (over 15).
    expect(mean(classes)).toBeGreaterThan(17);
    expect(mean(classes.filter((c) => c.power === 1))).toBeGreaterThan(17.5);
  });

  // OUT on the held-out seed since the weather and the stadiums' home edge: the player's staff signs 14 for Kansas State
  // (seed 7001; 16 with the lines of the right size, 15 before). Reported, not loosened (docs/calibration.md, "Out on
  // the held-out seeds"): an expected failure until the figure is back in, then a plain `it` again.
  it.fails("signs the player's staff a class as large as the others' (over 15)", () => {
    const n = save.db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM roster_changes WHERE year = 2016 AND kind = 'recruit' AND team = 'Kansas State'",
    )!.n;
    // Band: as above, docs/reference/recruiting-classes.md.
    expect(n).toBeGreaterThan(15);
  });
});

describe('a held-out 2024 season', () => {
  it("sets its games' totals near what FBS games scored together", async () => {
    const first = await newDynasty(join(dir, 'totals.db'), { year: 2024, team: 'Iowa State', seed: SEED_2024 });
    try {
      first.change(() => advanceStage(first.db)); // preseason -> season: the lines are set
      const totals = gamesOfYear(first.db, 2024).map((g) => g.total!);
      const mean = totals.reduce((a, b) => a + b, 0) / totals.length;
      // Band: shared/reference/fbs-targets.md "Games": FBS-vs-FBS games of 2023-24 scored 53.5 together (2024's
      // teams 28.0 each), the mean of 50-62 leaving room for the FCS games and mismatches, which run higher.
      expect(mean).toBeGreaterThan(50);
      expect(mean).toBeLessThan(62);
    } finally {
      first.close();
    }
  });
});
