// A fixed weighted choice among players, built once per game and drawn from on every play.

export interface WeightedPick {
  /** Player indices (into the team's roster). */
  idx: number[];
  /** Cumulative weights, normalised so the last is 1. */
  cum: number[];
}

export function weightedPick(indices: readonly number[], weights: readonly number[]): WeightedPick {
  const n = indices.length;
  const idx: number[] = new Array(n);
  const cum: number[] = new Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) total += Math.max(0, weights[i]);
  let run = 0;
  for (let i = 0; i < n; i++) {
    idx[i] = indices[i];
    run += total > 0 ? Math.max(0, weights[i]) / total : 1 / n;
    cum[i] = run;
  }
  if (n > 0) cum[n - 1] = 1;
  return { idx, cum };
}

/**
 * weightedPick over arrays made for it, taken over rather than copied: `weights` becomes the cumulative
 * weights (the same numbers weightedPick computes). Lineups build some fifteen draws per team and game.
 */
export function weightedPickOwning(indices: number[], weights: number[]): WeightedPick {
  const n = indices.length;
  let total = 0;
  for (let i = 0; i < n; i++) total += Math.max(0, weights[i]);
  let run = 0;
  for (let i = 0; i < n; i++) {
    run += total > 0 ? Math.max(0, weights[i]) / total : 1 / n;
    weights[i] = run;
  }
  if (n > 0) weights[n - 1] = 1;
  return { idx: indices, cum: weights };
}

/** The player for a uniform draw u in [0, 1). */
export function pickWith(pick: WeightedPick, u: number): number {
  const cum = pick.cum;
  const n = cum.length;
  for (let i = 0; i < n - 1; i++) if (u < cum[i]) return pick.idx[i];
  return pick.idx[n - 1];
}
