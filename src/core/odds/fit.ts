// Fitting the strength model (calibration.ts) to simulated games by least squares. Used by the
// calibration script; kept in core so the fit is reproducible and tested.

import type { UnitRatings } from '../sim/lineup.js';
import {
  DEFENSE_WEIGHTS,
  OFFENSE_WEIGHTS,
  type DefenseFeature,
  type FeatureWeight,
  type OffenseFeature,
} from './calibration.js';
import { defenseFeature, offenseFeature } from './strength.js';

/** One team-game of a simulated game: the scorer's and its opponent's first-string ratings. */
export interface TeamGameSample {
  offense: UnitRatings;
  opponent: UnitRatings;
  /** +1 at home, -1 away, 0 neutral. */
  site: number;
  points: number;
}

export interface StrengthFit {
  offense: FeatureWeight<OffenseFeature>[];
  defense: FeatureWeight<DefenseFeature>[];
  /** Points of a league-average team against a league-average team on a neutral field. */
  intercept: number;
  /** Home-field advantage in margin (twice the per-team site effect). */
  homeFieldPoints: number;
  /** SD of the residual points per team-game. */
  residualSd: number;
}

/** Solves A x = b (A square, symmetric positive definite in practice) by Gaussian elimination with pivoting. */
export function solveLinear(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    const d = m[c][c];
    if (Math.abs(d) < 1e-12) throw new Error('singular system');
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / d;
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/**
 * Least-squares fit of points = c + sum a_k (off_k - mean_k) - sum b_k (def_k - mean_k) + h * site,
 * features centred on their sample means (so c is the average team-game).
 */
export function fitStrengthModel(samples: readonly TeamGameSample[]): StrengthFit {
  const offNames = OFFENSE_WEIGHTS.map((w) => w.feature);
  const defNames = DEFENSE_WEIGHTS.map((w) => w.feature);
  const rows = samples.map((s) => ({
    off: offNames.map((f) => offenseFeature(s.offense, f)),
    def: defNames.map((f) => defenseFeature(s.opponent, f)),
    site: s.site,
    y: s.points,
  }));
  const n = rows.length;
  const offMean = offNames.map((_, k) => rows.reduce((a, r) => a + r.off[k], 0) / n);
  const defMean = defNames.map((_, k) => rows.reduce((a, r) => a + r.def[k], 0) / n);
  const x = rows.map((r) => [
    1,
    ...r.off.map((v, k) => v - offMean[k]),
    ...r.def.map((v, k) => -(v - defMean[k])),
    r.site,
  ]);
  const p = x[0].length;
  const xtx = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const xty = new Array<number>(p).fill(0);
  for (let i = 0; i < n; i++) {
    const xi = x[i];
    for (let a = 0; a < p; a++) {
      xty[a] += xi[a] * rows[i].y;
      for (let b = 0; b < p; b++) xtx[a][b] += xi[a] * xi[b];
    }
  }
  const beta = solveLinear(xtx, xty);
  let ss = 0;
  for (let i = 0; i < n; i++) {
    let f = 0;
    for (let a = 0; a < p; a++) f += beta[a] * x[i][a];
    ss += (rows[i].y - f) ** 2;
  }
  return {
    intercept: beta[0],
    offense: offNames.map((feature, k) => ({ feature, weight: beta[1 + k], mean: offMean[k] })),
    defense: defNames.map((feature, k) => ({ feature, weight: beta[1 + offNames.length + k], mean: defMean[k] })),
    homeFieldPoints: 2 * beta[p - 1],
    residualSd: Math.sqrt(ss / Math.max(1, n - p)),
  };
}

/** One simulated game for the margin step of the fit. */
export interface GameMarginSample {
  home: UnitRatings;
  away: UnitRatings;
  neutral: boolean;
  /** Home points minus away points. */
  margin: number;
}

function strengthOf(fit: StrengthFit, r: UnitRatings): number {
  let sum = 0;
  for (const w of fit.offense) sum += w.weight * (offenseFeature(r, w.feature) - w.mean);
  for (const w of fit.defense) sum += w.weight * (defenseFeature(r, w.feature) - w.mean);
  return sum;
}

/**
 * Second step of the fit: the points model is linear, but lopsided games run a little beyond it, so
 * the weights are scaled (and home field refitted) by least squares of the game margins on the
 * predicted strength difference: margin = k * (home - away) + hfa * (not neutral).
 */
export function scaleToMargins(fit: StrengthFit, games: readonly GameMarginSample[]): StrengthFit {
  let sxx = 0,
    sxh = 0,
    shh = 0,
    sxy = 0,
    shy = 0;
  for (const g of games) {
    const x = strengthOf(fit, g.home) - strengthOf(fit, g.away);
    const h = g.neutral ? 0 : 1;
    sxx += x * x;
    sxh += x * h;
    shh += h * h;
    sxy += x * g.margin;
    shy += h * g.margin;
  }
  const [k, hfa] = solveLinear(
    [
      [sxx, sxh],
      [sxh, shh],
    ],
    [sxy, shy],
  );
  return {
    ...fit,
    offense: fit.offense.map((w) => ({ ...w, weight: w.weight * k })),
    defense: fit.defense.map((w) => ({ ...w, weight: w.weight * k })),
    homeFieldPoints: hfa,
  };
}
