// The dynasty batch's departures report on made-up offseasons: ranges judged against the issue's targets,
// incomplete rosters listed with their season, team ratings by prestige tier and their drift.
import { describe, expect, it } from 'vitest';
import type { TeamSeasonLine } from '../../src/workbench/csv.js';
import {
  departuresReport,
  formatDeparturesReport,
  type OffseasonFigures,
} from '../../src/workbench/departuresReport.js';

function line(team: string, year: number, prestige: number, rating: number): TeamSeasonLine {
  return {
    season: year,
    team,
    conference: 'X',
    wins: 6,
    losses: 6,
    confWins: 4,
    confLosses: 4,
    lossesBeforePostseason: 6,
    finalRank: 0,
    prestige,
    nextPrestige: prestige,
    rating,
    pointsFor: 300,
    pointsAgainst: 300,
  };
}

function figures(
  year: number,
  early: number,
  portalMean: number,
  incomplete: OffseasonFigures['incomplete'] = [],
  portalMoves: OffseasonFigures['portalMoves'] = { powerLevel: 6, powerDown: 4, groupUp: 2, groupLevel: 3 },
): OffseasonFigures {
  return {
    year,
    earlyEntrants: early,
    earlyDrafted: early - 10,
    portalEntrants: portalMean * 130,
    portalSigned: portalMean * 90,
    portalSitOut: 0,
    portalPerProgram: { min: portalMean - 8, mean: portalMean, max: portalMean + 9 },
    portalUser: 12,
    portalMoves,
    rosterSizes: { min: 80, mean: 84.8, max: 85 },
    incomplete,
    positionChanges: year % 2 === 0 ? 90 : 110,
    positionChangePrograms: year % 2 === 0 ? 60 : 70,
  };
}

function run(
  seed: number,
  years: number[],
  early: (y: number) => number,
  portal: (y: number) => number,
  tier7: (i: number) => number,
) {
  return {
    seed,
    seasons: years.map((year, i) => ({
      year,
      teams: [line('A', year, 7, tier7(i)), line('B', year, 7, tier7(i)), line('C', year, 2, 66)],
      offseason: figures(
        year,
        early(year),
        portal(year),
        year === 2022 ? [{ team: 'C', players: 79, qb: 1, ol: 9, k: 1, p: 1 }] : [],
      ),
    })),
  };
}

describe('dynasty batch: departures', () => {
  const years = [2020, 2021, 2022, 2023, 2024, 2025, 2026];

  it('finds early entrants and recent portal entrants in range, and lists incomplete rosters', () => {
    const report = departuresReport([
      run(
        1,
        years,
        () => 110,
        (y) => (y >= 2021 ? 20 : 11),
        () => 88,
      ),
    ]);
    expect(report.earlyEntrants).toMatchObject({ min: 110, max: 110, inRange: true });
    expect(report.portalPerProgramRecent).toMatchObject({ seasons: 6, mean: 20, inRange: true });
    expect(report.incompleteRosters).toEqual([
      { season: 2023, dynasty: 1, team: 'C', detail: '79 players: 1 QB, 9 OL, 1 K, 1 P' },
    ]);
    expect(report.tierDrift.map((t) => [t.tier, t.drift, t.steady])).toEqual([
      [2, 0, true],
      [7, 0, true],
    ]);
    const text = formatDeparturesReport(report);
    expect(text).toContain('early entrants 110-110 a year (target 90-130): in range');
    expect(text).toContain('1 incomplete roster (at least 2 QB, 8 OL, a K and a P)');
    // 7 offseasons from 2020 of 6 power players staying and 4 going down, 2 Group of Five players going up and 3 not.
    expect(report.portalMoves).toEqual({
      seasons: 7,
      powerStays: { share: 60, players: 70, inRange: true },
      groupUp: { share: 40, players: 35, inRange: true },
    });
    expect(text).toContain(
      'power portal players signed in FBS staying in a power conference 60% of 70 (target 40-70): in range',
    );
  });

  it('judges where signed portal players went from the 2020 offseason on', () => {
    const moves = (year: number) =>
      year < 2020
        ? { powerLevel: 100, powerDown: 0, groupUp: 100, groupLevel: 0 }
        : { powerLevel: 9, powerDown: 1, groupUp: 1, groupLevel: 4 };
    const report = departuresReport([
      {
        seed: 1,
        seasons: [2018, 2019, 2020, 2021].map((year) => ({
          year,
          teams: [line('A', year, 7, 88)],
          offseason: figures(year, 110, 20, [], moves(year)),
        })),
      },
    ]);
    expect(report.portalMoves).toEqual({
      seasons: 2,
      powerStays: { share: 90, players: 20, inRange: false },
      groupUp: { share: 20, players: 10, inRange: false },
    });
    expect(report.verdict).toContain(
      'Group of Five portal players signed in FBS going up 20% of 10 (target 30-55): OUT of range',
    );
    const before = departuresReport([
      { seed: 1, seasons: [{ year: 2019, teams: [line('A', 2019, 7, 88)], offseason: figures(2019, 110, 20) }] },
    ]);
    expect(before.portalMoves.seasons).toBe(0);
    expect(before.verdict).not.toContain('portal players signed');
  });

  it('says so when a figure leaves its range or a tier drifts more than 2 points', () => {
    const report = departuresReport([
      run(
        1,
        years,
        (y) => (y === 2024 ? 140 : 100),
        () => 30,
        (i) => 84 + i,
      ),
    ]);
    expect(report.earlyEntrants.inRange).toBe(false);
    expect(report.portalPerProgramRecent.inRange).toBe(false);
    const p7 = report.tierDrift.find((t) => t.tier === 7)!;
    expect(p7).toMatchObject({ first: 85, last: 89, drift: 4, steady: false });
    expect(report.verdict).toContain('OUT of range');
    expect(report.verdict).toContain('NOT steady');
  });

  it('averages several dynasties year by year', () => {
    const report = departuresReport([
      run(
        1,
        years,
        () => 100,
        () => 18,
        () => 88,
      ),
      run(
        2,
        years,
        () => 120,
        () => 22,
        () => 88,
      ),
    ]);
    expect(report.perYear[0]).toMatchObject({
      year: 2020,
      earlyEntrants: 110,
      incompleteRosters: 0,
      positionChanges: 90,
      positionChangePrograms: 60,
    });
    expect(report.perYear[1]).toMatchObject({ positionChanges: 110, positionChangePrograms: 70 });
    expect(formatDeparturesReport(report)).toMatch(
      /Position changes by the computer's programs[^\n]*\n.*Season\s+Moves\s+Programs/,
    );
    expect(report.perYear[2].incompleteRosters).toBe(2);
    expect(report.portalPerProgramRecent.mean).toBe(20);
  });
});
