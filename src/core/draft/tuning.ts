// Tuning of early departures and the NFL draft. How it was fitted: docs/calibration.md.

import { tuned } from '../tuning.js';

/**
 * Chance an eligible underclassman declares, by his overall: logistic around a midpoint with EARLY_ENTRY_SPREAD
 * points per e-fold. The midpoint is set each year against the league's eligible players so that about
 * EARLY_ENTRANTS_PER_YEAR would declare (players judge their draft stock against the class, as the NFL's advisory
 * board grades them) before their coaches talk with them: the staffs' talks and NIL deals keep about one in seven
 * (core/retention), leaving the issue's 90-130 early entrants a year, about 110, whatever the year's crop of juniors.
 * EARLY_ENTRY_MIDPOINT is the default for a single roster (about that many in the generated league).
 */
export const EARLY_ENTRANTS_PER_YEAR = tuned('draft.EARLY_ENTRANTS_PER_YEAR', 127);
export const EARLY_ENTRY_MIDPOINT = tuned('draft.EARLY_ENTRY_MIDPOINT', 79.5);
export const EARLY_ENTRY_SPREAD = tuned('draft.EARLY_ENTRY_SPREAD', 1.5);
/** Players this far below the midpoint never declare (a 65 junior does not leave for the NFL). */
export const EARLY_ENTRY_FLOOR = tuned('draft.EARLY_ENTRY_FLOOR', 72);

/** Draft rounds (7 since 1994). */
export const DRAFT_ROUNDS = tuned('draft.DRAFT_ROUNDS', 7);

/**
 * Picks of each draft (compensatory picks included), by draft year: published totals of the NFL drafts
 * 2001-2026 (2026 as 2025). A season's players go in the draft of the next spring.
 */
export const PICKS_BY_DRAFT_YEAR: Readonly<Record<number, number>> = tuned('draft.PICKS_BY_DRAFT_YEAR', {
  2001: 246,
  2002: 261,
  2003: 262,
  2004: 255,
  2005: 255,
  2006: 255,
  2007: 255,
  2008: 252,
  2009: 256,
  2010: 255,
  2011: 254,
  2012: 253,
  2013: 254,
  2014: 256,
  2015: 256,
  2016: 253,
  2017: 253,
  2018: 256,
  2019: 254,
  2020: 255,
  2021: 259,
  2022: 262,
  2023: 259,
  2024: 257,
  2025: 257,
});
/** Years beyond the table: the count the issue names. */
export const DEFAULT_PICKS = tuned('draft.DEFAULT_PICKS', 257);
/** 31 teams until the Houston Texans' first draft in 2002, 32 since. */
export const TEAMS_FROM_2002 = tuned('draft.TEAMS_FROM_2002', 32);

/**
 * NFL clubs by city or region (no club names). Order is the table's only; the draft order is drawn each year.
 * Before 2002 the list has 31 (no Houston).
 */
export const NFL_CITIES = [
  'Arizona',
  'Atlanta',
  'Baltimore',
  'Buffalo',
  'Carolina',
  'Chicago',
  'Cincinnati',
  'Cleveland',
  'Dallas',
  'Denver',
  'Detroit',
  'Green Bay',
  'Houston',
  'Indianapolis',
  'Jacksonville',
  'Kansas City',
  'Las Vegas',
  'Los Angeles (AFC)',
  'Los Angeles (NFC)',
  'Miami',
  'Minnesota',
  'New England',
  'New Orleans',
  'New York (NFC)',
  'New York (AFC)',
  'Philadelphia',
  'Pittsburgh',
  'San Francisco',
  'Seattle',
  'Tampa Bay',
  'Tennessee',
  'Washington',
] as const;

/**
 * Where clubs played before a move (draft year they arrived): Oakland until the 2020 move, San Diego until 2017,
 * St. Louis until 2016.
 */
export const NFL_CITY_BEFORE: Readonly<Record<string, { until: number; city: string }>> = tuned(
  'draft.NFL_CITY_BEFORE',
  {
    'Las Vegas': { until: 2020, city: 'Oakland' },
    'Los Angeles (AFC)': { until: 2017, city: 'San Diego' },
    'Los Angeles (NFC)': { until: 2016, city: 'St. Louis' },
  },
);

/**
 * How NFL clubs value a player beyond his college overall, in overall points: quarterbacks and pass rushers go
 * early, kickers, punters and running backs late (positional value in the drafts of 2010-2024).
 */
export const DRAFT_POSITION_VALUE = tuned('draft.DRAFT_POSITION_VALUE', {
  QB: 3,
  RB: -2,
  WR: 1,
  TE: -1,
  OL: 1,
  DL: 2,
  LB: 0,
  CB: 1,
  S: -1,
  K: -12,
  P: -12,
} as const);
/** Scouts' disagreement with the college overall (points, SD): the draft is not a sort by rating. */
export const DRAFT_VALUE_SD = tuned('draft.DRAFT_VALUE_SD', 2.5);
/** Potential counts for this share of what lies above the current overall (teams draft upside). */
export const DRAFT_POTENTIAL_SHARE = tuned('draft.DRAFT_POTENTIAL_SHARE', 0.25);
