// The league's average game plan: what a team without a coach's plan plays (generated samples, old tests).
import type { GamePlan } from './types.js';

export const AVERAGE_PLAN: GamePlan = Object.freeze({
  passLean: 0,
  runoffShift: 0,
  qbRunShift: 0,
  targets: Object.freeze({ wr: 1, te: 1, rb: 1 }),
  deepShift: 0,
  fourthDownAggression: 0,
  front: Object.freeze({ runStop: 0, passRush: 0, coverage: 0 }),
  offenseEdge: 0,
  defenseEdge: 0,
}) as GamePlan;

/** Log-odds shift of a probability: p's odds times e^lean. */
export function leanProbability(p: number, lean: number): number {
  if (lean === 0) return p;
  const k = Math.exp(lean);
  return (p * k) / (p * k + 1 - p);
}
