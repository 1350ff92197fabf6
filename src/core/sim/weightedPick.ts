// A fixed weighted choice among players, built once per game and drawn from on every play.

import type { Rng } from '../random.js';

export interface WeightedPick {
  /** Player indices (into the team's roster). */
  idx: number[];
  /** Cumulative weights, normalised so the last is 1. */
  cum: number[];
}

/**
 * Cumulative weights as an array of V8's "double elements" kind, so the draws (rng.drawIndex) read one kind of array: a lone weight
 * of 1, or integer weights, made small-integer arrays that turned to doubles when written over, and the code reading
 * them was compiled again. Each is a slice of DOUBLES (a copy of its kind, of the size asked, at once): growing a
 * one-element literal by push copied it twice for a draw of some twenty players, the most allocated of a game's
 * setup.
 */
// A literal (Array.from would make a holey one).
const DOUBLES: number[] = [
  0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5,
];

function cumulative(weights: readonly number[], n: number): number[] {
  let total = 0;
  for (let i = 0; i < n; i++) total += Math.max(0, weights[i]);
  const cum = DOUBLES.slice(0, n);
  let run = 0;
  for (let i = 0; i < n; i++) {
    run += total > 0 ? Math.max(0, weights[i]) / total : 1 / n;
    const value = i === n - 1 ? 1 : run;
    if (i < DOUBLES.length) cum[i] = value;
    else cum.push(value);
  }
  return cum;
}

export function weightedPick(indices: readonly number[], weights: readonly number[]): WeightedPick {
  const n = indices.length;
  return { idx: indices.slice(0, n), cum: cumulative(weights, n) };
}

/**
 * weightedPick over an index array made for it, taken over rather than copied. Lineups build some fifteen
 * draws per team and game.
 */
export function weightedPickOwning(indices: number[], weights: readonly number[]): WeightedPick {
  return { idx: indices, cum: cumulative(weights, indices.length) };
}

/**
 * The player of a draw from `rng`: the first whose cumulative weight is above rng.next(), the last when none is. Drawn
 * by rng.drawIndex, which makes no number of the draw (some five draws a play).
 */
export function drawFrom(pick: WeightedPick, rng: Rng): number {
  return pick.idx[rng.drawIndex(pick.cum)];
}
