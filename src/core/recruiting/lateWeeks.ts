// The late weeks of a cycle: after the bowls and before signing day every program keeps recruiting the prospects
// still unsigned (the January contact period, with official visits on campus), by the same rules as the season's
// weeks. How many there are follows the NCAA calendar of the era (docs/reference/recruiting-calendar.md).
import type { HomeGame } from './types.js';
import { LATE_VISITS_CLOSED, LATE_WEEKS_BY_ERA, RECRUITING_WEEKS } from './tuning.js';

/** The late weeks of the season's cycle (the era's January contact period, one week a weekend of visits). */
export function lateWeeks(season: number): number {
  let weeks = 0;
  for (const era of LATE_WEEKS_BY_ERA) if (season >= era.from) weeks = era.weeks;
  return weeks;
}

/** Every week of the season's cycle: the season's (RECRUITING_WEEKS), then the late ones; signing day follows. */
export function cycleWeeks(season: number): number {
  return RECRUITING_WEEKS + lateWeeks(season);
}

/** Is week (1-based) one of the late weeks, played after the season? */
export function isLateWeek(week: number): boolean {
  return week > RECRUITING_WEEKS;
}

/**
 * A late week's visits: every program may host official visits on campus (no game: a visit counts as on a plain
 * home win), except in a season whose January was a dead period (COVID-19: no visits at all).
 */
export function lateVisits(season: number, programs: readonly { name: string }[]): Record<string, HomeGame> {
  const visits: Record<string, HomeGame> = {};
  if (LATE_VISITS_CLOSED.includes(season)) return visits;
  for (const program of programs) visits[program.name] = { won: true, margin: 0, ranked: false };
  return visits;
}
