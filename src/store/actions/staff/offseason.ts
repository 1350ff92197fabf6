// The coordinators' offseason (summary -> progression, once every head coach is hired): coordinators promoted to
// the head jobs the carousel filled from outside, computer programs letting coordinators go (most new head coaches
// bring their own), retirements, contracts that ended renewed or not, and every computer program's openings filled from the candidates by the same rules
// the player hires by. The player's program keeps its openings for him (filled by his staff at the next preseason
// if he leaves them).
import {
  drawCoordinator,
  COORDINATOR_ROLES,
  type Coordinator,
  type CoordinatorRole,
} from '../../../core/coaches/staff.js';
import {
  fillStaffOpenings,
  openRoles,
  staffDepartures,
  type MarketProgram,
  type StaffHire,
} from '../../../core/coaches/staffMarket.js';
import { successMargin } from '../../../core/coaches/carousel.js';
import { contractDecisions } from '../../../core/coaches/staffContracts.js';
import { createRng, type Rng } from '../../../core/random.js';
import { coachedTeams } from '../../program.js';
import type { Db } from '../../database.js';
import { coachingChangeRows } from '../../queries/coaches.js';
import type { DynastyState } from '../../queries/meta.js';
import {
  employedCoordinators,
  insertCoordinator,
  nextCoordinatorId,
  saveStaffMove,
  staffsByTeam,
  toCoordinator,
} from '../../queries/staff.js';
import { programStandings } from '../coaches/seasonEnd.js';
import { leagueBudgets } from './money.js';

/** Share of head jobs filled from outside that go to a coordinator of another FBS program. */
export const PROMOTED_FROM_FBS_STAFF = 0.7;
/** Position coaches on the market each offseason, per role. */
export const POSITION_COACHES_PER_ROLE = 12;

/** The programs as the staff market sees them after season `year`. */
export function marketPrograms(db: Db, year: number): Map<string, MarketProgram> {
  const standings = programStandings(db, year);
  const budgets = leagueBudgets(db, year + 1);
  const newHeads = new Set(
    coachingChangeRows(db, year)
      .filter((r) => r.new_coach_id !== null)
      .map((r) => r.team),
  );
  const out = new Map<string, MarketProgram>();
  const coached = coachedTeams(db);
  for (const [team, s] of standings) {
    const b = budgets.get(team);
    if (!b) continue;
    out.set(team, {
      team,
      prestige: s.prestige,
      margin: successMargin(s),
      newHead: newHeads.has(team),
      staffBudget: b.staffBudget,
      isUser: coached.has(team),
    });
  }
  return out;
}

export function staffOffseason(db: Db, state: DynastyState): void {
  const year = state.year;
  const rng = createRng(`${state.seed}:staff-market:${year}`);
  const programs = marketPrograms(db, year);
  promoteCoordinators(db, year, programs, rng.fork('promotions'));
  for (const d of staffDepartures(employedCoordinators(db), programs, year, rng.fork('departures'))) {
    leave(db, year, d.coordinator, d.kind, null);
  }
  endContracts(db, year, programs, rng.fork('contracts'));
  hirePositionCoaches(db, year, rng.fork('position-coaches'));
  const staffs = staffsByTeam(db);
  const openings = [...programs.values()]
    .filter((p) => !p.isUser)
    .flatMap((p) => openRoles(staffs.get(p.team) ?? {}).map((role) => ({ team: p.team, role })));
  fill(db, year, openings, programs, rng.fork('fill'));
}

/** Fills `openings` from every candidate and writes the hires. */
export function fill(
  db: Db,
  year: number,
  openings: readonly { team: string; role: CoordinatorRole }[],
  programs: ReadonlyMap<string, MarketProgram>,
  rng: Rng,
  exclude?: ReadonlySet<number>,
): StaffHire[] {
  const pool = candidatePool(db, year);
  const hires = fillStaffOpenings({ year, openings, employed: employedCoordinators(db), pool, programs, rng, exclude });
  const byId = new Map(pool.map((c) => [c.id, c]));
  for (const h of hires) writeHire(db, year, h, byId.get(h.coordinatorId));
  return hires;
}

/** Writes a hire: a head coach out of work becomes a coordinator; a coordinator hired away leaves an opening. */
export function writeHire(db: Db, year: number, h: StaffHire, candidate?: Coordinator): number {
  let id = h.coordinatorId;
  if (id < 0 && candidate) {
    id = nextCoordinatorId(db);
    insertCoordinator(
      db,
      { ...candidate, id, team: h.team, since: year + 1, salary: h.salary, contractUntil: year + 3 },
      -candidate.id,
    );
  } else {
    db.run('UPDATE coordinators SET team = ?, since = ?, salary = ?, contract_until = ? WHERE id = ?', [
      h.team,
      year + 1,
      h.salary,
      year + 3,
      id,
    ]);
  }
  if (h.from) saveStaffMove(db, { year, team: h.from, role: h.role, kind: 'left', coordinatorId: id, other: h.team });
  saveStaffMove(db, { year, team: h.team, role: h.role, kind: 'hired', coordinatorId: id, other: h.from });
  return id;
}

/**
 * Contracts that ended with the season: renewed for a new term at the coordinator's market salary, or he leaves and
 * joins the candidates (core/coaches/staffContracts.ts).
 */
function endContracts(db: Db, year: number, programs: ReadonlyMap<string, MarketProgram>, rng: Rng): void {
  const employed = employedCoordinators(db);
  const payroll = new Map<string, number>();
  for (const c of employed) if (c.team) payroll.set(c.team, (payroll.get(c.team) ?? 0) + c.salary);
  for (const d of contractDecisions(employed, programs, payroll, year, rng)) {
    if (d.renewed)
      db.run('UPDATE coordinators SET salary = ?, contract_until = ? WHERE id = ?', [
        d.salary,
        d.contractUntil,
        d.coordinator.id,
      ]);
    else leave(db, year, d.coordinator, 'expired', null);
  }
}

export function leave(
  db: Db,
  year: number,
  c: Coordinator,
  kind: 'fired' | 'retired' | 'hired_away' | 'expired',
  other: string | null,
): void {
  db.run('UPDATE coordinators SET team = NULL WHERE id = ?', [c.id]);
  saveStaffMove(db, { year, team: c.team!, role: c.role, kind, coordinatorId: c.id, other });
}

/**
 * Candidates out of work in the offseason after `year`: coordinators let go (or whose contracts ended) this offseason or last, this
 * offseason's position coaches, and head coaches fired this offseason who are not coordinators yet (as coordinators
 * of their stronger side; negative ids until hired, then a coordinator's record linked to theirs).
 */
export function candidatePool(db: Db, year: number): Coordinator[] {
  const rows = db
    .all<Parameters<typeof toCoordinator>[0]>(
      `SELECT * FROM coordinators WHERE team IS NULL AND is_user = 0 AND birth_year > ? AND (
       (contract_until = 0 AND since = ?)
       OR id IN (SELECT coordinator_id FROM staff_moves WHERE kind IN ('fired', 'expired') AND year >= ?)) ORDER BY id`,
      [year - 66, year, year - 1],
    )
    .map(toCoordinator);
  const heads = db.all<{
    id: number;
    first: string;
    last: string;
    birth_year: number;
    offense: number;
    defense: number;
    recruiting: number;
    development: number;
    scheme: string;
    tempo: string;
    front: string;
  }>(
    `SELECT c.* FROM coaches c JOIN coaching_changes x ON x.old_coach_id = c.id
     WHERE x.year = ? AND x.reason = 'fired' AND c.team IS NULL AND c.is_user = 0 AND c.birth_year > ?
       AND c.id NOT IN (SELECT coach_id FROM coordinators WHERE coach_id IS NOT NULL)`,
    [year, year - 66],
  );
  for (const h of heads) {
    const role: CoordinatorRole = h.offense >= h.defense ? 'OC' : 'DC';
    rows.push({
      id: -h.id,
      first: h.first,
      last: h.last,
      birthYear: h.birth_year,
      role,
      calling: Math.max(h.offense, h.defense),
      recruiting: h.recruiting,
      development: h.development,
      scheme: h.scheme as Coordinator['scheme'],
      tempo: h.tempo as Coordinator['tempo'],
      front: h.front as Coordinator['front'],
      team: null,
      since: year,
      salary: 0,
      contractUntil: 0,
      isUser: false,
    });
  }
  return rows;
}

/** This offseason's position coaches looking for a coordinator job (unhired ones from earlier offseasons go). */
function hirePositionCoaches(db: Db, year: number, rng: Rng): void {
  db.run(
    `DELETE FROM coordinators WHERE team IS NULL AND contract_until = 0 AND since < ?
    AND id NOT IN (SELECT coordinator_id FROM staff_moves) AND id NOT IN (SELECT coordinator_id FROM coordinator_seasons)`,
    [year],
  );
  let id = nextCoordinatorId(db);
  for (const role of COORDINATOR_ROLES) {
    for (let i = 0; i < POSITION_COACHES_PER_ROLE; i++) {
      const c = drawCoordinator(rng.fork(`${role}:${i}`), {
        id: id++,
        year,
        role,
        team: null,
        prestige: 3 + (i % 4),
        positionCoach: true,
      });
      insertCoordinator(db, { ...c, since: year, contractUntil: 0 });
    }
  }
}

/**
 * Head jobs the carousel filled from outside FBS staffs go, most of the time, to a successful coordinator of a
 * program no bigger: the new head coach is him (his name and age; his offence if he was the offensive coordinator).
 */
function promoteCoordinators(db: Db, year: number, programs: ReadonlyMap<string, MarketProgram>, rng: Rng): void {
  const promoted = coachingChangeRows(db, year)
    .filter((r) => r.new_coach_id !== null && r.new_from === null)
    .sort(
      (a, b) =>
        (programs.get(b.team)?.prestige ?? 0) - (programs.get(a.team)?.prestige ?? 0) || a.team.localeCompare(b.team),
    );
  const taken = new Set<number>();
  for (const row of promoted) {
    const r = rng.fork(row.team);
    if (!r.chance(PROMOTED_FROM_FBS_STAFF)) continue;
    const opening = programs.get(row.team);
    if (!opening) continue;
    let best: { c: Coordinator; score: number } | null = null;
    for (const c of employedCoordinators(db)) {
      const from = programs.get(c.team!);
      if (
        c.role === 'ST'
        || c.isUser
        || taken.has(c.id)
        || !from
        || from.team === row.team
        || from.prestige > opening.prestige
      )
        continue;
      const score = c.calling + 40 * from.margin + r.normal(0, 3);
      if (!best || score > best.score) best = { c, score };
    }
    if (!best) continue;
    taken.add(best.c.id);
    const c = best.c;
    db.run('UPDATE coaches SET first = ?, last = ?, birth_year = ? WHERE id = ?', [
      c.first,
      c.last,
      c.birthYear,
      row.new_coach_id,
    ]);
    if (c.role === 'OC')
      db.run('UPDATE coaches SET scheme = ?, tempo = ? WHERE id = ?', [c.scheme, c.tempo, row.new_coach_id]);
    leave(db, year, c, 'hired_away', row.team);
  }
}
