// Tuning constants for players, rosters, team ratings and the offseason. Every number that shapes
// talent lives here with where it comes from. "Calibrated" means fitted with the league generated from
// REFERENCE_PRESTIGE_SPREAD so the figures the brief asks for come out (see tests/core/players*.test.ts).

import { tuned } from '../tuning.js';
import type { ClassYear, PlayerAttributes, Position } from './types.js';

export type AttributeName = keyof PlayerAttributes;
export type AttributeWeights = Partial<Record<AttributeName, number>>;

/**
 * How each position's overall is built from attributes (weights sum to 1). Modelled on the way
 * football video games rate positions: the skills a position is judged on, plus awareness and the
 * athletic traits that matter for it.
 */
export const OVERALL_WEIGHTS: Record<Position, AttributeWeights> = tuned('players.OVERALL_WEIGHTS', {
  QB: { throwAccuracy: 0.34, throwPower: 0.22, awareness: 0.24, speed: 0.08, agility: 0.07, carrying: 0.05 },
  RB: { speed: 0.25, agility: 0.2, carrying: 0.2, strength: 0.1, catching: 0.1, awareness: 0.1, stamina: 0.05 },
  WR: { speed: 0.25, catching: 0.25, routeRunning: 0.25, agility: 0.15, awareness: 0.1 },
  TE: { catching: 0.22, runBlock: 0.2, passBlock: 0.1, routeRunning: 0.13, strength: 0.15, speed: 0.1, awareness: 0.1 },
  OL: { passBlock: 0.35, runBlock: 0.35, strength: 0.2, awareness: 0.1 },
  DL: { passRush: 0.33, runStop: 0.3, strength: 0.2, speed: 0.07, awareness: 0.1 },
  LB: { tackling: 0.25, runStop: 0.2, coverage: 0.15, speed: 0.15, awareness: 0.15, passRush: 0.1 },
  CB: { coverage: 0.4, speed: 0.3, agility: 0.1, awareness: 0.1, tackling: 0.05, catching: 0.05 },
  S: { coverage: 0.3, tackling: 0.25, speed: 0.2, awareness: 0.15, runStop: 0.1 },
  K: { kickPower: 0.45, kickAccuracy: 0.55 },
  P: { kickPower: 0.6, kickAccuracy: 0.4 },
});

/**
 * Typical value of the attributes a position is not rated on, for a player of overall 65 (a
 * lineman's throwPower, a quarterback's tackling). Attributes not listed default to
 * OFF_POSITION_ATTRIBUTE. Rough shapes of real players: linemen strong and slow, defensive backs fast.
 */
export const OFF_POSITION_PROFILE: Record<Position, AttributeWeights> = tuned('players.OFF_POSITION_PROFILE', {
  QB: { strength: 55, stamina: 75, catching: 35, routeRunning: 30, tackling: 25 },
  RB: { routeRunning: 50, passBlock: 45, runBlock: 40, tackling: 35 },
  WR: { strength: 50, carrying: 60, stamina: 80, runBlock: 35, tackling: 30 },
  TE: { agility: 55, carrying: 55, stamina: 75, tackling: 35 },
  OL: { speed: 45, agility: 45, stamina: 75, runStop: 40 },
  DL: { agility: 55, stamina: 75, tackling: 60, runBlock: 40, passBlock: 40 },
  LB: { strength: 65, agility: 60, stamina: 80, catching: 40 },
  CB: { strength: 45, stamina: 85, runStop: 40, routeRunning: 45 },
  S: { strength: 55, agility: 65, stamina: 85, catching: 45, passRush: 35 },
  K: { speed: 50, strength: 40, agility: 50, awareness: 60, stamina: 60 },
  P: { speed: 50, strength: 40, agility: 50, awareness: 60, stamina: 60 },
});
export const OFF_POSITION_ATTRIBUTE = tuned('players.OFF_POSITION_ATTRIBUTE', 25);
/** Off-position attributes drift with the player's level by this share (better athletes all round). */
export const OFF_POSITION_LEVEL_SHARE = tuned('players.OFF_POSITION_LEVEL_SHARE', 0.3);
export const OFF_POSITION_SD = tuned('players.OFF_POSITION_SD', 6);
/** Spread of each rated attribute around the player's level: gives players distinct strengths. */
export const RATED_ATTRIBUTE_SD = tuned('players.RATED_ATTRIBUTE_SD', 5);

/**
 * Scholarship players per position on an 85-man roster (sum 83, plus ROSTER_FLEX_SPOTS). Typical
 * Power-conference scholarship distribution; slightly above the minimum two-deep so 85 is reached.
 */
export const ROSTER_TEMPLATE: Record<Position, number> = tuned('players.ROSTER_TEMPLATE', {
  QB: 4,
  RB: 5,
  WR: 10,
  TE: 5,
  OL: 16,
  DL: 14,
  LB: 10,
  CB: 10,
  S: 7,
  K: 1,
  P: 1,
});
export const ROSTER_SIZE = tuned('players.ROSTER_SIZE', 85);
/** Spots beyond the template that each roster spends at one of these positions (by weight). */
export const ROSTER_FLEX_SPOTS = tuned('players.ROSTER_FLEX_SPOTS', 2);
export const ROSTER_FLEX_WEIGHTS: Partial<Record<Position, number>> = tuned('players.ROSTER_FLEX_WEIGHTS', {
  RB: 1,
  WR: 2,
  TE: 1,
  OL: 2,
  DL: 2,
  LB: 1,
  CB: 1,
  S: 1,
  K: 1,
});

/**
 * Share of a generated roster in each class (true and redshirt freshmen make the bigger fr class), and the chance a
 * generated player of the class has used his redshirt year: the structure rosters settle into over a dynasty, so a
 * new league already looks like a running one. How it was fitted: docs/calibration.md.
 */
export const CLASS_SHARES: Record<ClassYear, number> = tuned('players.CLASS_SHARES', {
  fr: 0.43,
  so: 0.2,
  jr: 0.19,
  sr: 0.18,
});
export const REDSHIRT_SHARE: Record<ClassYear, number> = tuned('players.REDSHIRT_SHARE', {
  fr: 0.36,
  so: 0.7,
  jr: 0.7,
  sr: 0.71,
});

/**
 * Share of 1- to 5-star players on a roster, by program prestige 1-7 (index 0 = 1 star). These are the
 * shares the old automatic recruiting settled into over a dynasty (the reference league, 10+ seasons), so
 * a new league already looks like a running one: about 4 x 32 five-stars and 4 x 350 four-stars
 * (247Sports national classes), blue bloods mostly blue-chips, the weakest mostly two- and three-stars.
 */
export const STAR_SHARES_BY_PRESTIGE: Record<number, readonly [number, number, number, number, number]> = tuned(
  'players.STAR_SHARES_BY_PRESTIGE',
  {
    1: [0.01, 0.68, 0.3, 0.01, 0],
    2: [0.005, 0.55, 0.43, 0.015, 0],
    3: [0.005, 0.37, 0.58, 0.043, 0.002],
    4: [0.002, 0.18, 0.718, 0.098, 0.002],
    5: [0, 0.05, 0.69, 0.245, 0.015],
    6: [0, 0.005, 0.415, 0.538, 0.042],
    7: [0, 0.002, 0.13, 0.713, 0.155],
  },
);
/**
 * The lean of a generated roster's stars by its program's recruiting region (regional.ts): a share of each star tier
 * multiplied by exp(perSd x weight x stars) per SD of regional talent, weight by prestige 1-7 (the small programs'
 * classes follow their region most; the big ones recruit the nation), closeness to a power closenessPower. Off (perSd
 * 0) until a trial keeps it: docs/calibration.md.
 */
export const REGIONAL_STARS = tuned('players.REGIONAL_STARS', {
  perSd: 0,
  byPrestige: [1, 1, 0.5, 0.5, 0, 0, 0],
  closenessPower: 3,
} as const);
/** Kickers and punters are rarely rated above three stars. */
export const SPECIALIST_MAX_STARS = tuned('players.SPECIALIST_MAX_STARS', 3);

/**
 * Prestige of the teams of a 130-team FBS league, as a count per tier 1-7: a handful of blue bloods,
 * a broad middle, a tail of weak Group of Five programs. Used to calibrate star shares and team
 * ratings; the real league comes from src/core/data.
 */
export const REFERENCE_PRESTIGE_SPREAD: Record<number, number> = tuned('players.REFERENCE_PRESTIGE_SPREAD', {
  1: 15,
  2: 30,
  3: 30,
  4: 25,
  5: 15,
  6: 10,
  7: 5,
});

/**
 * Mean overall of a true freshman by stars (index 0 = 1 star). Calibrated so starters average about 60
 * at prestige 1, 69 at prestige 4 and 83 at prestige 7 (the brief's 58-62, ~70 and 80-90).
 */
export const FRESHMAN_MEAN_BY_STARS = tuned('players.FRESHMAN_MEAN_BY_STARS', [34, 43, 53, 64, 75] as const);
/**
 * Within a star tier, better programs hold the better players (a 3-star at a blue blood is a high
 * 3-star: 247Sports' 3-star band spans .80 to .89). Overall points per prestige step from tier 4.
 * Recruiting reproduces it by itself: the better a prospect, the more he cares about prestige.
 */
export const PRESTIGE_QUALITY_PER_STEP = tuned('players.PRESTIGE_QUALITY_PER_STEP', 0.75);
/**
 * A generated program's lean to one side of the ball, in overall points added to every offensive player and taken
 * from every defensive one: real teams are rarely as good on both sides (an air raid that scores 45 and gives up 35,
 * a defense that wins 17-10). It spreads the teams' points a game without widening the margins. The SD of the draw
 * is this much per point of the era table's SD of teams' points above 2024's (5.9): 2007-2014's spread offenses
 * against the old defenses differed most. How it was fitted: docs/calibration.md.
 */
export const SIDE_LEAN_PER_POINT = tuned('players.SIDE_LEAN_PER_POINT', 2.9);
/**
 * The lean's SD (overall points) in the seasons before 2007, for which the era table has no SD of teams' points:
 * their best offenses scored 50 or more as often as later ones (2005: 5.5% of FBS-vs-FBS team-games). How it was
 * fitted: docs/calibration.md.
 */
export const SIDE_LEAN_BEFORE_2007 = tuned('players.SIDE_LEAN_BEFORE_2007', 6.2);
/** Spread of overall among players of the same stars and class. */
export const RATING_SD = tuned('players.RATING_SD', 4.5);
/**
 * Mean overall gained in each year on campus (index 0: after the first year). Players gain most early,
 * as strength programs show; by year five gains are small.
 */
export const YEARLY_GROWTH = tuned('players.YEARLY_GROWTH', [5, 4.5, 3.5, 2.5, 1.5] as const);
/**
 * Share of the expected growth a generated player is given for the years he has already spent on
 * campus: progression falls short of the expectation (stalls, the potential cap), and a new league
 * should look like one ten seasons in (measured: average starter overall by tier within a point).
 */
export const REALIZED_GROWTH_SHARE = tuned('players.REALIZED_GROWTH_SHARE', 0.9);
/**
 * Share of the expected growth (YEARLY_GROWTH by trait) a returning player is given in an offseason, by prestige tier
 * 1-7 (index 0 = tier 1). How it was fitted: docs/calibration.md.
 */
export const OFFSEASON_GROWTH_SHARE = tuned('players.OFFSEASON_GROWTH_SHARE', [1, 1, 1, 1, 1, 1, 1] as const);
/** Growth multiplier by development trait 1-5. */
export const TRAIT_GROWTH = tuned('players.TRAIT_GROWTH', [0.5, 0.75, 1, 1.25, 1.5] as const);
/** Development trait 1-5 shares: most players normal, few elite. */
export const TRAIT_SHARES = tuned('players.TRAIT_SHARES', [0.12, 0.25, 0.33, 0.2, 0.1] as const);
/** Potential lies above the expected final overall by a half-normal of this SD (late bloomers). */
export const POTENTIAL_BONUS_SD = tuned('players.POTENTIAL_BONUS_SD', 3);

/** Progression: spread of the yearly gain around its expectation. */
export const PROGRESSION_SD = tuned('players.PROGRESSION_SD', 1.8);
/**
 * Spread of a program's offseason shared by all its returning players (progression.ts programDevelopment), in overall
 * points. Real rosters move together from one season to the next (SP+ ratings correlate about 0.7 year to year,
 * Connelly); without it a program's rating changed by an SD of only 2-3 points a year and the same programs led the
 * league every season. How it was fitted: docs/calibration.md.
 */
export const PROGRAM_DEVELOPMENT_SD = tuned('players.PROGRAM_DEVELOPMENT_SD', 3.0);
/** PROGRAM_DEVELOPMENT_SD's multiplier by prestige 1-7: the elite's money and staff keep its offseasons steadier. */
export const PROGRAM_DEVELOPMENT_SD_BY_PRESTIGE = tuned('players.PROGRAM_DEVELOPMENT_SD_BY_PRESTIGE', [
  1, 1, 1, 1, 0.8, 0.4, 0.25,
] as const);
/**
 * A program's pull back toward its prestige tier: each offseason every returning player gains this share of the gap
 * between the tier's mean team rating and his program's (a program above its tier loses staff and transfers to
 * bigger programs, one below it finds them), so only a share of a program's edge over its tier is kept a year.
 * How it was fitted: docs/calibration.md.
 */
export const PROGRAM_LEVEL_PULL = tuned('players.PROGRAM_LEVEL_PULL', 0.8);
/**
 * PROGRAM_LEVEL_PULL's multiplier by prestige 1-7: the elite keeps what it builds (no bigger program hires its staff
 * away), so the pull fades toward the top tier.
 */
export const PROGRAM_LEVEL_PULL_BY_PRESTIGE = tuned('players.PROGRAM_LEVEL_PULL_BY_PRESTIGE', [
  1, 1, 1, 1, 1, 1, 1,
] as const);
/**
 * The share of PROGRAM_LEVEL_PULL's target that is fixed: 0 pulls a program toward its prestige tier's mean team
 * rating today, 1 toward the tier's PROGRAM_LEVEL_TARGET, so the tiers keep the generated league's levels over a
 * dynasty instead of drifting with their own means. How it was fitted: docs/calibration.md.
 */
export const PROGRAM_LEVEL_ANCHOR = tuned('players.PROGRAM_LEVEL_ANCHOR', 1);
/**
 * The fixed team rating of each prestige tier 1-7 that PROGRAM_LEVEL_ANCHOR pulls toward: the generated league's mean
 * by prestige (the same within half a point for 2014 and 2024 leagues, 8 seeds each).
 */
export const PROGRAM_LEVEL_TARGET = tuned('players.PROGRAM_LEVEL_TARGET', [
  63.1, 66.5, 71.0, 75.3, 80.2, 85.8, 90.9,
] as const);
/**
 * The share of the prestige whose PROGRAM_LEVEL_TARGET a program is pulled toward that is its long-run standing (its
 * mean prestige over recent decades: brand and money, store/actions/recruiting/standing.ts) rather than its prestige
 * now (0: now alone). Fractional prestige reads between the tiers' targets.
 */
export const PROGRAM_LEVEL_BRAND = tuned('players.PROGRAM_LEVEL_BRAND', 0);
/**
 * The share of a program's level that is its conference's mean team rating rather than its tier's (0: the tier's
 * alone; independents keep the tier's). A conference shares its television money and recruits one footprint, so its
 * members stay nearer each other than their prestige alone would keep them.
 */
export const PROGRAM_LEVEL_CONFERENCE = tuned('players.PROGRAM_LEVEL_CONFERENCE', 0.4);
/**
 * PROGRAM_LEVEL_PULL's multiplier for a program above its target (1: as strong as below it). Under 1 a program's good
 * draw lasts longer than a bad one (a riser keeps its staff and players a while; a sunk program finds help).
 */
export const PROGRAM_LEVEL_PULL_ABOVE = tuned('players.PROGRAM_LEVEL_PULL_ABOVE', 0.1);
/**
 * What the best programs' facilities, strength staff and support add to every returning player's yearly growth, in
 * overall points per prestige tier above FACILITIES_FROM (a tier-7 program: 3 tiers). Without it the generated
 * first season's elite rosters were never seen again: the best team fell from 93 to 88-89 after the first
 * offseason. How it was fitted: docs/calibration.md.
 */
export const FACILITIES_PER_TIER = tuned('players.FACILITIES_PER_TIER', 0.55);
export const FACILITIES_FROM = tuned('players.FACILITIES_FROM', 4);
/**
 * The same edge from the NIL era (from NIL_FROM, 2021): the big programs' money grew away from the rest (SEC payouts
 * per school $20.7 million in 2012-13, $51.3 million in 2022-23; the Big Ten's $60.5 million; collectives from 2021),
 * and the elite's rosters with it. How it was fitted: docs/calibration.md.
 */
export const FACILITIES_PER_TIER_FROM_NIL = tuned('players.FACILITIES_PER_TIER_FROM_NIL', 0.6);
/** Chance a player stalls in a year (-1 to +1 instead of his usual gain). */
export const STALL_CHANCE = tuned('players.STALL_CHANCE', 0.07);
/** Chance of a breakout year and the extra overall it brings. */
export const BREAKOUT_CHANCE = tuned('players.BREAKOUT_CHANCE', 0.05);
export const BREAKOUT_EXTRA: readonly [number, number] = tuned('players.BREAKOUT_EXTRA', [4, 7]);
/** No player gains more than this in one offseason (the brief's "a few jump 8-12"). */
export const MAX_YEARLY_GAIN = tuned('players.MAX_YEARLY_GAIN', 12);
/** A player's overall may pass his potential by at most this much. */
export const POTENTIAL_OVERSHOOT = tuned('players.POTENTIAL_OVERSHOOT', 1);
/**
 * Overall points by prestige tier 1-7 a returning player may grow past POTENTIAL_OVERSHOOT: a program's staff and
 * facilities taking its players beyond their projection (0 at every tier: the ceiling is the player's own).
 */
export const POTENTIAL_OVERSHOOT_BY_PRESTIGE = tuned('players.POTENTIAL_OVERSHOOT_BY_PRESTIGE', [
  0, 0, 0, 0, 0, 0, 0,
] as const);
/**
 * The share of a program's good offseason (a positive programDevelopment draw) that also lifts its returning players'
 * ceiling: a breakout year carries a roster past its projection instead of stopping at it (0: the ceiling holds).
 */
export const PROGRAM_DRAW_PAST_CEILING = tuned('players.PROGRAM_DRAW_PAST_CEILING', 0);
/**
 * Redshirt rule (a simplification of the 4-game rule): a player below the first two strings who has
 * not redshirted keeps his class for a year with this chance by class. Seniors never do: they leave.
 */
export const REDSHIRT_CHANCE: Record<ClassYear, number> = tuned('players.REDSHIRT_CHANCE', {
  fr: 0.22,
  so: 0.05,
  jr: 0.03,
  sr: 0,
});
/** Depth beyond the starters that still plays enough to burn the year (the first backups). */
export const REDSHIRT_PLAYING_DEPTH = tuned('players.REDSHIRT_PLAYING_DEPTH', 1);

/** Position weights of starters in the offense rating (QB heaviest, then the line). Sum 1. */
export const OFFENSE_WEIGHTS: Partial<Record<Position, readonly number[]>> = tuned('players.OFFENSE_WEIGHTS', {
  QB: [0.3],
  RB: [0.1],
  WR: [0.08, 0.07, 0.05],
  TE: [0.07],
  OL: [0.066, 0.066, 0.066, 0.066, 0.066],
});
/** Defense: pass rush (DL) and coverage (CB, S) carry most of the weight. Sum 1. */
export const DEFENSE_WEIGHTS: Partial<Record<Position, readonly number[]>> = tuned('players.DEFENSE_WEIGHTS', {
  DL: [0.085, 0.08, 0.07, 0.065],
  LB: [0.07, 0.06, 0.05],
  CB: [0.14, 0.12],
  S: [0.11, 0.1],
});
/** Team overall from offense, defense and the specialists. */
export const OVERALL_SHARES = tuned('players.OVERALL_SHARES', {
  offense: 0.47,
  defense: 0.45,
  K: 0.05,
  P: 0.03,
} as const);
/** Overall used for a starter slot the roster cannot fill (a walk-on). */
export const REPLACEMENT_RATING = tuned('players.REPLACEMENT_RATING', 40);
/**
 * Team ratings spread the weighted starter average (raw) onto the displayed scale, with two slopes
 * around the centre: display = TEAM_RATING_CENTER + slope * (raw - RAW_CENTER), slope
 * TEAM_RATING_STRETCH_BELOW under the centre and TEAM_RATING_STRETCH_ABOVE over it. Talent bunches at
 * the bottom (the weakest programs all field two- and three-star rosters) and spreads at the top, so
 * the lower half is stretched more. Targets, for the reference league at y0 and ten seasons into a
 * dynasty: tier-4 programs about 75, tier 1 about 63 (the worst team about 60), tier 7 about 91 (the
 * best about 93-95). Checked in tests/core/players-league.test.ts.
 */
export const RAW_CENTER = tuned('players.RAW_CENTER', 68.5);
export const TEAM_RATING_CENTER = tuned('players.TEAM_RATING_CENTER', 75);
export const TEAM_RATING_STRETCH_BELOW = tuned('players.TEAM_RATING_STRETCH_BELOW', 1.45);
export const TEAM_RATING_STRETCH_ABOVE = tuned('players.TEAM_RATING_STRETCH_ABOVE', 1.1);

// ---- Recruiting ----

/** A class is at most this large (the NCAA's 25 initial counters), so a depleted roster refills over two years. */
export const MAX_CLASS_SIZE = tuned('players.MAX_CLASS_SIZE', 25);

// ---- Prestige ----

/** Recent seasons that count for prestige, most recent first, by weight (a season fades over three years). */
export const PRESTIGE_SEASON_WEIGHTS = tuned('players.PRESTIGE_SEASON_WEIGHTS', [3, 2, 1] as const);
/** A final top-25 rank adds up to this much to a season's win percentage when programs are ordered by results. */
export const PRESTIGE_RANK_BONUS = tuned('players.PRESTIGE_RANK_BONUS', 0.8);
/**
 * Prestige moves one step only when recent results are worth at least this many tiers more (or less): at a full
 * tier, programs that won for three seasons stayed where they started. How it was fitted: docs/calibration.md.
 */
export const PRESTIGE_MOVE_MARGIN = tuned('players.PRESTIGE_MOVE_MARGIN', 0.4);
