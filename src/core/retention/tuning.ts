// Tuning of keeping players: what a player wants, how his wants move his risk of leaving, what a talk and a promise
// do, what a broken promise costs, and the coach's time. How it was fitted: docs/calibration.md.

import { tuned } from '../tuning.js';

/**
 * What players want, on average: each player's weights are these spread by his personality (MOTIVE_SPREAD_SD, a
 * log-normal factor) and made to sum to 1. Playing time first: the portal's first reason (docs/reference/retention.md).
 */
export const MOTIVE_WEIGHTS = tuned('retention.MOTIVE_WEIGHTS', {
  playingTime: 0.3,
  development: 0.2,
  nil: 0.15,
  coach: 0.15,
  winning: 0.2,
});
export const MOTIVE_SPREAD_SD = tuned('retention.MOTIVE_SPREAD_SD', 0.5);

/**
 * A typical player's discontent with each thing 0-1 (most of a roster does not start; few programs change coaches):
 * a player as discontent as that, or one whose wants are the average's, leaves at the portal's own rate.
 */
export const TYPICAL_DISCONTENT = tuned('retention.TYPICAL_DISCONTENT', {
  playingTime: 0.65,
  development: 0.5,
  nil: 0.5,
  coach: 0.3,
  winning: 0.5,
});

/**
 * How far his own wants tilt his chance of leaving from the portal's rate for his place (e-folds per unit of weight
 * times discontent beyond the typical): a player who wants playing time more than most, and does not play, leaves
 * more often; one who wants it more than most and starts, less. Our judgement: a player's tilt stays within about
 * half and twice the rate.
 */
export const MOTIVE_TILT = tuned('retention.MOTIVE_TILT', 2.5);
/** The same for declaring early for the draft (playing time aside: a player good enough to declare plays). */
export const DRAFT_MOTIVE_TILT = tuned('retention.DRAFT_MOTIVE_TILT', 2);

/** Talks and promises a head coach has time for in an offseason (each promise is made in one of them). */
export const MEETINGS = tuned('retention.MEETINGS', 8);

/** A talk: times his chance of entering the portal (and of declaring), at full trust in his coach. */
export const TALK_FACTOR = tuned('retention.TALK_FACTOR', 0.7);
export const DRAFT_TALK_FACTOR = tuned('retention.DRAFT_TALK_FACTOR', 0.85);
/** A promised position: times his chance of entering (he develops where he wants to play). */
export const POSITION_PROMISE_FACTOR = tuned('retention.POSITION_PROMISE_FACTOR', 0.85);
/** NIL promised at his ask: times his chance of entering, and of declaring (less in proportion to less money). */
export const NIL_PROMISE_FACTOR = tuned('retention.NIL_PROMISE_FACTOR', 0.55);
export const DRAFT_NIL_PROMISE_FACTOR = tuned('retention.DRAFT_NIL_PROMISE_FACTOR', 0.7);

/** A promise broken to him: times his chance of entering (and of declaring) in the offseason after. */
export const BROKEN_SELF_FACTOR = tuned('retention.BROKEN_SELF_FACTOR', 2);
export const DRAFT_BROKEN_SELF_FACTOR = tuned('retention.DRAFT_BROKEN_SELF_FACTOR', 1.3);
/** Each promise his program broke in the season: his teammates' chance times 1 + this, at most BROKEN_TEAM_MAX of them. */
export const BROKEN_TEAM_FACTOR = tuned('retention.BROKEN_TEAM_FACTOR', 0.08);
export const BROKEN_TEAM_MAX = tuned('retention.BROKEN_TEAM_MAX', 3);

/**
 * Recruiting trust, 0-1: a program's word with players and their families. Each promise broken takes TRUST_COST,
 * each one kept gives back TRUST_REPAIR, both fading by TRUST_FADE a season over the last TRUST_SEASONS seasons. It
 * moves interest: a prospect's or a transfer's pull toward the program times 1 - TRUST_WEIGHT x (1 - trust).
 */
export const TRUST_COST = tuned('retention.TRUST_COST', 0.15);
export const TRUST_REPAIR = tuned('retention.TRUST_REPAIR', 0.05);
export const TRUST_FADE = tuned('retention.TRUST_FADE', 0.6);
export const TRUST_SEASONS = tuned('retention.TRUST_SEASONS', 3);
export const TRUST_WEIGHT = tuned('retention.TRUST_WEIGHT', 0.25);
/** A talk from a coach whose word is doubted does less: its effect times trust, at least this share of it. */
export const TALK_TRUST_FLOOR = tuned('retention.TALK_TRUST_FLOOR', 0.4);

/**
 * Who a staff sits down with: its players by risk of leaving times how much it needs them (a starter in full, a
 * first backup STAFF_BACKUP_NEED, anyone else STAFF_RESERVE_NEED), no one below STAFF_MIN_RISK.
 */
export const STAFF_BACKUP_NEED = tuned('retention.STAFF_BACKUP_NEED', 0.6);
export const STAFF_RESERVE_NEED = tuned('retention.STAFF_RESERVE_NEED', 0.15);
export const STAFF_MIN_RISK = tuned('retention.STAFF_MIN_RISK', 0.05);
/** Of what is left of its NIL pool after the season, the share a staff may promise its own players. */
export const STAFF_NIL_SHARE = tuned('retention.STAFF_NIL_SHARE', 0.25);
/**
 * A staff keeps a starting role it promised when it costs little: as the season starts, a promised player within
 * this many overall points of the weakest starter at his position takes that starter's place.
 */
export const STAFF_KEEP_WORD_MARGIN = tuned('retention.STAFF_KEEP_WORD_MARGIN', 4);
