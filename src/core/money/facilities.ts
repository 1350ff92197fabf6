// Facilities: a level 0-10 (kept in tenths), raised by multi-season projects. A program's facilities add a little to
// its recruiting (weekly hours) and to its players' development, measured from the league's middle level so the
// league's average does not move.
import { budgetEra } from './budget.js';

/** The middle level: neither edge nor handicap. */
export const FACILITIES_MEAN = 50;

/** A full-sized project: seasons it takes, tenths of a level it adds each season, and its yearly cost in 2024 money. */
export const FACILITY_PROJECT = { seasons: 3, perSeason: 5, yearlyCost: 6_000 } as const;

/** Facilities a program starts with: by prestige and conference (tenths, 0-100). */
export function startingFacilities(prestige: number, power: boolean): number {
  return Math.max(5, Math.min(95, Math.round(15 + 9 * (Math.max(1, Math.min(7, prestige)) - 1) + (power ? 10 : 0))));
}

/** The yearly cost of a full-sized project started in `year`. */
export function projectYearlyCost(year: number): number {
  return Math.round(budgetEra(year) * FACILITY_PROJECT.yearlyCost);
}

/**
 * A project sized to what a program can pay: a full one where its facilities budget holds the full yearly cost, a
 * smaller one (a practice facility rather than a stadium) paid with its whole facilities budget elsewhere, so every
 * program can build. `gain`: tenths of a level it adds each season, in proportion to what it costs (at least one).
 */
export function sizedProject(year: number, facilitiesBudget: number): { yearlyCost: number; gain: number } {
  const full = projectYearlyCost(year);
  const yearlyCost = Math.max(1, Math.min(full, Math.round(facilitiesBudget)));
  return { yearlyCost, gain: projectGain(yearlyCost, year) };
}

/** Tenths of a level a season a project started in `startYear` at `yearlyCost` adds. */
export function projectGain(yearlyCost: number, startYear: number): number {
  const share = Math.min(1, yearlyCost / projectYearlyCost(startYear));
  return Math.max(1, Math.round(FACILITY_PROJECT.perSeason * share));
}

/**
 * The season a project was started, from the season whose preseason moves it on and the seasons it has left: it
 * moves on first at the next season's preseason.
 */
export function projectStartYear(year: number, seasonsLeft: number): number {
  return year - 1 - (FACILITY_PROJECT.seasons - seasonsLeft);
}

/** Overall points a year the facilities add to each returning player's growth: +-0.3 over the range. */
export function facilitiesDevelopment(level: number): number {
  return 0.006 * (level - FACILITIES_MEAN);
}

/** Recruiting resources (0-1 scale) the facilities add: +-0.05 over the range. */
export function facilitiesRecruiting(level: number): number {
  return 0.001 * (level - FACILITIES_MEAN);
}

/** One season of a project adding `gain` tenths a season: the level rises, a season is done. */
export function advanceProject(
  level: number,
  seasonsLeft: number,
  gain: number = FACILITY_PROJECT.perSeason,
): { level: number; seasonsLeft: number } {
  if (seasonsLeft <= 0) return { level, seasonsLeft: 0 };
  return { level: Math.min(100, level + gain), seasonsLeft: seasonsLeft - 1 };
}
