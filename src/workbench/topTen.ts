// How the top of the sport turns over in a dynasty: how many programs a decade's final top tens hold, how many of a
// season's top ten were in the one before, and how many teams go unbeaten a season, each beside the real final AP
// polls and seasons (docs/reference/final-top-tens.md).
import { mean, round, sd } from '../core/stats/math.js';
import type { DynastyRun } from './dynastyRun.js';
import type { TeamSeasonLine } from './csv.js';

/**
 * The real record (docs/reference/final-top-tens.md): the final AP top tens of the twelve ten-season windows of
 * 2004-2024 (2004-2013 to 2015-2024) held 34-39 programs each, 36.9 on average; a final top ten kept 4.7 of the
 * season before's (2005-2024, 4 to 7); 7 teams went unbeaten in 2014-2025's 12 seasons (UCF 2017, Clemson 2018, LSU
 * 2019, Alabama 2020, Georgia 2022, Michigan 2023, Indiana 2025); 25 were unbeaten after the conference title games.
 */
export const REAL_TOP_TEN = {
  decadeDistinct: { mean: 36.9, low: 34, high: 39 },
  /** Of those, the programs with one season in the decade's final top tens: 15.6 a window, 10 (2004-2013) to 19. */
  decadeOnce: { mean: 15.6, low: 10, high: 19 },
  keptFromSeasonBefore: { mean: 4.7, low: 4, high: 7 },
} as const;

/**
 * Unbeaten teams counted over the real seasons of each shape of the league: at the season's end by the playoff's field,
 * a field of four or fewer (2014-2023: 6 in 10 seasons) or of twelve (2024-2025: Indiana 2025, 1 in 2); before the
 * bowls and the playoff (once the conference title games are played) by the conference map, 2014-2025's (25 in 12)
 * or, for a league that starts with the 2024 map of two 16-18 team conferences holding most of the elite, that map's
 * own seasons (2024-2025: Oregon 2024 and Indiana 2025, 2 in 2).
 */
export const REAL_UNBEATEN = {
  smallField: { teams: 6, seasons: 10, years: '2014-2023' },
  twelveTeamField: { teams: 1, seasons: 2, years: '2024-2025' },
  beforePostseason: { teams: 25, seasons: 12, years: '2014-2025' },
  beforePostseasonFrom2024: { teams: 2, seasons: 2, years: '2024-2025' },
} as const;

/** The first season of the conference map of 2024 (the SEC of 16, the Big Ten of 18, the Pac-12 gone). */
export const REALIGNED_FROM = 2024;

/** A real count's rate a season, within one Poisson standard error (the square root of the count). */
export function poissonBand(count: { teams: number; seasons: number }): [number, number] {
  const se = Math.sqrt(count.teams);
  return [round(Math.max(0, count.teams - se) / count.seasons, 2), round((count.teams + se) / count.seasons, 2)];
}

type RealCount = { teams: number; seasons: number; years: string };

/** The real count of teams unbeaten at the season's end that a dynasty playing a field of `playoffTeams` is judged by. */
export function realUnbeatenFor(playoffTeams: number): RealCount {
  return playoffTeams > 4 ? REAL_UNBEATEN.twelveTeamField : REAL_UNBEATEN.smallField;
}

/** The real count of teams unbeaten before the postseason that a dynasty starting in `startYear` is judged by. */
export function realUnbeatenBeforePostseasonFor(startYear: number): RealCount {
  return startYear >= REALIGNED_FROM ? REAL_UNBEATEN.beforePostseasonFrom2024 : REAL_UNBEATEN.beforePostseason;
}

/** A decade: the windows of this many seasons whose final top tens are counted. */
export const DECADE = 10;

/**
 * The goals on the mean over the dynasties: the decade's programs within the real windows' range; unbeaten teams
 * (before the postseason and at the end) within one Poisson standard error of their real counts (poissonBand).
 */
export const TOP_TEN_GOALS = {
  decadeDistinct: [REAL_TOP_TEN.decadeDistinct.low, REAL_TOP_TEN.decadeDistinct.high],
} as const satisfies Record<string, readonly [number, number]>;

export function isUnbeaten(t: TeamSeasonLine): boolean {
  return t.losses === 0 && t.wins > 0;
}

/** Without a loss once the regular season and the conference title games are played. */
export function isUnbeatenBeforePostseason(t: TeamSeasonLine): boolean {
  return t.lossesBeforePostseason === 0 && t.wins > 0;
}

function finalTopTen(teams: readonly TeamSeasonLine[]): string[] {
  return teams.filter((t) => t.finalRank >= 1 && t.finalRank <= 10).map((t) => t.team);
}

/** The programs in the final top tens of each window of DECADE seasons of a dynasty (none when it is shorter). */
export function decadeCounts(run: DynastyRun): number[] {
  const tens = run.seasons.map((s) => finalTopTen(s.teams));
  const counts: number[] = [];
  for (let start = 0; start + DECADE <= tens.length; start++)
    counts.push(new Set(tens.slice(start, start + DECADE).flat()).size);
  return counts;
}

/** The programs with exactly one season in the final top tens of each window of DECADE seasons of a dynasty. */
export function decadeOnceCounts(run: DynastyRun): number[] {
  const tens = run.seasons.map((s) => finalTopTen(s.teams));
  const counts: number[] = [];
  for (let start = 0; start + DECADE <= tens.length; start++) {
    const seasons = new Map<string, number>();
    for (const team of tens.slice(start, start + DECADE).flat()) seasons.set(team, (seasons.get(team) ?? 0) + 1);
    counts.push([...seasons.values()].filter((n) => n === 1).length);
  }
  return counts;
}

/** How many of each season's final top ten were in the season before's (from the second season). */
export function keptFromSeasonBefore(run: DynastyRun): number[] {
  const tens = run.seasons.map((s) => new Set(finalTopTen(s.teams)));
  return tens.slice(1).map((ten, i) => [...ten].filter((t) => tens[i].has(t)).length);
}

export interface TopTenFigures {
  /** Means over the dynasties of each one's mean; null when no dynasty is long enough. */
  decadeDistinct: number | null;
  /** Of a decade's programs, those in its final top tens once (the one great seasons). */
  decadeOnce: number | null;
  keptFromSeasonBefore: number | null;
  unbeatenPerSeason: number;
  unbeatenBeforePostseason: number;
  /** The playoff's field (the first season's) and the start: what the unbeaten teams are judged by. */
  playoffTeams: number;
  startYear: number;
  unbeatenGoal: [number, number];
  unbeatenBeforePostseasonGoal: [number, number];
  /** Each mean's standard error over the dynasties. */
  standardErrors: {
    decadeDistinct: number;
    decadeOnce: number;
    keptFromSeasonBefore: number;
    unbeatenPerSeason: number;
    unbeatenBeforePostseason: number;
  };
  dynasties: {
    seed: number;
    decadeDistinct: number[];
    decadeOnce: number[];
    kept: number;
    unbeaten: number;
    unbeatenBeforePostseason: number;
  }[];
}

const standardError = (values: readonly number[]) =>
  values.length < 2 ? 0 : round(sd(values) / Math.sqrt(values.length), 2);

export function topTenFigures(runs: readonly DynastyRun[]): TopTenFigures {
  const dynasties = runs.map((run) => ({
    seed: run.seed,
    decadeDistinct: decadeCounts(run),
    decadeOnce: decadeOnceCounts(run),
    kept: mean(keptFromSeasonBefore(run)),
    unbeaten: mean(run.seasons.map((s) => s.teams.filter(isUnbeaten).length)),
    unbeatenBeforePostseason: mean(run.seasons.map((s) => s.teams.filter(isUnbeatenBeforePostseason).length)),
  }));
  // A run that names no field (a report read back without it) is judged as a four-team one.
  const playoffTeams = runs[0]?.seasons[0]?.playoffTeams.length || 4;
  const startYear = runs[0]?.startYear ?? REALIGNED_FROM;
  const decades = dynasties.filter((d) => d.decadeDistinct.length > 0).map((d) => mean(d.decadeDistinct));
  const onces = dynasties.filter((d) => d.decadeOnce.length > 0).map((d) => mean(d.decadeOnce));
  const kept = dynasties.filter((_, i) => runs[i].seasons.length > 1).map((d) => d.kept);
  return {
    decadeDistinct: decades.length === 0 ? null : round(mean(decades), 2),
    decadeOnce: onces.length === 0 ? null : round(mean(onces), 2),
    keptFromSeasonBefore: kept.length === 0 ? null : round(mean(kept), 2),
    unbeatenPerSeason: round(mean(dynasties.map((d) => d.unbeaten)), 3),
    unbeatenBeforePostseason: round(mean(dynasties.map((d) => d.unbeatenBeforePostseason)), 3),
    playoffTeams,
    startYear,
    unbeatenGoal: poissonBand(realUnbeatenFor(playoffTeams)),
    unbeatenBeforePostseasonGoal: poissonBand(realUnbeatenBeforePostseasonFor(startYear)),
    standardErrors: {
      decadeDistinct: standardError(decades),
      decadeOnce: standardError(onces),
      keptFromSeasonBefore: standardError(kept),
      unbeatenPerSeason: standardError(dynasties.map((d) => d.unbeaten)),
      unbeatenBeforePostseason: standardError(dynasties.map((d) => d.unbeatenBeforePostseason)),
    },
    dynasties: dynasties.map((d) => ({
      ...d,
      kept: round(d.kept, 2),
      unbeaten: round(d.unbeaten, 2),
      unbeatenBeforePostseason: round(d.unbeatenBeforePostseason, 2),
    })),
  };
}
