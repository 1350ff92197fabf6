// How players grow over their years on campus: shared by roster generation, potential and progression.

import { clampRating } from './attributes.js';
import { TRAIT_GROWTH, YEARLY_GROWTH } from './tuning.js';
import { CLASS_YEARS, type ClassYear } from './types.js';

/** Completed years on campus: a redshirt adds one. A true freshman has 0. */
export function yearsOnCampus(year: ClassYear, redshirted: boolean): number {
  return CLASS_YEARS.indexOf(year) + (redshirted ? 1 : 0);
}

/** Expected overall gained in the year after `yearsDone` completed years, for a development trait 1-5. */
export function expectedGain(yearsDone: number, trait: number): number {
  const base = YEARLY_GROWTH[Math.min(yearsDone, YEARLY_GROWTH.length - 1)];
  return base * TRAIT_GROWTH[Math.max(1, Math.min(5, trait)) - 1];
}

/** Expected overall gained over the years [from, to). */
export function expectedGrowth(from: number, to: number, trait: number): number {
  let sum = 0;
  for (let y = from; y < to; y++) sum += expectedGain(y, trait);
  return sum;
}

/**
 * The potential of a player: his overall plus the growth expected in the seasons he has left (a player
 * plays four seasons, whether or not he redshirts), plus a late-bloomer bonus drawn by the caller.
 */
export function potentialFor(
  rating: number,
  year: ClassYear,
  redshirted: boolean,
  trait: number,
  bonus: number,
): number {
  const done = yearsOnCampus(year, redshirted);
  const seasonsLeft = CLASS_YEARS.length - 1 - CLASS_YEARS.indexOf(year);
  const potential = rating + expectedGrowth(done, done + seasonsLeft, trait) + bonus;
  return Math.max(rating, clampRating(potential));
}
