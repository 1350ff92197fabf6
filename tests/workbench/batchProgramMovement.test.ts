// The dynasty batch's program movement goals on small made-up runs: sustained climbs and falls, bottom-half
// programs in a final top 10, the best rosters first season against last.
import { describe, expect, it } from 'vitest';
import type { TeamSeasonLine } from '../../src/workbench/csv.js';
import type { DynastyRun } from '../../src/workbench/dynastyRun.js';
import {
  bottomHalfTopTens,
  formatProgramMovement,
  newAtTheTop,
  programMovement,
  sustainedMove,
  sustainedMoves,
} from '../../src/workbench/programMovement.js';
import { blueBloodShareBand, realBlueBloodShare, titleShareBand } from '../../src/workbench/realMovement.js';
import { eliteIn, realStartEliteShare, startEliteTitleShare } from '../../src/workbench/startElite.js';
import {
  decadeCounts,
  decadeOnceCounts,
  keptFromSeasonBefore,
  poissonBand,
  REAL_UNBEATEN,
} from '../../src/workbench/topTen.js';
import { round } from '../../src/core/stats/math.js';

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

/** A dynasty whose programs' prestige, rating and final rank follow the given series season by season. */
function dynasty(
  seed: number,
  programs: Record<string, { prestige: number[]; rating?: number[]; rank?: number[]; next?: number }>,
): DynastyRun {
  const seasons = Object.values(programs)[0].prestige.length;
  return {
    seed,
    startYear: 2014,
    userTeam: 'A',
    seasons: Array.from({ length: seasons }, (_, i) => ({
      year: 2014 + i,
      champion: null,
      games: [],
      preseasonRanks: {},
      playoffTeams: [],
      playoffGames: [],
      coachingChanges: 0,
      teams: Object.entries(programs).map(([team, p]) =>
        line(team, 2014 + i, {
          prestige: p.prestige[i],
          nextPrestige: i === seasons - 1 ? (p.next ?? null) : p.prestige[i + 1],
          rating: p.rating?.[i] ?? 60 + 5 * p.prestige[i],
          finalRank: p.rank?.[i] ?? 0,
        }),
      ),
    })),
  };
}

describe('programs that rise and fall for years', () => {
  it('counts a move of two tiers only when it is held three seasons running', () => {
    expect(sustainedMove([1, 2, 3, 3, 3], 1)).toBe(true);
    // Two tiers up for two seasons, then back: a spike, not a rise.
    expect(sustainedMove([1, 2, 3, 3, 2, 3], 1)).toBe(false);
    expect(sustainedMove([1, 2, 2, 2, 2, 2], 1)).toBe(false);
    expect(sustainedMove([6, 5, 4, 4, 4], -1)).toBe(true);
    expect(sustainedMove([6, 5, 4, 4, 4], 1)).toBe(false);
  });

  it("reads the prestige carried into the season after the last as the series' last value", () => {
    const run = dynasty(1, {
      Riser: { prestige: [1, 2, 3, 3], next: 3 },
      Faller: { prestige: [5, 4, 3, 3], next: 4 },
      Steady: { prestige: [4, 4, 4, 4], next: 4 },
    });
    // Riser holds 3 for the last two seasons and the next: three. Faller's next season is back up to 4.
    expect(sustainedMoves(run)).toEqual({ climbs: ['Riser'], falls: [] });
  });

  it("counts the final top-10 finishes of the first season's bottom half by prestige, ties by rating", () => {
    const run = dynasty(1, {
      A: { prestige: [6, 6], rank: [1, 2] },
      B: { prestige: [4, 4], rank: [5, 0] },
      C: { prestige: [2, 2], rating: [66, 66], rank: [9, 12] },
      D: { prestige: [2, 2], rating: [64, 64], rank: [11, 3] },
    });
    expect(bottomHalfTopTens(run)).toEqual([
      { team: 'C', year: 2014, rank: 9 },
      { team: 'D', year: 2015, rank: 3 },
    ]);
  });

  it('measures the best rosters first season against last, and who holds them', () => {
    const run = dynasty(1, {
      A: { prestige: [7, 7], rating: [94, 88] },
      B: { prestige: [7, 6], rating: [90, 86] },
      C: { prestige: [3, 4], rating: [70, 92] },
    });
    const m = programMovement([run]);
    expect(m.elite[0]).toEqual({ year: 2014, best: 94, topFive: 84.67, topTier: 92 });
    expect(m.elite[1]).toEqual({ year: 2015, best: 92, topFive: 88.67, topTier: 88 });
    expect(m.eliteChange).toEqual({ best: -2, topFive: 4, topTier: -4 });
    // Ten best of three programs are all three: nobody new.
    expect(m.newAtTheTop).toBe(0);
    const twelve = (shift: number) =>
      Array.from({ length: 12 }, (_, i) => line(`T${i}`, 2014, { rating: 90 - i + (i >= 10 ? shift : 0) }));
    // Two programs of the first season's 11th and 12th climb above the rest.
    expect(newAtTheTop(twelve(0), twelve(30))).toBe(0.2);
  });

  // The league's own figures the goals table judges beside the movement (a 2014 start's of main).
  const carryOver = {
    winPctCarryOver: 0.634,
    realWinPctCarryOver: 0.53,
    blueBloodTitleShare: 0.44,
    realBlueBloodTitleShare: { share: 11 / 12, titles: 12, from: 2014 },
    blueBloodTitleShareBand: [0.76, 1] as [number, number],
    tenWinTeamsPerSeason: 24.7,
    winlessPerSeason: 1,
  };

  it('judges the centres over the dynasties against the goals in the report', () => {
    const runs = [1, 2].map((seed) =>
      dynasty(seed, {
        Riser: { prestige: [1, 2, 3, 3, 3] },
        Faller: { prestige: [5, 4, 3, 3, 3] },
        Mid: { prestige: [3, 3, 3, 3, 3], rank: [0, 0, 8, 0, 0] },
        Top: { prestige: [7, 7, 7, 7, 7], rank: [1, 1, 1, 1, 1] },
      }),
    );
    const m = programMovement(runs);
    // Riser and Mid are the bottom half; Mid finishes 8th once.
    expect(m).toMatchObject({ climbs: 1, falls: 1, bottomHalfTopTen: 1 });
    const text = formatProgramMovement(m, {
      ...carryOver,
      newToFieldPerSeason: 5,
      distinctChampions: 7,
      mostTitles: 2,
    });
    expect(text).toMatch(/Programs up 2\+ prestige tiers for 3 seasons +1 +.+3 to 10 +OUT/);
    expect(text).toMatch(/New to the 12-team field a season +5 +.+4 to 8 +in/);
    expect(text).toMatch(/Most titles by one program +2 +.+3 to 6 +OUT/);
    expect(text).toMatch(/Winning percentage carried over +0\.634 +.+0\.48 to 0\.58 +OUT/);
    expect(text).toMatch(/Blue bloods' share of titles +0\.44 +- +11 of 12 in 2014-2025 +0\.76 to 1 +OUT/);
    expect(text).toMatch(/Teams with 10\+ wins a season +24\.7 +- +25 \(21-28\) +23 to 27 +in/);
    expect(text).toMatch(/Winless teams a season +1 +.+0 to 0\.75 +OUT/);
    expect(text).toContain('Riser');
    // Seasons of the portal's era are judged by what they carried over: 0.45 within 0.05.
    const portalEra = formatProgramMovement(m, {
      ...carryOver,
      winPctCarryOver: 0.465,
      realWinPctCarryOver: 0.45,
      newToFieldPerSeason: 5,
      distinctChampions: 7,
      mostTitles: 2,
    });
    expect(portalEra).toMatch(/Winning percentage carried over +0\.465 +- +0\.45 +0\.4 to 0\.5 +in/);
  });

  it("counts a decade's final top-ten programs, the top ten kept from the season before and unbeaten teams", () => {
    // Twelve seasons: the same five programs in every top ten, and a new one at each of the other five places a season.
    const seasons = 12;
    const programs: Record<string, { prestige: number[]; rank: number[] }> = {};
    for (let k = 0; k < 5; k++)
      programs[`Fixed${k}`] = { prestige: Array(seasons).fill(6), rank: Array(seasons).fill(k + 1) };
    for (let i = 0; i < seasons; i++)
      for (let k = 0; k < 5; k++)
        programs[`New${i}-${k}`] = {
          prestige: Array(seasons).fill(3),
          rank: Array.from({ length: seasons }, (_, j) => (j === i ? 6 + k : 0)),
        };
    const run = dynasty(1, programs);
    // Unbeaten: the top program every season, and another once.
    for (const s of run.seasons)
      for (const t of s.teams)
        if (t.finalRank === 1) Object.assign(t, { wins: 13, losses: 0, lossesBeforePostseason: 0 });
    Object.assign(run.seasons[3].teams.find((t) => t.finalRank === 2)!, {
      wins: 12,
      losses: 0,
      lossesBeforePostseason: 0,
    });
    // Unbeaten into the playoff, and beaten there.
    Object.assign(run.seasons[5].teams.find((t) => t.finalRank === 3)!, {
      wins: 13,
      losses: 1,
      lossesBeforePostseason: 0,
    });
    expect(decadeCounts(run)).toEqual([55, 55, 55]);
    // The fixed five are in every top ten; each new program once.
    expect(decadeOnceCounts(run)).toEqual([50, 50, 50]);
    expect(keptFromSeasonBefore(run)).toEqual(Array(seasons - 1).fill(5));
    const m = programMovement([run]);
    expect(m.topTen).toMatchObject({
      decadeDistinct: 55,
      decadeOnce: 50,
      keptFromSeasonBefore: 5,
      unbeatenPerSeason: round(13 / 12, 3),
      unbeatenBeforePostseason: round(14 / 12, 3),
      playoffTeams: 4,
      unbeatenGoal: [0.36, 0.84],
      unbeatenBeforePostseasonGoal: [1.67, 2.5],
    });
    const text = formatProgramMovement(m, {
      ...carryOver,
      newToFieldPerSeason: null,
      distinctChampions: 7,
      mostTitles: 4,
    });
    expect(text).toMatch(/Programs in a decade's final top tens +55 +0 +36\.9 \(34-39\), 2004-2024 +34 to 39 +OUT/);
    expect(text).toMatch(
      /Unbeaten before the bowls and playoff +1\.167 +0 +2\.08 \(25 in 2014-2025\) +1\.67 to 2\.5 +OUT/,
    );
    expect(text).toMatch(
      /Unbeaten teams a season \(4-team field\) +1\.083 +0 +0\.6 \(6 in 2014-2023\) +0\.36 to 0\.84 +OUT/,
    );
    // A 12-team field is judged by its own two real seasons.
    const twelve = {
      ...run,
      seasons: run.seasons.map((s) => ({ ...s, playoffTeams: Array.from({ length: 12 }, (_, k) => `Seed${k}`) })),
    };
    const t12 = programMovement([twelve]).topTen;
    expect([t12.playoffTeams, t12.unbeatenGoal, t12.unbeatenBeforePostseasonGoal]).toEqual([12, [0, 1], [1.67, 2.5]]);
    // A league that starts on the 2024 conference map is judged before the postseason by that map's seasons.
    const from2024 = programMovement([{ ...twelve, startYear: 2024 }]).topTen;
    expect(from2024.unbeatenBeforePostseasonGoal).toEqual([0.29, 1.71]);
    expect(text).toContain('A final top ten kept 5 of the season before');
    expect(text).toContain(
      "a decade's final top tens held 50 programs once (std err 0; real 15.6, 10-19 in 2004-2024)",
    );
    // Nine seasons hold no decade.
    expect(decadeCounts({ ...run, seasons: run.seasons.slice(0, 9) })).toEqual([]);
  });

  it('judges unbeaten teams within one Poisson standard error of the real count of their format', () => {
    expect(poissonBand(REAL_UNBEATEN.smallField)).toEqual([0.36, 0.84]);
    expect(poissonBand(REAL_UNBEATEN.twelveTeamField)).toEqual([0, 1]);
    expect(poissonBand(REAL_UNBEATEN.beforePostseason)).toEqual([1.67, 2.5]);
    expect(poissonBand(REAL_UNBEATEN.beforePostseasonFrom2024)).toEqual([0.29, 1.71]);
    expect(poissonBand({ teams: 0, seasons: 5 })).toEqual([0, 0]);
  });

  it("gives each centre's standard error over the dynasties beside it", () => {
    const programs = (rank: number[]) => ({
      Riser: { prestige: [1, 1, 1] },
      Mid: { prestige: [3, 3, 3], rank },
      Top: { prestige: [7, 7, 7] },
      Next: { prestige: [6, 6, 6] },
    });
    // Mid (bottom half) finishes in the top 10 twice in one dynasty and never in the other: 1 ± 1.
    const m = programMovement([dynasty(1, programs([5, 9, 0])), dynasty(2, programs([0, 0, 0]))]);
    expect(m.bottomHalfTopTen).toBe(1);
    expect(m.standardErrors).toEqual({ climbs: 0, falls: 0, bottomHalfTopTen: 1 });
    const text = formatProgramMovement(m, {
      ...carryOver,
      newToFieldPerSeason: null,
      distinctChampions: 7,
      mostTitles: 4,
    });
    expect(text).toMatch(/Bottom-half programs in a final top 10 +1 +1 +about 9/);
    expect(text).toMatch(/Distinct champions +7 +- +5-8/);
  });
});

describe("the blue bloods' real share of the titles", () => {
  it('reads the seasons a dynasty covers, or the last run of them on record', () => {
    expect(realBlueBloodShare(2014, 12)).toEqual({ share: 11 / 12, titles: 12, from: 2014 });
    expect(realBlueBloodShare(2004, 12)).toEqual({ share: 8 / 12, titles: 12, from: 2004 });
    // A dynasty past 2025 is judged by 2014-2025; a short one by twelve seasons all the same.
    expect(realBlueBloodShare(2024, 12).from).toBe(2014);
    expect(realBlueBloodShare(2016, 3)).toEqual({ share: 11 / 12, titles: 12, from: 2014 });
    expect(blueBloodShareBand(2014, 12)).toEqual([0.76, 1]);
    expect(blueBloodShareBand(2004, 12)).toEqual([0.39, 1]);
  });

  it('counts the titles of the programs on top when the run starts, picked without hindsight', () => {
    const elite2014 = eliteIn(2014);
    for (const team of ['Alabama', 'Florida State', 'Ohio State', 'Oregon', 'Clemson', 'Georgia', 'LSU'])
      expect(elite2014).toContain(team);
    for (const team of ['Michigan', 'Indiana', 'Texas']) expect(elite2014).not.toContain(team);
    // 2014's elite won every title of 2014-2025 but Michigan's (2023) and Indiana's (2025).
    const real = realStartEliteShare(2014, 12);
    expect(real).toEqual({ share: 0.833, titles: 12, from: 2014 });
    expect(realStartEliteShare(2024, 12)).toEqual(real);
    expect(titleShareBand(real)).toEqual([0.62, 1]);
    // A dynasty whose first season's prestige-6 program wins two titles and a prestige-4 program one.
    const run = dynasty(1, { Top: { prestige: [6, 5, 5] }, Low: { prestige: [4, 6, 6] } });
    run.seasons.forEach((season, i) => {
      season.champion = { team: i === 1 ? 'Low' : 'Top', wins: 13, losses: 1, runnerUp: i === 1 ? 'Top' : 'Low' };
    });
    expect(startEliteTitleShare([run])).toBe(round(2 / 3, 3));
    const m = programMovement([run]);
    expect(m.startElite).toEqual({ share: round(2 / 3, 3), real, band: [0.62, 1] });
  });
});
