// Tuning of the transfer portal. How it was fitted: docs/calibration.md.

import { tuned } from '../tuning.js';

/** The portal opened in October 2018: players enter it after the 2018 season on. */
export const PORTAL_FROM = tuned('portal.PORTAL_FROM', 2018);
/**
 * From the 2021 season on a first transfer plays at once (the one-time exception); before it an undergraduate sat
 * out a year unless a waiver let him play (SIT_OUT_CHANCE_BEFORE_2021 is the share without one), and a graduate
 * transfer (a player with his degree and a season left: a redshirted senior here, in his fifth year) played at once.
 * Sources:
 * docs/reference/transfer-rules.md.
 */
export const IMMEDIATE_ELIGIBILITY_FROM = tuned('portal.IMMEDIATE_ELIGIBILITY_FROM', 2021);
export const SIT_OUT_CHANCE_BEFORE_2021 = tuned('portal.SIT_OUT_CHANCE_BEFORE_2021', 0.85);

/** A graduate transfer: in his fifth year (a redshirted senior next season), his degree done. */
export function graduateTransfer(player: { year: string; redshirted: boolean }): boolean {
  return player.year === 'sr' && player.redshirted;
}

/**
 * Whether a transfer sits out his first season at his new program (waiverDraw: true without a waiver). `rule`: the
 * sit-out rule holds (the era's, unless the league sets its own).
 */
export function sitsOutFirstSeason(
  season: number,
  graduate: boolean,
  waiverDraw: () => boolean,
  rule = season < IMMEDIATE_ELIGIBILITY_FROM,
): boolean {
  if (!rule) return false;
  if (graduate) return false;
  return waiverDraw();
}

/**
 * Portal windows of the offseason after a season: one (after the season) until the windows came; a second, after
 * spring practice, in the offseasons after the 2022, 2023 and 2024 seasons; one January window again from the 2025
 * season's. Sources: docs/reference/transfer-rules.md.
 */
export const SPRING_WINDOW_SEASONS: readonly number[] = tuned('portal.SPRING_WINDOW_SEASONS', [2022, 2023, 2024]);
/**
 * The share of an offseason's entries that came in the spring window, where there was one: "nearly one-third" of the
 * 3,800 FBS entrants after the 2023 season. The era's total stays as it was (portalEraScale takes it from the winter).
 */
export const SPRING_SHARE = tuned('portal.SPRING_SHARE', 0.3);

/**
 * Who could enter in the spring window. A signee who has not enrolled cannot (he is not yet a student-athlete at the
 * school); an early enrollee (on campus in January for spring practice) and a January transfer may, but rarely do.
 * EARLY_ENROLLEE_SHARE: the share of a class enrolled early in the spring-window years (about half: from about four a
 * Power Five program in 2016, AP, to 15-23 at Wisconsin and Tennessee in 2025). NEWCOMER_SPRING_FACTOR: their chance
 * against a returning player's in the same place. Sources: docs/reference/transfer-rules.md.
 */
export const EARLY_ENROLLEE_SHARE = tuned('portal.EARLY_ENROLLEE_SHARE', 0.5);
export const NEWCOMER_SPRING_FACTOR = tuned('portal.NEWCOMER_SPRING_FACTOR', 0.1);
/**
 * The spring's share came from the returning players alone once new signees could not enter: their spring chance is
 * scaled so that the window still takes about SPRING_SHARE of the offseason's entries. Calibrated (docs/calibration.md).
 */
export const SPRING_RETURNING_SCALE = tuned('portal.SPRING_RETURNING_SCALE', 1.3);

export function portalWindows(season: number): ('winter' | 'spring')[] {
  return SPRING_WINDOW_SEASONS.includes(season) ? ['winter', 'spring'] : ['winter'];
}

/**
 * The era's scale of transfers: about 5 a program a year before the portal (NCAA transfer studies of the 2010s),
 * about 11 in the portal's first seasons (2018-2020), about 20 from 2021 (one-time exception; 2021-2024 FBS
 * portal entries of 2,500-3,400 over ~134 programs). Applied to the chances below.
 */
export function portalEraScale(season: number): number {
  if (SPRING_WINDOW_SEASONS.includes(season)) return 1 - SPRING_SHARE;
  if (season >= IMMEDIATE_ELIGIBILITY_FROM - 1) return 1;
  if (season >= PORTAL_FROM) return 0.55;
  return 0.25;
}

/**
 * Chance a player enters in the recent era, by where he sits on the depth chart. How it was fitted:
 * docs/calibration.md.
 */
export const ENTRY_CHANCE = tuned('portal.ENTRY_CHANCE', {
  /** Starters: a few leave for a bigger stage. */
  starter: 0.037,
  /** First backups (the two-deep): some leave for a starting job. */
  backup: 0.19,
  /** Beyond the two-deep: the lack of playing time drives most transfers. */
  reserve: 0.35,
} as const);
/** A backup whose starter is as young as he is and clearly better sits behind him for years. */
export const BEHIND_BETTER_MARGIN = tuned('portal.BEHIND_BETTER_MARGIN', 6);
export const BEHIND_BETTER_FACTOR = tuned('portal.BEHIND_BETTER_FACTOR', 1.5);
/**
 * A program that declined (a losing season, or three wins fewer than the year before) loses more: a losing power
 * program lost about as many as a winning one in 2022-2026 (docs/reference/retention.md), a new head coach far more.
 */
export const DECLINE_FACTOR = tuned('portal.DECLINE_FACTOR', 1.2);
/** A new head coach: players recruited by the old staff leave (the 2021-2024 portal spikes at coaching changes). */
export const COACH_CHANGE_FACTOR = tuned('portal.COACH_CHANGE_FACTOR', 1.6);
/**
 * Starters below the top leave to move up a level, the portal era's most told story (a Group of Five starter signing
 * with a power program, a mid-table starter with a contender): times the starter chance, by prestige, a winner's as
 * anyone's (a small contender is raided first: results carry over less from 2021 than before). The top gains those
 * starters, which coaches/tuning.ts STAFF_EDGE_PER_POINT offsets. How it was fitted: docs/calibration.md.
 */
export const MOVING_UP_FACTOR: Readonly<Record<number, number>> = tuned('portal.MOVING_UP_FACTOR', {
  1: 4,
  2: 8,
  3: 7,
  4: 5,
});
/** Freshmen who barely played wait a little longer than older reserves before leaving. */
export const FRESHMAN_FACTOR = tuned('portal.FRESHMAN_FACTOR', 0.8);

/** A transfer weighs playing time more than a high-school prospect does (he left for it). */
export const PLAYING_TIME_EMPHASIS = tuned('portal.PLAYING_TIME_EMPHASIS', 2);

/** Computer programs offer this many portal players per open spot (some choose elsewhere). */
export const OFFERS_PER_OPENING = tuned('portal.OFFERS_PER_OPENING', 3);
/**
 * A program does not offer a player who already holds this many offers from programs ahead of it in the portal (he
 * has better places to choose from): the best players draw the best programs, and none draws two dozen offers.
 */
export const MAX_SUITORS = tuned('portal.MAX_SUITORS', 8);
/** Rounds of offers and decisions (spring window, summer window, late additions). */
export const SIGNING_ROUNDS = tuned('portal.SIGNING_ROUNDS', 6);
/**
 * A program offers a transfer only if he would be at least this close to its players at the position
 * (overall points below the position's median): nobody signs a transfer who would be its worst player.
 */
export const OFFER_FLOOR_BELOW_MEDIAN = tuned('portal.OFFER_FLOOR_BELOW_MEDIAN', 12);
/** Each later round a program settles for this much less (an unfilled roster spot is worse than a backup). */
export const FLOOR_RELAX_PER_ROUND = tuned('portal.FLOOR_RELAX_PER_ROUND', 4);

/**
 * Days of the window the player moves through: a player he offered decides on his day (one a day at random over
 * them), the rest sign in SIGNING_ROUNDS at the window's end as before.
 */
export const PORTAL_DAYS = tuned('portal.PORTAL_DAYS', 5);
