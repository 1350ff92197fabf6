// Head coaches in the save: who leads each program, each season's head coach, the carousel's changes, the
// player's offers.
import type { CarouselCoach } from '../../core/coaches/carousel.js';
import { coordinatorMean, staffGamePlan } from '../../core/coaches/staff.js';
import { withProgramLean } from '../../core/coaches/gamePlan.js';
import { staffSeason } from '../../core/coaches/staffSeason.js';
import { createRng } from '../../core/random.js';
import {
  coachName,
  type Coach,
  type DefensiveFront,
  type OffensiveScheme,
  type SchemeTempo,
} from '../../core/coaches/types.js';
import type { GamePlan } from '../../core/sim/types.js';
import type { Program } from '../program.js';
import type { Db } from '../database.js';
import { seasonStaffs } from './staff.js';
import { programEffects } from './coachGrowth.js';
import { againstLeague } from '../../core/coaches/archetypes.js';

/** Seasons of a new head coach's contract. */
export const CONTRACT_YEARS = 5;

interface CoachRow {
  id: number;
  first: string;
  last: string;
  birth_year: number;
  offense: number;
  defense: number;
  recruiting: number;
  development: number;
  game_management: number;
  scheme: string;
  tempo: string;
  front: string;
  team: string | null;
  since: number;
  wins: number;
  losses: number;
  titles: number;
  security: number;
  contract_until: number;
  is_user: number;
}

export interface StoredCoach extends CarouselCoach {
  titles: number;
  contractUntil: number;
}

function toCoach(r: CoachRow): StoredCoach {
  return {
    id: r.id,
    first: r.first,
    last: r.last,
    birthYear: r.birth_year,
    offense: r.offense,
    defense: r.defense,
    recruiting: r.recruiting,
    development: r.development,
    gameManagement: r.game_management,
    scheme: r.scheme as OffensiveScheme,
    tempo: r.tempo as SchemeTempo,
    front: r.front as DefensiveFront,
    team: r.team,
    since: r.since,
    wins: r.wins,
    losses: r.losses,
    titles: r.titles,
    security: r.security,
    contractUntil: r.contract_until,
    isUser: r.is_user === 1,
  };
}

/** A new coach in his job from `since` (contract CONTRACT_YEARS seasons). */
export function insertCoach(db: Db, c: Coach & { security?: number }, since: number): void {
  db.run(
    `INSERT INTO coaches (id, first, last, birth_year, offense, defense, recruiting, development, game_management, scheme, tempo, front,
       team, since, wins, losses, security, contract_until, is_user)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      c.id,
      c.first,
      c.last,
      c.birthYear,
      c.offense,
      c.defense,
      c.recruiting,
      c.development,
      c.gameManagement,
      c.scheme,
      c.tempo,
      c.front,
      c.team,
      Math.min(c.since, since),
      c.wins,
      c.losses,
      c.security ?? 70,
      since + CONTRACT_YEARS - 1,
      c.isUser ? 1 : 0,
    ],
  );
}

export function updateCoach(db: Db, c: StoredCoach): void {
  db.run(
    `UPDATE coaches SET offense = ?, defense = ?, recruiting = ?, development = ?, game_management = ?, team = ?, since = ?, wins = ?,
       losses = ?, titles = ?, security = ?, contract_until = ? WHERE id = ?`,
    [
      c.offense,
      c.defense,
      c.recruiting,
      c.development,
      c.gameManagement,
      c.team,
      c.since,
      c.wins,
      c.losses,
      c.titles,
      c.security,
      c.contractUntil,
      c.id,
    ],
  );
}

export function nextCoachId(db: Db): number {
  return (db.get<{ id: number | null }>('SELECT MAX(id) AS id FROM coaches')?.id ?? 0) + 1;
}

/** Every coach in a head coaching job, by program. */
export function coachesByTeam(db: Db): Map<string, StoredCoach> {
  const rows = db.all<CoachRow>('SELECT * FROM coaches WHERE team IS NOT NULL ORDER BY id');
  return new Map(rows.map((r) => [r.team!, toCoach(r)]));
}

/** The coaches who coached in `year` (coach_seasons), by id, in one read. */
export function coachesOfSeason(db: Db, year: number): Map<number, StoredCoach> {
  const rows = db.all<CoachRow>(
    'SELECT * FROM coaches WHERE id IN (SELECT coach_id FROM coach_seasons WHERE year = ?)',
    [year],
  );
  return new Map(rows.map((r) => [r.id, toCoach(r)]));
}

export function coachById(db: Db, id: number): StoredCoach | null {
  const row = db.get<CoachRow>('SELECT * FROM coaches WHERE id = ?', [id]);
  return row ? toCoach(row) : null;
}

/** The program's player as a head coach (null while he is a coordinator). */
export function programCoach(db: Db, program: Program): StoredCoach | null {
  const row = db.get<CoachRow>(
    'SELECT c.* FROM coaches c JOIN coached_programs p ON p.coach_id = c.id WHERE p.seat = ? AND c.is_user = 1',
    [program.seat],
  );
  return row ? toCoach(row) : null;
}

/** Every player's head coach (the coached programs', and a fired one's waiting for a job). */
export function playerCoaches(db: Db): StoredCoach[] {
  return db
    .all<CoachRow>(
      'SELECT c.* FROM coaches c JOIN coached_programs p ON p.coach_id = c.id WHERE c.is_user = 1 ORDER BY p.seat',
    )
    .map(toCoach);
}

export interface HeadCoach {
  id: number;
  name: string;
  isUser: boolean;
}

/**
 * The head coach of a program in a season: the one who coached it (finished seasons keep theirs in
 * coach_seasons), or, for a season not finished yet, the program's coach now. null when it had none.
 */
export function headCoachOf(db: Db, team: string, year: number): HeadCoach | null {
  const row =
    db.get<{ id: number; first: string; last: string; is_user: number }>(
      `SELECT c.id, c.first, c.last, c.is_user FROM coach_seasons s JOIN coaches c ON c.id = s.coach_id WHERE s.year = ? AND s.team = ?`,
      [year, team],
    )
    ?? db.get<{ id: number; first: string; last: string; is_user: number }>(
      `SELECT id, first, last, is_user FROM coaches WHERE team = ? AND NOT EXISTS (SELECT 1 FROM coach_seasons WHERE year >= ?)`,
      [team, year],
    );
  return row ? { id: row.id, name: coachName(row), isUser: row.is_user === 1 } : null;
}

/**
 * Game plans of the programs for a season's games: the coaches who coached it when it is finished, else the
 * coaches now. Staff edges are measured from the league's coaches' mean so the league's averages stay put, and so
 * are the staffs' game-day abilities (those bought before week `week`, when given: a game replayed as it was played).
 */
export function seasonGamePlans(db: Db, year: number, week?: number): Map<string, GamePlan> {
  const finished = db.all<CoachRow & { season_team: string }>(
    'SELECT c.*, s.team AS season_team FROM coach_seasons s JOIN coaches c ON c.id = s.coach_id WHERE s.year = ?',
    [year],
  );
  const coaches =
    finished.length > 0 ? finished.map((r) => [r.season_team, toCoach(r)] as const) : [...coachesByTeam(db)];
  if (coaches.length === 0) return new Map();
  const mean = coaches.reduce((sum, [, c]) => sum + (c.offense + c.defense) / 2, 0) / coaches.length;
  // The staff's season: drawn from the dynasty's seed, the year and the program, so a replayed game plays the same.
  const seed = db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'seed'")?.value ?? '0';
  const lastSeason = new Map(
    db
      .all<{ team: string; coach_id: number }>('SELECT team, coach_id FROM coach_seasons WHERE year = ?', [year - 1])
      .map((r) => [r.team, r.coach_id]),
  );
  // The coordinators who called the plays that season (or call them now): the offence's scheme and the defence's front.
  const staffs = seasonStaffs(db, year);
  const staffMean = coordinatorMean(staffs.values());
  const situations = againstLeague(
    programEffects(db, year, week === undefined ? {} : { asOf: { year, week } }),
  ).situations;
  // Each program's tier that season (the latest season on record up to it).
  const prestige = new Map(
    db
      .all<{ team: string; prestige: number }>(
        'SELECT team, prestige FROM team_seasons WHERE year = (SELECT MAX(year) FROM team_seasons WHERE year <= ?)',
        [year],
      )
      .map((r) => [r.team, r.prestige]),
  );
  return new Map(
    coaches.map(([team, c]) => {
      // A first season is told from who coached the program the season before. Without that season (the dynasty's
      // first, or a save migrated from before coaches) nobody's is: a coach's `since` is his present job's, which
      // the carousel moves after the season, so it would give a finished season's replays another draw.
      const firstSeason = lastSeason.size > 0 && lastSeason.get(team) !== c.id;
      return [
        team,
        withProgramLean(
          staffGamePlan(
            c,
            staffs.get(team) ?? {},
            mean,
            staffMean,
            staffSeason(createRng(`${seed}:staff:${year}:${team}`), firstSeason, prestige.get(team)),
            situations.get(team),
          ),
          team,
          year,
        ),
      ];
    }),
  );
}

export interface CoachingChangeRow {
  year: number;
  team: string;
  old_coach_id: number | null;
  reason: string;
  new_coach_id: number | null;
  new_from: string | null;
}

export function saveCoachingChange(db: Db, row: CoachingChangeRow): void {
  db.run(
    `INSERT INTO coaching_changes (year, team, old_coach_id, reason, new_coach_id, new_from) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (year, team) DO UPDATE SET new_coach_id = excluded.new_coach_id, new_from = excluded.new_from`,
    [row.year, row.team, row.old_coach_id, row.reason, row.new_coach_id, row.new_from],
  );
}

/** The coaching changes of the offseason after season `year`, by program. */
export function coachingChangeRows(db: Db, year: number): CoachingChangeRow[] {
  return db.all<CoachingChangeRow>('SELECT * FROM coaching_changes WHERE year = ? ORDER BY team', [year]);
}

/**
 * Programs that changed head coaches in the offseason after season `year` (for the transfer portal: players may
 * leave after a coaching change). Includes programs still waiting for their new coach.
 */
export function coachingChanges(db: Db, year: number): string[] {
  return coachingChangeRows(db, year).map((r) => r.team);
}

/** The job offers made to a program's player after season `year`. */
export function coachOffers(db: Db, program: Program, year: number): string[] {
  return db
    .all<{ team: string }>('SELECT team FROM coach_offers WHERE year = ? AND seat = ? ORDER BY team', [
      year,
      program.seat,
    ])
    .map((r) => r.team);
}

export function saveCoachOffer(db: Db, year: number, team: string, seat: number): void {
  db.run('INSERT OR REPLACE INTO coach_offers (year, team, seat) VALUES (?, ?, ?)', [year, team, seat]);
}

/** The program's player's offers lapse (he took a job, or moved on). */
export function dropCoachOffers(db: Db, program: Program, year: number): void {
  db.run('DELETE FROM coach_offers WHERE year = ? AND seat = ?', [year, program.seat]);
}
