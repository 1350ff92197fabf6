// Numbers that make FCS opponents what they are in real FBS seasons: how many FBS teams play one, when and where,
// and how far below FBS their rosters sit. Sources: CollegeFootballData (CFBD) game files 2004-2024 (FBS-vs-FCS
// games per season and their results), conference scheduling rules as announced, and the NCAA's FCS records.

import { tuned } from '../tuning.js';

/**
 * Overall points added to every player of an FCS roster by FCS tier 1-5 (index 0 = tier 1), on top of the star shares
 * of an FBS prestige-1 program (the weakest FBS rosters: starters about 60). How it was fitted: docs/calibration.md.
 */
export const FCS_LEVEL_SHIFT_BY_TIER = tuned('fcs.FCS_LEVEL_SHIFT_BY_TIER', [-10.5, -7.5, -5, -2.5, 0] as const);
/** Star shares are those of this FBS prestige (the lowest); FCS rosters are two- and three-star players. */
export const FCS_STAR_PRESTIGE = tuned('fcs.FCS_STAR_PRESTIGE', 1);

/**
 * Chance that an FBS team plays an FCS opponent in a season of 12 games (since 2006) with eight conference games
 * (CFBD 2010-2019: 85-90% of FBS teams each season, so about 100-115 FBS-vs-FCS games).
 */
export const FCS_GAME_SHARE = tuned('fcs.FCS_GAME_SHARE', 0.9);
/**
 * Before 2006 seasons had 11 games (12 in 2002-03) and FBS teams scheduled fewer FCS games: CFBD counts 60-80
 * FBS-vs-FCS games a season for 117 teams (the NCAA counted one FCS win a season towards bowl eligibility only
 * once every four years).
 */
export const FCS_GAME_SHARE_BEFORE_12_GAMES = tuned('fcs.FCS_GAME_SHARE_BEFORE_12_GAMES', 0.6);
/** The first season of 12-game schedules for every team. */
export const TWELVE_GAME_SEASONS_FROM = tuned('fcs.TWELVE_GAME_SEASONS_FROM', 2006);
/**
 * A conference with nine conference games leaves one non-conference game fewer: Pac-10/12 (2006-), Big 12 (2011-)
 * and Big Ten (2016-) teams played an FCS team in about 60-70% of seasons.
 */
export const FCS_GAME_SHARE_NINE_CONFERENCE_GAMES = tuned('fcs.FCS_GAME_SHARE_NINE_CONFERENCE_GAMES', 0.65);
/** The Big Ten's ban on FCS opponents (2016-2021, with a few exceptions until it was lifted for 2022). */
export const FCS_BAN = tuned('fcs.FCS_BAN', { conference: 'Big Ten', from: 2016, to: 2021, share: 0.1 } as const);
/** Notre Dame has never played an FCS team. */
export const NEVER_PLAY_FCS: readonly string[] = ['Notre Dame'];
/**
 * Share of FBS teams with an FCS game that schedule a second one (CFBD 2010-2019: 3-6% of FBS teams a season,
 * mostly Group of Five and SEC/ACC programs).
 */
export const SECOND_FCS_GAME_SHARE = tuned('fcs.SECOND_FCS_GAME_SHARE', 0.05);

/**
 * Cost of an FCS game by week (index 0 unused), in the schedule's week costs (schedule/tuning.ts): FCS games open
 * the season (CFBD 2015-2024: about 85% in weeks 1-3), a few sit in week 4 and the SEC's late-November breather is
 * left out (it would not fit the "early in the season" pattern most programs keep).
 */
export const FCS_WEEK_COST = tuned('fcs.FCS_WEEK_COST', [0, 0, 0, 0.5, 2, 5, 6, 6, 6, 6, 6, 6, 6, 8, 8]);

/** Pairing weight of an FCS opponent from the FBS team's own state (most FCS games are regional bus trips). */
export const SAME_STATE_WEIGHT = tuned('fcs.SAME_STATE_WEIGHT', 4);
/** The most FBS games an FCS program plays in a season (real: one or two "money games", rarely three). */
export const MAX_FBS_GAMES_PER_FCS_TEAM = tuned('fcs.MAX_FBS_GAMES_PER_FCS_TEAM', 2);
