// Head coaches: schemes, ratings, job security, the carousel.
export * from './types.js';
export * from './tuning.js';

export * from './jobSecurity.js';

export * from './abilities.js';
export * from './carousel.js';

import { COACH_RATING_MEAN, DEVELOPMENT_PER_POINT } from './tuning.js';

/** Overall points a year the coach's development adds to each returning player's expected growth. */
export function developmentBonus(development: number, leagueMean = COACH_RATING_MEAN): number {
  return DEVELOPMENT_PER_POINT * (development - leagueMean);
}
