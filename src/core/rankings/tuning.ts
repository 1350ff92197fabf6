// Tuning of the AP poll model. Beliefs ("resume scores") are measured in standard deviations of team
// strength across FBS (a z-score of the 0-99 team rating), so the numbers below do not depend on how
// wide the rating scale is.

import { tuned } from '../tuning.js';

/** The AP poll has about 62 voters, each ranking 25 teams: 25 points for first down to 1 for 25th. */
export const AP_VOTERS = tuned('rankings.AP_VOTERS', 62);
/** Teams on each voter's ballot (the 1st gets this many points, the last one). */
export const BALLOT_LENGTH = tuned('rankings.BALLOT_LENGTH', 25);

/**
 * Points of scoring margin per standard deviation of team strength: SP+/FPI power ratings of FBS
 * teams spread with an SD of about 15 points.
 */
export const POINTS_PER_STRENGTH_SD = tuned('rankings.POINTS_PER_STRENGTH_SD', 15);
/** The market's win probability for a favourite by s points is about Phi(s / 14.5) (fbs-targets.md). */
export const MARGIN_SD = tuned('rankings.MARGIN_SD', 14.5);
/** Home-field advantage in points (fbs-targets.md: about 2.5-3). */
export const HOME_FIELD_POINTS = tuned('rankings.HOME_FIELD_POINTS', 2.5);
/** 1.7 x makes the logistic curve track the normal CDF to within 0.01. */
export const LOGISTIC_NORMAL_SCALE = tuned('rankings.LOGISTIC_NORMAL_SCALE', 1.7);

/**
 * Preseason: voters weigh the roster, then the brand (a blue blood opens higher than its roster). How it was fitted:
 * docs/calibration.md.
 */
export const PRESEASON_RATING_WEIGHT = tuned('rankings.PRESEASON_RATING_WEIGHT', 0.6);
export const PRESEASON_PRESTIGE_WEIGHT = tuned('rankings.PRESEASON_PRESTIGE_WEIGHT', 0.55);
/**
 * Disagreement of the voting consensus with the roster, in strength SDs: preseason polls miss often. How it was
 * fitted: docs/calibration.md.
 */
export const PRESEASON_NOISE_SD = tuned('rankings.PRESEASON_NOISE_SD', 0.6);
/**
 * Preseason, after a first season: voters also weigh how the team finished last season (its final rank and record,
 * as SDs across FBS), as AP voters start from last season's final poll. How it was fitted: docs/calibration.md.
 */
export const PRESEASON_LAST_SEASON_WEIGHT = tuned('rankings.PRESEASON_LAST_SEASON_WEIGHT', 0.5);
/** Last season's finish for voters: its winning percentage plus up to this much for a final Top 25 place (1st). */
export const PRESEASON_FINAL_RANK_CREDIT = tuned('rankings.PRESEASON_FINAL_RANK_CREDIT', 1);

/**
 * Voters' reaction to a win: a small gain for beating a weak team, growing towards WIN_GAIN_MAX for
 * beating a team they rate above the winner. Fitted so that a win over a top-10 team lifts a team 2-4
 * places and a win over a weak team keeps its place (AP polls 2014-2024).
 */
export const WIN_GAIN_MIN = tuned('rankings.WIN_GAIN_MIN', 0.02);
export const WIN_GAIN_SCALE = tuned('rankings.WIN_GAIN_SCALE', 0.16);
/** Gap (in strength SDs, winner minus loser) over which the gain for a win shrinks by a factor e. */
export const WIN_GAIN_DECAY = tuned('rankings.WIN_GAIN_DECAY', 0.8);
export const WIN_GAIN_MAX = tuned('rankings.WIN_GAIN_MAX', 0.35);
/** Extra credit for a decisive win ("style points"): up to this much at MARGIN_BONUS_CAP points. */
export const MARGIN_BONUS = tuned('rankings.MARGIN_BONUS', 0.03);
export const MARGIN_BONUS_CAP = tuned('rankings.MARGIN_BONUS_CAP', 28);

/**
 * Voters' reaction to a loss, in places: LOSS_PLACES_BASE plus LOSS_PLACES_PER_SD per strength SD by
 * which the loser was rated above the winner, clamped. Voters think in places, not in strength: a top
 * team falls behind the team that was that many places below it. Fitted to AP drops of top-5 teams
 * 2014-2024: about 2 places after a loss to #1, 3-5 after a loss to a top-10 team, 6-8 to an average
 * team, 10-14 to a weak one.
 */
export const LOSS_PLACES_BASE = tuned('rankings.LOSS_PLACES_BASE', 3);
export const LOSS_PLACES_PER_SD = tuned('rankings.LOSS_PLACES_PER_SD', 2.5);
export const LOSS_PLACES_MIN = tuned('rankings.LOSS_PLACES_MIN', 2);
export const LOSS_PLACES_MAX = tuned('rankings.LOSS_PLACES_MAX', 14);
/** Whatever the places say, a loss costs at least this much belief (strength SDs). */
export const LOSS_MIN = tuned('rankings.LOSS_MIN', 0.05);
/**
 * A playoff loss costs this share of the places: it comes after a season's body of work, to another
 * playoff team (final AP polls 2014-2024 keep playoff losers in the top 5-8, the title-game loser about #2).
 */
export const PLAYOFF_LOSS_SHARE = tuned('rankings.PLAYOFF_LOSS_SHARE', 0.5);
/** A close loss costs a little less: this share of the drop is forgiven for a one-point loss. */
export const CLOSE_LOSS_FORGIVEN = tuned('rankings.CLOSE_LOSS_FORGIVEN', 0.15);
export const CLOSE_LOSS_MARGIN = tuned('rankings.CLOSE_LOSS_MARGIN', 8);

/**
 * After each game the belief moves towards the team's resume rating by a share that grows with games
 * played, RESUME_BLEND_MAX * n^2 / (n^2 + RESUME_BLEND_HALF^2): little in September, when voters still
 * trust their preseason view, most in November, when results dominate.
 */
export const RESUME_BLEND_MAX = tuned('rankings.RESUME_BLEND_MAX', 0.6);
export const RESUME_BLEND_HALF = tuned('rankings.RESUME_BLEND_HALF', 6);
/**
 * Prior SD of the resume rating around the team's roster strength: at 2 SDs worth less than one game, so by
 * November the record and schedule decide where a team stands, not its roster (at 1 SD a preseason favourite that
 * lost four games stayed above an 11-1 team from outside the top 40).
 */
export const RESUME_PRIOR_SD = tuned('rankings.RESUME_PRIOR_SD', 2);
/**
 * Margins in the resume: a margin counts this share of a full measurement of strength (voters judge the record
 * first, "style points" second), capped at RESUME_MARGIN_CAP points (a rout is a rout; running up the score past
 * four touchdowns impresses nobody). 0.2, down from 0.3: with 0.3 a 9-4 blue blood that routed its weak opponents
 * still finished above 10-3 teams from outside the preseason top 40.
 */
export const RESUME_MARGIN_WEIGHT = tuned('rankings.RESUME_MARGIN_WEIGHT', 0.2);
export const RESUME_MARGIN_CAP = tuned('rankings.RESUME_MARGIN_CAP', 28);
/**
 * Strength SDs voters add per 1.0 of winning percentage above .500, beyond what the record says about strength: AP
 * voters rank by losses first (an 11-win Group of Five champion is ranked, a 4-loss blue blood rarely in the top 15:
 * final AP polls 2014-2024; in 2024's final poll 10-3 power-conference teams stood 9th-22nd, 9-4 teams 17th-25th).
 * 3.5: an 11-2 record is worth about 0.55 SD more than 9-4. How it was fitted: docs/calibration.md.
 */
export const RECORD_CREDIT = tuned('rankings.RECORD_CREDIT', 3.5);
/**
 * Strength SDs voters add for each loss fewer than FEW_LOSSES (over a full season), whatever the schedule: AP voters
 * count losses first, so unbeaten and one-loss teams of weak conferences finish in the top 10-15 (UCF 13-0 #6 in 2017,
 * Houston 13-1 #8 in 2015, Cincinnati 13-1 #4 in 2021) and two-loss ones above three-loss power-conference teams
 * (Tulane 12-2 #9 in 2022, Boise State 12-2 #10 in 2024). How it was fitted: docs/calibration.md.
 */
export const FEW_LOSSES_CREDIT = tuned('rankings.FEW_LOSSES_CREDIT', 0.4);
export const FEW_LOSSES = tuned('rankings.FEW_LOSSES', 3);
/** The record counts in full from a regular season's twelve games (a 1-0 start is not yet a record). */
export const RECORD_FULL_SEASON = tuned('rankings.RECORD_FULL_SEASON', 12);

/** Voter-to-voter disagreement: a lasting lean of each voter about each team, plus weekly noise. */
export const VOTER_LEAN_SD = tuned('rankings.VOTER_LEAN_SD', 0.1);
export const VOTER_WEEKLY_NOISE_SD = tuned('rankings.VOTER_WEEKLY_NOISE_SD', 0.04);
/** Only this many teams (by consensus) can appear on a ballot: enough for "others receiving votes". */
export const BALLOT_CANDIDATES = tuned('rankings.BALLOT_CANDIDATES', 60);

/**
 * Voters keep a winning #1 at #1: a #1 that won all its games since the last poll stays at least this
 * far above everyone in the consensus (about one voter-lean SD, so nearly every ballot keeps it first).
 */
export const NUMBER_ONE_HOLD = tuned('rankings.NUMBER_ONE_HOLD', 0.1);

/** In the final poll the national champion is placed this far above everyone, so it is unanimous #1. */
export const CHAMPION_FINAL_LEAD = tuned('rankings.CHAMPION_FINAL_LEAD', 1);

/**
 * Strength (in SDs of FBS team strength) of an opponent outside the poll, an FCS team, for the resume, strength of
 * record and the voters' reaction. FBS teams beat FCS teams by about 30 points at home (CFBD 2015-2024 FBS-vs-FCS
 * games, and the simulated ones: fcs/tuning.ts), about two SDs (POINTS_PER_STRENGTH_SD) below an average FBS team;
 * voters put them below the weakest FBS team, so an FCS win is worth next to nothing and an FCS loss costs a ranked
 * team most of its standing (Michigan fell out of the AP top 25 from #5 after Appalachian State, 2007).
 */
export const FCS_OPPONENT_STRENGTH = tuned('rankings.FCS_OPPONENT_STRENGTH', -2.5);
