// Matchup edges: how much the offense's players outclass the defense's on this snap, in tenths of a
// rating point times the talent scale (about +-1.5 between the best and worst units of a league).

import type { Rng } from '../random.js';
// Import circle: the game's state runs this step of the play, which reads it (a type only).
import type { GameState } from './state.js';
import { TALENT_SCALE } from './tuning.js';

/**
 * The offense's edge from everything but the players, in rating points: home field (positive at
 * home, negative on the road), the two teams' form on the day, the game's environment, and the two coaching staffs.
 */
export function dayEdge(s: GameState): number {
  // Worked out once per game (GameState.dayEdges): home (GameState.homeEdge) + own offense's form - their defense's form +
  // environment + staff edge.
  return s.dayEdges[s.offense];
}

export function toEdge(ratingGap: number): number {
  return (ratingGap * TALENT_SCALE) / 10;
}

/** Yards of an interception or fumble return (tuning.ts TURNOVER_RETURN). */
export function turnoverReturn(rng: Rng, kind: { longChance: number; longMean: number; shortMax: number }): number {
  return rng.below(kind.longChance) ? wholeExponential(rng, kind.longMean) : rng.int(0, kind.shortMax - 1);
}

/** An exponential draw with the given mean, in whole yards. */
export function wholeExponential(rng: Rng, mean: number): number {
  return Math.floor(-mean * Math.log(1 - rng.next()));
}
