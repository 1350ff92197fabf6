// How real a batch of simulated games looks: per-team-game averages and game-level figures against
// the FBS reference (shared/reference/fbs-targets.md), plus how far the results fell from the spreads (the lines
// by size are judged in core/odds/lineRecord.ts).

import { eraSeason } from './eras.js';
import type { GameResult, TeamGameStats } from './types.js';
import { sd } from '../stats/math.js';

export type RealismFigure =
  | 'points'
  | 'totalYards'
  | 'passYards'
  | 'rushYards'
  | 'plays'
  | 'yardsPerPlay'
  | 'yardsPerPass'
  | 'yardsPerRush'
  | 'completionPct'
  | 'passAttempts'
  | 'rushAttempts'
  | 'firstDowns'
  | 'interceptions'
  | 'fumblesLost'
  | 'sacks'
  | 'penalties'
  | 'penaltyYards'
  | 'thirdDownPct'
  | 'punts'
  | 'fieldGoalAttempts'
  | 'fieldGoalPct'
  | 'drives'
  | 'pointsSd'
  | 'totalYardsSd'
  | 'timeOfPossessionSd'
  | 'homeWinPct'
  | 'overtimePct'
  | 'combinedPointsMean'
  | 'combinedPointsSd'
  | 'marginVsSpread'
  | 'marginResidualSd';

export interface Target {
  target: number;
  tolerance: number;
  /** Where the number comes from. */
  source: string;
  /** False: a 2023-24 figure shown beside another season's for reference, which the reference has no figure for. */
  checked?: boolean;
}

const REF = 'fbs-targets.md';

/**
 * The reference figures with their tolerances. Where the reference gives a range, the target is its
 * middle and the tolerance half its width plus a little sampling room; the spread's figures are the real closing
 * lines' of 2023-24 (fbs-targets.md, Odds: the margin beat the spread by -0.08 on average, SD 15.2).
 */
export const REALISM_TARGETS: Record<RealismFigure, Target> = {
  points: { target: 27.9, tolerance: 1.0, source: REF },
  totalYards: { target: 386, tolerance: 15, source: REF },
  passYards: { target: 228, tolerance: 12, source: REF },
  rushYards: { target: 158, tolerance: 12, source: REF },
  plays: { target: 66.7, tolerance: 2.5, source: REF },
  yardsPerPlay: { target: 5.8, tolerance: 0.2, source: REF },
  yardsPerPass: { target: 7.4, tolerance: 0.3, source: REF },
  yardsPerRush: { target: 4.4, tolerance: 0.25, source: REF },
  completionPct: { target: 61.5, tolerance: 2, source: REF },
  passAttempts: { target: 30.8, tolerance: 2, source: REF },
  rushAttempts: { target: 35.9, tolerance: 2, source: REF },
  firstDowns: { target: 20.2, tolerance: 1.2, source: REF },
  interceptions: { target: 0.82, tolerance: 0.12, source: REF },
  fumblesLost: { target: 0.55, tolerance: 0.12, source: REF },
  sacks: { target: 2.1, tolerance: 0.3, source: REF },
  penalties: { target: 5.9, tolerance: 0.8, source: REF },
  penaltyYards: { target: 52, tolerance: 8, source: REF },
  thirdDownPct: { target: 39.8, tolerance: 3, source: REF },
  punts: { target: 4.1, tolerance: 0.5, source: REF },
  fieldGoalAttempts: { target: 1.5, tolerance: 0.25, source: REF },
  fieldGoalPct: { target: 77, tolerance: 5, source: REF },
  drives: { target: 12.2, tolerance: 0.8, source: REF },
  pointsSd: { target: 13.3, tolerance: 1.5, source: `${REF}: SD of single team-games` },
  totalYardsSd: { target: 107, tolerance: 12, source: `${REF}: SD of single team-games` },
  timeOfPossessionSd: { target: 4.5, tolerance: 1.0, source: `${REF}: minutes between teams in a game` },
  homeWinPct: { target: 59, tolerance: 2, source: `${REF}: 58-60% FBS-vs-FBS, non-neutral` },
  overtimePct: { target: 4.3, tolerance: 1.3, source: `${REF}: 3-5.6% of games` },
  combinedPointsMean: { target: 53.5, tolerance: 2.5, source: `${REF}: FBS-vs-FBS combined points` },
  combinedPointsSd: { target: 17, tolerance: 2, source: REF },
  marginVsSpread: {
    target: 0,
    tolerance: 1.2,
    source: `${REF}: favourite's mean margin minus mean |spread| (closing lines 2023-24: -0.08)`,
  },
  marginResidualSd: { target: 15, tolerance: 1.5, source: `${REF}: actual margin minus spread, SD 15.2 in 2023-24` },
};

/** Where a season's era figures come from (realismTargets). */
const ERA_SOURCE = 'fbs-eras.md';

/**
 * Figures the reference gives for 2023-24 only (fbs-targets.md): for another season they are shown beside the 2023-24
 * figure but not checked, since nothing says what that season's was. The spread's figures are the lines' own and are
 * checked in every season.
 */
const ONLY_2023_24: readonly RealismFigure[] = [
  'firstDowns',
  'sacks',
  'penalties',
  'penaltyYards',
  'thirdDownPct',
  'punts',
  'fieldGoalAttempts',
  'fieldGoalPct',
  'drives',
  'pointsSd',
  'totalYardsSd',
  'timeOfPossessionSd',
  'homeWinPct',
  'overtimePct',
  'combinedPointsMean',
  'combinedPointsSd',
];

/**
 * The targets of a season: 2023-2026 are the 2023-24 reference (fbs-targets.md); other seasons take the era table's
 * figures for that season (fbs-eras.md section 1) and what follows from them exactly: yards a pass and a carry, rush
 * attempts (plays less passes), and interceptions and fumbles lost (the season's turnovers, split as in 2023-24).
 * The reference's other per-game figures are 2023-24's alone (ONLY_2023_24).
 */
export function realismTargets(year: number): Record<RealismFigure, Target> {
  if (year >= 2023) return REALISM_TARGETS;
  const e = eraSeason(year);
  const t = REALISM_TARGETS;
  const src = `${ERA_SOURCE} ${e.source}`;
  const era = (figure: RealismFigure, target: number, how = ''): Target => ({
    target: Math.round(target * 100) / 100,
    tolerance: t[figure].tolerance,
    source: how ? `${src}: ${how}` : src,
  });
  const rushAttempts = e.plays - e.passAttempts;
  const turnovers2024 = t.interceptions.target + t.fumblesLost.target;
  const shown = Object.fromEntries(
    ONLY_2023_24.map((f) => [f, { ...t[f], source: `${t[f].source} (2023-24; none for ${year})`, checked: false }]),
  );
  return {
    ...t,
    ...shown,
    points: era('points', e.points),
    totalYards: era('totalYards', e.totalYards),
    passYards: era('passYards', e.passYards),
    rushYards: era('rushYards', e.rushYards),
    plays: era('plays', e.plays),
    yardsPerPlay: era('yardsPerPlay', e.yardsPerPlay),
    yardsPerPass: era('yardsPerPass', e.passYards / e.passAttempts, 'pass yards per attempt'),
    yardsPerRush: era('yardsPerRush', e.rushYards / rushAttempts, 'rush yards per attempt'),
    completionPct: era('completionPct', e.completionPct),
    passAttempts: era('passAttempts', e.passAttempts),
    rushAttempts: era('rushAttempts', rushAttempts, 'plays less pass attempts'),
    interceptions: era(
      'interceptions',
      (e.turnovers * t.interceptions.target) / turnovers2024,
      "turnovers split as 2023-24's",
    ),
    fumblesLost: era(
      'fumblesLost',
      (e.turnovers * t.fumblesLost.target) / turnovers2024,
      "turnovers split as 2023-24's",
    ),
  };
}

export interface RealismReport {
  games: number;
  teamGames: number;
  figures: Record<RealismFigure, number>;
}

/**
 * Per-team-game averages and game-level figures of a batch of results. otherTeamGames: team-games that count in the
 * per-team averages only (the FBS side of games against FCS teams, which the reference's averages include and its
 * game-level figures, FBS against FBS, do not).
 */
export function summarizeGames(
  results: readonly GameResult[],
  otherTeamGames: readonly TeamGameStats[] = [],
): RealismReport {
  const sum: Record<keyof TeamGameStats, number> = {} as Record<keyof TeamGameStats, number>;
  const teamPoints: number[] = [];
  const teamYards: number[] = [];
  const topDiff: number[] = [];
  const combined: number[] = [];
  const residuals: number[] = [];
  let homeGames = 0;
  let homeWins = 0;
  let overtimes = 0;
  let favGames = 0;
  let favMargin = 0;
  let favSpread = 0;

  const addTeamGame = (t: TeamGameStats) => {
    for (const k of Object.keys(t) as (keyof TeamGameStats)[]) sum[k] = (sum[k] ?? 0) + t[k];
    teamPoints.push(t.points);
    teamYards.push(t.totalYards);
  };
  for (const t of otherTeamGames) addTeamGame(t);
  for (const r of results) {
    addTeamGame(r.teamStats.home);
    addTeamGame(r.teamStats.away);
    topDiff.push(Math.abs(r.teamStats.home.timeOfPossession - r.teamStats.away.timeOfPossession) / 60 / 2);
    combined.push(r.homePoints + r.awayPoints);
    if (r.overtimes > 0) overtimes += 1;
    if (!r.neutral) {
      homeGames += 1;
      if (r.winner === 'home') homeWins += 1;
    }
    const margin = r.homePoints - r.awayPoints;
    residuals.push(margin + r.homeSpread);
    if (r.homeSpread !== 0) {
      // The favourite's margin against its spread.
      favGames += 1;
      favMargin += r.homeSpread < 0 ? margin : -margin;
      favSpread += Math.abs(r.homeSpread);
    }
  }
  const n = results.length * 2 + otherTeamGames.length;
  const avg = (k: keyof TeamGameStats) => (sum[k] ?? 0) / Math.max(1, n);
  const ratio = (a: keyof TeamGameStats, b: keyof TeamGameStats) => (sum[a] ?? 0) / Math.max(1, sum[b] ?? 0);
  const figures: Record<RealismFigure, number> = {
    points: avg('points'),
    totalYards: avg('totalYards'),
    passYards: avg('passYards'),
    rushYards: avg('rushYards'),
    plays: avg('plays'),
    yardsPerPlay: ratio('totalYards', 'plays'),
    yardsPerPass: ratio('passYards', 'passAttempts'),
    yardsPerRush: ratio('rushYards', 'rushAttempts'),
    completionPct: 100 * ratio('completions', 'passAttempts'),
    passAttempts: avg('passAttempts'),
    rushAttempts: avg('rushAttempts'),
    firstDowns: avg('firstDowns'),
    interceptions: avg('interceptionsThrown'),
    fumblesLost: avg('fumblesLost'),
    sacks: avg('sacks'),
    penalties: avg('penalties'),
    penaltyYards: avg('penaltyYards'),
    thirdDownPct: 100 * ratio('thirdDownConversions', 'thirdDownAttempts'),
    punts: avg('punts'),
    fieldGoalAttempts: avg('fieldGoalsAttempted'),
    fieldGoalPct: 100 * ratio('fieldGoalsMade', 'fieldGoalsAttempted'),
    drives: avg('drives'),
    pointsSd: sd(teamPoints),
    totalYardsSd: sd(teamYards),
    // Each team's TOP minus 30:00 is half the difference between the teams.
    timeOfPossessionSd: Math.sqrt(topDiff.reduce((a, x) => a + x * x, 0) / Math.max(1, topDiff.length)),
    homeWinPct: (100 * homeWins) / Math.max(1, homeGames),
    overtimePct: (100 * overtimes) / Math.max(1, results.length),
    combinedPointsMean: combined.reduce((a, x) => a + x, 0) / Math.max(1, combined.length),
    combinedPointsSd: sd(combined),
    marginVsSpread: (favMargin - favSpread) / Math.max(1, favGames),
    marginResidualSd: sd(residuals),
  };
  return { games: results.length, teamGames: n, figures };
}

export interface FigureCheck {
  figure: RealismFigure;
  target: number;
  tolerance: number;
  measured: number;
  /** False: shown for reference only (realismTargets); ok is then true. */
  checked: boolean;
  ok: boolean;
}

/** Marks each figure in or out of its band (tolerance times `widen`), against the season `year`'s targets. */
export function checkRealism(report: RealismReport, widen = 1, year = 2024): FigureCheck[] {
  const targets = realismTargets(year);
  return (Object.keys(targets) as RealismFigure[]).map((figure) => {
    const { target, tolerance, checked = true } = targets[figure];
    const measured = report.figures[figure];
    return {
      figure,
      target,
      tolerance,
      measured,
      checked,
      ok: !checked || Math.abs(measured - target) <= tolerance * widen,
    };
  });
}
