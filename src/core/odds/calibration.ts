// Every team-game gives one row, points = c + sum_k a_k * (offense feature k of the scoring team - mean) - sum_k b_k
// * (defense feature k of the opponent - mean) + h * site with site +1 at home, -1 away, 0 neutral, solved by least
// squares (c = 27.6 points, residual SD 10.9 points per team-game). Lopsided games run a little beyond a linear
// model, so a second step (scaleToMargins) regresses each game's margin on the predicted strength difference and a
// home indicator: the weights below include its factor 1.037 and HOME_FIELD_POINTS is its home term. A team's
// strength is its centred features times the weights; the expected margin of home over away is home.overall -
// away.overall, plus HOME_FIELD_POINTS at a non-neutral site. Refit whenever the engine's tuning changes (the realism
// test checks the odds stay honest). How it was fitted: docs/calibration.md.

import { towards2023 } from '../sim/rules.js';

export type OffenseFeature = 'passing' | 'protection' | 'running' | 'kicking';
export type DefenseFeature = 'passRush' | 'coverage' | 'runStop';

export interface FeatureWeight<F> {
  feature: F;
  /** Points per rating point. */
  weight: number;
  /** League mean of the feature (the centre of an average team). */
  mean: number;
}

export const OFFENSE_WEIGHTS: readonly FeatureWeight<OffenseFeature>[] = [
  { feature: 'passing', weight: 0.408, mean: 67.507 },
  { feature: 'protection', weight: 0.195, mean: 67.326 },
  { feature: 'running', weight: 0.517, mean: 66.944 },
  { feature: 'kicking', weight: 0.091, mean: 58.23 },
];

export const DEFENSE_WEIGHTS: readonly FeatureWeight<DefenseFeature>[] = [
  { feature: 'passRush', weight: 0.139, mean: 65.824 },
  { feature: 'coverage', weight: 0.417, mean: 67.716 },
  { feature: 'runStop', weight: 0.608, mean: 66.37 },
];

/** Home-field advantage in points of margin (2h in the fit above; real FBS 2.5-3, fbs-targets.md). */
export const HOME_FIELD_POINTS = 2.71;

/** SD of the actual margin around the spread: the market's 14.5 points (fbs-targets.md), which the engine matches. */
export const MARGIN_SD = 14.5;

/** Points of margin per point of the weights' strength difference, by era. How it was fitted: docs/calibration.md. */
export const MARGIN_SCALE = { from2023: 0.95, before2023: 0.86 } as const;

/** The margin scale of a season's football: from 2016 it moves to 2023's with the engine's talent weight. */
export function marginScale(year: number): number {
  return year >= 2023
    ? MARGIN_SCALE.from2023
    : MARGIN_SCALE.before2023 + (MARGIN_SCALE.from2023 - MARGIN_SCALE.before2023) * towards2023(year);
}
