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
} from '../../src/cli/batch/heismanReport.js';
import { awardsOfYear } from '../../src/store/queries/awards.js';
import { teamSeasonTotals } from '../../src/store/queries/playerSeasons.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-heisman-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const season = (pos: string, rushYards: number, mostRushYards: number): SeasonHeisman => ({
  pos,
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
