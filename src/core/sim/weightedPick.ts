// A fixed weighted choice among players, built once per game and drawn from on every play.

export interface WeightedPick {
  /** Player indices (into the team's roster). */
  idx: number[];
  /** Cumulative weights, normalised so the last is 1. */
  cum: number[];
}

/**
 * An empty array that holds doubles (V8's "double elements" kind, from the literal). Every cumulative-weight
 * array is one of these, so pickWith reads one kind of array (a weight of 1 alone, or integer weights, made
 * small-integer arrays that turned to doubles when written over, and the code reading them was compiled again).
 */
function doubles(): number[] {
  const a = [0.5];
  a.length = 0;
  return a;
}

export function weightedPick(indices: readonly number[], weights: readonly number[]): WeightedPick {
  const n = indices.length;
  const idx: number[] = indices.slice(0, n);
  const cum = doubles();
  let total = 0;
  for (let i = 0; i < n; i++) total += Math.max(0, weights[i]);
  let run = 0;
  for (let i = 0; i < n; i++) {
    run += total > 0 ? Math.max(0, weights[i]) / total : 1 / n;
    cum.push(i === n - 1 ? 1 : run);
  }
  return { idx, cum };
}

/**
 * weightedPick over an index array made for it, taken over rather than copied. Lineups build some fifteen
 * draws per team and game.
 */
export function weightedPickOwning(indices: number[], weights: number[]): WeightedPick {
  const n = indices.length;
  const cum = doubles();
  let total = 0;
  for (let i = 0; i < n; i++) total += Math.max(0, weights[i]);
  let run = 0;
  for (let i = 0; i < n; i++) {
    run += total > 0 ? Math.max(0, weights[i]) / total : 1 / n;
    cum.push(i === n - 1 ? 1 : run);
  }
  return { idx: indices, cum };
}

/** The player for a uniform draw u in [0, 1). */
export function pickWith(pick: WeightedPick, u: number): number {
  const cum = pick.cum;
  const n = cum.length;
  for (let i = 0; i < n - 1; i++) if (u < cum[i]) return pick.idx[i];
  return pick.idx[n - 1];
}
