// The realism report of a batch of simulated games: every figure of shared/reference/fbs-targets.md next to its
// target and tolerance (the engine's own summarizeGames/checkRealism), and the lines against the results by size
// (lineReport.ts).
import { checkRealism, summarizeGames, type RealismFigure } from '../core/sim/realism.js';
import type { GameResult } from '../core/sim/types.js';
import type { IdentitySeason } from '../core/sim/teamIdentity.js';
import { formatTable } from '../shared/textTable.js';
import {
  endingsSection,
  formatEndings,
  formatRangeLines,
  identityLines,
  type EndingsSection,
} from './endingsAndTeamsReport.js';
import { shown, type RangeLine } from './judgedLine.js';
import { formatLeadersReport, leadersBatchReport, type LeadersBatchReport } from './leadersReport.js';
import type { SeasonLeaders } from './seasonLeaders.js';
import { seasonLeague } from '../core/data/league.js';
import { BOWL_ELIGIBLE_WINS, ONE_FCS_WIN_COUNTS_FROM, bowlEligibleWins } from '../core/season/bowls.js';
import type { BatchGame } from './csv.js';
import { round } from '../core/stats/math.js';
import type { KickingTally } from '../core/sim/kickingGame.js';
import { formatKickingSection, kickingSection, type KickingSection } from './kickingReport.js';
import { formatLineSection, lineSection, type LineSection } from './lineReport.js';
import { atmosphereSection, formatAtmosphereSection, type AtmosphereSection } from './atmosphereReport.js';

/** The per-team-game averages of the reference's first table, in its order. */
export const PER_TEAM_GAME_FIGURES = [
  'points',
  'totalYards',
  'passYards',
  'rushYards',
  'plays',
  'yardsPerPlay',
  'yardsPerPass',
  'yardsPerRush',
  'completionPct',
  'passAttempts',
  'rushAttempts',
  'firstDowns',
  'interceptions',
  'fumblesLost',
  'sacks',
  'penalties',
  'penaltyYards',
  'thirdDownPct',
  'punts',
  'fieldGoalAttempts',
  'fieldGoalPct',
  'drives',
] as const satisfies readonly RealismFigure[];

export type PerTeamGameFigure = (typeof PER_TEAM_GAME_FIGURES)[number];

/** Row names of the text report; a figure the engine adds later shows under its own key until named here. */
const FIGURE_LABELS: Partial<Record<RealismFigure, string>> = {
  points: 'Points',
  totalYards: 'Total yards',
  passYards: 'Passing yards',
  rushYards: 'Rushing yards',
  plays: 'Plays',
  yardsPerPlay: 'Yards per play',
  yardsPerPass: 'Yards per pass attempt',
  yardsPerRush: 'Yards per rush',
  completionPct: 'Completion %',
  passAttempts: 'Pass attempts',
  rushAttempts: 'Rush attempts',
  firstDowns: 'First downs',
  interceptions: 'Interceptions thrown',
  fumblesLost: 'Fumbles lost',
  sacks: 'Sacks',
  penalties: 'Penalties',
  penaltyYards: 'Penalty yards',
  thirdDownPct: '3rd-down conversion %',
  punts: 'Punts',
  fieldGoalAttempts: 'Field goal attempts',
  fieldGoalPct: 'Field goal %',
  drives: 'Drives',
  pointsSd: 'Points SD (team-games)',
  totalYardsSd: 'Total yards SD (team-games)',
  timeOfPossessionSd: 'Possession SD (minutes)',
  homeWinPct: 'Home win % (non-neutral)',
  overtimePct: 'Overtime games %',
  combinedPointsMean: 'Combined points',
  combinedPointsSd: 'Combined points SD',
  marginVsSpread: 'Favourite margin minus spread',
  marginResidualSd: 'Margin minus spread, SD',
};

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

/** The league file a batch played (--league): its path and conferences, as the file names them. */
export interface BatchLeague {
  file: string;
  conferences: string[];
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
    /** Favourites' wins among the games with a favourite (real 2023-24: 73.2%). */
    favoriteWinPct: number;
    combinedPointsMean: number;
    combinedPointsSd: number;
  };
  checks: FigureLine[];
  /** The lines against the results, by the size of the spread and of the total (FBS against FBS). */
  lines: LineSection;
  /** How FBS-vs-FBS games end: margins, big scores, shutouts. */
  endings: EndingsSection;
  /** How much teams differ within a season. */
  teams: RangeLine[];
  /** Field goals by distance, punts and the backs' yards a carry (kickingReport.ts). */
  kicking: KickingSection;
  /** The home crowd and the weather (atmosphereReport.ts). */
  atmosphere: AtmosphereSection;
  inTolerance: number;
  outOfTolerance: number;
  /** The season leaders against the reference (leadersReport.ts), counted apart from the figures above. */
  leaders?: LeadersBatchReport;
  /** FCS games and six-win teams per season (seasonRecordsReport). */
  seasonRecords: SeasonRecordsReport;
  /** --league: the league file played instead of the season's real league. */
  league?: BatchLeague;
}

/**
 * A season of the batch: its FBS-vs-FBS games, its FBS-vs-FCS games (the FBS team at home), its schemes, and the
 * season's games as exported (for the FCS and six-win section).
 */
export interface BatchSeason extends IdentitySeason {
  fcsResults?: readonly GameResult[];
  games: readonly BatchGame[];
  /** The season's field goals by distance and punts (a regular batch's seasons have them). */
  kicking?: KickingTally;
}

export function realismBatchReport(
  batchSeasons: readonly BatchSeason[],
  meta: { year: number; seed: number; seasons: number },
  leaders?: readonly SeasonLeaders[],
): RealismBatchReport {
  const results: GameResult[] = batchSeasons.flatMap((s) => s.results);
  // The reference's per-game averages count every game of an FBS team; its game-level figures are FBS against FBS.
  const fbsSides = batchSeasons.flatMap((s) => (s.fcsResults ?? []).map((r) => r.teamStats.home));
  const seasons: IdentitySeason[] = batchSeasons.map((s) => ({
    results: [...s.results, ...(s.fcsResults ?? [])],
    schemes: s.schemes,
  }));
  const summary = summarizeGames(results, fbsSides);
  const f = summary.figures;
  const checks: FigureLine[] = checkRealism(summary, 1, meta.year).map((c) => ({
    figure: c.figure,
    label: FIGURE_LABELS[c.figure] ?? c.figure,
    measured: round(c.measured, 3),
    target: c.target,
    tolerance: c.tolerance,
    checked: c.checked,
    ok: c.ok,
  }));
  const lines = lineSection(
    batchSeasons.flatMap((s) => s.games.filter((g) => g.fcs !== true)),
    meta.year,
  );
  const perTeamGame = Object.fromEntries(PER_TEAM_GAME_FIGURES.map((k) => [k, round(f[k], 3)])) as Record<
    PerTeamGameFigure,
    number
  >;
  const endings = endingsSection(seasons, meta.year);
  const teams = identityLines(seasons, meta.year);
  const ranges = [...endings.lines, ...teams];
  const kicking = kickingSection(
    batchSeasons,
    (leaders ?? []).flatMap((l) => (l.backsYardsPerCarry ? [l.backsYardsPerCarry] : [])),
    meta.year,
  );
  const kicks = kicking.lines.filter((l) => l.judged);
  const atmosphere = atmosphereSection(results);
  const airs = atmosphere.lines.filter((l) => l.judged);
  const checked = checks.filter((c) => c.checked);
  const ok =
    checked.filter((c) => c.ok).length
    + lines.checks.filter((c) => c.ok).length
    + ranges.filter((l) => l.ok).length
    + kicks.filter((l) => l.ok).length
    + airs.filter((l) => l.ok).length;
  return {
    mode: 'regular',
    ...meta,
    games: summary.games,
    teamGames: summary.teamGames,
    perTeamGame,
    game: {
      homeWinPct: round(f.homeWinPct, 3),
      overtimePct: round(f.overtimePct, 3),
      favoriteWinPct: lines.favouriteWinPct,
      combinedPointsMean: round(f.combinedPointsMean, 3),
      combinedPointsSd: round(f.combinedPointsSd, 3),
    },
    checks,
    lines,
    endings,
    teams,
    kicking,
    atmosphere,
    inTolerance: ok,
    outOfTolerance: checked.length + lines.checks.length + ranges.length + kicks.length + airs.length - ok,
    ...(leaders ? { leaders: leadersBatchReport(leaders, meta.year) } : {}),
    seasonRecords: seasonRecordsReport(batchSeasons, meta.year),
  };
}

function mark(ok: boolean): string {
  return ok ? 'in' : 'OUT';
}

export function formatRealismReport(report: RealismBatchReport): string {
  const perTeam = new Set<RealismFigure>(PER_TEAM_GAME_FIGURES);
  const table = (lines: FigureLine[]) =>
    formatTable(
      ['Figure', 'Measured', 'Target', 'Tolerance', 'In?'],
      lines.map((c) => [
        c.label,
        shown(c.measured),
        shown(c.target),
        `±${c.tolerance}`,
        c.checked ? mark(c.ok) : '2023-24',
      ]),
      ['Measured', 'Target', 'Tolerance'],
    );
  return [
    `Realism report: ${report.seasons} season${report.seasons === 1 ? '' : 's'} of the ${report.year} league (seed ${report.seed}), postseason included, `
      + `${report.games} games, ${report.teamGames} team-games`,
    '',
    'Per team, per game',
    table(report.checks.filter((c) => perTeam.has(c.figure))),
    '',
    'Spread of games, home field, overtime and odds',
    table(report.checks.filter((c) => !perTeam.has(c.figure))),
    '',
    formatLineSection(report.lines),
    '',
    formatSeasonRecords(report.seasonRecords),
    '',
    formatEndings(report.endings),
    '',
    'How teams differ within a season',
    formatRangeLines(report.teams),
    '',
    formatKickingSection(report.kicking),
    '',
    formatAtmosphereSection(report.atmosphere),
    '',
    `${report.inTolerance} of ${report.inTolerance + report.outOfTolerance} figures within tolerance.`
      + (report.checks.some((c) => !c.checked)
        ? ` Rows marked 2023-24 show that season's figure, which the reference has for no other: not counted.`
        : ''),
    ...(report.leaders ? ['', formatLeadersReport(report.leaders)] : []),
  ].join('\n');
}

// ---- FCS opponents and six-win teams ----

/** One figure of the seasons' records: its value per season, their mean, and the real range it should sit in. */
export interface SeasonRecordLine {
  label: string;
  perSeason: number[];
  measured: number;
  /** null: shown for information, no target. */
  target: number | null;
  tolerance: number | null;
  ok: boolean;
  source: string;
}

/** FBS-vs-FCS games, FCS wins and the teams reaching six wins, per season of a regular-season batch. */
export interface SeasonRecordsReport {
  teams: number;
  lines: SeasonRecordLine[];
}

/**
 * Targets of the section. FCS games: CFBD counts 90-120 FBS-vs-FCS games a season since the 12-game season (2006),
 * 60-80 before. FCS wins: a handful a season (CFBD 2010-2024: about 4-10, 16 at most). Six wins: 78-86 of the
 * 2024 league's 134 teams reach six wins (about 82 bowl-eligible teams a season), i.e. 58-64% of a league's teams
 * (a target from 2006 on: the 11-game seasons before had fewer FCS games and are not in the reference).
 */
const FCS_GAMES_TARGET = { from2006: [105, 15], before: [70, 15] } as const;
const FCS_WINS_TARGET = [6, 4] as const;
const SIX_WIN_SHARE = [0.61, 0.03] as const;

export function seasonRecordsReport(
  seasons: readonly { games: readonly BatchGame[] }[],
  year: number,
): SeasonRecordsReport {
  const teams = seasonLeague(year).teams.length;
  const perSeason = seasons.map(({ games }) => {
    const wins = new Map<string, number>();
    const fcsWinsOf = new Map<string, number>();
    let fcsGames = 0;
    let fcsWins = 0;
    for (const g of games) {
      if (g.kind !== 'regular') continue;
      const homeWon = g.homePoints > g.awayPoints;
      const winner = homeWon ? g.home : g.away;
      if (g.fcs) {
        fcsGames++;
        if (!homeWon) {
          fcsWins++;
          continue;
        }
        fcsWinsOf.set(winner, (fcsWinsOf.get(winner) ?? 0) + 1);
      }
      wins.set(winner, (wins.get(winner) ?? 0) + 1);
    }
    const atSix = [...wins.values()].filter((w) => w >= BOWL_ELIGIBLE_WINS).length;
    const eligible = [...wins].filter(
      ([team, w]) => bowlEligibleWins(w, fcsWinsOf.get(team) ?? 0, year) >= BOWL_ELIGIBLE_WINS,
    ).length;
    return { fcsGames, fcsWins, atSix, eligible };
  });
  const line = (
    label: string,
    values: number[],
    target: readonly [number, number] | null,
    source: string,
  ): SeasonRecordLine => {
    const measured = round(values.reduce((a, b) => a + b, 0) / Math.max(1, values.length), 1);
    return {
      label,
      perSeason: values,
      measured,
      source,
      target: target ? round(target[0], 1) : null,
      tolerance: target ? round(target[1], 1) : null,
      ok: target === null || Math.abs(measured - target[0]) <= target[1],
    };
  };
  return {
    teams,
    lines: [
      line(
        'FBS-vs-FCS games',
        perSeason.map((s) => s.fcsGames),
        year >= ONE_FCS_WIN_COUNTS_FROM ? FCS_GAMES_TARGET.from2006 : FCS_GAMES_TARGET.before,
        'CFBD game files',
      ),
      line(
        'FCS wins over FBS teams',
        perSeason.map((s) => s.fcsWins),
        FCS_WINS_TARGET,
        'CFBD 2010-2024: a handful a season',
      ),
      // The share is that of 12-game seasons with FCS games for most teams: before 2006 it is shown without a target.
      line(
        `Teams with 6+ wins (of ${teams})`,
        perSeason.map((s) => s.atSix),
        year >= ONE_FCS_WIN_COUNTS_FROM ? [SIX_WIN_SHARE[0] * teams, SIX_WIN_SHARE[1] * teams] : null,
        '78-86 of 134 in 2024',
      ),
      line(
        'Bowl-eligible teams (era rule on FCS wins)',
        perSeason.map((s) => s.eligible),
        null,
        'one FCS win counts from 2006',
      ),
    ],
  };
}

export function formatSeasonRecords(report: SeasonRecordsReport): string {
  return [
    'FCS opponents and six-win teams, per season (regular season)',
    formatTable(
      ['Figure', 'Measured', 'Target', 'Tolerance', 'Per season', 'In?'],
      report.lines.map((l) => [
        l.label,
        shown(l.measured),
        l.target === null ? '-' : shown(l.target),
        l.tolerance === null ? '-' : `±${shown(l.tolerance)}`,
        l.perSeason.join(' '),
        l.target === null ? '-' : mark(l.ok),
      ]),
      ['Measured', 'Target', 'Tolerance'],
    ),
  ].join('\n');
}
