// Head coaches: schemes, ratings, job security, the carousel.
export * from './types.js';
export * from './tuning.js';
export { schemeIdentity, SCHEME_IDENTITIES } from './identities.js';
export { drawCoach, leagueCoaches } from './generate.js';
export { gamePlanFor, fourthDownAggression, withProgramLean } from './gamePlan.js';
export { staffSeason, AVERAGE_STAFF_SEASON, type StaffSeason } from './staffSeason.js';
export * from './jobSecurity.js';
export { progressCoach, type CoachAfterSeason } from './progression.js';
export * from './abilities.js';
export * from './carousel.js';

import { RECRUITING_EFFICIENCY, COACH_RATING_MEAN, DEVELOPMENT_PER_POINT } from './tuning.js';

/**
 * How far a recruiting budget goes under this head coach: 1 for the league's average recruiter, up to 1.3 for
 * the best, down to 0.7 (multiply a program's recruiting hours or points by it).
 */
export function recruitingBudgetMultiplier(recruiting: number, leagueMean = COACH_RATING_MEAN): number {
  const m = 1 + RECRUITING_EFFICIENCY.perPoint * (recruiting - leagueMean);
  return Math.max(RECRUITING_EFFICIENCY.min, Math.min(RECRUITING_EFFICIENCY.max, m));
}

/** Overall points a year the coach's development adds to each returning player's expected growth. */
export function developmentBonus(development: number, leagueMean = COACH_RATING_MEAN): number {
  return DEVELOPMENT_PER_POINT * (development - leagueMean);
}
