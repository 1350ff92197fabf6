// The dynasty batch's figures of departures: early entrants and portal entrants per year (and per program),
// whether every roster is complete each season (at least 2 QBs, 8 OL, a K and a P), and team ratings by prestige
// tier over the seasons (steady within 2 points), and the computer programs' position changes. Collected from the save
// after each offseason.
import type { Db } from '../store/database.js';
import { draftOf } from '../store/queries/draft.js';
import { portalCountsByTeam, portalEntries } from '../store/queries/portal.js';
import { formatTable } from '../shared/textTable.js';
import type { TeamSeasonLine } from './csv.js';
import { round } from '../core/stats/math.js';
import {
  type PortalMoves,
  type PortalMovesReport,
  portalMoves,
  portalMovesLine,
  portalMovesReport,
} from './portalMoves.js';

/**
 * The issue's ranges: early entrants a year (the NFL's early-entry lists of 2014-2021 with the graduated
 * underclassmen, 84-128), portal entrants per program a season in the recent era (the NCAA's and ESPN's FBS counts,
 * 2,539-3,467 a year over 130-134 programs). Sources: docs/reference/program-building.md.
 */
export const DEPARTURE_TARGETS = { earlyEntrants: [90, 130], portalPerProgramRecent: [15, 25], tierDrift: 2 } as const;
/** What a complete roster has at least. */
export const ROSTER_MINIMUM = { QB: 2, OL: 8, K: 1, P: 1 } as const;

export interface IncompleteRoster {
  team: string;
  players: number;
  qb: number;
  ol: number;
  k: number;
  p: number;
}

export interface OffseasonFigures {
  /** The season the players left after. */
  year: number;
  earlyEntrants: number;
  earlyDrafted: number;
  portalEntrants: number;
  portalSigned: number;
  portalSitOut: number;
  /** Entrants per program (programs with none included as 0). */
  portalPerProgram: { min: number; mean: number; max: number };
  /** The user's program. */
  portalUser: number;
  /** Signed portal players by the level they left and joined. */
  portalMoves: PortalMoves;
  /** Rosters at the next preseason. */
  rosterSizes: { min: number; mean: number; max: number };
  incomplete: IncompleteRoster[];
  /** The computer programs' position changes at the turn of the year, and the programs that made one. */
  positionChanges: number;
  positionChangePrograms: number;
}

function spread(values: readonly number[]): { min: number; mean: number; max: number } {
  if (values.length === 0) return { min: 0, mean: 0, max: 0 };
  return {
    min: Math.min(...values),
    mean: round(values.reduce((s, v) => s + v, 0) / values.length, 1),
    max: Math.max(...values),
  };
}

/** Read once the dynasty reached the next preseason after `year`. */
export function offseasonFigures(db: Db, year: number, userTeam: string): OffseasonFigures {
  // The minimum counts those who may play the season: a transfer sitting out his year (before 2021) does not.
  const rosters = db.all<IncompleteRoster>(
    `SELECT team, COUNT(*) AS players, SUM(pos = 'QB' AND s.player_id IS NULL) AS qb, SUM(pos = 'OL' AND s.player_id IS NULL) AS ol,
            SUM(pos = 'K' AND s.player_id IS NULL) AS k, SUM(pos = 'P' AND s.player_id IS NULL) AS p
       FROM players
       LEFT JOIN (SELECT player_id FROM portal_entries WHERE year = ? AND sits_out = 1 AND to_team IS NOT NULL) s ON s.player_id = players.id
      WHERE active = 1 GROUP BY team`,
    [year],
  );
  const portal = portalEntries(db, year);
  const early = draftOf(db, year).filter((p) => p.early === 1);
  const byTeam = portalCountsByTeam(db, year);
  const programs = db.all<{ team: string }>('SELECT team FROM team_seasons WHERE year = ?', [year]).map((r) => r.team);
  const moves = db.get<{ moves: number; programs: number }>(
    "SELECT COUNT(*) AS moves, COUNT(DISTINCT team) AS programs FROM position_changes WHERE year = ? AND made_by = 'staff'",
    [year],
  )!;
  return {
    positionChanges: moves.moves,
    positionChangePrograms: moves.programs,
    year,
    earlyEntrants: early.length,
    earlyDrafted: early.filter((p) => p.pick !== null).length,
    portalEntrants: portal.length,
    portalSigned: portal.filter((e) => e.to_team !== null).length,
    portalSitOut: portal.filter((e) => e.sits_out === 1).length,
    portalPerProgram: spread(programs.map((t) => byTeam.get(t) ?? 0)),
    portalUser: byTeam.get(userTeam) ?? 0,
    portalMoves: portalMoves(db, year),
    rosterSizes: spread(rosters.map((r) => r.players)),
    incomplete: rosters.filter(
      (r) => r.qb < ROSTER_MINIMUM.QB || r.ol < ROSTER_MINIMUM.OL || r.k < ROSTER_MINIMUM.K || r.p < ROSTER_MINIMUM.P,
    ),
  };
}

// ---- The report over dynasties ----

const TIERS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface TierRatings {
  year: number;
  /** Mean team rating per prestige tier ("1".."7"; null without a team in the tier), over the dynasties. */
  byTier: Record<string, number | null>;
}

export interface DeparturesReport {
  perYear: (Omit<OffseasonFigures, 'incomplete' | 'portalMoves'> & { incompleteRosters: number })[];
  earlyEntrants: { min: number; mean: number; max: number; inRange: boolean };
  /** Recent era (seasons 2021 on): entrants per program a season. */
  portalPerProgramRecent: { seasons: number; mean: number; min: number; max: number; inRange: boolean | null };
  /** Where signed portal players went, power and Group of Five, over the offseasons from 2020. */
  portalMoves: PortalMovesReport;
  incompleteRosters: { season: number; dynasty: number; team: string; detail: string }[];
  tierRatings: TierRatings[];
  /** Per tier: the first three seasons' mean against the last three's (points), and the whole range. */
  tierDrift: { tier: number; first: number; last: number; drift: number; range: number; steady: boolean }[];
  verdict: string;
}

function tierRatingsOf(teams: readonly TeamSeasonLine[][]): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const tier of TIERS) {
    const ratings = teams.flatMap((list) => list.filter((t) => Math.round(t.prestige) === tier).map((t) => t.rating));
    out[String(tier)] = ratings.length === 0 ? null : round(ratings.reduce((s, r) => s + r, 0) / ratings.length, 1);
  }
  return out;
}

export function departuresReport(
  runs: readonly { seed: number; seasons: { year: number; teams: TeamSeasonLine[]; offseason?: OffseasonFigures }[] }[],
): DeparturesReport {
  const seasons = runs[0]?.seasons.length ?? 0;
  const perYear: DeparturesReport['perYear'] = [];
  const incompleteRosters: DeparturesReport['incompleteRosters'] = [];
  const tierRatings: TierRatings[] = [];
  for (let i = 0; i < seasons; i++) {
    const figures = runs.map((r) => r.seasons[i].offseason).filter((f): f is OffseasonFigures => f !== undefined);
    tierRatings.push({ year: runs[0].seasons[i].year, byTier: tierRatingsOf(runs.map((r) => r.seasons[i].teams)) });
    if (figures.length === 0) continue;
    const avg = (pick: (f: OffseasonFigures) => number) =>
      round(figures.reduce((s, f) => s + pick(f), 0) / figures.length, 1);
    perYear.push({
      year: figures[0].year,
      earlyEntrants: avg((f) => f.earlyEntrants),
      earlyDrafted: avg((f) => f.earlyDrafted),
      portalEntrants: avg((f) => f.portalEntrants),
      portalSigned: avg((f) => f.portalSigned),
      portalSitOut: avg((f) => f.portalSitOut),
      portalPerProgram: {
        min: Math.min(...figures.map((f) => f.portalPerProgram.min)),
        mean: avg((f) => f.portalPerProgram.mean),
        max: Math.max(...figures.map((f) => f.portalPerProgram.max)),
      },
      portalUser: avg((f) => f.portalUser),
      rosterSizes: {
        min: Math.min(...figures.map((f) => f.rosterSizes.min)),
        mean: avg((f) => f.rosterSizes.mean),
        max: Math.max(...figures.map((f) => f.rosterSizes.max)),
      },
      incompleteRosters: figures.reduce((s, f) => s + f.incomplete.length, 0),
      positionChanges: avg((f) => f.positionChanges),
      positionChangePrograms: avg((f) => f.positionChangePrograms),
    });
    runs.forEach((r) => {
      for (const t of r.seasons[i].offseason?.incomplete ?? []) {
        incompleteRosters.push({
          season: r.seasons[i].year + 1,
          dynasty: r.seed,
          team: t.team,
          detail: `${t.players} players: ${t.qb} QB, ${t.ol} OL, ${t.k} K, ${t.p} P`,
        });
      }
    });
  }
  const early = perYear.map((y) => y.earlyEntrants);
  const earlySpread = spread(early);
  const recent = perYear.filter((y) => y.year >= 2021);
  const recentMeans = recent.map((y) => y.portalPerProgram.mean);
  const recentSpread = spread(recentMeans);
  const window = Math.min(3, Math.max(1, Math.floor(tierRatings.length / 2)));
  const tierDrift = TIERS.flatMap((tier) => {
    const values = tierRatings.map((t) => t.byTier[String(tier)]).filter((v): v is number => v !== null);
    if (values.length < 2) return [];
    const mean = (xs: number[]) => xs.reduce((s, v) => s + v, 0) / xs.length;
    const first = round(mean(values.slice(0, window)), 1);
    const last = round(mean(values.slice(-window)), 1);
    const drift = round(last - first, 1);
    return [
      {
        tier,
        first,
        last,
        drift,
        range: round(Math.max(...values) - Math.min(...values), 1),
        steady: Math.abs(drift) <= DEPARTURE_TARGETS.tierDrift,
      },
    ];
  });
  const earlyOk =
    early.length > 0
    && earlySpread.min >= DEPARTURE_TARGETS.earlyEntrants[0]
    && earlySpread.max <= DEPARTURE_TARGETS.earlyEntrants[1];
  const portalOk =
    recent.length === 0
      ? null
      : recentSpread.min >= DEPARTURE_TARGETS.portalPerProgramRecent[0]
        && recentSpread.max <= DEPARTURE_TARGETS.portalPerProgramRecent[1];
  const moves = portalMovesReport(
    runs.flatMap((r) =>
      r.seasons.flatMap((s) => (s.offseason ? [{ year: s.offseason.year, moves: s.offseason.portalMoves }] : [])),
    ),
  );
  const movesLine = portalMovesLine(moves);
  const checks = [
    `early entrants ${earlySpread.min}-${earlySpread.max} a year (target ${DEPARTURE_TARGETS.earlyEntrants.join('-')}): ${earlyOk ? 'in range' : 'OUT of range'}`,
    recent.length === 0
      ? 'no season from 2021 on for the recent portal range'
      : `portal entrants per program ${recentSpread.min}-${recentSpread.max} a season from 2021 (target ${DEPARTURE_TARGETS.portalPerProgramRecent.join('-')}): ${portalOk ? 'in range' : 'OUT of range'}`,
    ...(movesLine === null ? [] : [movesLine]),
    `${incompleteRosters.length} incomplete roster${incompleteRosters.length === 1 ? '' : 's'} (at least 2 QB, 8 OL, a K and a P)`,
    `team ratings by prestige tier ${tierDrift.every((t) => t.steady) ? 'steady' : 'NOT steady'} (first vs last ${window} seasons within ${DEPARTURE_TARGETS.tierDrift} points: ${tierDrift.map((t) => `P${t.tier} ${t.drift > 0 ? '+' : ''}${t.drift}`).join(', ')})`,
  ];
  return {
    perYear,
    earlyEntrants: { ...earlySpread, inRange: earlyOk },
    portalPerProgramRecent: { seasons: recent.length, ...recentSpread, inRange: portalOk },
    portalMoves: moves,
    incompleteRosters,
    tierRatings,
    tierDrift,
    verdict: `Departures: ${checks.join('; ')}.`,
  };
}

export function formatDeparturesReport(report: DeparturesReport): string {
  const tierHeaders = TIERS.map((t) => `P${t}`);
  return [
    'Departures by offseason: early entrants to the NFL draft, the transfer portal, rosters at the next preseason',
    formatTable(
      [
        'Season',
        'Early',
        'Drafted',
        'Portal',
        'Per team',
        'Min',
        'Max',
        'Signed',
        'Sit out',
        'Yours',
        'Roster min',
        'Mean',
        'Max',
        'Incomplete',
      ],
      report.perYear.map((y) => [
        y.year,
        y.earlyEntrants,
        y.earlyDrafted,
        y.portalEntrants,
        y.portalPerProgram.mean,
        y.portalPerProgram.min,
        y.portalPerProgram.max,
        y.portalSigned,
        y.portalSitOut,
        y.portalUser,
        y.rosterSizes.min,
        y.rosterSizes.mean,
        y.rosterSizes.max,
        y.incompleteRosters,
      ]),
      [
        'Season',
        'Early',
        'Drafted',
        'Portal',
        'Per team',
        'Min',
        'Max',
        'Signed',
        'Sit out',
        'Yours',
        'Roster min',
        'Mean',
        'Max',
        'Incomplete',
      ],
    ),
    '',
    "Position changes by the computer's programs at the turn of the year (mean over the dynasties)",
    formatTable(
      ['Season', 'Moves', 'Programs'],
      report.perYear.map((y) => [y.year, y.positionChanges, y.positionChangePrograms]),
      ['Season', 'Moves', 'Programs'],
    ),
    '',
    'Team rating by prestige tier (mean rating of the teams in each tier that season)',
    formatTable(
      ['Season', ...tierHeaders],
      report.tierRatings.map((t) => [t.year, ...TIERS.map((tier) => t.byTier[String(tier)] ?? '')]),
      ['Season', ...tierHeaders],
    ),
    ...(report.incompleteRosters.length > 0
      ? [
          '',
          'Incomplete rosters',
          formatTable(
            ['Season', 'Dynasty', 'Team', 'Roster'],
            report.incompleteRosters.slice(0, 40).map((r) => [r.season, r.dynasty, r.team, r.detail]),
            ['Season', 'Dynasty'],
          ),
        ]
      : []),
    '',
    report.verdict,
  ].join('\n');
}
