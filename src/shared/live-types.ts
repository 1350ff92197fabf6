// GET /api/game/{id}/live and `dynasty watch`: a played game's play-by-play with the situation at every snap and
// the home team's win probability, to watch it unfold.
import type { Info } from './types/common.js';

export interface LivePlay {
  quarter: number;
  /** The quarter's clock at the snap, "M:SS" (0:00 in overtime). */
  clock: string;
  /** Seconds of regulation left at the snap (0 in overtime). */
  seconds_left: number;
  offense: 'home' | 'away';
  /** 0 for kicks and tries. */
  down: number;
  distance: number;
  /** Yards from the home team's goal line (0-100), where the ball is snapped. */
  ball_on: number;
  /** The line of scrimmage as the play-by-play names it ("OSU 32"). */
  field: string;
  text: string;
  /** The score after the play. */
  home_score: number;
  away_score: number;
  /** The home team's chance to win after the play, 0-100. */
  home_wp: number;
}

/** The game a live or coached view shows: who plays, when. */
export interface GameHeading {
  info: Info;
  id: number;
  year: number;
  week: number;
  home: string;
  away: string;
  home_abbreviation: string;
  away_abbreviation: string;
}

export interface LiveGameResponse extends GameHeading {
  /** The home team's pregame spread (negative: favoured), or null. */
  home_spread: number | null;
  /** The home team's pregame chance to win, 0-100. */
  pregame_home_wp: number;
  home_points: number;
  away_points: number;
  overtimes: number;
  plays: LivePlay[];
}
