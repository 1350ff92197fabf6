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

/**
 * Home-field advantage in points of margin: the engine's home teams' edge over the lines (real FBS 2.5-3 points,
 * the betting market's about 2.4; fbs-targets.md). How it was fitted: docs/calibration.md.
 */
export const HOME_FIELD_POINTS = 2.43;

/** SD of the actual margin around the spread: the market's 14.5 points (fbs-targets.md), which the engine matches. */
export const MARGIN_SD = 14.5;

/**
 * Where the middle result sits off the expected margin in the engine's games: the median margin less the expected
 * one, for expected margins of 0, 1, 2, ... points (the favourite's side; between two, read along the line; beyond the
 * last, the last). The margins bunch on the key numbers (3, 7, 10, 14), so a favourite of 8 to 13 wins by 7 or 10
 * more often than by 11 or 14, and a big favourite's margins run long to the left (the odd upset) and short to the
 * right (it coasts). How it was fitted: docs/calibration.md.
 */
export const MEDIAN_SHIFT: readonly number[] = [
  0.6, 0.6, 0.33, -0.03, -0.63, -0.73, -0.8, -0.77, -1.23, -1.5, -1.63, -1.57, -1.57, -1.17, -0.6, 0.13, 0.33, 0.2,
  0.57, 0.67, 1.5, 1.4, 2.1, 1.87, 1.97, 1.67, 1.77, 1.97, 1.97, 1.63, 1.5, 1.2,
];

/**
 * How far a line goes from the expected result toward the middle one (MEDIAN_SHIFT, TOTAL.medianShift): a line on
 * the mean leaves favourites of 8 to 10 points covering 45% of the time, one on the median leaves big favourites
 * short of their spreads on average; three fifths of the way keeps both within a point or four percent of even.
 */
export const TOWARD_MEDIAN = 0.6;

/**
 * The total (over/under). A straight line: `base` plus `era` times the era's points for both teams (fbs-eras.md,
 * the season's row), `strength` times what the two offenses score above average and the two defenses keep them
 * below it, each team's pace (TeamStrength.pace) and `lopsided` times the squared expected margin over 100 (a
 * mismatch runs up the score); then `convex` times its squared distance from `centre` over 100 (low and high totals
 * both run past a straight line). The middle result sits `medianShift` points off the expected total (a few
 * shootouts pull the mean up). How it was fitted: docs/calibration.md.
 */
export const TOTAL = {
  base: 10.54,
  era: 0.7652,
  strength: 0.5609,
  lopsided: 0.2488,
  convex: 0.5182,
  centre: 55,
  medianShift: -1.07,
} as const;

/**
 * Points a team's scheme adds to a game's combined score: per second of its between-play runoff (negative:
 * up-tempo), per point of its lean toward throwing (the air raid scores more) and per point toward running (the
 * option, less: its lean is the longer, its points fewer than the lean says).
 */
export const PACE_POINTS = { perRunoffSecond: -0.386, perPassLean: 4.12, perRunLean: 2.86 } as const;

/** Points of margin per point of the weights' strength difference, by era. How it was fitted: docs/calibration.md. */
export const MARGIN_SCALE = { from2023: 1.015, before2023: 0.94 } as const;

/**
 * Lopsided games fall short of the straight line: far ahead, the leader plays its backups and runs the clock, and
 * the margin grows ever slower with the gap. A straight-line margin x is expected to end x / (1 + LOPSIDED |x|):
 * 28 points become 25.4, 42 become 36.4. How it was fitted: docs/calibration.md.
 */
export const LOPSIDED = 0.00373;

/** The margin scale of a season's football: from 2016 it moves to 2023's with the engine's talent weight. */
export function marginScale(year: number): number {
  return year >= 2023
    ? MARGIN_SCALE.from2023
    : MARGIN_SCALE.before2023 + (MARGIN_SCALE.from2023 - MARGIN_SCALE.before2023) * towards2023(year);
}
