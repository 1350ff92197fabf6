// The programs recruiting this cycle as the core sees them: prestige and conference from the season's league,
// resources from prestige, how they contend (recent seasons and the current record), needs fixed at the start.
import type { SeasonLeague } from '../../../core/data/types.js';
import { findProgram } from '../../../core/data/league.js';
import type { RecruitingCoaching, RecruitingProgram } from '../../../core/recruiting/index.js';
import { ABILITY_TIERS } from '../../../core/coaches/tuning.js';
import { programEffects } from '../../queries/coachGrowth.js';
import { CURRENT_SEASON_CONTENDING_WEIGHT, STARTER_QUALITY_PULL } from '../../../core/recruiting/tuning.js';
import { POSITIONS, STARTERS, type Position } from '../../../core/players/types.js';
import type { Db } from '../../database.js';
import type { BoardNeeds } from '../../queries/recruiting.js';
import { seasonRecords } from '../../queries/records.js';
import { recentSuccess, recentSuccessByTeam } from '../offseason/recentSuccess.js';
import { nilPulls } from '../staff/nilPulls.js';
import { trustByTeam } from '../retention/situation.js';
import type { NilPull } from '../../../core/money/nil.js';
import type { OffensiveScheme } from '../../../core/coaches/types.js';
import type { Pipelines } from '../../../core/recruiting/pipelines.js';
import { allPipelines, teamPipelines } from '../../queries/pipelines.js';
import { drawingPrestige, longRunStandings } from './standing.js';

/** Budget and staff 0-1: the richest programs are the most prestigious (no budgets in the data yet). */
export function resourcesFor(prestige: number): number {
  return Math.max(0, Math.min(1, (prestige - 1) / 6));
}

/** How each program did in the seasons before this one (0-1): fixed through a cycle. */
export function pastSuccess(db: Db, league: SeasonLeague): Map<string, number> {
  return recentSuccessByTeam(
    db,
    league.teams.map((t) => t.name),
    league.year - 1,
  );
}

/**
 * Every program with a board this cycle, in the league's order (`standings`: longRunStandings, `past`: pastSuccess, and
 * `records`: the season's wins and losses as seasonRecords counts them, when the caller keeps them).
 */
export function recruitingPrograms(
  db: Db,
  league: SeasonLeague,
  needs: ReadonlyMap<string, BoardNeeds>,
  standings: ReadonlyMap<string, number> | null = longRunStandings(db, league),
  past?: ReadonlyMap<string, number>,
  records: ReadonlyMap<string, { wins: number; losses: number }> = seasonRecords(db, league.year),
): RecruitingProgram[] {
  const one = league.teams.length === 1 ? league.teams[0].name : undefined;
  return programsContending(
    db,
    programSettings(league, needs, standings, programExtras(db, one)),
    league.year,
    past ?? pastSuccess(db, league),
    records,
  );
}

/**
 * The one program `team` as recruitingPrograms builds it (the same values: its standing, success and record are its
 * own), without building the others; undefined when it has no board this cycle. `records`: as recruitingPrograms.
 */
export function recruitingProgram(
  db: Db,
  league: SeasonLeague,
  needs: ReadonlyMap<string, BoardNeeds>,
  team: string,
  records?: ReadonlyMap<string, { wins: number; losses: number }>,
): RecruitingProgram | undefined {
  const alone = { ...league, teams: league.teams.filter((t) => t.name === team) };
  return recruitingPrograms(db, alone, needs, undefined, undefined, records)[0];
}

/** What a program brings to a cycle apart from how it contends: fixed through the cycle. */
export interface ProgramSettings {
  name: string;
  prestige: number;
  conference: string;
  power: boolean;
  state: string;
  need: BoardNeeds;
  pipelines?: Pipelines;
  scheme?: OffensiveScheme;
}

/** What recruiting reads of the programs beside the league: their pipelines and the offence each runs. */
export interface ProgramExtras {
  pipelines: ReadonlyMap<string, Pipelines>;
  schemes: ReadonlyMap<string, OffensiveScheme>;
}

/**
 * Every program's pipelines (or `team`'s alone) and offence: its offensive coordinator's scheme, or its head coach's
 * when it has none (the scheme that calls its plays: coaches/staff.ts staffGamePlan).
 */
export function programExtras(db: Db, team?: string): ProgramExtras {
  const pipelines = team === undefined ? allPipelines(db) : new Map([[team, teamPipelines(db, team)]]);
  const rows = db.all<{ team: string; scheme: string }>(
    `SELECT c.team AS team,
       COALESCE((SELECT o.scheme FROM coordinators o WHERE o.team = c.team AND o.role = 'OC' LIMIT 1), c.scheme) AS scheme
     FROM coaches c WHERE c.team IS NOT NULL${team === undefined ? '' : ' AND c.team = ?'}`,
    team === undefined ? [] : [team],
  );
  return { pipelines, schemes: new Map(rows.map((r) => [r.team, r.scheme as OffensiveScheme])) };
}

/**
 * The programs with a board this cycle, in the league's order, without how they contend (worked out once a cycle).
 * `standings`: longRunStandings, which recruits see through drawingPrestige.
 */
export function programSettings(
  league: SeasonLeague,
  needs: ReadonlyMap<string, BoardNeeds>,
  standings: ReadonlyMap<string, number> | null,
  extras?: ProgramExtras,
): ProgramSettings[] {
  const power = new Set(league.conferences.filter((c) => c.power).map((c) => c.name));
  const settings: ProgramSettings[] = [];
  for (const team of league.teams) {
    const need = needs.get(team.name);
    if (!need) continue;
    settings.push({
      name: team.name,
      prestige: drawingPrestige(team.name, team.prestige, standings),
      conference: team.conference,
      power: power.has(team.conference),
      state: findProgram(team.name)?.state ?? '',
      need,
      ...(extras?.pipelines.has(team.name) ? { pipelines: extras.pipelines.get(team.name) } : {}),
      ...(extras?.schemes.has(team.name) ? { scheme: extras.schemes.get(team.name) } : {}),
    });
  }
  return settings;
}

/**
 * What the programs bring to a week from the save beside their records: their NIL, their returning starters and their
 * staffs' recruiting abilities.
 */
export interface ProgramReads {
  nil: ReadonlyMap<string, NilPull>;
  starters: ReadonlyMap<string, Partial<Record<Position, number>>> | null;
  coaching: ReadonlyMap<string, RecruitingCoaching>;
  /** Recruiting trust below full, by program (promises broken to players: core/retention/promises.ts). */
  trust: ReadonlyMap<string, number>;
}

export function programReads(db: Db, year: number): ProgramReads {
  return {
    nil: nilPulls(db, year, 'recruit'),
    starters: STARTER_QUALITY_PULL.weight > 0 ? returningStarters(db) : null,
    coaching: recruitingCoaching(db, year),
    // The trust the promises judged so far left (those broken as the season started count at once).
    trust: trustByTeam(db, year),
  };
}

/** Each program's staff's recruiting abilities now (programs whose staff has none left out). */
export function recruitingCoaching(db: Db, year: number): Map<string, RecruitingCoaching> {
  const out = new Map<string, RecruitingCoaching>();
  for (const [team, e] of programEffects(db, year, { now: true })) {
    if (e.hours === 0 && e.homePitch === 0 && e.visits === 0) continue;
    out.set(team, {
      hours: e.hours,
      homePitch: e.homePitch,
      homeMiles: ABILITY_TIERS.homeRegionMiles,
      visits: e.visits,
    });
  }
  return out;
}

/**
 * The programs as the core sees them this week: their settings, and how they contend (the seasons before and this
 * one's record). `reads`: programReads, when the caller keeps them (nothing wrote the rosters or NIL offers since).
 */
export function programsContending(
  db: Db,
  settings: readonly ProgramSettings[],
  year: number,
  success: ReadonlyMap<string, number>,
  records: ReadonlyMap<string, { wins: number; losses: number }>,
  { nil, starters, coaching, trust }: ProgramReads = programReads(db, year),
): RecruitingProgram[] {
  const programs: RecruitingProgram[] = [];
  for (const team of settings) {
    const before = success.get(team.name) ?? recentSuccess(db, team.name, year - 1);
    const record = records.get(team.name);
    const games = record ? record.wins + record.losses : 0;
    const contending =
      games > 0
        ? (1 - CURRENT_SEASON_CONTENDING_WEIGHT) * before + CURRENT_SEASON_CONTENDING_WEIGHT * (record!.wins / games)
        : before;
    programs.push({
      name: team.name,
      prestige: team.prestige,
      conference: team.conference,
      power: team.power,
      state: team.state,
      resources: team.need.resources,
      contending,
      scholarships: team.need.scholarships,
      openings: team.need.openings,
      ...(nil.has(team.name) ? { nil: nil.get(team.name) } : {}),
      ...(coaching.has(team.name) ? { coaching: coaching.get(team.name) } : {}),
      ...(starters ? { starters: starters.get(team.name) ?? {} } : {}),
      ...(team.pipelines ? { pipelines: team.pipelines } : {}),
      ...(team.scheme ? { scheme: team.scheme } : {}),
      ...(trust.has(team.name) ? { trust: trust.get(team.name) } : {}),
    });
  }
  return programs;
}

/**
 * Each program's returning starters by position: the mean overall of the depth chart's starters who are not seniors,
 * a place a senior leaves counted at STARTER_QUALITY_PULL.openRating.
 */
function returningStarters(db: Db): Map<string, Partial<Record<Position, number>>> {
  const rows = db.all<{ team: string; pos: Position; total: number; n: number }>(
    "SELECT team, pos, SUM(rating) AS total, COUNT(*) AS n FROM players WHERE active = 1 AND starter = 1 AND class <> 'sr' GROUP BY team, pos",
  );
  const out = new Map<string, Partial<Record<Position, number>>>();
  for (const row of rows) {
    if (!out.has(row.team)) {
      const empty: Partial<Record<Position, number>> = {};
      for (const pos of POSITIONS) empty[pos] = STARTER_QUALITY_PULL.openRating;
      out.set(row.team, empty);
    }
    const places = STARTERS[row.pos];
    const n = Math.min(row.n, places);
    out.get(row.team)![row.pos] = (row.total * (n / row.n) + (places - n) * STARTER_QUALITY_PULL.openRating) / places;
  }
  return out;
}
