// Coordinators: each program's offensive, defensive and special-teams coordinator. The offensive coordinator calls
// the plays (his scheme and tempo are the offence the engine plays), the defensive coordinator sets the front; both
// add a small part of their play-calling rating to the head coach's staff edge. Position coaches are folded into the
// coordinators' recruiting and development ratings.
import { drawName } from '../players/names.js';
import type { Rng } from '../random.js';
import { drawFront, drawScheme, drawTempo } from './generate.js';
import { gamePlanFor, type PlanCoach } from './gamePlan.js';
import { AVERAGE_STAFF_SEASON, type StaffSeason } from './staffSeason.js';
import { COACH_RATING_MEAN, NEW_COACH_RATING } from './tuning.js';
import type { Coach, DefensiveFront, OffensiveScheme, SchemeTempo } from './types.js';
import type { GamePlan } from '../sim/types.js';

export const COORDINATOR_ROLES = ['OC', 'DC', 'ST'] as const;
export type CoordinatorRole = (typeof COORDINATOR_ROLES)[number];

export const ROLE_LABELS: Record<CoordinatorRole, string> = {
  OC: 'Offensive coordinator',
  DC: 'Defensive coordinator',
  ST: 'Special teams coordinator',
};

export interface Coordinator {
  id: number;
  first: string;
  last: string;
  birthYear: number;
  role: CoordinatorRole;
  /** Play calling on his side of the ball (special teams for the ST coordinator), 0-99. */
  calling: number;
  /** His and his position coaches' recruiting and development, 0-99. */
  recruiting: number;
  development: number;
  /** The OC's offence (the DC and ST carry their head coach's, unused). */
  scheme: OffensiveScheme;
  tempo: SchemeTempo;
  /** The DC's front. */
  front: DefensiveFront;
  /** The program he works for (null: out of a job, or a position coach in the pool). */
  team: string | null;
  since: number;
  /** Yearly salary, thousands of dollars. */
  salary: number;
  contractUntil: number;
  /** The player himself, when the dynasty started him as a coordinator. */
  isUser: boolean;
}

/**
 * How much of a coordinator's play-calling rating the engine adds to his side's staff edge, beside the head coach's
 * (a share of STAFF_EDGE_PER_POINT): small, and measured from the league's coordinators' mean so the league's
 * average offence and defence do not move.
 */
export const COORDINATOR_EDGE_SHARE = 0.5;

/** Coordinators are drawn a little below head coaches of the tier; position coaches below that. */
export const COORDINATOR_RATING = { discount: 3, positionCoachDiscount: 8 } as const;

/** A coordinator's market salary (thousands of dollars) in a season: era-scaled, rising with his rating. */
export function coordinatorSalary(calling: number, year: number): number {
  const era = salaryEra(year);
  return Math.round(era * Math.max(150, 250 + 45 * (calling - 50)));
}

/** Coordinator pay over the eras: about a third of 2024's in 2000 (USA Today's assistant-salary surveys). */
export function salaryEra(year: number): number {
  return Math.max(0.35, Math.min(1.1, 0.35 + (0.65 * (year - 2000)) / 24));
}

function rated(rng: Rng, mean: number): number {
  const r = Math.round(rng.normal(mean, NEW_COACH_RATING.sd));
  return Math.max(NEW_COACH_RATING.min, Math.min(NEW_COACH_RATING.max, r));
}

export interface CoordinatorDraw {
  id: number;
  year: number;
  role: CoordinatorRole;
  team: string | null;
  prestige: number;
  /** His head coach: a new staff runs the head coach's offence and front. */
  head?: Pick<Coach, 'scheme' | 'tempo' | 'front'>;
  /** A position coach (a candidate): younger and weaker. */
  positionCoach?: boolean;
}

export function drawCoordinator(rng: Rng, d: CoordinatorDraw): Coordinator {
  const discount = d.positionCoach ? COORDINATOR_RATING.positionCoachDiscount : COORDINATOR_RATING.discount;
  const mean = NEW_COACH_RATING.base + NEW_COACH_RATING.perPrestige * d.prestige - discount;
  const scheme = d.head?.scheme ?? drawScheme(rng, d.year);
  const tempo = d.head?.tempo ?? drawTempo(rng, scheme);
  const front = d.head?.front ?? drawFront(rng, d.year);
  const age = d.positionCoach ? rng.int(29, 45) : rng.int(32, 62);
  const calling = rated(rng, mean);
  return {
    id: d.id,
    ...drawName(rng),
    birthYear: d.year - age,
    role: d.role,
    calling,
    recruiting: rated(rng, mean + 1),
    development: rated(rng, mean),
    scheme,
    tempo,
    front,
    team: d.team,
    since: d.year - (d.team ? rng.int(0, 4) : 0),
    salary: coordinatorSalary(calling, d.year),
    contractUntil: d.year + rng.int(0, 3),
    isUser: false,
  };
}

/** Every program's three coordinators when a dynasty starts, ids from firstId (in team order, OC, DC, ST). */
export function leagueCoordinators(
  teams: readonly { name: string; prestige: number }[],
  heads: ReadonlyMap<string, Pick<Coach, 'scheme' | 'tempo' | 'front'>>,
  year: number,
  rng: Rng,
  firstId: number,
): Coordinator[] {
  const out: Coordinator[] = [];
  let id = firstId;
  for (const t of teams) {
    const r = rng.fork(t.name);
    for (const role of COORDINATOR_ROLES) {
      out.push(
        drawCoordinator(r.fork(role), {
          id: id++,
          year,
          role,
          team: t.name,
          prestige: t.prestige,
          head: heads.get(t.name),
        }),
      );
    }
  }
  return out;
}

/** A program's coordinators by role (any may be missing: an opening not filled yet). */
export type Staff = Partial<Record<CoordinatorRole, Pick<Coordinator, 'calling' | 'scheme' | 'tempo' | 'front'>>>;

/** The league's coordinators' mean play-calling rating (the OCs' and DCs'), what the staff edges are measured from. */
export function coordinatorMean(staffs: Iterable<Staff>): number {
  let sum = 0;
  let n = 0;
  for (const s of staffs) {
    for (const c of [s.OC, s.DC]) {
      if (!c) continue;
      sum += c.calling;
      n++;
    }
  }
  return n === 0 ? COACH_RATING_MEAN : sum / n;
}

/**
 * The plan a program plays with its staff: the offensive coordinator's scheme and tempo, the defensive coordinator's
 * front, the head coach's game management; each coordinator's play calling adds COORDINATOR_EDGE_SHARE of a head
 * coach's edge per point above the league's coordinators. Without coordinators, the head coach's plan. situations: the
 * staff's game-day abilities against the league's (archetypes.ts againstLeague), when it has any.
 */
export function staffGamePlan(
  head: PlanCoach,
  staff: Staff,
  headMean = COACH_RATING_MEAN,
  staffMean = COACH_RATING_MEAN,
  season: StaffSeason = AVERAGE_STAFF_SEASON,
  situations?: GamePlan['situations'],
): GamePlan {
  const oc = staff.OC;
  const dc = staff.DC;
  const coach: PlanCoach = {
    ...head,
    scheme: oc?.scheme ?? head.scheme,
    tempo: oc?.tempo ?? head.tempo,
    front: dc?.front ?? head.front,
    offense: head.offense + COORDINATOR_EDGE_SHARE * (oc ? oc.calling - staffMean : 0),
    defense: head.defense + COORDINATOR_EDGE_SHARE * (dc ? dc.calling - staffMean : 0),
  };
  const plan = gamePlanFor(coach, headMean, season);
  return situations ? { ...plan, situations } : plan;
}

export function coordinatorName(c: Pick<Coordinator, 'first' | 'last'>): string {
  return `${c.first} ${c.last}`;
}
