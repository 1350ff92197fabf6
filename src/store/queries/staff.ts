// Coordinators and program money in the save: each program's staff, who coached a season, the offseason's staff
// moves, facilities and collectives, NIL offers.
import type { Coordinator, CoordinatorRole, Staff } from '../../core/coaches/staff.js';
import type { DefensiveFront, OffensiveScheme, SchemeTempo } from '../../core/coaches/types.js';
import type { Program } from '../program.js';
import type { Db } from '../database.js';
import { offerPull } from '../../core/money/nil.js';

interface CoordinatorRow {
  id: number;
  first: string;
  last: string;
  birth_year: number;
  role: string;
  calling: number;
  recruiting: number;
  development: number;
  scheme: string;
  tempo: string;
  front: string;
  team: string | null;
  since: number;
  salary: number;
  contract_until: number;
  is_user: number;
}

export function toCoordinator(r: CoordinatorRow): Coordinator {
  return {
    id: r.id,
    first: r.first,
    last: r.last,
    birthYear: r.birth_year,
    role: r.role as CoordinatorRole,
    calling: r.calling,
    recruiting: r.recruiting,
    development: r.development,
    scheme: r.scheme as OffensiveScheme,
    tempo: r.tempo as SchemeTempo,
    front: r.front as DefensiveFront,
    team: r.team,
    since: r.since,
    salary: r.salary,
    contractUntil: r.contract_until,
    isUser: r.is_user === 1,
  };
}

/**
 * `coachId`: the head coach he was, when a head coach out of work becomes a coordinator. Without one the column is not
 * named: the migration that makes the staffs (migrations/staff.ts) runs before the one that adds it.
 */
export function insertCoordinator(db: Db, c: Coordinator, coachId: number | null = null): void {
  const values = [
    c.id,
    c.first,
    c.last,
    c.birthYear,
    c.role,
    c.calling,
    c.recruiting,
    c.development,
    c.scheme,
    c.tempo,
    c.front,
    c.team,
    c.since,
    c.salary,
    c.contractUntil,
    c.isUser ? 1 : 0,
  ];
  const columns = `id, first, last, birth_year, role, calling, recruiting, development, scheme, tempo, front, team, since,
       salary, contract_until, is_user`;
  if (coachId === null)
    db.run(`INSERT INTO coordinators (${columns}) VALUES (${values.map(() => '?').join(', ')})`, values);
  else
    db.run(`INSERT INTO coordinators (${columns}, coach_id) VALUES (${values.map(() => '?').join(', ')}, ?)`, [
      ...values,
      coachId,
    ]);
}

export function nextCoordinatorId(db: Db): number {
  return (db.get<{ id: number | null }>('SELECT MAX(id) AS id FROM coordinators')?.id ?? 0) + 1;
}

/** Every coordinator in a job. */
export function employedCoordinators(db: Db): Coordinator[] {
  return db.all<CoordinatorRow>('SELECT * FROM coordinators WHERE team IS NOT NULL ORDER BY id').map(toCoordinator);
}

/** The program's player, when he is a coordinator (the career ladder's first rung). */
export function programCoordinator(db: Db, program: Program): Coordinator | null {
  const row = db.get<CoordinatorRow>(
    'SELECT c.* FROM coordinators c JOIN coached_programs p ON p.coordinator_id = c.id WHERE p.seat = ? AND c.is_user = 1',
    [program.seat],
  );
  return row ? toCoordinator(row) : null;
}

export function staffOf(db: Db, team: string): Coordinator[] {
  return db.all<CoordinatorRow>('SELECT * FROM coordinators WHERE team = ? ORDER BY role', [team]).map(toCoordinator);
}

/** Every program's staff by role, now. */
export function staffsByTeam(db: Db): Map<string, Staff & Partial<Record<CoordinatorRole, Coordinator>>> {
  const out = new Map<string, Partial<Record<CoordinatorRole, Coordinator>>>();
  for (const c of employedCoordinators(db)) {
    let s = out.get(c.team!);
    if (!s) {
      s = {};
      out.set(c.team!, s);
    }
    s[c.role] = c;
  }
  return out;
}

/** The staffs who coached season `year` (recorded at its end), else the staffs now. */
export function seasonStaffs(db: Db, year: number): Map<string, Staff> {
  const rows = db.all<CoordinatorRow & { season_team: string; season_role: string }>(
    `SELECT c.*, s.team AS season_team, s.role AS season_role FROM coordinator_seasons s JOIN coordinators c ON c.id = s.coordinator_id
     WHERE s.year = ?`,
    [year],
  );
  if (rows.length === 0) return staffsByTeam(db);
  const out = new Map<string, Staff>();
  for (const r of rows) {
    let s = out.get(r.season_team);
    if (!s) {
      s = {};
      out.set(r.season_team, s);
    }
    s[r.season_role as CoordinatorRole] = toCoordinator(r);
  }
  return out;
}

/** The staffs of a finished season go into the book (for replays, and the staff history). */
export function recordSeasonStaffs(db: Db, year: number): void {
  db.run(
    `INSERT OR REPLACE INTO coordinator_seasons (year, team, role, coordinator_id)
    SELECT ?, team, role, id FROM coordinators WHERE team IS NOT NULL`,
    [year],
  );
}

export interface StaffMove {
  year: number;
  team: string;
  role: CoordinatorRole;
  kind: 'fired' | 'hired' | 'hired_away' | 'left' | 'retired' | 'expired';
  coordinatorId: number;
  other: string | null;
}

export function saveStaffMove(db: Db, m: StaffMove): void {
  db.run('INSERT INTO staff_moves (year, team, role, kind, coordinator_id, other) VALUES (?, ?, ?, ?, ?, ?)', [
    m.year,
    m.team,
    m.role,
    m.kind,
    m.coordinatorId,
    m.other,
  ]);
}

export interface StaffMoveRow extends StaffMove {
  name: string;
}

/** The staff moves of the offseason after season `year`, in the order they happened. */
export function staffMoves(db: Db, year: number): StaffMoveRow[] {
  return db
    .all<{
      year: number;
      team: string;
      role: string;
      kind: string;
      coordinator_id: number;
      other: string | null;
      first: string;
      last: string;
    }>(
      `SELECT m.year, m.team, m.role, m.kind, m.coordinator_id, m.other, c.first, c.last FROM staff_moves m
     JOIN coordinators c ON c.id = m.coordinator_id WHERE m.year = ? ORDER BY m.rowid`,
      [year],
    )
    .map((r) => ({
      year: r.year,
      team: r.team,
      role: r.role as CoordinatorRole,
      kind: r.kind as StaffMove['kind'],
      coordinatorId: r.coordinator_id,
      other: r.other,
      name: `${r.first} ${r.last}`,
    }));
}

export interface ProgramMoneyRow {
  team: string;
  facilities: number;
  projectSeasons: number;
  projectCost: number;
  collective: number;
}

export function programMoney(db: Db, team: string): ProgramMoneyRow | null {
  const r = db.get<{
    team: string;
    facilities: number;
    project_seasons: number;
    project_cost: number;
    collective: number;
  }>('SELECT * FROM program_money WHERE team = ?', [team]);
  return r
    ? {
        team: r.team,
        facilities: r.facilities,
        projectSeasons: r.project_seasons,
        projectCost: r.project_cost,
        collective: r.collective,
      }
    : null;
}

export function allProgramMoney(db: Db): Map<string, ProgramMoneyRow> {
  return new Map(
    db
      .all<{ team: string; facilities: number; project_seasons: number; project_cost: number; collective: number }>(
        'SELECT * FROM program_money',
      )
      .map((r) => [
        r.team,
        {
          team: r.team,
          facilities: r.facilities,
          projectSeasons: r.project_seasons,
          projectCost: r.project_cost,
          collective: r.collective,
        },
      ]),
  );
}

export function saveProgramMoney(db: Db, m: ProgramMoneyRow): void {
  db.run(
    `INSERT INTO program_money (team, facilities, project_seasons, project_cost, collective) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (team) DO UPDATE SET facilities = excluded.facilities, project_seasons = excluded.project_seasons,
    project_cost = excluded.project_cost, collective = excluded.collective`,
    [m.team, m.facilities, m.projectSeasons, m.projectCost, m.collective],
  );
}

/** NIL offered by a program this season (thousands of dollars). */
export function nilOffered(db: Db, year: number, team: string): number {
  return (
    db.get<{ s: number | null }>('SELECT SUM(amount) AS s FROM nil_offers WHERE year = ? AND team = ?', [year, team])?.s
    ?? 0
  );
}

/** NIL offers of a season: program -> target id -> pull 0-1, for recruiting ('recruit') or the portal ('transfer'). */
export function nilOfferPulls(db: Db, year: number, kind: 'recruit' | 'transfer'): Map<string, Map<number, number>> {
  const out = new Map<string, Map<number, number>>();
  for (const r of db.all<{ team: string; target_id: number; stars: number; amount: number }>(
    'SELECT team, target_id, stars, amount FROM nil_offers WHERE year = ? AND kind = ?',
    [year, kind],
  )) {
    let m = out.get(r.team);
    if (!m) {
      m = new Map();
      out.set(r.team, m);
    }
    m.set(r.target_id, offerPull(r.amount, r.stars));
  }
  return out;
}

export function saveNilOffer(
  db: Db,
  o: {
    year: number;
    team: string;
    /** A recruit or a transfer; retention: NIL promised to one of the program's own players. */
    kind: 'recruit' | 'transfer' | 'retention';
    targetId: number;
    stars: number;
    amount: number;
  },
): void {
  db.run(
    `INSERT INTO nil_offers (year, team, kind, target_id, stars, amount) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (year, team, kind, target_id) DO UPDATE SET amount = excluded.amount`,
    [o.year, o.team, o.kind, o.targetId, o.stars, o.amount],
  );
}

/**
 * Drops the NIL offers of seasons before `year` but the coached programs': the others decided their season's signings
 * and nothing reads them again (they grew a 30-season save by about 3.5 MiB).
 */
export function dropNilOffersBefore(db: Db, year: number, keepTeams: readonly string[]): void {
  const list = keepTeams.map(() => '?').join(', ');
  db.run(`DELETE FROM nil_offers WHERE year < ?${list ? ` AND team NOT IN (${list})` : ''}`, [year, ...keepTeams]);
}

/** A program's NIL offers of a season. */
export function nilOffersOfTeam(
  db: Db,
  year: number,
  team: string,
): { kind: string; targetId: number; stars: number; amount: number }[] {
  return db
    .all<{ kind: string; target_id: number; stars: number; amount: number }>(
      'SELECT kind, target_id, stars, amount FROM nil_offers WHERE year = ? AND team = ? ORDER BY kind, target_id',
      [year, team],
    )
    .map((r) => ({ kind: r.kind, targetId: r.target_id, stars: r.stars, amount: r.amount }));
}
