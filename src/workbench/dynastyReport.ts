// What long dynasties do to the league: champions and unbeaten teams each season, how wins spread, how prestige
// moves, how team ratings spread over time, and whether the league after many seasons is still the league it
// started as.
import { formatTable } from '../shared/textTable.js';
import type { TeamSeasonLine } from './csv.js';
import type { DynastyRun } from './dynastyRun.js';
import { formatLeagueMovement, leagueMovement, type LeagueMovement } from './leagueMovement.js';
import { formatPlayoffFavourites, playoffFavourites, type PlayoffRound } from './playoffFavourites.js';
import { formatOpenersReport, openersReport, type OpenersFigure } from './rankedOpeners.js';
import { formatProgramMovement, programMovement, type ProgramMovement } from './programMovement.js';
import { departuresReport, formatDeparturesReport, type DeparturesReport } from './departuresReport.js';
import { formatStaffReport, staffReport, type StaffReport } from './staffReport.js';
import { formatRetentionReport, retentionReport, type RetentionReport } from './retentionReport.js';
import { buildingReport, formatBuildingReport, type BuildingReport } from './buildingReport.js';
import { formatHeismanReport, heismanReport, type HeismanReport, type SeasonHeisman } from './heismanReport.js';
import { isUnbeaten } from './topTen.js';
import { mean, round } from '../core/stats/math.js';
import { prestigeTier } from '../core/data/prestige.js';

/**
 * When the last season still looks like the first: our own judgement of "the same league", not a published
 * figure. The median team may drift a few rating points, the best-to-worst range by a quarter, and the prestige
 * tiers may trade at most 15% of the programs (total variation distance between the tier shares).
 */
export const STABILITY_LIMITS = { medianRatingDrift: 3, ratingRangeChange: 0.25, tierShift: 0.15 } as const;

const TIERS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface RatingSpread {
  min: number;
  median: number;
  max: number;
}

export interface SeasonAggregate {
  /** 1-based season of the dynasties. */
  season: number;
  year: number;
  /** Averages over the dynasties. */
  teams: number;
  unbeaten: number;
  prestigeUp: number;
  prestigeDown: number;
  /** Teams per prestige tier ("1".."7"). */
  prestigeTiers: Record<string, number>;
  rating: RatingSpread;
}

export interface StabilityVerdict {
  firstYear: number;
  lastYear: number;
  medianRatingDrift: number;
  ratingRangeChange: number;
  tierShift: number;
  /** null with a single season: nothing to compare. */
  stable: boolean | null;
  verdict: string;
}

export interface DynastyBatchReport {
  mode: 'dynasty';
  year: number;
  seasons: number;
  dynasties: number;
  seeds: number[];
  userTeam: string;
  champions: { dynasty: number; season: number; team: string; record: string; runnerUp: string }[];
  unbeaten: { dynasty: number; season: number; teams: { team: string; record: string }[] }[];
  /** Each season's final top 10 (by final rank), per dynasty. */
  topTen: { dynasty: number; season: number; teams: string[] }[];
  /** Teams finishing with each win total, per season (averaged over all seasons of all dynasties). */
  winDistribution: { wins: number; teamsPerSeason: number }[];
  perSeason: SeasonAggregate[];
  stability: StabilityVerdict;
  /**
   * The same comparison from the second season on (null with fewer than three seasons): the first offseason is
   * where the real data's prestige first meets the game's prestige model, so a jump there and a drift later
   * are different problems.
   */
  stabilityAfterFirstOffseason: StabilityVerdict | null;
  /** How much the league moves: champions, playoff teams, risers, coaching changes (leagueMovement.ts). */
  movement: LeagueMovement;
  /** Programs rising and falling for years, and the best rosters first season against last (programMovement.ts). */
  programs: ProgramMovement;
  /** How often the favourite won each playoff round, and by how much it was favoured (playoffFavourites.ts). */
  playoffFavourites: PlayoffRound[];
  /** Preseason Top 25 teams as underdogs in their openers against unranked FBS teams (rankedOpeners.ts). */
  rankedOpeners: OpenersFigure[];
  /** Departures: early entrants, the portal, complete rosters, ratings by prestige tier. */
  departures: DeparturesReport;
  /** Portal losses by record, and how the programs kept their players. */
  retention: RetentionReport;
  /** How the computer's programs use position changes, dealbreakers and pipelines; where their signees come from. */
  building: BuildingReport;
  staff: StaffReport;
  /** The Heisman winners' positions, the running quarterbacks among them and the season's best rusher. */
  heisman: HeismanReport;
}

function median(values: readonly number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function tierCounts(teams: readonly TeamSeasonLine[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(TIERS.map((t) => [String(t), 0]));
  for (const t of teams) counts[String(prestigeTier(t.prestige))] += 1;
  return counts;
}

function seasonAggregate(runs: readonly DynastyRun[], index: number): SeasonAggregate {
  const seasons = runs.map((r) => r.seasons[index]);
  const tiers = seasons.map((s) => tierCounts(s.teams));
  const averageTiers = Object.fromEntries(
    TIERS.map((t) => [String(t), round(mean(tiers.map((c) => c[String(t)])), 2)]),
  );
  const moved = (dir: 1 | -1) =>
    mean(
      seasons.map(
        (s) => s.teams.filter((t) => t.nextPrestige !== null && Math.sign(t.nextPrestige - t.prestige) === dir).length,
      ),
    );
  const spreads = seasons.map((s) => s.teams.map((t) => t.rating));
  return {
    season: index + 1,
    year: seasons[0].year,
    teams: round(mean(seasons.map((s) => s.teams.length)), 2),
    unbeaten: round(mean(seasons.map((s) => s.teams.filter(isUnbeaten).length)), 2),
    prestigeUp: round(moved(1), 2),
    prestigeDown: round(moved(-1), 2),
    prestigeTiers: averageTiers,
    rating: {
      min: round(mean(spreads.map((r) => Math.min(...r))), 2),
      median: round(mean(spreads.map(median)), 2),
      max: round(mean(spreads.map((r) => Math.max(...r))), 2),
    },
  };
}

function stability(perSeason: readonly SeasonAggregate[]): StabilityVerdict {
  const first = perSeason[0];
  const last = perSeason[perSeason.length - 1];
  const range = (s: SeasonAggregate) => s.rating.max - s.rating.min;
  const share = (s: SeasonAggregate, tier: string) => s.prestigeTiers[tier] / Math.max(1, s.teams);
  const tierShift = TIERS.reduce((sum, t) => sum + Math.abs(share(last, String(t)) - share(first, String(t))), 0) / 2;
  const medianRatingDrift = last.rating.median - first.rating.median;
  const ratingRangeChange = range(first) > 0 ? range(last) / range(first) - 1 : 0;
  const checks = [
    [Math.abs(medianRatingDrift) <= STABILITY_LIMITS.medianRatingDrift, `median rating ${signed(medianRatingDrift)}`],
    [
      Math.abs(ratingRangeChange) <= STABILITY_LIMITS.ratingRangeChange,
      `rating range ${signed(100 * ratingRangeChange, 0)}%`,
    ],
    [tierShift <= STABILITY_LIMITS.tierShift, `${(100 * tierShift).toFixed(0)}% of programs in other prestige tiers`],
  ] as const;
  const stable = perSeason.length < 2 ? null : checks.every(([ok]) => ok);
  const detail = checks.map(([ok, text]) => `${text}${ok ? '' : ' (too much)'}`).join(', ');
  const verdict =
    stable === null
      ? 'One season only: play at least two to compare the league with where it started.'
      : `${stable ? 'Stable' : 'Not stable'} from ${first.year} to ${last.year}: ${detail}.`;
  return {
    firstYear: first.year,
    lastYear: last.year,
    medianRatingDrift: round(medianRatingDrift, 2),
    ratingRangeChange: round(ratingRangeChange, 3),
    tierShift: round(tierShift, 3),
    stable,
    verdict,
  };
}

function signed(value: number, digits = 1): string {
  const text = value.toFixed(digits);
  return value > 0 ? `+${text}` : text;
}

export function dynastyBatchReport(
  runs: readonly DynastyRun[],
  meta: { year: number; seasons: number },
): DynastyBatchReport {
  const record = (t: { wins: number; losses: number }) => `${t.wins}-${t.losses}`;
  const allSeasons = runs.flatMap((r) => r.seasons);
  const wins = allSeasons.flatMap((s) => s.teams.map((t) => t.wins));
  const maxWins = Math.max(0, ...wins);
  const perSeason = Array.from({ length: meta.seasons }, (_, i) => seasonAggregate(runs, i));
  return {
    mode: 'dynasty',
    year: meta.year,
    seasons: meta.seasons,
    dynasties: runs.length,
    seeds: runs.map((r) => r.seed),
    userTeam: runs[0]?.userTeam ?? '',
    champions: runs.flatMap((r) =>
      r.seasons.flatMap((s) =>
        s.champion
          ? [
              {
                dynasty: r.seed,
                season: s.year,
                team: s.champion.team,
                record: record(s.champion),
                runnerUp: s.champion.runnerUp,
              },
            ]
          : [],
      ),
    ),
    unbeaten: runs.flatMap((r) =>
      r.seasons.map((s) => ({
        dynasty: r.seed,
        season: s.year,
        teams: s.teams.filter(isUnbeaten).map((t) => ({ team: t.team, record: record(t) })),
      })),
    ),
    topTen: runs.flatMap((r) =>
      r.seasons.map((s) => ({
        dynasty: r.seed,
        season: s.year,
        teams: s.teams
          .filter((t) => t.finalRank >= 1 && t.finalRank <= 10)
          .sort((a, b) => a.finalRank - b.finalRank)
          .map((t) => t.team),
      })),
    ),
    winDistribution: Array.from({ length: maxWins + 1 }, (_, w) => ({
      wins: w,
      teamsPerSeason: round(wins.filter((x) => x === w).length / Math.max(1, allSeasons.length), 2),
    })),
    perSeason,
    stability: stability(perSeason),
    stabilityAfterFirstOffseason: perSeason.length >= 3 ? stability(perSeason.slice(1)) : null,
    movement: leagueMovement(runs),
    programs: programMovement(runs),
    playoffFavourites: playoffFavourites(runs),
    rankedOpeners: openersReport(runs),
    departures: departuresReport(runs),
    retention: retentionReport(runs),
    building: buildingReport(runs),
    staff: staffReport(runs),
    heisman: heismanReport(allSeasons.map((s) => s.heisman).filter((h): h is SeasonHeisman => !!h)),
  };
}

export function formatDynastyReport(report: DynastyBatchReport): string {
  const many = report.dynasties > 1;
  const unbeatenOf = new Map(report.unbeaten.map((u) => [`${u.dynasty}:${u.season}`, u.teams]));
  const championRows = report.champions.map((c) => {
    const unbeaten = unbeatenOf.get(`${c.dynasty}:${c.season}`) ?? [];
    return [
      ...(many ? [c.dynasty] : []),
      c.season,
      `${c.team} (${c.record})`,
      c.runnerUp,
      unbeaten.length === 0 ? 'none' : unbeaten.map((u) => `${u.team} ${u.record}`).join(', '),
    ];
  });
  const tierHeaders = TIERS.map((t) => `P${t}`);
  const seasonCount = report.dynasties * report.seasons;
  return [
    `Dynasty batch: ${report.dynasties} ${many ? 'dynasties' : 'dynasty'} (seed${many ? 's' : ''} ${report.seeds.join(', ')}) `
      + `of ${report.seasons} season${report.seasons === 1 ? '' : 's'} from ${report.year}, playing as ${report.userTeam}`,
    '',
    'Champions and unbeaten teams',
    formatTable([...(many ? ['Dynasty'] : []), 'Season', 'Champion', 'Runner-up', 'Unbeaten'], championRows, [
      'Dynasty',
      'Season',
    ]),
    '',
    `The league season by season${many ? ` (averages of ${report.dynasties} dynasties)` : ''}: team ratings, prestige moves for the next season, teams per prestige tier`,
    formatTable(
      ['Season', 'Teams', 'Rating min', 'Median', 'Max', 'Prestige up', 'Down', 'Unbeaten', ...tierHeaders],
      report.perSeason.map((s) => [
        s.year,
        s.teams,
        s.rating.min,
        s.rating.median,
        s.rating.max,
        s.prestigeUp,
        s.prestigeDown,
        s.unbeaten,
        ...TIERS.map((t) => s.prestigeTiers[String(t)]),
      ]),
      ['Season', 'Teams', 'Rating min', 'Median', 'Max', 'Prestige up', 'Down', 'Unbeaten', ...tierHeaders],
    ),
    '',
    `Wins per team-season (teams per season, over ${seasonCount} season${seasonCount === 1 ? '' : 's'})`,
    formatTable(
      ['Wins', 'Teams', 'Share %'],
      report.winDistribution.map((w) => {
        const teams = report.perSeason.reduce((sum, s) => sum + s.teams, 0) / Math.max(1, report.perSeason.length);
        return [w.wins, w.teamsPerSeason.toFixed(2), ((100 * w.teamsPerSeason) / Math.max(1, teams)).toFixed(1)];
      }),
      ['Wins', 'Teams', 'Share %'],
    ),
    '',
    report.stability.verdict,
    ...(report.stabilityAfterFirstOffseason
      ? [`After the first offseason: ${report.stabilityAfterFirstOffseason.verdict}`]
      : []),
    '',
    formatLeagueMovement(report.movement),
    formatProgramMovement(report.programs, report.movement),
    ...(report.playoffFavourites.length === 0 ? [] : [formatPlayoffFavourites(report.playoffFavourites)]),
    formatOpenersReport(report.rankedOpeners),
    formatDeparturesReport(report.departures),
    '',
    formatRetentionReport(report.retention),
    '',
    formatBuildingReport(report.building),
    formatStaffReport(report.staff),
    '',
    formatHeismanReport(report.heisman),
  ].join('\n');
}
