// The realism report of a batch of simulated games: every figure of shared/reference/fbs-targets.md next to its
// target and tolerance (the engine's own summarizeGames/checkRealism), and the odds' calibration by spread band.
import { checkRealism, summarizeGames, type RealismFigure, type SpreadBand } from '../../core/sim/realism.js';
import type { GameResult } from '../../core/sim/types.js';
import type { IdentitySeason } from '../../core/sim/teamIdentity.js';
import { formatTable } from '../format.js';
import { endingsSection, formatEndings, formatRangeLines, identityLines, type EndingsSection, type RangeLine } from './endingsAndTeamsReport.js';
import { formatLeadersReport, leadersBatchReport, type LeadersBatchReport } from './leadersReport.js';
import type { SeasonLeaders } from './seasonLeaders.js';

/** The per-team-game averages of the reference's first table, in its order. */
export const PER_TEAM_GAME_FIGURES = [
  'points', 'totalYards', 'passYards', 'rushYards', 'plays', 'yardsPerPlay', 'yardsPerPass', 'yardsPerRush',
  'completionPct', 'passAttempts', 'rushAttempts', 'firstDowns', 'interceptions', 'fumblesLost', 'sacks', 'penalties',
  'penaltyYards', 'thirdDownPct', 'punts', 'fieldGoalAttempts', 'fieldGoalPct', 'drives',
] as const satisfies readonly RealismFigure[];

export type PerTeamGameFigure = (typeof PER_TEAM_GAME_FIGURES)[number];

/** Row names of the text report; a figure the engine adds later shows under its own key until named here. */
const FIGURE_LABELS: Partial<Record<RealismFigure, string>> = {
  points: 'Points', totalYards: 'Total yards', passYards: 'Passing yards', rushYards: 'Rushing yards', plays: 'Plays',
  yardsPerPlay: 'Yards per play', yardsPerPass: 'Yards per pass attempt', yardsPerRush: 'Yards per rush',
  completionPct: 'Completion %', passAttempts: 'Pass attempts', rushAttempts: 'Rush attempts', firstDowns: 'First downs',
  interceptions: 'Interceptions thrown', fumblesLost: 'Fumbles lost', sacks: 'Sacks', penalties: 'Penalties',
  penaltyYards: 'Penalty yards', thirdDownPct: '3rd-down conversion %', punts: 'Punts', fieldGoalAttempts: 'Field goal attempts',
  fieldGoalPct: 'Field goal %', drives: 'Drives', pointsSd: 'Points SD (team-games)', totalYardsSd: 'Total yards SD (team-games)',
  timeOfPossessionSd: 'Possession SD (minutes)', homeWinPct: 'Home win % (non-neutral)', overtimePct: 'Overtime games %',
  combinedPointsMean: 'Combined points', combinedPointsSd: 'Combined points SD',
  favoriteWinPctVsExpected: 'Favourite wins minus odds (%)', marginVsSpread: 'Favourite margin minus spread',
  marginResidualSd: 'Margin minus spread, SD',
};

/**
 * A spread band is calibrated when the favourites' win share is within two standard errors of what the odds
 * expected (binomial sampling of the band's games), but never asked to be closer than this many points of
 * percentage: small samples aside, a few points is what separates a good line from a bad one.
 */
const BAND_MIN_TOLERANCE = 3;

export interface FigureLine {
  figure: RealismFigure;
  label: string;
  measured: number;
  target: number;
  tolerance: number;
  /** False: the target is 2023-24's, shown beside another season's figure and not checked (no figure for it). */
  checked: boolean;
  ok: boolean;
}

export interface BandLine extends Omit<SpreadBand, 'max'> {
  /** null: no upper bound. */
  max: number | null;
  /** How far the favourites' win % may sit from the expected one. */
  tolerance: number;
  ok: boolean;
}

export interface RealismBatchReport {
  mode: 'regular';
  year: number;
  seed: number;
  seasons: number;
  games: number;
  teamGames: number;
  perTeamGame: Record<PerTeamGameFigure, number>;
  game: {
    homeWinPct: number;
    overtimePct: number;
    favoriteWinPct: number;
    expectedFavoriteWinPct: number;
    combinedPointsMean: number;
    combinedPointsSd: number;
  };
  checks: FigureLine[];
  spreadBands: BandLine[];
  /** How FBS-vs-FBS games end: margins, big scores, shutouts. */
  endings: EndingsSection;
  /** How much teams differ within a season. */
  teams: RangeLine[];
  inTolerance: number;
  outOfTolerance: number;
  /** The season leaders against the reference (leadersReport.ts), counted apart from the figures above. */
  leaders?: LeadersBatchReport;
}

function round(value: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

function bandLine(band: SpreadBand): BandLine {
  const p = band.expectedWinPct / 100;
  const standardError = band.games > 0 ? (100 * Math.sqrt((p * (1 - p)) / band.games)) : Infinity;
  const tolerance = Math.max(BAND_MIN_TOLERANCE, 2 * standardError);
  return {
    ...band,
    max: Number.isFinite(band.max) ? band.max : null,
    favoriteWinPct: round(band.favoriteWinPct),
    expectedWinPct: round(band.expectedWinPct),
    meanMargin: round(band.meanMargin),
    meanSpread: round(band.meanSpread),
    tolerance: Number.isFinite(tolerance) ? round(tolerance) : 100,
    ok: band.games === 0 || Math.abs(band.favoriteWinPct - band.expectedWinPct) <= tolerance,
  };
}

export function realismBatchReport(
  seasons: readonly IdentitySeason[], meta: { year: number; seed: number; seasons: number }, leaders?: readonly SeasonLeaders[],
): RealismBatchReport {
  const results: GameResult[] = seasons.flatMap((s) => s.results);
  const summary = summarizeGames(results);
  const f = summary.figures;
  const checks: FigureLine[] = checkRealism(summary, 1, meta.year).map((c) => ({
    figure: c.figure,
    label: FIGURE_LABELS[c.figure] ?? c.figure,
    measured: round(c.measured),
    target: c.target,
    tolerance: c.tolerance,
    checked: c.checked,
    ok: c.ok,
  }));
  const bands = summary.bands.map(bandLine);
  const favourites = summary.bands.reduce((sum, b) => sum + b.games, 0);
  const weighted = (pick: (b: SpreadBand) => number): number =>
    favourites > 0 ? summary.bands.reduce((sum, b) => sum + pick(b) * b.games, 0) / favourites : 0;
  const perTeamGame = Object.fromEntries(PER_TEAM_GAME_FIGURES.map((k) => [k, round(f[k])])) as Record<PerTeamGameFigure, number>;
  const endings = endingsSection(seasons);
  const teams = identityLines(seasons, meta.year);
  const ranges = [...endings.lines, ...teams];
  const checked = checks.filter((c) => c.checked);
  const ok = checked.filter((c) => c.ok).length + bands.filter((b) => b.ok).length + ranges.filter((l) => l.ok).length;
  return {
    mode: 'regular',
    ...meta,
    games: summary.games,
    teamGames: summary.teamGames,
    perTeamGame,
    game: {
      homeWinPct: round(f.homeWinPct),
      overtimePct: round(f.overtimePct),
      favoriteWinPct: round(weighted((b) => b.favoriteWinPct)),
      expectedFavoriteWinPct: round(weighted((b) => b.expectedWinPct)),
      combinedPointsMean: round(f.combinedPointsMean),
      combinedPointsSd: round(f.combinedPointsSd),
    },
    checks,
    spreadBands: bands,
    endings,
    teams,
    inTolerance: ok,
    outOfTolerance: checked.length + bands.length + ranges.length - ok,
    ...(leaders ? { leaders: leadersBatchReport(leaders) } : {}),
  };
}

function shown(value: number): string {
  return Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2);
}

function mark(ok: boolean): string {
  return ok ? 'in' : 'OUT';
}

export function formatRealismReport(report: RealismBatchReport): string {
  const perTeam = new Set<RealismFigure>(PER_TEAM_GAME_FIGURES);
  const table = (lines: FigureLine[]) =>
    formatTable(
      ['Figure', 'Measured', 'Target', 'Tolerance', 'In?'],
      lines.map((c) => [c.label, shown(c.measured), shown(c.target), `±${c.tolerance}`, c.checked ? mark(c.ok) : '2023-24']),
      ['Measured', 'Target', 'Tolerance'],
    );
  return [
    `Realism report: ${report.seasons} season${report.seasons === 1 ? '' : 's'} of the ${report.year} league (seed ${report.seed}), postseason included, ` +
      `${report.games} games, ${report.teamGames} team-games`,
    '',
    'Per team, per game',
    table(report.checks.filter((c) => perTeam.has(c.figure))),
    '',
    'Spread of games, home field, overtime and odds',
    table(report.checks.filter((c) => !perTeam.has(c.figure))),
    '',
    `Odds calibration by spread band (favourites won ${shown(report.game.favoriteWinPct)}%, the odds expected ${shown(report.game.expectedFavoriteWinPct)}%)`,
    formatTable(
      ['Spread', 'Games', 'Favourite won %', 'Expected %', 'Tolerance', 'Mean margin', 'Mean spread', 'In?'],
      report.spreadBands.map((b) => [
        b.label, b.games, shown(b.favoriteWinPct), shown(b.expectedWinPct), `±${shown(b.tolerance)}`, shown(b.meanMargin), shown(b.meanSpread), mark(b.ok),
      ]),
      ['Games', 'Favourite won %', 'Expected %', 'Tolerance', 'Mean margin', 'Mean spread'],
    ),
    '',
    formatEndings(report.endings),
    '',
    'How teams differ within a season',
    formatRangeLines(report.teams),
    '',
    `${report.inTolerance} of ${report.inTolerance + report.outOfTolerance} figures within tolerance.`
      + (report.checks.some((c) => !c.checked) ? ` Rows marked 2023-24 show that season's figure, which the reference has for no other: not counted.` : ''),
    ...(report.leaders ? ['', formatLeadersReport(report.leaders)] : []),
  ].join('\n');
}
