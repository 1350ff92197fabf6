// The dynasty batch's Heisman figures: the winners' positions, the running quarterbacks among them and the
// season's best rusher against the FBS record, from known seasons and from a real played season's save.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  formatHeismanReport,
  heismanReport,
  seasonHeisman,
  type SeasonHeisman,
} from '../../src/workbench/heismanReport.js';
import { awardsOfYear } from '../../src/store/queries/awards.js';
import { teamSeasonTotals } from '../../src/store/queries/playerSeasons.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-heisman-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const season = (pos: string, rushYards: number, mostRushYards: number, teamFinalRank = 3): SeasonHeisman => ({
  pos,
  teamFinalRank,
  passYards: pos === 'QB' ? 3500 : 0,
  rushYards,
  mostRushYards,
});

describe("the batch's Heisman report", () => {
  it('counts positions, running quarterbacks and seasons past the rushing record', () => {
    const report = heismanReport([
      season('QB', 1100, 2100),
      season('QB', 999, 2700),
      season('RB', 2300, 2300),
      season('QB', 400, 1900),
    ]);
    expect(report.positions).toEqual([
      { pos: 'QB', winners: 3, share: 0.75 },
      { pos: 'RB', winners: 1, share: 0.25 },
    ]);
    expect(report).toMatchObject({
      seasons: 4,
      runningQbs: 1,
      runningQbShare: 0.25,
      runningQbShareOk: true,
      mostRushYardsMax: 2700,
      seasonsPastRushingRecord: 1,
    });
    const text = formatHeismanReport(report);
    expect(text).toContain('Quarterbacks who also ran for 1,000 yards: 1 (25%; real 6 of 25, 24%; range 5%-45%) in.');
    expect(text).toContain('past the FBS record (2,628) in 1 of 4 seasons');
    expect(text).toMatch(/^QB\s+3\s+75%\s+80%$/m);
    // Judged: quarterbacks, backs and receivers (wide receivers and tight ends) and the winner's team in the top five.
    expect(report.judged.map((j) => [j.label, j.winners, j.band])).toEqual([
      ['Quarterbacks', 3, [0.72, 0.88]],
      ['Running backs', 1, [0.05, 0.19]],
      ['Receivers', 0, [0.02, 0.14]],
      ["The winner's team in the final top five", 4, [0.63, 0.81]],
    ]);
    expect(text).toMatch(/^Receivers\s+0\s+0%\s+8%\s+2%-14%\s+OUT$/m);
    expect(text).toMatch(/^The winner's team in the final top five\s+4\s+100%\s+72%\s+63%-81%\s+OUT$/m);
    const mixed = heismanReport([
      ...Array.from({ length: 8 }, (_, i) => season('QB', 500, 2000, i < 6 ? 2 : 12)),
      season('RB', 2100, 2100, 4),
      season('WR', 0, 1900, 0),
    ]);
    expect(mixed.judged.map((j) => [j.share, j.ok])).toEqual([
      [0.8, true],
      [0.1, true],
      [0.1, true],
      [0.7, true],
    ]);
    // Half the winners running quarterbacks is out.
    expect(heismanReport([season('QB', 1200, 2000), season('QB', 300, 2000)]).runningQbShareOk).toBe(false);
  });

  it("reads a played season's winner and best rusher from the save", async () => {
    const path = join(dir, 'season.db');
    await texasSeason2024(path, 1);
    const save = await SaveFile.open(path);
    try {
      const h = seasonHeisman(save.db, 2024)!;
      const winner = awardsOfYear(save.db, 2024).find((a) => a.award === 'heisman' && a.slot === 1)!;
      expect(h.pos).toBe(winner.pos);
      const team = save.db.get<{ final_rank: number }>(
        'SELECT final_rank FROM team_seasons WHERE year = 2024 AND team = ?',
        [winner.team],
      );
      expect(h.teamFinalRank).toBe(team!.final_rank);
      const lines = teamSeasonTotals(save.db, 2024).flatMap((t) => t.players);
      expect(h.rushYards).toBe(lines.find((p) => p.playerId === winner.player_id)?.stats.rushing?.yds ?? 0);
      expect(h.mostRushYards).toBe(Math.max(...lines.map((p) => p.stats.rushing?.yds ?? 0)));
      expect(h.mostRushYards).toBeGreaterThan(1000);
      // Before the season's awards there is no winner to read.
      expect(seasonHeisman(save.db, 2025)).toBeNull();
    } finally {
      save.close();
    }
  }, 300_000);
});
