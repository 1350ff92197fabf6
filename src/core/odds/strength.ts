// Team strength for the odds: expected points above an average team, from the same unit ratings the
// engine plays with, weighted by a fit to simulated games (calibration.ts).

import type { Player } from '../players/types.js';
import { firstStringRatings, type UnitRatings } from '../sim/lineup.js';
import type { GamePlan, TeamStrength } from '../sim/types.js';
import {
  DEFENSE_WEIGHTS,
  OFFENSE_WEIGHTS,
  PACE_POINTS,
  type DefenseFeature,
  type OffenseFeature,
} from './calibration.js';

export function offenseFeature(r: UnitRatings, name: OffenseFeature): number {
  switch (name) {
    case 'passing':
      return 0.5 * r.qbAccuracy + 0.2 * r.qbPower + 0.3 * r.receiving;
    case 'protection':
      return r.passBlock;
    case 'running':
      return 0.6 * r.runBlock + 0.4 * r.rushing;
    case 'kicking':
      return 0.5 * r.kickPower + 0.3 * r.kickAccuracy + 0.2 * r.puntPower;
  }
}

export function defenseFeature(r: UnitRatings, name: DefenseFeature): number {
  switch (name) {
    case 'passRush':
      return r.passRush;
    case 'coverage':
      return r.coverage;
    case 'runStop':
      return 0.7 * r.runStop + 0.3 * r.tackling;
  }
}

/** Strength from a lineup's first-string unit ratings. */
export function strengthFromRatings(r: UnitRatings): TeamStrength {
  let offense = 0;
  for (const w of OFFENSE_WEIGHTS) offense += w.weight * (offenseFeature(r, w.feature) - w.mean);
  let defense = 0;
  for (const w of DEFENSE_WEIGHTS) defense += w.weight * (defenseFeature(r, w.feature) - w.mean);
  return { offense, defense, overall: offense + defense };
}

/**
 * Points a game per rating point of staff edge on one side of the ball: the home edge (HOME_EDGE, 1.15 rating
 * points on both sides) is worth about 2.7 points, so one side's rating point is worth about 1.2.
 */
export const STAFF_POINTS_PER_RATING_POINT = 1.2;

/**
 * The strength with the head coach's staff edges added (a plan of the league's average staff changes nothing), and
 * the pace his scheme plays at.
 */
export function withStaff(strength: TeamStrength, plan: GamePlan | undefined): TeamStrength {
  if (!plan) return strength;
  const offense = strength.offense + STAFF_POINTS_PER_RATING_POINT * plan.offenseEdge;
  const defense = strength.defense + STAFF_POINTS_PER_RATING_POINT * plan.defenseEdge;
  const lean = plan.passLean * (plan.passLean > 0 ? PACE_POINTS.perPassLean : PACE_POINTS.perRunLean);
  const pace = PACE_POINTS.perRunoffSecond * plan.runoffShift + lean;
  return { offense, defense, overall: offense + defense, pace };
}

/** What the odds read about a team: its expected points above average on each side of the ball. */
export function teamStrength(players: Player[], plan?: GamePlan): TeamStrength {
  return withStaff(strengthFromRatings(firstStringRatings(players)), plan);
}
