// Numbers that shape a generated regular season. None is a hard rule (those live in the code and in
// validateSchedule); they only steer the generator towards schedules that look like real FBS ones.

import { tuned } from '../tuning.js';

/**
 * Cost of a non-conference game by week (index 0 unused). FBS non-conference games are mostly played in
 * the first three or four weeks (CFBD 2015-2024: about 75% of FBS-vs-FBS non-conference games fall in
 * September); a few land mid-season and almost none in the last two weeks outside rivalry games.
 */
export const NON_CONFERENCE_WEEK_COST = tuned(
  'schedule.NON_CONFERENCE_WEEK_COST',
  [0, 0, 0, 0, 1, 2, 2, 2, 2, 2, 2, 2, 3, 4, 4],
);

/**
 * Cost of a conference game by week. Conference play rarely starts before week 3 and fills the weeks
 * from October on (same CFBD source).
 */
export const CONFERENCE_WEEK_COST = tuned(
  'schedule.CONFERENCE_WEEK_COST',
  [0, 4, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
);

/** Cost of a rivalry game (in or out of conference) away from its traditional week, per week of distance. */
export const RIVALRY_WEEK_DISTANCE_COST = tuned('schedule.RIVALRY_WEEK_DISTANCE_COST', 3);

/**
 * Cost of a bye by week. Real byes sit between late September and mid-November; opening weekend and
 * rivalry week (the final regular-season week) are played by nearly every team.
 */
export const BYE_WEEK_COST = tuned('schedule.BYE_WEEK_COST', [0, 4, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 3, 6]);

/**
 * Bye patterns validateSchedule rejects, priced far above any preference so the generator removes them:
 * two byes in consecutive weeks, or both byes in the opening three or the closing three weeks.
 */
export const CLUSTERED_BYES_COST = tuned('schedule.CLUSTERED_BYES_COST', 40);
/** The opening and the closing weeks (this many each) that may not hold both of a team's byes. */
export const BYE_CLUSTER_SPAN = tuned('schedule.BYE_CLUSTER_SPAN', 3);

/** How many local-search passes polish the weeks after a complete assignment (each pass is cheap). */
export const WEEK_POLISH_PASSES = tuned('schedule.WEEK_POLISH_PASSES', 3);

/**
 * Non-conference pairing weights. How strongly two teams' prestige gap (1-7 scale) discourages a matchup:
 * weight = exp(-gap / PRESTIGE_GAP_SCALE). 1.5 keeps most games within two prestige levels, as in
 * real schedules, while still allowing the occasional mismatch.
 */
export const PRESTIGE_GAP_SCALE = tuned('schedule.PRESTIGE_GAP_SCALE', 1.5);

/**
 * Power-conference teams buy home games against weaker Group of Five teams ("guarantee games"); in
 * 2015-2024 about two thirds of power teams' FBS non-conference games were against non-power teams.
 */
export const POWER_VERSUS_WEAKER_BONUS = tuned('schedule.POWER_VERSUS_WEAKER_BONUS', 2.5);
/** Power teams also schedule roughly one power opponent a year (the SEC/ACC mandate since 2016). */
export const POWER_VERSUS_POWER_WEIGHT = tuned('schedule.POWER_VERSUS_POWER_WEIGHT', 2);
/** Non-power teams fill the remaining slots with each other. */
export const NON_POWER_PAIR_WEIGHT = tuned('schedule.NON_POWER_PAIR_WEIGHT', 1);

/**
 * Probability that the stronger team hosts a non-conference game, by prestige gap (index = gap, capped).
 * Guarantee games are almost always played at the bigger program; close programs play home-and-home.
 */
export const STRONGER_HOSTS_BY_GAP = tuned('schedule.STRONGER_HOSTS_BY_GAP', [0.5, 0.65, 0.8, 0.9, 0.95, 0.97, 0.98]);

/**
 * When home and away games must be traded to balance slates, handing a game to the smaller program costs
 * this much per level of strength gap (prestige, +1 for a power conference) on top of 1 per game moved:
 * real guarantee games are almost never returned, home-and-homes are between near equals.
 */
export const HOST_MISMATCH_COST = tuned('schedule.HOST_MISMATCH_COST', 2);
/** Moving a conference game's hosting instead unbalances a conference slate that was split evenly. */
export const CONFERENCE_FLIP_COST = tuned('schedule.CONFERENCE_FLIP_COST', 10);

/** Attempts of the whole pipeline with fresh random streams before giving up (never needed in practice). */
export const SCHEDULE_ATTEMPTS = tuned('schedule.SCHEDULE_ATTEMPTS', 25);

/**
 * Where a scheduled non-conference game may be played (gameSite.ts), in levels of program strength (prestige 1-7,
 * +1 for a power conference). A program travels to a host at most this much weaker than itself: home-and-homes
 * are between near equals, and a Power program almost never plays at a low-prestige Group of Five school (it
 * buys a home game instead).
 */
export const MAX_VISITOR_EDGE = tuned('schedule.MAX_VISITOR_EDGE', 2);
/** Neutral-site games (kickoff classics) pair programs at most this far apart. */
export const MAX_NEUTRAL_SITE_GAP = tuned('schedule.MAX_NEUTRAL_SITE_GAP', 3);
/** FCS games a team may schedule in a season (CFBD 2010-2019: a second one is rare, a third unheard of). */
export const MAX_FCS_GAMES_PER_TEAM = tuned('schedule.MAX_FCS_GAMES_PER_TEAM', 2);
/** Chance a computer program books a new series in a season (docs/calibration.md, scheduling series). */
export const SERIES_BOOKING_RATE = tuned('schedule.SERIES_BOOKING_RATE', 0.2);
/** Seasons ahead a computer program's new series starts: the first and last of the range. */
export const SERIES_LEAD_SEASONS = tuned('schedule.SERIES_LEAD_SEASONS', [2, 4]);
/** The latest season ahead a series can start: booked that far, a game outlives most coaches' contracts. */
export const MAX_SERIES_LEAD = tuned('schedule.MAX_SERIES_LEAD', 10);
