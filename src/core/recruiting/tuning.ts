// Tuning of recruiting: the national class, what prospects want, the hours programs spend and how
// interest turns into commitments. Each number says where it comes from. "Calibrated" means fitted so
// tests/core/recruiting-realism.test.ts gives the figures (class rank vs prestige, five-star
// concentration, upsets, the player's effort mattering) on seasonLeague(2024).

import { tuned } from '../tuning.js';
import { ROSTER_TEMPLATE } from '../players/tuning.js';
import { POSITIONS, type Position } from '../players/types.js';

// ---- The national class ----

/** About 3,000 high-school prospects a year are rated by the recruiting services (247Sports composite). */
export const CLASS_SIZE = tuned('recruiting.CLASS_SIZE', 3000);
/** Public stars by rank in the class (247Sports averages 2015-2024): 32 five-stars, 350 four-stars, 1,500 three-stars, the rest two. */
export const STAR_COUNTS = tuned('recruiting.STAR_COUNTS', { five: 32, four: 350, three: 1500 } as const);
/**
 * True freshman level: normal(mean, sd). Chosen so the star bands average about what
 * FRESHMAN_MEAN_BY_STARS gives today's rosters (five-stars ~75, four ~64, three ~54, two ~42).
 */
export const TRUE_LEVEL_MEAN = tuned('recruiting.TRUE_LEVEL_MEAN', 51);
export const TRUE_LEVEL_SD = tuned('recruiting.TRUE_LEVEL_SD', 9);
/**
 * The services see a prospect's level with this much error (overall points): some three-stars are
 * gems and some four-stars busts, as every class shows (about a fifth of a band changes star tier).
 */
export const EVALUATION_NOISE_SD = tuned('recruiting.EVALUATION_NOISE_SD', 3.5);
/**
 * The share of a prospect's ceiling above his level (potential less rating) the services see: they rank projection as
 * well as what he can do now, so a high-ceiling prospect gets more stars and the pull of the programs that sign them.
 */
export const SERVICES_CEILING_WEIGHT = tuned('recruiting.SERVICES_CEILING_WEIGHT', 0.2);
/**
 * The services rank a kicker or punter this many overall points below a position player they see alike: a
 * specialist, however good, is worth less to a program than a starter elsewhere. With none ranked above the
 * three-stars (nationalClass.ts), the best of a class rank hundreds deep, as in the 247Sports composite. How it was
 * fitted: docs/calibration.md.
 */
export const SPECIALIST_VIEW_DISCOUNT = tuned('recruiting.SPECIALIST_VIEW_DISCOUNT', 6);
/** Late bloomers: potential lies above the expected final overall by a half-normal of this SD (as players/tuning). */
export const POTENTIAL_BONUS_SD = tuned('recruiting.POTENTIAL_BONUS_SD', 3);

/** Prospects per position, in roster proportions; kickers and punters doubled (every team needs one every four years). */
export const CLASS_POSITION_WEIGHTS: readonly number[] = POSITIONS.map(
  (pos) => ROSTER_TEMPLATE[pos] * (pos === 'K' || pos === 'P' ? 2 : 1),
);

/** Height (inches) and weight (pounds) by position: mean and spread of FBS signees (247Sports measurables). */
export const BUILD_BY_POSITION: Record<Position, { height: [number, number]; weight: [number, number] }> = tuned(
  'recruiting.BUILD_BY_POSITION',
  {
    QB: { height: [74.5, 1.5], weight: [210, 12] },
    RB: { height: [70.5, 1.8], weight: [200, 12] },
    WR: { height: [72.5, 2.2], weight: [182, 12] },
    TE: { height: [76, 1.3], weight: [235, 12] },
    OL: { height: [76.5, 1.3], weight: [295, 18] },
    DL: { height: [75, 1.6], weight: [270, 22] },
    LB: { height: [73.5, 1.4], weight: [225, 12] },
    CB: { height: [71, 1.5], weight: [178, 10] },
    S: { height: [72, 1.5], weight: [195, 10] },
    K: { height: [71.5, 2], weight: [185, 15] },
    P: { height: [73, 2], weight: [195, 15] },
  },
);

// ---- What a prospect wants ----

/**
 * Base weight of each thing a prospect weighs, before his own spread. Prestige weighs more the better
 * the prospect (PRESTIGE_WEIGHT_PER_STAR): the best choose among the best programs, as every class's
 * five-stars show. Scheme fit is 0 until schemes exist. "Effort" is how much being recruited hard moves him.
 */
export const BASE_PREFERENCE = tuned('recruiting.BASE_PREFERENCE', {
  playingTime: 0.2,
  proximity: 0.2,
  prestige: 0.12,
  contending: 0.12,
  conference: 0.08,
  schemeFit: 0,
  effort: 0.15,
} as const);
export const PRESTIGE_WEIGHT_PER_STAR = tuned('recruiting.PRESTIGE_WEIGHT_PER_STAR', 0.05);
/**
 * The share of a program's pull on recruits and its recruiting budget that comes from its long-run standing (brand,
 * money: its mean prestige over BRAND_SEASONS seasons) rather than its prestige now, which follows recent results.
 */
export const BRAND_DRAW = tuned<number>('recruiting.BRAND_DRAW', 1);
/** Seasons a program's long-run standing looks back over, this one included (a generation: parents' and coaches' memories). */
export const BRAND_SEASONS = tuned('recruiting.BRAND_SEASONS', 25);
/**
 * The share of a program's long-run standing that is its all-time tradition (core/data/tradition.ts) rather than its
 * mean prestige over BRAND_SEASONS: a name built over eighty years outlasts a generation's results.
 */
export const TRADITION_SHARE = tuned<number>('recruiting.TRADITION_SHARE', 0.4);
/** Each weight is multiplied by exp(normal(0, sd)): prospects differ (a homebody, a ring chaser). */
export const PREFERENCE_SPREAD_SD = tuned('recruiting.PREFERENCE_SPREAD_SD', 0.5);

/** Closeness to home: full at home, none at this distance (a flight, not a drive). */
export const PROXIMITY_RANGE_MILES = tuned('recruiting.PROXIMITY_RANGE_MILES', 1200);
/** Conference factor of a program outside the power conferences (power = 1). */
export const NON_POWER_CONFERENCE_FACTOR = tuned('recruiting.NON_POWER_CONFERENCE_FACTOR', 0.3);
/** Scheme fit factor for a prospect the scheme means nothing to, or a program whose offence is not known. */
export const NEUTRAL_SCHEME_FIT = tuned('recruiting.NEUTRAL_SCHEME_FIT', 0.5);
/** Playing time is full when the program has this share of a position's template open. */
export const FULL_PLAYING_TIME_SHARE = tuned('recruiting.FULL_PLAYING_TIME_SHARE', 0.25);
/**
 * Playing time read from the returning starters at his position too: the factor is (1 - weight) x the open places'
 * share plus weight x 0.5 + (his overall + lead - the starters' mean) / scale, within 0-1, a starter's place missing
 * counted at openRating. A weak program's weak starters draw the prospects who would beat them. Off (weight
 * 0) until a trial keeps it: docs/calibration.md.
 */
export const STARTER_QUALITY_PULL = tuned('recruiting.STARTER_QUALITY_PULL', {
  weight: 0,
  lead: 8,
  scale: 20,
  openRating: 50,
} as const);

/**
 * A program's appeal to a prospect is exp(APPEAL_SHARPNESS x (fit - 0.5)), fit the weighted factors
 * 0-1: the gap between a good and a poor fit is worth several times the effort. Calibrated.
 */
export const APPEAL_SHARPNESS = tuned('recruiting.APPEAL_SHARPNESS', 4);
/**
 * "Effort" weight turns into a gain multiplier 1 + weight x EFFORT_GAIN x share, share = this program's
 * hours on him against the most any program spent (1 for the one recruiting him hardest).
 */
export const EFFORT_GAIN = tuned('recruiting.EFFORT_GAIN', 2);

// ---- Hours and actions ----

/** Weekly hours: base plus resources 0-1 times the extra (richer staffs, more recruiters). Calibrated. */
export const BASE_WEEKLY_HOURS = tuned('recruiting.BASE_WEEKLY_HOURS', 40);
export const RESOURCE_WEEKLY_HOURS = tuned('recruiting.RESOURCE_WEEKLY_HOURS', 40);
/** Hours each action costs: a call is quick, an evaluation takes film and a trip, a visit a weekend. */
export const ACTION_HOURS = tuned('recruiting.ACTION_HOURS', {
  scout: 3,
  contact: 1,
  offer: 1,
  pitch: 2,
  visit: 5,
} as const);
/**
 * Interest points an action adds, times the program's appeal and the effort multiplier, times the room
 * left to 100. Calibrated: about 16 weeks of steady work by a good fit brings a three-star to commit.
 */
export const ACTION_POINTS = tuned('recruiting.ACTION_POINTS', {
  scout: 1,
  contact: 5,
  offer: 12,
  pitch: 5,
  visit: 15,
} as const);
/** Scouting levels: 1 narrows the rating and shows his dealbreakers, 2 shows his top preference, 3 everything. */
export const MAX_SCOUTING_LEVEL = tuned('recruiting.MAX_SCOUTING_LEVEL', 3);
/** Rating range shown by scouting level 0-3 (plus or minus overall points). */
export const SCOUTING_RATING_RANGE = tuned('recruiting.SCOUTING_RATING_RANGE', [9, 6, 3, 0] as const);
/** NCAA rule: five official visits per prospect. */
export const MAX_OFFICIAL_VISITS = tuned('recruiting.MAX_OFFICIAL_VISITS', 5);
/** Visit multiplier by the home game's result: a ranked home win sells, a blowout loss hurts. */
export const VISIT_RESULT_EFFECT = tuned('recruiting.VISIT_RESULT_EFFECT', {
  rankedWin: 1.5,
  win: 1.2,
  loss: 0.8,
  blowoutLoss: 0.4,
} as const);
/** A loss by this many points or more is a blowout. */
export const BLOWOUT_MARGIN = tuned('recruiting.BLOWOUT_MARGIN', 21);
/** Open offers (to prospects not yet committed) a program may hold per open scholarship: programs over-offer, as they do. Calibrated. */
export const OFFERS_PER_SCHOLARSHIP = tuned('recruiting.OFFERS_PER_SCHOLARSHIP', 3);
/** Interest in a program that did nothing for the prospect this week fades by this factor. */
export const WEEKLY_INTEREST_FADE = tuned('recruiting.WEEKLY_INTEREST_FADE', 0.97);
/** A committed prospect listens less: others' gains are multiplied by this. */
export const COMMITTED_LISTENING = tuned('recruiting.COMMITTED_LISTENING', 0.5);

// ---- Commitments ----

/**
 * A prospect commits when his leader (with an offer) reaches this interest (by public stars 1-5, index
 * 0 = 1 star): the best take longest to decide, as real five-stars do. Calibrated (about 2,100 commitments
 * a cycle, most of the 2,800 scholarships; the rest sign on signing day or go to walk-ons)...
 */
export const COMMIT_INTEREST = tuned('recruiting.COMMIT_INTEREST', [25, 30, 40, 50, 60] as const);
/** ...and leads the next program by at least this much. */
export const COMMIT_LEAD = tuned('recruiting.COMMIT_LEAD', 10);
/**
 * Interest is capped at 100, so programs that all recruit a prospect to the full can never lead by COMMIT_LEAD: from
 * December (DECEMBER_WEEK) a prospect whose leader holds this interest decides among the finalists within DECOMMIT_LEAD
 * of it by fit (the one he likes best) rather than wait for signing day.
 */
export const SATURATED_INTEREST = tuned('recruiting.SATURATED_INTEREST', 95);
/** Weeks of a cycle (the regular season, championships and bowl season); signing day follows. */
export const RECRUITING_WEEKS = tuned('recruiting.RECRUITING_WEEKS', 16);
/** Late in the cycle: from this week on the staffs chase prospects committed elsewhere, and take more targets. */
export const LATE_WEEK = tuned('recruiting.LATE_WEEK', 10);
/** From this week on a program overtaking the one he committed to by DECOMMIT_LEAD flips him. Calibrated (decommitments per class). */
export const FLIP_WEEK = tuned('recruiting.FLIP_WEEK', 4);
export const DECOMMIT_LEAD = tuned('recruiting.DECOMMIT_LEAD', 6);
/**
 * The lead that flips a committed prospect in a late week (January, after the season): most who held a commitment
 * through the season sign where they committed, and the late weeks' official visits come to every program at once.
 * Calibrated (decommitments per class before 2017, when every commitment could still flip in January).
 */
export const LATE_DECOMMIT_LEAD = tuned('recruiting.LATE_DECOMMIT_LEAD', 24);
/**
 * A committed prospect whose school leads the next one by less than WAVER_GAP reopens his recruitment with this chance
 * a week from FLIP_WEEK (a visit elsewhere, cold feet, a depth chart he does not like). Calibrated (decommitments per class).
 */
export const WAVER_CHANCE = tuned('recruiting.WAVER_CHANCE', 0.05);
export const WAVER_GAP = tuned('recruiting.WAVER_GAP', 20);
/** His interest in the school he wavered on is multiplied by this: most who reopen end up elsewhere (a flip). Calibrated. */
export const WAVER_COOLING = tuned('recruiting.WAVER_COOLING', 0.75);
/** On signing day an uncommitted prospect signs with his best offering program if his interest reaches this. */
export const SIGNING_DAY_MIN_INTEREST = tuned('recruiting.SIGNING_DAY_MIN_INTEREST', 10);

// ---- Classes ----

/** Class points by star (index 0 = 1 star): roughly 247Sports' composite points of an average prospect of the band. */
export const STAR_POINTS = tuned('recruiting.STAR_POINTS', [20, 50, 80, 150, 250] as const);
/** The wire format's class order: 0.92 x average stars + 0.08 x class size. */
export const CLASS_STAR_WEIGHT = tuned('recruiting.CLASS_STAR_WEIGHT', 0.92);
export const CLASS_SIZE_WEIGHT = tuned('recruiting.CLASS_SIZE_WEIGHT', 0.08);

// ---- The computer's staff ----

/** Prospects on a staff's board per open scholarship (programs chase several for each spot). Calibrated. */
export const BOARD_PER_SCHOLARSHIP = tuned('recruiting.BOARD_PER_SCHOLARSHIP', 4);
/** Candidates a staff ranks at the start of a cycle (the rest it never looks at). */
export const SHORTLIST_SIZE = tuned('recruiting.SHORTLIST_SIZE', 400);
/** Value of a signee by public stars (index 0 = 1 star) for choosing targets: about a class ranking's worth of each. */
export const TARGET_VALUE_BY_STARS = tuned('recruiting.TARGET_VALUE_BY_STARS', [0.3, 1, 2, 4, 7] as const);
/**
 * The program a prospect of each star band usually chooses has about this prestige (index 0 = 1 star;
 * five-stars ~6.8, four-stars ~5.8, as the realism test's classes come out): a staff's estimate of the
 * competition it faces.
 */
export const EXPECTED_SUITOR_PRESTIGE = tuned('recruiting.EXPECTED_SUITOR_PRESTIGE', [1, 2, 3.5, 5.8, 6.8] as const);
/**
 * From GIVE_UP_WEEK a staff gives up on a target (and looks elsewhere) when the leader is HOPELESS_GAP
 * ahead or it holds less than HOPELESS_SHARE of the leader's interest. Calibrated: later, mid-tier
 * programs chase four-stars too long and find the three-stars gone.
 */
export const GIVE_UP_WEEK = tuned('recruiting.GIVE_UP_WEEK', 4);
export const HOPELESS_GAP = tuned('recruiting.HOPELESS_GAP', 25);
export const HOPELESS_SHARE = tuned('recruiting.HOPELESS_SHARE', 0.75);
/** Official visits a staff hosts on a home game weekend (a weekend holds a handful). */
export const VISITS_PER_HOME_WEEK = tuned('recruiting.VISITS_PER_HOME_WEEK', 4);
/** Steepness of a staff's chance estimate per unit of fit over the usual suitor's. Calibrated. */
export const CHANCE_STEEPNESS = tuned('recruiting.CHANCE_STEEPNESS', 20);
/** Late in a cycle a staff keeps recruiting a prospect committed elsewhere while within this much of his school. */
export const FLIP_CHASE_GAP = tuned('recruiting.FLIP_CHASE_GAP', 25);
/** Walk-ons are generated at this talent tier (two stars: the level of the class's unsigned). */
export const WALK_ON_STARS = tuned('recruiting.WALK_ON_STARS', 2);

// ---- Rosters after signing day ----

/** Walk-ons fill any gap. How it was fitted: docs/calibration.md. */
export const ROSTER_MINIMUMS: Partial<Record<'QB' | 'OL' | 'K' | 'P', number>> = tuned('recruiting.ROSTER_MINIMUMS', {
  QB: 2,
  OL: 8,
  K: 1,
  P: 1,
});
/**
 * Shares of the underclassmen a program expects to lose after the season that it recruits for (rosterNeeds.ts
 * expectedDepartures): its likely early entrants in full, its likely portal entrants in small part (the portal itself
 * refills most of those places, with transfers and walk-ons). The programs the portal drains most (prestige 1-3 lose
 * 21-25 players a year) now sign fuller classes, as real Group of Five programs do: Spearman 0.71-0.81 a season, all
 * 60 seasons in 0.6-0.85, the top 15 programs still signing 63-100% of the five-stars. How it was fitted:
 * docs/calibration.md.
 */
export const EARLY_DEPARTURES_COUNTED = tuned('recruiting.EARLY_DEPARTURES_COUNTED', 1);
export const PORTAL_DEPARTURES_COUNTED = tuned('recruiting.PORTAL_DEPARTURES_COUNTED', 0.3);
/**
 * Before transfers played at once (their season before 2021) an undergraduate who moved sat out a year, few came in,
 * and a program re-signed the places of those who left with its high-school class: their share counted in full.
 */
export const PORTAL_DEPARTURES_COUNTED_BEFORE_2021 = tuned('recruiting.PORTAL_DEPARTURES_COUNTED_BEFORE_2021', 1);
/** Weight of the current season's win percentage, against the last seasons' success, in a program's "contending". */
export const CURRENT_SEASON_CONTENDING_WEIGHT = tuned('recruiting.CURRENT_SEASON_CONTENDING_WEIGHT', 0.5);

// ---- The calendar of a cycle (docs/reference/recruiting-calendar.md) ----

/**
 * Each prospect's own timetable, by the share of a class in each (index: early, in-season, December, signing day).
 * Early: he may commit in the spring and summer periods before the season; in-season: from a week of his own during
 * the season; December: from championship week (the early signing period from 2017, the visits of December before);
 * signing day: he decides only then. The share decided early grew with the early signing period (2017) and the
 * spring and summer official visits (2018). Calibrated: the batch's committed shares against the real ones.
 */
export const TIMETABLE_SHARES_BY_ERA: readonly { from: number; shares: readonly [number, number, number, number] }[] =
  tuned('recruiting.TIMETABLE_SHARES_BY_ERA', [
    { from: 0, shares: [0.62, 0.18, 0.12, 0.08] },
    { from: 2017, shares: [0.6, 0.24, 0.11, 0.05] },
    { from: 2018, shares: [0.65, 0.22, 0.09, 0.04] },
  ]);
/** The best prospects take longer: a five-star's draw is pushed late by this power (u^x, u uniform 0-1), a four-star's by half of it. */
export const LATE_STAR_PUSH = tuned('recruiting.LATE_STAR_PUSH', 0.6);
/** In-season deciders open between these weeks (inclusive), each on a week of his own. */
export const IN_SEASON_OPENING = tuned('recruiting.IN_SEASON_OPENING', [2, 12] as const);
/** December deciders open in championship week. */
export const DECEMBER_WEEK = tuned('recruiting.DECEMBER_WEEK', 15);
/** The early signing period (from the 2017 cycle) follows this week: commitments held then are signed and final. */
export const EARLY_SIGNING_WEEK = tuned('recruiting.EARLY_SIGNING_WEEK', 15);
export const EARLY_SIGNING_FROM = tuned('recruiting.EARLY_SIGNING_FROM', 2017);
/**
 * Late weeks after the bowls, before signing day: the January contact period between the holiday dead period and the
 * one of signing day's week, a week for each weekend of visits. NCAA calendars: 14-30 January 2016 and 12-28 January
 * 2017 (three weekends); 12 January to 3 February 2018, signing day on 7 February (four); 13-29 January 2023 (three).
 * Sources in docs/reference/recruiting-calendar.md.
 */
export const LATE_WEEKS_BY_ERA: readonly { from: number; weeks: number }[] = tuned('recruiting.LATE_WEEKS_BY_ERA', [
  { from: 0, weeks: 3 },
  { from: 2017, weeks: 4 },
  { from: 2018, weeks: 3 },
]);
/** Cycles whose January was a dead period (COVID-19, to 31 May 2021): the late weeks host no official visits. */
export const LATE_VISITS_CLOSED: readonly number[] = tuned('recruiting.LATE_VISITS_CLOSED', [2020]);
/** Spring and summer periods played before week 1 (camps, junior days; from 2018 official visits too). */
export const SUMMER_PERIODS = tuned('recruiting.SUMMER_PERIODS', 6);
export const SUMMER_VISITS_FROM = tuned('recruiting.SUMMER_VISITS_FROM', 2018);
/**
 * Before December a program keeps this share of its places (at least one) for late deciders: no class is complete in
 * the fall, and the last places go to December's and signing day's prospects.
 */
export const LATE_PLACES_SHARE = tuned('recruiting.LATE_PLACES_SHARE', 0.15);
/** A program whose season collapsed (contending below this) loses commitments to half the lead, from COLLAPSE_FROM_WEEK (else from FLIP_WEEK). */
export const COLLAPSE_CONTENDING = tuned('recruiting.COLLAPSE_CONTENDING', 0.25);
export const COLLAPSE_FROM_WEEK = tuned('recruiting.COLLAPSE_FROM_WEEK', 2);
/** A commitment to a program whose coach left ends on signing day when another offering program holds this share of his interest. */
export const COACH_LEFT_SHARE = tuned('recruiting.COACH_LEFT_SHARE', 0.75);

// ---- Pipelines (pipelines.ts) ----

/**
 * A program's pipeline in a state: `signee` points for each player it signs from there and `starter` points for each
 * of them who starts a season for it, the whole kept at `fade` a year (a pipeline not fed fades in a few years);
 * below `floor` it is gone. `tiers`: the least strength of bronze, silver and gold; `gain`: what each multiplies the
 * interest an action earns with that state's prospects by. A new dynasty's pipelines are each program's footprint:
 * a class of `classSignees` FBS signees split by state (talentMap.ts) among the programs by their pull on it (closeness
 * within `reachMiles` plus `reachPerPrestige` a prestige point above 1, to `closenessPower`, times `prestigeWeight` per
 * prestige point above 1), at the strength `classSignees`' share would keep (each signee with `startsPerSignee`
 * seasons as a starter). How the figures were set: docs/calibration.md ("Pipelines and dealbreakers").
 */
export const PIPELINE = tuned('recruiting.PIPELINE', {
  signee: 1,
  starter: 0.5,
  fade: 0.75,
  floor: 0.5,
  tiers: [4, 12, 30] as readonly [number, number, number],
  gain: [1.1, 1.2, 1.3] as readonly [number, number, number],
  classSize: 20,
  startsPerSignee: 1.1,
  reachMiles: 500,
  reachPerPrestige: 150,
  closenessPower: 2,
  homeWeight: 3,
  prestigeWeight: 1.4,
});

// ---- Motivations and dealbreakers (schemeFit.ts, dealbreakers.ts) ----

/**
 * The weight a quarterback, back, receiver or tight end puts on the offence's scheme (before his own spread): the only
 * prospects who weigh it. Scheme fits by style: how each offence suits a pocket passer, a running quarterback (his speed
 * at least RUNNING_QB_SPEED_EDGE above his accuracy), a back, a receiver and a tight end (an option offence throws a
 * dozen passes a game; an air raid barely uses a tight end: docs/reference/playbooks.md).
 */
export const SCHEME_FIT_WEIGHT = tuned('recruiting.SCHEME_FIT_WEIGHT', 0.1);
export const RUNNING_QB_SPEED_EDGE = tuned('recruiting.RUNNING_QB_SPEED_EDGE', 5);
export const SCHEME_FIT_BY_STYLE = tuned('recruiting.SCHEME_FIT_BY_STYLE', {
  passer: { air_raid: 1, spread: 0.7, pro_style: 0.85, option: 0.1 },
  runner: { air_raid: 0.35, spread: 1, pro_style: 0.4, option: 0.9 },
  RB: { air_raid: 0.35, spread: 0.7, pro_style: 0.85, option: 0.9 },
  WR: { air_raid: 1, spread: 0.85, pro_style: 0.55, option: 0.1 },
  TE: { air_raid: 0.25, spread: 0.55, pro_style: 1, option: 0.45 },
} as const);
/** The weight a prospect puts on NIL money before his own spread (from July 2021; it scales NIL's pull on him). */
export const NIL_WEIGHT = tuned('recruiting.NIL_WEIGHT', 0.12);

/**
 * Dealbreakers: a prospect holds a motivation as a must when his weight on it is at least `emphasis` times what a
 * prospect of his stars and position usually puts on it (the strongest first, `most` at most); a program below his line
 * in it earns no interest with him and does not get his commitment. The lines, drawn per prospect between the bounds:
 * playing time (the share of a full position's places open to him), miles from home, prestige (his stars plus the bounds:
 * five-stars want 4-6, two-stars 1-3), contending (0-1), NIL (an offer or collective worth that share of his market value); a
 * scheme's at `scheme` (an offence that suits him poorly). How they were set: docs/calibration.md.
 */
export const DEALBREAKER = tuned('recruiting.DEALBREAKER', {
  emphasis: 2,
  most: 2,
  playingTime: [0.3, 0.6] as readonly [number, number],
  miles: [300, 800] as readonly [number, number],
  prestigeAboveStars: [-1, 1] as readonly [number, number],
  contending: [0.35, 0.6] as readonly [number, number],
  nil: [0.3, 0.8] as readonly [number, number],
  scheme: 0.5,
});
