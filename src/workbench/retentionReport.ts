// The dynasty batch's retention figures: how many players a program loses to the portal by its season (a winning
// record, a losing one, a new head coach), all FBS and the power conferences apart, beside the real programs'
// (docs/reference/retention.md); and what the programs did to keep their players: talks and promises a program, and
// how often a promise was kept. Collected from the save after each offseason.
import { mean, round } from '../core/stats/math.js';
import type { Db } from '../store/database.js';
import { dynastyLeague } from '../store/league.js';
import { coachingChanges } from '../store/queries/coaches.js';
import { portalCountsByTeam } from '../store/queries/portal.js';
import { formatTable } from '../shared/textTable.js';

/**
 * Portal entrants a power program loses a year (2022-2026 offseasons) by its season, as the documented programs lost
 * them: with a new head coach about 33, without one about 24 whatever the record (losing 22.8, winning 24.6). Bands:
 * the ratio of a losing program's losses to a winning one's (no new coach) and of a new coach's to the rest's, each
 * the documented ratio with the sampling error of so few programs. docs/reference/retention.md.
 */
export const RETENTION_TARGETS = {
  losingOverWinning: [0.8, 1.35] as [number, number],
  newCoachOverRest: [1.15, 2.0] as [number, number],
  /** Documented means (power programs), shown beside the game's. */
  realMeans: { winning: 24.6, losing: 22.8, newCoach: 33.2 },
} as const;

export interface ProgramDepartureLine {
  wins: number;
  losses: number;
  power: boolean;
  newCoach: boolean;
  /** Portal entrants after the season (both windows). */
  entrants: number;
}

export interface RetentionSeasonFigures {
  /** The season the players left after. */
  year: number;
  programs: ProgramDepartureLine[];
  /** The computer programs' talks and promises in the offseason after the season (starter, position, nil). */
  actions?: { programs: number; talks: number; starter: number; position: number; nil: number };
  /** The promises the season judged (made in the offseason before it), every program's. */
  judged?: { kept: number; broken: number; lapsed: number };
}

/** Read once the dynasty reached the next preseason after `year` (the offseason's portal whole). */
export function retentionFigures(db: Db, year: number): RetentionSeasonFigures {
  const league = dynastyLeague(db, year);
  const power = new Set(league.conferences.filter((c) => c.power).map((c) => c.name));
  const changed = new Set(coachingChanges(db, year));
  const entrants = portalCountsByTeam(db, year);
  const rows = db.all<{ team: string; conference: string; wins: number; losses: number }>(
    'SELECT team, conference, wins, losses FROM team_seasons WHERE year = ? ORDER BY team',
    [year],
  );
  const programs = rows.map((r) => ({
    wins: r.wins,
    losses: r.losses,
    power: power.has(r.conference),
    newCoach: changed.has(r.team),
    entrants: entrants.get(r.team) ?? 0,
  }));
  const coached = new Set(db.all<{ team: string }>('SELECT team FROM coached_programs').map((r) => r.team));
  const counts = new Map(
    db
      .all<{ kind: string; team: string; n: number }>(
        'SELECT kind, team, COUNT(*) AS n FROM retention_actions WHERE year = ? GROUP BY kind, team',
        [year],
      )
      .filter((r) => !coached.has(r.team))
      .reduce((m, r) => m.set(r.kind, (m.get(r.kind) ?? 0) + r.n), new Map<string, number>()),
  );
  const statuses = new Map(
    db
      .all<{ status: string; n: number }>(
        "SELECT status, COUNT(*) AS n FROM retention_actions WHERE judged = ? AND kind IN ('starter', 'position') GROUP BY status",
        [year],
      )
      .map((r) => [r.status, r.n]),
  );
  return {
    year,
    programs,
    actions: {
      programs: rows.filter((r) => !coached.has(r.team)).length,
      talks: counts.get('talk') ?? 0,
      starter: counts.get('starter') ?? 0,
      position: counts.get('position') ?? 0,
      nil: counts.get('nil') ?? 0,
    },
    judged: {
      kept: statuses.get('kept') ?? 0,
      broken: statuses.get('broken') ?? 0,
      lapsed: statuses.get('lapsed') ?? 0,
    },
  };
}

// ---- The report over dynasties ----

type Group = 'winning' | 'losing' | 'newCoach';
const GROUPS: readonly Group[] = ['winning', 'losing', 'newCoach'];
const GROUP_LABELS: Record<Group, string> = {
  winning: 'Winning record (no new coach)',
  losing: 'Losing record (no new coach)',
  newCoach: 'New head coach',
};

function groupOf(p: ProgramDepartureLine): Group {
  if (p.newCoach) return 'newCoach';
  return p.wins < p.losses ? 'losing' : 'winning';
}

export interface GroupFigure {
  group: Group;
  /** Program-seasons in the group. */
  programs: number;
  /** Mean portal entrants a program. */
  entrants: number;
  power: { programs: number; entrants: number };
}

export interface KeepingFigures {
  /** Offseasons counted. */
  offseasons: number;
  /** A computer program's talks and promises an offseason. */
  talksPerProgram: number;
  startersPerProgram: number;
  positionsPerProgram: number;
  nilPerProgram: number;
  /** Programs' promises of a starting role or a position judged: kept, broken, lapsed (he left first). */
  kept: number;
  broken: number;
  lapsed: number;
  /** Kept of those kept or broken, 0-1 (null: none judged). */
  keptShare: number | null;
}

export interface RetentionReport {
  /** Seasons from 2021 on (the portal's era of immediate eligibility): the groups are judged there. */
  seasons: number;
  groups: GroupFigure[];
  /** What the programs did to keep their players, over every offseason of the batch. */
  keeping: KeepingFigures;
  losingOverWinning: { value: number | null; inRange: boolean | null };
  newCoachOverRest: { value: number | null; inRange: boolean | null };
  verdict: string;
}

const within = (value: number | null, [low, high]: readonly [number, number]) =>
  value === null ? null : value >= low && value <= high;

export function retentionReport(
  runs: readonly { seasons: readonly { retention?: RetentionSeasonFigures }[] }[],
): RetentionReport {
  const figures = runs.flatMap((r) =>
    r.seasons.flatMap((s) => (s.retention && s.retention.year >= 2021 ? [s.retention] : [])),
  );
  const lines = figures.flatMap((f) => f.programs);
  const groups = GROUPS.map((group): GroupFigure => {
    const all = lines.filter((p) => groupOf(p) === group);
    const power = all.filter((p) => p.power);
    return {
      group,
      programs: all.length,
      entrants: all.length === 0 ? 0 : round(mean(all.map((p) => p.entrants)), 1),
      power: {
        programs: power.length,
        entrants: power.length === 0 ? 0 : round(mean(power.map((p) => p.entrants)), 1),
      },
    };
  });
  const byGroup = new Map(groups.map((g) => [g.group, g]));
  const ratio = (a: number, b: number) => (a > 0 && b > 0 ? round(a / b, 2) : null);
  const rest = lines.filter((p) => !p.newCoach);
  const losingOverWinning = ratio(byGroup.get('losing')!.entrants, byGroup.get('winning')!.entrants);
  const newCoachOverRest = ratio(
    byGroup.get('newCoach')!.entrants,
    rest.length === 0 ? 0 : mean(rest.map((p) => p.entrants)),
  );
  const lw = within(losingOverWinning, RETENTION_TARGETS.losingOverWinning);
  const nc = within(newCoachOverRest, RETENTION_TARGETS.newCoachOverRest);
  const say = (name: string, value: number | null, ok: boolean | null, band: readonly [number, number]) =>
    value === null
      ? `${name}: no programs to compare`
      : `${name} ${value} (target ${band.join('-')}): ${ok ? 'in range' : 'OUT of range'}`;
  const all = runs.flatMap((r) => r.seasons.flatMap((s) => (s.retention?.actions ? [s.retention] : [])));
  const sum = (pick: (f: RetentionSeasonFigures) => number) => all.reduce((t, f) => t + pick(f), 0);
  const programSeasons = Math.max(
    1,
    sum((f) => f.actions?.programs ?? 0),
  );
  const kept = sum((f) => f.judged?.kept ?? 0);
  const broken = sum((f) => f.judged?.broken ?? 0);
  const keeping: KeepingFigures = {
    offseasons: all.length,
    talksPerProgram: round(sum((f) => f.actions?.talks ?? 0) / programSeasons, 2),
    startersPerProgram: round(sum((f) => f.actions?.starter ?? 0) / programSeasons, 2),
    positionsPerProgram: round(sum((f) => f.actions?.position ?? 0) / programSeasons, 2),
    nilPerProgram: round(sum((f) => f.actions?.nil ?? 0) / programSeasons, 2),
    kept,
    broken,
    lapsed: sum((f) => f.judged?.lapsed ?? 0),
    keptShare: kept + broken === 0 ? null : round(kept / (kept + broken), 3),
  };
  return {
    seasons: figures.length,
    groups,
    keeping,
    losingOverWinning: { value: losingOverWinning, inRange: lw },
    newCoachOverRest: { value: newCoachOverRest, inRange: nc },
    verdict:
      figures.length === 0
        ? 'Retention: no season from 2021 on to judge portal losses by record.'
        : `Retention: ${say("a losing program's portal losses over a winning one's", losingOverWinning, lw, RETENTION_TARGETS.losingOverWinning)}; ${say("a new coach's over the rest's", newCoachOverRest, nc, RETENTION_TARGETS.newCoachOverRest)}.`,
  };
}

export function formatRetentionReport(report: RetentionReport): string {
  return [
    `Portal losses by the season a program had (entrants a program, seasons from 2021: ${report.seasons})`,
    formatTable(
      ['Season', 'Programs', 'Entrants', 'Power programs', 'Entrants (power)', 'Real (power)'],
      report.groups.map((g) => [
        GROUP_LABELS[g.group],
        g.programs,
        g.entrants,
        g.power.programs,
        g.power.entrants,
        RETENTION_TARGETS.realMeans[g.group],
      ]),
      ['Programs', 'Entrants', 'Power programs', 'Entrants (power)', 'Real (power)'],
    ),
    '',
    `Keeping players (${report.keeping.offseasons} offseasons): a computer program's staff held ${report.keeping.talksPerProgram} talks, promised ${report.keeping.startersPerProgram} starting roles, ${report.keeping.positionsPerProgram} positions and ${report.keeping.nilPerProgram} NIL deals an offseason; promises judged: ${report.keeping.kept} kept, ${report.keeping.broken} broken (${report.keeping.keptShare === null ? '-' : `${round(100 * report.keeping.keptShare, 1)}% kept`}), ${report.keeping.lapsed} lapsed (he left first).`,
    '',
    report.verdict,
  ].join('\n');
}
