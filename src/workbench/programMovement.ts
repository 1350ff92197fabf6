// Programs that rise and fall for years, and whether the league's best rosters stay as strong as the first
// season's: the dynasty batch's goals for movement over 12-season dynasties, each beside the real record.
import { formatTable } from '../shared/textTable.js';
import type { TeamSeasonLine } from './csv.js';
import type { DynastyRun } from './dynastyRun.js';
import { MOVEMENT_GOALS, REAL_CARRY_OVER, realTitles, titleShareBand } from './realMovement.js';
import { realStartEliteShare, startEliteTitleShare } from './startElite.js';
import {
  REAL_TOP_TEN,
  realUnbeatenBeforePostseasonFor,
  realUnbeatenFor,
  TOP_TEN_GOALS,
  topTenFigures,
  type TopTenFigures,
} from './topTen.js';
import { mean, round, sd } from '../core/stats/math.js';

/**
 * The goals over 12-season dynasties, judged on the mean over the dynasties (docs/reference/program-movement.md):
 * - climbs: programs up two or more prestige tiers from the first season that hold it three seasons (real 2014-2025:
 *   Cincinnati, UCF, Indiana, SMU, Tulane, Utah, Washington, TCU and others; goal at least 3 a dynasty);
 * - falls: as many down two (real: Florida State, Nebraska, USC, Texas before 2021, Miami, Stanford, Virginia Tech);
 * - bottom-half programs of the first season's prestige in a final top 10 (real 2014-2025: about 9 such finishes);
 * - programs new to the 12-team playoff field a season (real 2025: 8; the four-team fields' rate, 6.7 of 12);
 * - distinct champions and the most titles by one program (real 12-season windows of 2004-2024: 5-8 champions,
 *   Alabama 5 or 6 in 6 of 10 windows).
 */
export const PROGRAM_MOVEMENT_GOALS = {
  climbs: [3, 10],
  falls: [2, 10],
  bottomHalfTopTen: [4, 14],
  newToField: MOVEMENT_GOALS.newToField,
  distinctChampions: [6, 12],
  mostTitles: MOVEMENT_GOALS.mostTitles,
} as const satisfies Record<string, readonly [number, number]>;

/**
 * Who wins and how much a season carries over, judged beside the movement goals (docs/reference/program-movement.md;
 * the bands are ours): winning percentage's correlation with the season before within CARRY_OVER_TOLERANCE of what
 * real FBS carried over in those seasons' eras (realWinPctCarryOver); the ten blue bloods' share of the titles as in
 * the real seasons the dynasty covers (11 of 12 in 2014-2025, 8 of 12 in 2004-2015; leagueMovement.ts
 * blueBloodShareBand); ten-win teams within 2 of 2017-2025's 25.0 a season (those seasons' SD is 2.3); a winless team
 * at most about every other season.
 */
export const CARRY_OVER_GOALS = {
  tenWinTeams: [REAL_CARRY_OVER.tenWinTeamsPerSeason - 2, REAL_CARRY_OVER.tenWinTeamsPerSeason + 2],
  winless: [0, 0.75],
} as const satisfies Record<string, readonly [number, number]>;
/** How far the carry-over's centre may sit from the real one: the real pairs of seasons spread 0.37-0.60. */
export const CARRY_OVER_TOLERANCE = 0.05;

/** The real figures set beside the goals (docs/reference/program-movement.md). */
export const REAL_PROGRAM_MOVEMENT = {
  climbs: 'Cincinnati, UCF, Indiana, SMU, Tulane, Utah, TCU',
  falls: 'Florida State, Nebraska, USC, Miami, Stanford',
  bottomHalfTopTen: 'about 9 in 2014-2025',
  newToField: '8 in 2025; 6.7 of 12 at the 2014-23 rate',
  distinctChampions: '5-8 in 12-season windows of 2004-2024',
  mostTitles: 'Alabama 5-6 in 6 of 10 windows',
} as const;

const DECADE_TEXT = 'any ten seasons running of a dynasty (none in a shorter one)';

/** Best rosters year one against the last season: within this many rating points. */
export const ELITE_STRENGTH_TOLERANCE = 2;

/** How far and how long: a program counts when it sits `tiers` or more from its first-season prestige for `hold` seasons running. */
export const SUSTAINED = { tiers: 2, hold: 3 } as const;

/** A program's prestige season by season, with the prestige it carries into the season after the last. */
export function prestigeSeries(run: DynastyRun): Map<string, number[]> {
  const series = new Map<string, number[]>();
  for (const s of run.seasons) {
    for (const t of s.teams) {
      const list = series.get(t.team) ?? [];
      list.push(t.prestige);
      series.set(t.team, list);
    }
  }
  const last = run.seasons[run.seasons.length - 1];
  for (const t of last?.teams ?? []) if (t.nextPrestige !== null) series.get(t.team)!.push(t.nextPrestige);
  return series;
}

/** True when the series stays `tiers` or more above (direction 1) or below (-1) its first value for `hold` values running. */
export function sustainedMove(
  prestige: readonly number[],
  direction: 1 | -1,
  tiers = SUSTAINED.tiers,
  hold = SUSTAINED.hold,
): boolean {
  let run = 0;
  for (const p of prestige) {
    run = direction * (p - prestige[0]) >= tiers ? run + 1 : 0;
    if (run >= hold) return true;
  }
  return false;
}

/** The programs that climbed (fell) two or more tiers and held it three seasons, by name. */
export function sustainedMoves(run: DynastyRun): { climbs: string[]; falls: string[] } {
  const series = [...prestigeSeries(run)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return {
    climbs: series.filter(([, p]) => sustainedMove(p, 1)).map(([team]) => team),
    falls: series.filter(([, p]) => sustainedMove(p, -1)).map(([team]) => team),
  };
}

/**
 * The bottom half of the first season's programs by prestige (ties broken by the lower team rating, then name),
 * and how many times any of them finished in a final top 10 over the dynasty.
 */
export function bottomHalfTopTens(run: DynastyRun): { team: string; year: number; rank: number }[] {
  const first = run.seasons[0]?.teams ?? [];
  const ordered = first
    .slice()
    .sort((a, b) => a.prestige - b.prestige || a.rating - b.rating || (a.team < b.team ? -1 : 1));
  const bottom = new Set(ordered.slice(0, Math.floor(ordered.length / 2)).map((t) => t.team));
  return run.seasons.flatMap((s) =>
    s.teams
      .filter((t) => bottom.has(t.team) && t.finalRank >= 1 && t.finalRank <= 10)
      .map((t) => ({ team: t.team, year: s.year, rank: t.finalRank })),
  );
}

export interface EliteStrength {
  /** Mean over the dynasties of the season's best team rating, of its five best, and of its top prestige tier's mean. */
  best: number;
  topFive: number;
  topTier: number;
}

function eliteOf(teams: readonly TeamSeasonLine[]): EliteStrength {
  const ratings = teams.map((t) => t.rating).sort((a, b) => b - a);
  const top = Math.max(...teams.map((t) => Math.round(t.prestige)));
  return {
    best: ratings[0] ?? 0,
    topFive: mean(ratings.slice(0, 5)),
    topTier: mean(teams.filter((t) => Math.round(t.prestige) === top).map((t) => t.rating)),
  };
}

/** Share of the last season's ten best-rated programs that were not among the first season's ten best. */
export function newAtTheTop(first: readonly TeamSeasonLine[], last: readonly TeamSeasonLine[]): number {
  const topTen = (teams: readonly TeamSeasonLine[]) =>
    teams
      .slice()
      .sort((a, b) => b.rating - a.rating || (a.team < b.team ? -1 : 1))
      .slice(0, 10)
      .map((t) => t.team);
  const before = new Set(topTen(first));
  const now = topTen(last);
  return now.length === 0 ? 0 : now.filter((t) => !before.has(t)).length / now.length;
}

export interface ProgramMovement {
  dynasties: { seed: number; climbs: string[]; falls: string[]; bottomHalfTopTen: number }[];
  /** Means over the dynasties. */
  climbs: number;
  falls: number;
  bottomHalfTopTen: number;
  /** Each mean's standard error over the dynasties (their SD over the square root of their number). */
  standardErrors: { climbs: number; falls: number; bottomHalfTopTen: number };
  /** The league's best rosters each season (means over the dynasties), and the first and last season's. */
  elite: (EliteStrength & { year: number })[];
  eliteChange: { best: number; topFive: number; topTier: number };
  /** Mean share of the last season's ten best-rated programs that were not among the first season's ten best. */
  newAtTheTop: number;
  /** How the final top ten turns over, and unbeaten teams (topTen.ts). */
  topTen: TopTenFigures;
  /** Titles won by the programs of the top two tiers when the dynasties start, beside the real start's (startElite.ts). */
  startElite: { share: number; real: { share: number; titles: number; from: number }; band: [number, number] };
}

export function programMovement(runs: readonly DynastyRun[]): ProgramMovement {
  const dynasties = runs.map((run) => {
    const moves = sustainedMoves(run);
    return { seed: run.seed, ...moves, bottomHalfTopTen: bottomHalfTopTens(run).length };
  });
  const seasons = Math.min(...runs.map((r) => r.seasons.length));
  const elite = Array.from({ length: Number.isFinite(seasons) ? seasons : 0 }, (_, i) => {
    const each = runs.map((r) => eliteOf(r.seasons[i].teams));
    return {
      year: runs[0].seasons[i].year,
      best: round(mean(each.map((e) => e.best)), 2),
      topFive: round(mean(each.map((e) => e.topFive)), 2),
      topTier: round(mean(each.map((e) => e.topTier)), 2),
    };
  });
  const first = elite[0];
  const last = elite[elite.length - 1];
  return {
    dynasties,
    climbs: round(mean(dynasties.map((d) => d.climbs.length)), 2),
    falls: round(mean(dynasties.map((d) => d.falls.length)), 2),
    bottomHalfTopTen: round(mean(dynasties.map((d) => d.bottomHalfTopTen)), 2),
    standardErrors: {
      climbs: standardError(dynasties.map((d) => d.climbs.length)),
      falls: standardError(dynasties.map((d) => d.falls.length)),
      bottomHalfTopTen: standardError(dynasties.map((d) => d.bottomHalfTopTen)),
    },
    elite,
    eliteChange: {
      best: round((last?.best ?? 0) - (first?.best ?? 0), 2),
      topFive: round((last?.topFive ?? 0) - (first?.topFive ?? 0), 2),
      topTier: round((last?.topTier ?? 0) - (first?.topTier ?? 0), 2),
    },
    newAtTheTop: round(
      mean(
        runs
          .filter((r) => r.seasons.length > 1)
          .map((r) => newAtTheTop(r.seasons[0].teams, r.seasons[r.seasons.length - 1].teams)),
      ),
      2,
    ),
    topTen: topTenFigures(runs),
    startElite: (() => {
      const real = realStartEliteShare(runs[0]?.startYear ?? 2024, runs[0]?.seasons.length ?? 12);
      return { share: startEliteTitleShare(runs), real, band: titleShareBand(real) };
    })(),
  };
}

/** A real count of teams as a rate a season, with the count and its seasons. */
const realCount = (c: { teams: number; seasons: number; years: string }) =>
  `${round(c.teams / c.seasons, 2)} (${c.teams} in ${c.years})`;

const within = (value: number | null, [low, high]: readonly [number, number]) =>
  value !== null && value >= low && value <= high;

/** A mean's standard error over the dynasties (0 for fewer than two). */
function standardError(values: readonly number[]): number {
  return values.length < 2 ? 0 : round(sd(values) / Math.sqrt(values.length), 2);
}

/** One row of the goals table: figure, centre over the dynasties, its standard error, real value, band, in or out. */
export function goalRow(
  figure: string,
  value: number | null,
  real: string,
  band: readonly [number, number],
  error?: number,
): (string | number)[] {
  return [
    figure,
    value === null ? '-' : value,
    error ?? '-',
    real,
    `${band[0]} to ${band[1]}`,
    value === null ? '-' : within(value, band) ? 'in' : 'OUT',
  ];
}

/** The movement goals judged on the dynasties' centres, with the league movement's own figures passed in. */
export function formatProgramMovement(
  m: ProgramMovement,
  league: {
    newToFieldPerSeason: number | null;
    distinctChampions: number;
    mostTitles: number;
    winPctCarryOver: number;
    realWinPctCarryOver: number;
    blueBloodTitleShare: number;
    realBlueBloodTitleShare: { share: number; titles: number; from: number };
    blueBloodTitleShareBand: [number, number];
    tenWinTeamsPerSeason: number;
    winlessPerSeason: number;
  },
): string {
  const g = PROGRAM_MOVEMENT_GOALS;
  const c = CARRY_OVER_GOALS;
  const real = REAL_CARRY_OVER;
  const r = REAL_PROGRAM_MOVEMENT;
  const rows = [
    goalRow('Programs up 2+ prestige tiers for 3 seasons', m.climbs, r.climbs, g.climbs, m.standardErrors.climbs),
    goalRow('Programs down 2+ prestige tiers for 3 seasons', m.falls, r.falls, g.falls, m.standardErrors.falls),
    goalRow(
      'Bottom-half programs in a final top 10',
      m.bottomHalfTopTen,
      r.bottomHalfTopTen,
      g.bottomHalfTopTen,
      m.standardErrors.bottomHalfTopTen,
    ),
    goalRow('New to the 12-team field a season', league.newToFieldPerSeason, r.newToField, g.newToField),
    goalRow('Distinct champions', league.distinctChampions, r.distinctChampions, g.distinctChampions),
    goalRow('Most titles by one program', league.mostTitles, r.mostTitles, g.mostTitles),
    goalRow('Winning percentage carried over', league.winPctCarryOver, `${league.realWinPctCarryOver}`, [
      round(league.realWinPctCarryOver - CARRY_OVER_TOLERANCE, 3),
      round(league.realWinPctCarryOver + CARRY_OVER_TOLERANCE, 3),
    ]),
    goalRow(
      "Blue bloods' share of titles",
      league.blueBloodTitleShare,
      realTitles(league.realBlueBloodTitleShare),
      league.blueBloodTitleShareBand,
    ),
    goalRow(
      "The start's top two tiers' share of titles",
      m.startElite.share,
      realTitles(m.startElite.real),
      m.startElite.band,
    ),
    goalRow(
      'Teams with 10+ wins a season',
      league.tenWinTeamsPerSeason,
      `${real.tenWinTeamsPerSeason} (${real.tenWinTeams.join('-')})`,
      c.tenWinTeams,
    ),
    goalRow('Winless teams a season', league.winlessPerSeason, `about ${real.winlessPerSeason}`, c.winless),
    goalRow(
      "Programs in a decade's final top tens",
      m.topTen.decadeDistinct,
      `${REAL_TOP_TEN.decadeDistinct.mean} (${REAL_TOP_TEN.decadeDistinct.low}-${REAL_TOP_TEN.decadeDistinct.high}), 2004-2024`,
      TOP_TEN_GOALS.decadeDistinct,
      m.topTen.standardErrors.decadeDistinct,
    ),
    goalRow(
      'Unbeaten before the bowls and playoff',
      m.topTen.unbeatenBeforePostseason,
      realCount(realUnbeatenBeforePostseasonFor(m.topTen.startYear)),
      m.topTen.unbeatenBeforePostseasonGoal,
      m.topTen.standardErrors.unbeatenBeforePostseason,
    ),
    goalRow(
      `Unbeaten teams a season (${m.topTen.playoffTeams}-team field)`,
      m.topTen.unbeatenPerSeason,
      realCount(realUnbeatenFor(m.topTen.playoffTeams)),
      m.topTen.unbeatenGoal,
      m.topTen.standardErrors.unbeatenPerSeason,
    ),
  ];
  const first = m.elite[0];
  const last = m.elite[m.elite.length - 1];
  const eliteRows = [
    ['Best team rating', first?.best ?? '-', last?.best ?? '-', m.eliteChange.best],
    ['Mean of the five best', first?.topFive ?? '-', last?.topFive ?? '-', m.eliteChange.topFive],
    ['Top prestige tier mean', first?.topTier ?? '-', last?.topTier ?? '-', m.eliteChange.topTier],
  ].map((row) => [...row, Math.abs(Number(row[3])) <= ELITE_STRENGTH_TOLERANCE ? 'in' : 'OUT']);
  const named = m.dynasties.map((d) => [
    d.seed,
    d.climbs.join(', ') || 'none',
    d.falls.join(', ') || 'none',
    d.bottomHalfTopTen,
  ]);
  return [
    'Program movement goals (centres over the dynasties; real figures: docs/reference/program-movement.md)',
    formatTable(['Figure', 'Centre', 'Std err', 'Real', 'Goal', 'In?'], rows, ['Centre', 'Std err']),
    "Std err: the centre's standard error over the dynasties. A centre within two of them of a goal's edge may fall on either side with other seeds: judge over 8 dynasties or more.",
    `A final top ten kept ${m.topTen.keptFromSeasonBefore ?? '-'} of the season before's (std err ${m.topTen.standardErrors.keptFromSeasonBefore}; `
      + `real ${REAL_TOP_TEN.keptFromSeasonBefore.mean}, ${REAL_TOP_TEN.keptFromSeasonBefore.low}-${REAL_TOP_TEN.keptFromSeasonBefore.high} in 2005-2024); `
      + `a decade's final top tens held ${m.topTen.decadeOnce ?? '-'} programs once (std err ${m.topTen.standardErrors.decadeOnce}; `
      + `real ${REAL_TOP_TEN.decadeOnce.mean}, ${REAL_TOP_TEN.decadeOnce.low}-${REAL_TOP_TEN.decadeOnce.high} in 2004-2024); `
      + `a decade is ${DECADE_TEXT}.`,
    formatTable(['Seed', 'Up 2+ tiers, held', 'Down 2+ tiers, held', 'Bottom half in top 10'], named, [
      'Seed',
      'Bottom half in top 10',
    ]),
    '',
    `The best rosters, first season against the last (goal: within ${ELITE_STRENGTH_TOLERANCE} points; `
      + `${Math.round(100 * m.newAtTheTop)}% of the last season's ten best-rated programs were not among the first's)`,
    formatTable(['Figure', String(first?.year ?? ''), String(last?.year ?? ''), 'Change', 'In?'], eliteRows, [
      String(first?.year ?? ''),
      String(last?.year ?? ''),
      'Change',
    ]),
    formatTable(
      ['Season', 'Best', 'Five best', 'Top tier'],
      m.elite.map((e) => [e.year, e.best, e.topFive, e.topTier]),
      ['Season', 'Best', 'Five best', 'Top tier'],
    ),
    '',
  ].join('\n');
}
