// What a formation and a front make of a snap, on top of the two calls' own tactic (sim/calls.ts): the personnel
// against the front (the heavier side wins the run, the lighter the throws), the coverage's own shape, and the
// formation-against-coverage counters. A snap without a formation or a front adds nothing, so the simulated game
// and every call made without them price as before. And the other staff's answers from the same book: the
// coordinator's front against the coach's personnel, his formation against the coach's front.
import type { DefensiveFront, OffensiveScheme } from '../coaches/types.js';
import type { Rng } from '../random.js';
import type { DefenseCall, Tactic } from '../sim/calls.js';
import type { GamePlan } from '../sim/types.js';
import {
  DEFAULT_DEFENSE,
  DEFAULT_OFFENSE,
  DEFENSE_BOOKS,
  OFFENSE_BOOKS,
  type DefenseBook,
  type DefenseSet,
  type Front,
  type OffenseBook,
  type OffenseSet,
  type Formation,
  type Personnel,
} from './book.js';
import {
  COVERAGE_SHAPES,
  FORMATION_COUNTERS,
  FORMATION_MIX,
  FRONT_SHARES,
  FRONT_WEIGHT,
  MISMATCH,
  PERSONNEL_WEIGHT,
} from './tuning.js';

export const offenseSchemeOf = (plan: GamePlan): OffensiveScheme => plan.scheme ?? DEFAULT_OFFENSE;
export const defenseSchemeOf = (plan: GamePlan): DefensiveFront => plan.defensiveFront ?? DEFAULT_DEFENSE;
export const offenseBookOf = (plan: GamePlan): OffenseBook => OFFENSE_BOOKS[offenseSchemeOf(plan)];
export const defenseBookOf = (plan: GamePlan): DefenseBook => DEFENSE_BOOKS[defenseSchemeOf(plan)];

/** Steps the offence's personnel is heavier than the front (negative: lighter). */
export function mismatch(personnel: Personnel, front: Front): number {
  return PERSONNEL_WEIGHT[personnel] - FRONT_WEIGHT[front];
}

/**
 * The snap's tactic with the formation and front priced in. play: the offence's called play (null: the coordinator's
 * draw, run or pass); off, def: the formation and the front (null: the staff's own, nothing added).
 */
export function withPlaybook(t: Tactic, play: string | null, off: OffenseSet | null, def: DefenseSet | null): Tactic {
  if (!def) return t;
  let runEdge = t.runEdge;
  let pressure = t.pressure;
  const cover = [...t.cover];
  const coverage = def.coverage ? COVERAGE_SHAPES[def.coverage] : undefined;
  if (coverage) {
    runEdge += coverage.runEdge;
    pressure += coverage.pressure;
    for (let i = 0; i < 4; i++) cover[i] += coverage.cover[i];
  }
  if (off) {
    const d = mismatch(off.personnel, def.front);
    runEdge += MISMATCH.run * d;
    // A play fake sells the run: it gains where the run gains.
    const pass = play === 'play_action' ? MISMATCH.run * d : -MISMATCH.pass * d;
    for (let i = 0; i < 4; i++) cover[i] += pass;
    const counter = def.coverage ? FORMATION_COUNTERS[`${off.formation}:${def.coverage}`] : undefined;
    if (counter) {
      runEdge += counter.runEdge;
      cover[0] += counter.short;
      cover[1] += counter.short;
    }
  }
  return { ...t, runEdge, pressure, cover: [cover[0], cover[1], cover[2], cover[3]] };
}

function frontOfWeight(book: DefenseBook, weight: number): Front | null {
  return book.fronts.find((f) => FRONT_WEIGHT[f] === weight) ?? null;
}

/**
 * The coordinator's front against the personnel he sees: the goal-line front with his goal-line call, else the
 * front that matches the personnel, one lighter or heavier by his scheme's shares.
 */
export function coordinatorFront(rng: Rng, plan: GamePlan, personnel: Personnel, call: DefenseCall): Front {
  const book = defenseBookOf(plan);
  if (call === 'goal_line') return 'goal_line';
  const shares = FRONT_SHARES[defenseSchemeOf(plan)];
  const target = Math.max(-2, Math.min(1, PERSONNEL_WEIGHT[personnel]));
  const u = rng.next();
  const step = u < shares.lighter ? -1 : u < shares.lighter + shares.heavier ? 1 : 0;
  return frontOfWeight(book, target + step) ?? frontOfWeight(book, target) ?? book.base;
}

/** The coordinator's formation and personnel for a snap, drawn from his scheme's mix. */
export function coordinatorFormation(rng: Rng, plan: GamePlan): OffenseSet {
  const mix = FORMATION_MIX[offenseSchemeOf(plan)] as Readonly<Record<string, number>>;
  let total = 0;
  for (const w of Object.values(mix)) total += w;
  let u = rng.next() * total;
  let chosen = Object.keys(mix)[0];
  for (const [set, w] of Object.entries(mix)) {
    u -= w;
    chosen = set;
    if (u < 0) break;
  }
  const [formation, personnel] = chosen.split('/');
  return { formation: formation as Formation, personnel: personnel as Personnel };
}
