// The batch reports' arithmetic on small made-up runs, and the CSV format.
import { describe, expect, it } from 'vitest';
import { csvText } from '../../src/workbench/csv.js';
import type { TeamSeasonLine } from '../../src/workbench/csv.js';
import { dynastyBatchReport, formatDynastyReport, STABILITY_LIMITS } from '../../src/workbench/dynastyReport.js';
import type { DynastyRun, DynastySeason } from '../../src/workbench/dynastyRun.js';

function line(team: string, year: number, fields: Partial<TeamSeasonLine>): TeamSeasonLine {
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
    prestige: 4,
    nextPrestige: 4,
    rating: 70,
    pointsFor: 300,
    pointsAgainst: 300,
    ...fields,
  };
}

function season(year: number, teams: TeamSeasonLine[]): DynastySeason {
  const best = teams.reduce((a, b) => (b.wins > a.wins ? b : a));
  return {
    year,
    champion: { team: best.team, wins: best.wins, losses: best.losses, runnerUp: 'B' },
    teams,
    games: [],
    preseasonRanks: { A: 1, B: 8, C: 35 },
    playoffTeams: ['A', 'B'],
    playoffGames: [],
    coachingChanges: 2,
  };
}

/** Four teams; in the second season the ratings and prestige are whatever `later` makes of them. */
function run(seed: number, later: (t: TeamSeasonLine) => Partial<TeamSeasonLine>): DynastyRun {
  const first = [
    line('A', 2024, { wins: 13, losses: 0, rating: 90, prestige: 6, nextPrestige: 7 }),
    line('B', 2024, { wins: 10, losses: 3, rating: 80, prestige: 5, nextPrestige: 5 }),
    line('C', 2024, { wins: 4, losses: 8, rating: 65, prestige: 3, nextPrestige: 2 }),
    line('D', 2024, { wins: 1, losses: 11, rating: 50, prestige: 1, nextPrestige: 1 }),
  ];
  const second = first.map((t) => line(t.team, 2025, { ...t, season: 2025, nextPrestige: null, ...later(t) }));
  return { seed, startYear: 2024, userTeam: 'A', seasons: [season(2024, first), season(2025, second)] };
}

describe('dynasty batch report', () => {
  it('counts champions, unbeaten teams, wins, prestige moves and rating spread', () => {
    const report = dynastyBatchReport([run(1, () => ({}))], { year: 2024, seasons: 2 });
    expect(report.champions).toEqual([
      { dynasty: 1, season: 2024, team: 'A', record: '13-0', runnerUp: 'B' },
      { dynasty: 1, season: 2025, team: 'A', record: '13-0', runnerUp: 'B' },
    ]);
    expect(report.unbeaten[0].teams).toEqual([{ team: 'A', record: '13-0' }]);
    expect(report.winDistribution.find((w) => w.wins === 13)?.teamsPerSeason).toBe(1);
    expect(report.winDistribution.reduce((s, w) => s + w.teamsPerSeason, 0)).toBe(4);
    expect(report.perSeason[0]).toMatchObject({
      teams: 4,
      prestigeUp: 1,
      prestigeDown: 1,
      rating: { min: 50, median: 72.5, max: 90 },
    });
    expect(report.perSeason[0].prestigeTiers).toMatchObject({ 1: 1, 3: 1, 5: 1, 6: 1, 7: 0 });
    // No prestige known for the season after the last one: no moves counted.
    expect(report.perSeason[1]).toMatchObject({ prestigeUp: 0, prestigeDown: 0 });
    expect(report.stability.stable).toBe(true);
    expect(formatDynastyReport(report)).toMatch(/^Stable from 2024 to 2025/m);
  });

  it('averages several dynasties season by season', () => {
    const report = dynastyBatchReport([run(1, () => ({})), run(2, (t) => ({ rating: t.rating + 2 }))], {
      year: 2024,
      seasons: 2,
    });
    expect(report.dynasties).toBe(2);
    expect(report.perSeason[1].rating.median).toBe(73.5);
    expect(report.champions).toHaveLength(4);
  });

  it('calls a league unstable when ratings drift or prestige tiers reshuffle', () => {
    const drift = dynastyBatchReport([run(1, (t) => ({ rating: t.rating + STABILITY_LIMITS.medianRatingDrift + 1 }))], {
      year: 2024,
      seasons: 2,
    });
    expect(drift.stability.stable).toBe(false);
    expect(drift.stability.verdict).toMatch(/median rating \+4\.0 \(too much\)/);
    const squeezed = dynastyBatchReport([run(1, (t) => ({ rating: 70 + (t.rating - 70) / 2 }))], {
      year: 2024,
      seasons: 2,
    });
    expect(squeezed.stability.stable).toBe(false);
    const reshuffled = dynastyBatchReport([run(1, () => ({ prestige: 4 }))], { year: 2024, seasons: 2 });
    expect(reshuffled.stability.tierShift).toBe(1);
    expect(reshuffled.stability.stable).toBe(false);
    expect(reshuffled.stabilityAfterFirstOffseason).toBeNull();
  });

  it('tells a jump in the first offseason from a drift later on', () => {
    const jump = run(1, () => ({ prestige: 4 }));
    const second = jump.seasons[1];
    jump.seasons.push({ ...second, year: 2026, teams: second.teams.map((t) => ({ ...t, season: 2026 })) });
    const report = dynastyBatchReport([jump], { year: 2024, seasons: 3 });
    expect(report.stability.stable).toBe(false);
    expect(report.stabilityAfterFirstOffseason?.stable).toBe(true);
    expect(formatDynastyReport(report)).toMatch(/^After the first offseason: Stable from 2025 to 2026/m);
  });
});

describe('csvText', () => {
  it('quotes fields with commas or quotes and writes booleans and nulls plainly', () => {
    expect(csvText(['a', 'b', 'c', 'd'], [['Miami, FL', 'say "hi"', true, null]])).toBe(
      'a,b,c,d\n"Miami, FL","say ""hi""",1,\n',
    );
  });
});

describe('league movement over dynasties', () => {
  it('counts risers from outside the preseason top 40 into the final top 15, distinct champions and dominant programs', async () => {
    const { leagueMovement, risersOf } = await import('../../src/workbench/leagueMovement.js');
    const preseason = new Map([
      ['A', 1],
      ['B', 41],
      ['C', 30],
    ]);
    expect(
      risersOf(preseason, [
        { team: 'A', finalRank: 2 },
        { team: 'B', finalRank: 15 },
        { team: 'C', finalRank: 9 },
        { team: 'D', finalRank: 12 },
        { team: 'E', finalRank: 16 },
      ]),
    ).toEqual(['B', 'D']);
    // D (unranked before the season) finishes 10th in the second season of each dynasty.
    const runs = [1, 2].map((seed) => run(seed, (t) => (t.team === 'D' ? { finalRank: 10, wins: 11, losses: 1 } : {})));
    const m = leagueMovement(runs);
    expect(m.dynasties[0].risers).toEqual([0, 1]);
    expect(m.risersPerSeason).toBe(0.5);
    expect(m.distinctPlayoffTeams).toBe(2);
    expect(m.dominantDynastyShare).toBe(0);
    expect(m.coachingChangesPerSeason).toBe(2);
    // D went from 1 win to 11: one program of four gained four or more, none lost four.
    expect(m.gainFourWins).toBe(0.25);
    expect(m.loseFourWins).toBe(0);
    expect(m.dynasties[0]).toMatchObject({ gainFourWins: 0.25, loseFourWins: 0 });
    // Nobody of the preseason top 25 (A, B) has a final rank in these runs.
    expect(m.dynasties[0].preseasonTop25Kept).toEqual([0, 0]);
    expect([m.preseasonTop25KeptFirst, m.preseasonTop25KeptLater]).toEqual([0, 0]);
    // A won both titles of each dynasty; the two-team fields were the same both seasons (no 12-team field to judge).
    expect(m.mostTitlesInAnyDynasty).toBe(2);
    expect(m.dynasties[0].newToField).toEqual([0]);
    expect(m.newToFieldPerSeason).toBeNull();
  });

  it("counts programs new to each season's playoff field, judged for fields of 12", async () => {
    const { leagueMovement, newToField } = await import('../../src/workbench/leagueMovement.js');
    const field = (names: string) => names.split('');
    expect(
      newToField([{ playoffTeams: field('ABCD') }, { playoffTeams: field('ABEF') }, { playoffTeams: field('EFGH') }]),
    ).toEqual([2, 2]);
    const twelve = (names: string) => ({ ...run(1, () => ({})).seasons[0], playoffTeams: field(names) });
    const dynasty: DynastyRun = {
      seed: 1,
      startYear: 2024,
      userTeam: 'A',
      seasons: [twelve('ABCDEFGHIJKL'), twelve('ABCDEFGHIJMN'), twelve('ABCDEFGHOPQR')],
    };
    const m = leagueMovement([dynasty]);
    expect(m.newToFieldPerSeason).toBe(3);
    // 2 new, then 4 new: only the second within 4-8.
    expect(m.seasonsInNewToFieldRange).toBe(0.5);
    // The report sets real fields beside the goal: 8 new in 2025, the four-team fields' 56% a season.
    const { formatLeagueMovement } = await import('../../src/workbench/leagueMovement.js');
    expect(formatLeagueMovement(m)).toContain(
      "Programs new to the 12-team playoff field: 3 a season; 50% of seasons in the goal's 4-8 "
        + '(real: 8 in 2025, the one 12-team field after another; the 4-team fields of 2014-2023 changed 55.6% a season, 6.7 of 12 at that rate).',
    );
  });

  it('counts programs whose wins swing by four or more from one season to the next', async () => {
    const { winChanges } = await import('../../src/workbench/leagueMovement.js');
    const seasons = [
      {
        teams: [
          { team: 'A', wins: 12 },
          { team: 'B', wins: 3 },
          { team: 'C', wins: 7 },
        ],
      },
      {
        teams: [
          { team: 'A', wins: 8 },
          { team: 'B', wins: 6 },
          { team: 'D', wins: 9 },
        ],
      },
    ];
    const { preseasonTop25Kept } = await import('../../src/workbench/leagueMovement.js');
    // A stayed in the top 25, B fell out of it, C was not in it before the season.
    expect(
      preseasonTop25Kept(
        new Map([
          ['A', 3],
          ['B', 20],
          ['C', 30],
        ]),
        [
          { team: 'A', finalRank: 25 },
          { team: 'B', finalRank: 26 },
          { team: 'C', finalRank: 1 },
        ],
      ),
    ).toBe(1);
    // C left the league and D joined: only programs playing both seasons count.
    expect(winChanges(seasons)).toEqual([-4, 3]);
  });
});

describe('who wins and how results carry over', () => {
  it("sets each pair of seasons beside what real FBS carried over in the later season's era", async () => {
    const { realWinPctCarryOver } = await import('../../src/workbench/realMovement.js');
    const seasons = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
    // 2015-2020 before the portal's era, 2021-2025 in it: (6 * 0.53 + 5 * 0.45) / 11.
    expect(realWinPctCarryOver(seasons(2014, 12))).toBe(0.494);
    expect(realWinPctCarryOver(seasons(2024, 12))).toBe(0.45);
    expect(realWinPctCarryOver(seasons(2005, 4))).toBe(0.53);
    // A first season alone has no pair: the long-run figure.
    expect(realWinPctCarryOver([2024])).toBe(0.53);
  });

  it('correlates winning percentages with the season before, counts blue-blood titles, 10-win and winless teams', async () => {
    const { leagueMovement, winPctCarryOver, formatLeagueMovement } = await import(
      '../../src/workbench/leagueMovement.js'
    );
    // The same records both seasons: A (13-0) wins both titles and is no blue blood.
    const same = run(1, () => ({}));
    const m = leagueMovement([same]);
    expect(m.winPctCarryOver).toBe(1);
    expect(m.blueBloodTitleShare).toBe(0);
    // A 13-0 and B 10-3 each season; no winless team.
    expect(m.tenWinTeamsPerSeason).toBe(2);
    expect(m.winlessPerSeason).toBe(0);
    // The records turn over: D goes 0-12 and, renamed Alabama, wins in the other dynasty.
    const turned = run(2, (t) => ({ wins: t.losses, losses: t.wins }));
    expect(winPctCarryOver(turned.seasons).after).toEqual([0, 3 / 13, 8 / 12, 11 / 12]);
    expect(leagueMovement([turned]).winPctCarryOver).toBe(-1);
    const alabama = run(3, (t) => (t.team === 'A' ? { wins: 0, losses: 12 } : {}));
    alabama.seasons[1].champion = { team: 'Alabama', wins: 12, losses: 1, runnerUp: 'B' };
    const both = leagueMovement([same, alabama]);
    // One title of four; A's 0-12 is one winless team in four seasons.
    expect(both.blueBloodTitleShare).toBe(0.25);
    expect(both.winlessPerSeason).toBe(0.25);
    expect(both.tenWinTeamsPerSeason).toBe(1.75);
    expect(formatLeagueMovement(both)).toContain(
      'Teams with 10+ wins: 1.75 a season (real: 25, 21-28 in 2017-2025); winless teams: 0.25 a season (real: about 0.5).',
    );
    // 2024-2025 is one pair of seasons, both in the portal's era.
    expect(both.realWinPctCarryOver).toBe(0.45);
    expect(formatLeagueMovement(both)).toContain(
      "(real FBS in these seasons' eras: 0.45; 0.53 over 2004-2024, 0.45 from 2021)",
    );
    expect(formatLeagueMovement(both)).toContain(
      'Titles won by the ten blue bloods (Alabama, Ohio State, Georgia, Clemson, Michigan, Texas, Oklahoma, LSU, USC, Notre Dame): 25% (real: 11 of 12 in 2014-2025).',
    );
  });
});

describe('what decides how often one program wins titles', () => {
  it("counts how often each playoff round's favourite won and by how much it was favoured", async () => {
    const { playoffFavourites } = await import('../../src/workbench/playoffFavourites.js');
    const base = run(1, () => ({}));
    // A 12-team playoff: two first-round games, a quarterfinal, a semifinal and the final (weeks 16-19).
    base.seasons[0].playoffGames = [
      { week: 16, homeSpread: -10, homeWon: true },
      { week: 16, homeSpread: -4, homeWon: false },
      { week: 17, homeSpread: 3, homeWon: false },
      { week: 18, homeSpread: 0, homeWon: true },
      { week: 19, homeSpread: -6, homeWon: true },
    ];
    // A season of a 4-team playoff: its first round is a semifinal.
    base.seasons[1].playoffGames = [
      { week: 16, homeSpread: 2, homeWon: true },
      { week: 17, homeSpread: -1, homeWon: true },
    ];
    expect(playoffFavourites([base])).toEqual([
      { round: 'first round', games: 2, favouriteWon: 0.5, meanSpread: 7 },
      { round: 'quarterfinal', games: 1, favouriteWon: 1, meanSpread: 3 },
      // The pick'em semifinal is left out.
      { round: 'semifinal', games: 1, favouriteWon: 0, meanSpread: 2 },
      { round: 'final', games: 2, favouriteWon: 1, meanSpread: 3.5 },
    ]);
  });

  it("measures how much team ratings carry over and how much of the field is its season's best rated", async () => {
    const { leagueMovement, fieldInTopTwelve, ratingCarryOver } = await import('../../src/workbench/leagueMovement.js');
    // Every rating moves by the same 5 points: they carry over fully.
    const same = run(1, (t) => ({ rating: t.rating + 5 }));
    expect(leagueMovement([same]).ratingCarryOver).toBe(1);
    // The order turns over: A and D swap, B and C swap.
    const turned = run(1, (t) => ({ rating: 140 - t.rating }));
    expect(ratingCarryOver(turned.seasons)).toEqual({ before: [90, 80, 65, 50], after: [50, 60, 75, 90] });
    expect(leagueMovement([turned]).ratingCarryOver).toBe(-1);
    // With four teams every one is in the top 12; of 13 teams the 13th best is not.
    const teams = Array.from({ length: 13 }, (_, i) => ({ team: `T${i}`, rating: 90 - i }));
    expect(fieldInTopTwelve({ teams, playoffTeams: ['T0', 'T11', 'T12'] })).toBe(2);
    expect(leagueMovement([same]).fieldInTopTwelve).toBe(1);
  });
});
