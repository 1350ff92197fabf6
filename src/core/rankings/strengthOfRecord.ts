// Strength of record: how good a team's record is given its schedule, whatever its roster.

import { LOG_ODDS_PER_SD } from './strength.js';
import {
  FCS_OPPONENT_STRENGTH,
  HOME_FIELD_POINTS,
  LOGISTIC_NORMAL_SCALE,
  MARGIN_SD,
  POINTS_PER_STRENGTH_SD,
  RESUME_MARGIN_WEIGHT,
  RESUME_PRIOR_SD,
} from './tuning.js';

/** Strength of a team not in the list (an FCS opponent): below the weakest FBS team (tuning.ts). */
export const UNKNOWN_OPPONENT_STRENGTH = FCS_OPPONENT_STRENGTH;

/**
 * The strength a team's results say it has: the most likely strength given its wins and losses and its
 * (capped) scoring margins against opponents of known strength, starting from its roster strength (prior) as a
 * prior worth less than one game. Each win raises it and each loss lowers it, most for an upset; a rout says a
 * little more than a close win. Voters look at the record first, so the margins count less than the results.
 * The team's decided games are entries from..to of the arrays: opponent's strength, site (+1 home, -1 away,
 * 0 neutral), won (1 or 0) and the margin, capped (ResumeGames).
 */
export function resumeRating(prior: number, games: ResumeGames, from: number, to: number): number {
  const opponents = games.opponent,
    sites = games.site,
    won = games.won,
    margins = games.margin;
  let rating = prior;
  // Newton's method on a concave log-posterior: a dozen steps reach machine precision.
  for (let step = 0; step < 12; step++) {
    let gradient = -(rating - prior) * PRIOR_PRECISION;
    let curvature = PRIOR_PRECISION;
    for (let i = from; i < to; i++) {
      // The expected margin, and from it the win probability (winProbability's own arithmetic).
      const expectedMargin = (rating - opponents[i]) * POINTS_PER_STRENGTH_SD + sites[i] * HOME_FIELD_POINTS;
      const p = 1 / (1 + Math.exp((-LOGISTIC_NORMAL_SCALE * expectedMargin) / MARGIN_SD));
      gradient += LOG_ODDS_PER_SD * (won[i] - p);
      curvature += LOG_ODDS_PER_SD_SQUARED * p * (1 - p);
      gradient += (MARGIN_PRECISION * (margins[i] - expectedMargin)) / POINTS_PER_STRENGTH_SD;
      curvature += MARGIN_PRECISION;
    }
    const move = gradient / curvature;
    rating += move;
    if (Math.abs(move) < 1e-9) break;
  }
  return rating;
}

/** The decided games of every team, each team's in a run of its own (see resumeRating). */
export interface ResumeGames {
  opponent: Float64Array;
  site: Float64Array;
  won: Float64Array;
  margin: Float64Array;
}

const PRIOR_PRECISION = 1 / RESUME_PRIOR_SD ** 2;
// A margin read as strength: points over POINTS_PER_STRENGTH_SD, with the game's noise (MARGIN_SD) scaled up so
// a margin weighs RESUME_MARGIN_WEIGHT of what it would as a measurement.
const MARGIN_PRECISION = RESUME_MARGIN_WEIGHT * (POINTS_PER_STRENGTH_SD / MARGIN_SD) ** 2;
const LOG_ODDS_PER_SD_SQUARED = LOG_ODDS_PER_SD ** 2;
