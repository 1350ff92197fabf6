// The dynasty batch's recruiting pacing: each season's figures centred over the dynasties beside the real ones.
import { describe, expect, it } from 'vitest';
import type { DynastyRun } from '../../src/workbench/dynastyRun.js';
import { formatPacingReport, pacingReport, realPacing, type SeasonPacing } from '../../src/workbench/pacingReport.js';

function run(seed: number, year: number, pacing: Partial<SeasonPacing>): DynastyRun {
  const full: SeasonPacing = {
    beforeSeason: 0.4,
    midSeason: 0.6,
    earlySigning: 0.78,
    signingDay: 1,
    decommitments: 3,
    flips: 1,
    mostAfterWeek4: 0.5,
    ...pacing,
  };
  return {
    seed,
    startYear: year,
    userTeam: 'Alabama',
    seasons: [
      {
        year,
        champion: null,
        teams: [],
        games: [],
        preseasonRanks: {},
        playoffTeams: [],
        playoffGames: [],
        coachingChanges: 0,
        pacing: full,
      },
    ],
  };
}

describe('the recruiting pacing report', () => {
  it('centres each figure on the median over the dynasties and judges it against its era', () => {
    const report = pacingReport([
      run(1, 2016, { beforeSeason: 0.1 }),
      run(2, 2016, { beforeSeason: 0.35 }),
      run(3, 2016, { beforeSeason: 0.38 }),
    ]);
    expect(report.seasons).toHaveLength(1);
    expect(report.seasons[0].measured.beforeSeason).toBe(0.35);
    expect(report.seasons[0].real).toEqual(realPacing(2016));
    expect(report.seasons[0].inRange).toBe(true);
    expect(report.noClassCompleteByWeek4).toBe(true);
    expect(formatPacingReport(report)).toMatch(/2016 +35 \(40±12\) +60 \(60±12\) +78 \(78±12\) +100 +3 \(3\.5±2\)/);
  });

  it('says when a season is out of range or a class was complete after week 4', () => {
    const report = pacingReport([run(1, 2019, { beforeSeason: 0.2, mostAfterWeek4: 1 })]);
    expect(report.seasons[0].inRange).toBe(false);
    expect(report.noClassCompleteByWeek4).toBe(false);
    expect(formatPacingReport(report)).toMatch(/No program's class complete after week 4: NO\./);
  });
});
