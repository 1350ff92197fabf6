// The coordinators' offseason: who leaves (a new head coach brings his own staff, a side that let the program down
// costs its coordinator his job, old coordinators retire), and how openings are filled: each program, best first,
// hires the best candidate it can pay within its staff budget - another program's coordinator for a raise (only
// moving up or sideways), a position coach, a fired head coach. A coordinator who moves opens his old job.
import type { Rng } from '../random.js';
import { coordinatorSalary, COORDINATOR_ROLES, type Coordinator, type CoordinatorRole } from './staff.js';

export const STAFF_TURNOVER = {
  /** A new head coach replaces each coordinator with this chance (most bring their own). */
  newHeadReplaces: { OC: 0.75, DC: 0.75, ST: 0.5 },
  /** Fired after a season: base chance, plus this much per 0.1 of winning percentage below expectation. */
  fireBase: { OC: 0.11, DC: 0.08, ST: 0.05 },
  firePerTenthBelow: 0.09,
  /** Retirement from this age, rising each year. */
  retireFrom: 63,
  retirePerYear: 0.12,
  /** A raise of this share takes a coordinator from a smaller (or equal) program. */
  raise: 0.2,
} as const;

/** A program as the staff market sees it after a season. */
export interface MarketProgram {
  team: string;
  prestige: number;
  /** Winning percentage of the last two seasons against expectation. */
  margin: number;
  /** Changed head coaches this offseason. */
  newHead: boolean;
  /** What it may pay its three coordinators a year (thousands). */
  staffBudget: number;
  /** The player's program: nobody leaves or is hired for it but by the player (others may hire his coordinators). */
  isUser: boolean;
}

export type DepartureKind = 'fired' | 'retired';

export interface StaffDeparture {
  coordinator: Coordinator;
  kind: DepartureKind;
}

/** Computer programs' coordinators who are let go or retire after season `year`. */
export function staffDepartures(
  coordinators: readonly Coordinator[],
  programs: ReadonlyMap<string, MarketProgram>,
  year: number,
  rng: Rng,
): StaffDeparture[] {
  const out: StaffDeparture[] = [];
  for (const c of coordinators) {
    const program = c.team ? programs.get(c.team) : undefined;
    if (!program || program.isUser || c.isUser) continue;
    const r = rng.fork(c.id);
    const age = year - c.birthYear;
    const fire = program.newHead
      ? STAFF_TURNOVER.newHeadReplaces[c.role]
      : STAFF_TURNOVER.fireBase[c.role] + STAFF_TURNOVER.firePerTenthBelow * Math.max(0, -program.margin * 10);
    if (r.chance(fire)) out.push({ coordinator: c, kind: 'fired' });
    else if (
      age >= STAFF_TURNOVER.retireFrom
      && r.chance(STAFF_TURNOVER.retirePerYear * (age - STAFF_TURNOVER.retireFrom + 1))
    ) {
      out.push({ coordinator: c, kind: 'retired' });
    }
  }
  return out;
}

/** What a candidate asks of a program in `year`: a working coordinator a raise, anyone else his market salary. */
export function askingSalary(c: Coordinator, year: number): number {
  const market = coordinatorSalary(c.calling, year);
  return c.team ? Math.max(market, Math.round(c.salary * (1 + STAFF_TURNOVER.raise))) : market;
}

/** How a program ranks a candidate for a role (its calling first, his recruiting and development a little). */
export function candidateScore(c: Coordinator): number {
  return c.calling + 0.2 * c.recruiting + 0.2 * c.development;
}

/** May `program` hire candidate `c` for `role` now? Same role; a working coordinator only from a program no bigger. */
export function eligible(
  c: Coordinator,
  role: CoordinatorRole,
  program: MarketProgram,
  programs: ReadonlyMap<string, MarketProgram>,
): boolean {
  if (c.role !== role || c.isUser || c.team === program.team) return false;
  if (c.team === null) return true;
  const from = programs.get(c.team);
  return from !== undefined && from.prestige <= program.prestige;
}

export interface StaffHire {
  team: string;
  role: CoordinatorRole;
  coordinatorId: number;
  /** The program he leaves (null: out of work, a position coach or a fired head coach). */
  from: string | null;
  salary: number;
}

export interface StaffFillInput {
  year: number;
  openings: readonly { team: string; role: CoordinatorRole }[];
  /** Every coordinator in a job (the player's program's too: they may be hired away). */
  employed: readonly Coordinator[];
  /** Candidates out of work: coordinators let go, position coaches, fired head coaches (as coordinators). */
  pool: readonly Coordinator[];
  programs: ReadonlyMap<string, MarketProgram>;
  rng: Rng;
  /** Coordinators nobody may hire now (one the player just hired). */
  exclude?: ReadonlySet<number>;
}

/**
 * Fills computer programs' openings, best program first; each takes the best candidate it can pay (its payroll
 * after the hire within its staff budget). A coordinator hired away opens his job, which joins the queue (the
 * player's program's stays open for him).
 */
export function fillStaffOpenings(input: StaffFillInput): StaffHire[] {
  const { year, programs } = input;
  const prestige = (t: string) => programs.get(t)?.prestige ?? 1;
  const all = [...input.employed, ...input.pool];
  const teamOf = new Map(all.map((c) => [c.id, c.team]));
  const salaryOf = new Map(all.map((c) => [c.id, c.salary]));
  const payroll = new Map<string, number>();
  for (const c of input.employed) if (c.team) payroll.set(c.team, (payroll.get(c.team) ?? 0) + c.salary);
  const moved = new Set<number>(input.exclude);
  const queue = input.openings.filter((o) => !programs.get(o.team)?.isUser);
  const hires: StaffHire[] = [];
  // Each move opens at most one job; the queue ends (a bound kept against any cycle of moves).
  for (let guard = 0; queue.length > 0 && guard < 4 * (input.openings.length + all.length); guard++) {
    queue.sort(
      (a, b) => prestige(b.team) - prestige(a.team) || a.team.localeCompare(b.team) || a.role.localeCompare(b.role),
    );
    const { team, role } = queue.shift()!;
    const program = programs.get(team);
    if (!program) continue;
    const r = input.rng.fork(`${team}:${role}`);
    const room = program.staffBudget - (payroll.get(team) ?? 0);
    let best: { c: Coordinator; score: number; asking: number } | null = null;
    for (const c of all) {
      if (moved.has(c.id)) continue;
      const now = { ...c, team: teamOf.get(c.id) ?? null, salary: salaryOf.get(c.id) ?? c.salary };
      if (!eligible(now, role, program, programs)) continue;
      const asking = askingSalary(now, year);
      if (asking > room) continue;
      const score = candidateScore(now) + r.normal(0, 3);
      if (!best || score > best.score) best = { c: now, score, asking };
    }
    if (!best) continue;
    const from = best.c.team;
    moved.add(best.c.id);
    teamOf.set(best.c.id, team);
    salaryOf.set(best.c.id, best.asking);
    payroll.set(team, (payroll.get(team) ?? 0) + best.asking);
    if (from) {
      payroll.set(from, (payroll.get(from) ?? 0) - best.c.salary);
      queue.push({ team: from, role });
    }
    hires.push({ team, role, coordinatorId: best.c.id, from, salary: best.asking });
  }
  return hires;
}

/** Openings of a program: its roles without a coordinator. */
export function openRoles(staff: Partial<Record<CoordinatorRole, unknown>>): CoordinatorRole[] {
  return COORDINATOR_ROLES.filter((role) => !staff[role]);
}
