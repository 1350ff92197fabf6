// The dynasty report's ranked openers: its arithmetic on made-up runs, and what it reads from a real save's lines.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DynastyRun, DynastySeason } from '../../src/workbench/dynastyRun.js';
import { formatOpenersReport, openersReport, rankedOpeners } from '../../src/workbench/rankedOpeners.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';

const dir = mkdtempSync(join(tmpdir(), 'ranked-openers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function season(year: number, spreads: number[]): DynastySeason {
  return {
    year,
    champion: null,
    teams: [],
    games: [],
    preseasonRanks: {},
    playoffTeams: [],
    playoffGames: [],
    coachingChanges: 0,
    rankedOpeners: spreads.map((spread, i) => ({ rank: i + 1, spread })),
  };
}

describe('ranked openers', () => {
  it('counts ranked underdogs, what they were getting and how often by 8 or more, first season apart', () => {
    const runs: DynastyRun[] = [1, 2].map((seed) => ({
      seed,
      startYear: 2024,
      userTeam: 'A',
      seasons: [season(2024, [-20, -10, 3, 0]), season(2025, [-14, 9]), season(2026, [12, -3])],
    }));
    expect(openersReport(runs)).toEqual([
      // 8 openers, 2 underdogs (the pick'em is not one), each getting 3.
      {
        seasons: 'first season',
        games: 8,
        underdogShare: 0.25,
        meanUnderdogBy: 3,
        bigUnderdogShare: 0,
        underdogsPerSeason: 1,
      },
      {
        seasons: 'later seasons',
        games: 8,
        underdogShare: 0.5,
        meanUnderdogBy: 10.5,
        bigUnderdogShare: 0.5,
        underdogsPerSeason: 1,
      },
    ]);
    expect(formatOpenersReport(openersReport(runs))).toMatch(/later seasons\s+8\s+50\.0\s+1\.0\s+10\.5\s+50\.0/);
  });

  it("reads each Top 25 team's first game against an unranked FBS team, with its line", async () => {
    const save = await newDynasty(join(dir, 'openers.db'), { year: 2024, team: 'Georgia', seed: 2 });
    try {
      advanceStage(save.db);
      const openers = rankedOpeners(save.db, 2024);
      expect(openers.length).toBeGreaterThan(0);
      expect(openers.every((o) => o.rank >= 1 && o.rank <= 25)).toBe(true);
      expect(new Set(openers.map((o) => o.rank)).size).toBe(openers.length);
      // Georgia (No. 1) opens with Clemson (No. 14), as in 2024: a ranked meeting, not counted.
      expect(openers.some((o) => o.rank === 1)).toBe(false);
    } finally {
      save.close();
    }
  });
});
