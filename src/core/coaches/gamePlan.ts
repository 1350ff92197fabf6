// A coach turned into the plan the engine plays (src/core/sim/types.ts GamePlan).
import type { GamePlan } from '../sim/types.js';
import {
  COACH_RATING_MEAN,
  FRONT_EFFECT,
  GAME_MANAGEMENT_AGGRESSION,
  SCHEME_PLAY,
  STAFF_EDGE_PER_POINT,
  TEMPO_RUNOFF,
} from './tuning.js';
import type { Coach } from './types.js';
import { AVERAGE_STAFF_SEASON, type StaffSeason } from './staffSeason.js';
import { programPassLean } from './identities.js';

export type PlanCoach = Pick<Coach, 'scheme' | 'tempo' | 'front' | 'offense' | 'defense' | 'gameManagement'>;

/** Yards added to fourth-down distances: the scheme's habit and the coach's game management. */
export function fourthDownAggression(c: PlanCoach): number {
  const gm =
    c.gameManagement >= GAME_MANAGEMENT_AGGRESSION.boldFrom
      ? 1
      : c.gameManagement < GAME_MANAGEMENT_AGGRESSION.timidBelow
        ? -1
        : 0;
  return SCHEME_PLAY[c.scheme].aggression + gm;
}

/**
 * The plan. ratingMean: the league's coaches' average (offense and defense), so staff edges are relative to the
 * league and the league's average offense and defense do not move. season: how the staff's season works out
 * (staffSeason.ts), added to the edges.
 */
export function gamePlanFor(
  c: PlanCoach,
  ratingMean = COACH_RATING_MEAN,
  season: StaffSeason = AVERAGE_STAFF_SEASON,
): GamePlan {
  const play = SCHEME_PLAY[c.scheme];
  return {
    passLean: play.passLean,
    runoffShift: TEMPO_RUNOFF[c.tempo],
    qbRunShift: play.qbRunShift,
    targets: play.targets,
    deepShift: play.deepShift,
    fourthDownAggression: fourthDownAggression(c),
    front: FRONT_EFFECT[c.front],
    offenseEdge: STAFF_EDGE_PER_POINT * (c.offense - ratingMean) + season.offense,
    defenseEdge: STAFF_EDGE_PER_POINT * (c.defense - ratingMean) + season.defense,
    scheme: c.scheme,
    defensiveFront: c.front,
  };
}

/** A program's plan in a season with the lean of its identity's extreme (identities.ts programPassLean). */
export function withProgramLean(plan: GamePlan, team: string, year: number): GamePlan {
  const lean = plan.scheme ? programPassLean(team, year, plan.scheme) : 0;
  return lean === 0 ? plan : { ...plan, passLean: plan.passLean + lean };
}
