// Facilities: a level 0-10 (kept in tenths), raised by multi-season projects. A program's facilities add a little to
// its recruiting (weekly hours) and to its players' development, measured from the league's middle level so the
// league's average does not move.
import { budgetEra } from './budget.js';

/** The middle level: neither edge nor handicap. */
export const FACILITIES_MEAN = 50;

/** A project: seasons it takes, tenths of a level it adds each season, and its yearly cost in 2024 money. */
export const FACILITY_PROJECT = { seasons: 3, perSeason: 5, yearlyCost: 6_000 } as const;

/** Facilities a program starts with: by prestige and conference (tenths, 0-100). */
export function startingFacilities(prestige: number, power: boolean): number {
  return Math.max(5, Math.min(95, Math.round(15 + 9 * (Math.max(1, Math.min(7, prestige)) - 1) + (power ? 10 : 0))));
}

/** The yearly cost of a project started in `year`. */
export function projectYearlyCost(year: number): number {
  return Math.round(budgetEra(year) * FACILITY_PROJECT.yearlyCost);
}

/** Overall points a year the facilities add to each returning player's growth: +-0.3 over the range. */
export function facilitiesDevelopment(level: number): number {
  return 0.006 * (level - FACILITIES_MEAN);
}

/** Recruiting resources (0-1 scale) the facilities add: +-0.05 over the range. */
export function facilitiesRecruiting(level: number): number {
  return 0.001 * (level - FACILITIES_MEAN);
}

/** One season of a project: the level rises, a season is done. */
export function advanceProject(level: number, seasonsLeft: number): { level: number; seasonsLeft: number } {
  if (seasonsLeft <= 0) return { level, seasonsLeft: 0 };
  return { level: Math.min(100, level + FACILITY_PROJECT.perSeason), seasonsLeft: seasonsLeft - 1 };
}
