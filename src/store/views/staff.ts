// The Staff page: a program's coordinators, its openings, the candidates its player may hire, the league's
// coordinator moves.
import {
  COORDINATOR_ROLES,
  coordinatorName,
  ROLE_LABELS,
  type Coordinator,
  type CoordinatorRole,
} from '../../core/coaches/staff.js';
import { contractEnds } from '../../core/coaches/staffContracts.js';
import {
  askingSalary,
  candidateScore,
  eligible,
  openRoles,
  type MarketProgram,
} from '../../core/coaches/staffMarket.js';
import { SCHEME_LABELS } from '../../core/coaches/types.js';
import { effectText, ROLE_ABILITY, tierValue } from '../../core/coaches/archetypes.js';
import { coordinatorTier, levelOf } from '../../core/coaches/levels.js';
import { COORDINATOR_GROWTH } from '../../core/coaches/tuning.js';
import { ABILITY_DATA, ABILITY_MAX_TIER } from '../../shared/coachArchetypes.js';
import { coordinatorCareerXp } from '../queries/coachGrowth.js';
import { formatMoney } from '../../core/money/budget.js';
import type { StaffCandidate, StaffCoordinator, StaffMoveLine, StaffResponse } from '../../shared/staff-types.js';
import type { Db } from '../database.js';
import { readState, type DynastyState } from '../queries/meta.js';
import { employedCoordinators, programCoordinator, staffMoves, staffOf, type StaffMoveRow } from '../queries/staff.js';
import { coachOffers, programCoach } from '../queries/coaches.js';
import { coachedTeams, type Program } from '../program.js';
import { candidatePool, marketPrograms } from '../actions/staff/offseason.js';
import { programFinances } from '../actions/staff/money.js';

/** Candidates listed per role; coordinator jobs listed for a fired head coach. */
const CANDIDATES_PER_ROLE = 8;
const JOB_CHOICES = 8;

export function staffChangeRefusal(state: DynastyState): string | null {
  return state.stage === 'progression' || state.stage === 'recruiting_summary'
    ? null
    : 'Coordinators are hired and fired in the offseason (Roster Progression and Recruiting Summary).';
}

function style(c: Pick<Coordinator, 'role' | 'scheme' | 'front'>): string | null {
  return c.role === 'OC' ? SCHEME_LABELS[c.scheme] : c.role === 'DC' ? c.front : null;
}

function line(db: Db, c: Coordinator, year: number): StaffCoordinator {
  const careerXp = coordinatorCareerXp(db, c.id, year);
  const level = levelOf(careerXp);
  const ability = ROLE_ABILITY[c.role];
  const tier = coordinatorTier(level);
  const value = COORDINATOR_GROWTH.effectShare * tierValue(ability, tier);
  return {
    id: c.id,
    role: c.role,
    role_label: ROLE_LABELS[c.role],
    name: coordinatorName(c),
    age: year - c.birthYear,
    calling: c.calling,
    recruiting: c.recruiting,
    development: c.development,
    style: style(c),
    salary: c.salary,
    contract_until: c.contractUntil,
    contract_ends: contractEnds(c, year),
    since: c.since,
    is_user: c.isUser,
    level,
    career_xp: careerXp,
    role_ability: {
      ability,
      label: ABILITY_DATA[ability].label,
      tier,
      next_tier_level: tier >= ABILITY_MAX_TIER ? null : 1 + (tier + 1) * COORDINATOR_GROWTH.levelsPerTier,
      value,
      effect: tier === 0 ? null : effectText(ability, value),
    },
  };
}

export function candidateKey(c: Coordinator): string {
  return c.id < 0 ? `H${-c.id}` : `C${c.id}`;
}

/** Everyone the player's program may hire now for `roles`, best first (the same rules as the computer programs'). */
export function candidatesFor(
  db: Db,
  program: Program,
  state: DynastyState,
  roles: readonly CoordinatorRole[],
): { c: Coordinator; asking: number }[] {
  const programs = marketPrograms(db, state.year);
  const own = programs.get(program.team);
  if (!own) return [];
  const me: MarketProgram = { ...own, isUser: false };
  // Another player's coordinators are his: no player hires them away.
  const coached = coachedTeams(db);
  const all = [...employedCoordinators(db), ...candidatePool(db, state.year)].filter(
    (c) => c.team === null || !coached.has(c.team),
  );
  const out: { c: Coordinator; asking: number }[] = [];
  for (const role of roles) {
    const list = all
      .filter((c) => eligible(c, role, me, programs))
      .sort((a, b) => candidateScore(b) - candidateScore(a) || a.id - b.id);
    for (const c of list.slice(0, CANDIDATES_PER_ROLE)) out.push({ c, asking: askingSalary(c, state.year) });
  }
  return out;
}

export function moveText(m: StaffMoveRow): string {
  const role = ROLE_LABELS[m.role].toLowerCase();
  switch (m.kind) {
    case 'fired':
      return `${m.team} let ${role} ${m.name} go.`;
    case 'retired':
      return `${m.team} ${role} ${m.name} retired.`;
    case 'hired':
      return `${m.team} hired ${m.name} as ${role}${m.other ? ` from ${m.other}` : ''}.`;
    case 'left':
      return `${m.team} lost ${role} ${m.name} to ${m.other}.`;
    case 'hired_away':
      return `${m.other} hired ${m.team} ${role} ${m.name} as head coach.`;
    case 'expired':
      return `${m.team} did not renew ${role} ${m.name}'s contract.`;
  }
}

export function moveLines(db: Db, year: number): StaffMoveLine[] {
  return staffMoves(db, year).map((m) => ({
    team: m.team,
    role: m.role,
    kind: m.kind,
    name: m.name,
    other: m.other,
    text: moveText(m),
  }));
}

/** A head coach fired at the season summary, with no job yet: he may take a coordinator job. */
export function firedHeadCoach(db: Db, program: Program, state: DynastyState): boolean {
  const coach = programCoach(db, program);
  return coach !== null && coach.team === null && state.stage === 'summary';
}

function prestigeOf(db: Db, year: number): Map<string, number> {
  return new Map(
    db
      .all<{ team: string; p: number }>('SELECT team, prestige AS p FROM team_seasons WHERE year = ?', [year])
      .map((r) => [r.team, r.p]),
  );
}

/** Whether a fired coach may join `team`: a program no more prestigious than the one that fired him. */
export function noBiggerProgram(db: Db, program: Program, state: DynastyState, team: string): boolean {
  const prestige = prestigeOf(db, state.year);
  return (prestige.get(team) ?? 1) <= (prestige.get(program.team) ?? 1);
}

/** The coordinator jobs a fired head coach is offered: the most prestigious programs no bigger than his. */
export function coordinatorJobChoices(db: Db, program: Program, state: DynastyState): string[] {
  const prestige = prestigeOf(db, state.year);
  const mine = prestige.get(program.team) ?? 1;
  const coached = coachedTeams(db);
  return [...prestige]
    .filter(([team, p]) => team !== program.team && !coached.has(team) && p <= mine)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, JOB_CHOICES)
    .map(([team]) => team);
}

export function staffView(db: Db, program: Program): StaffResponse {
  const state = readState(db);
  const team = program.team;
  const staff = staffOf(db, team);
  const money = programFinances(db, team, state.year);
  const refusal = staffChangeRefusal(state);
  const byRole = Object.fromEntries(staff.map((c) => [c.role, c]));
  const openings = openRoles(byRole);
  const room = money.staffBudget - money.payroll;
  const roles = openings.length > 0 ? openings : [...COORDINATOR_ROLES];
  const candidates: StaffCandidate[] = refusal
    ? []
    : candidatesFor(db, program, state, roles).map(({ c, asking }) => ({
        key: candidateKey(c),
        name: coordinatorName(c),
        kind:
          c.id < 0 ? 'head_coach' : c.team ? 'coordinator' : c.contractUntil === 0 ? 'position_coach' : 'coordinator',
        role: c.role,
        from: c.team,
        age: state.year - c.birthYear,
        calling: c.calling,
        recruiting: c.recruiting,
        development: c.development,
        style: style(c),
        asking,
        affordable: asking <= room,
      }));
  const latest = staffMoves(db, state.year).length > 0 ? state.year : state.year - 1;
  const coordinator = programCoordinator(db, program);
  return {
    team,
    year: state.year,
    can_change: refusal === null,
    change_message:
      refusal
      ?? `Staff budget ${formatMoney(money.staffBudget)}, payroll ${formatMoney(money.payroll)}: ${formatMoney(room)} to spend.`,
    staff_budget: money.staffBudget,
    payroll: money.payroll,
    coordinators: staff.map((c) => line(db, c, state.year)),
    openings,
    candidates,
    moves: moveLines(db, latest),
    user_role: coordinator ? 'coordinator' : 'head_coach',
    offers: coordinator ? coachOffers(db, program, state.year) : [],
    can_accept: state.stage === 'summary' && coordinator !== null && coachOffers(db, program, state.year).length > 0,
    can_join: firedHeadCoach(db, program, state),
    join_choices: firedHeadCoach(db, program, state) ? coordinatorJobChoices(db, program, state) : [],
  };
}
