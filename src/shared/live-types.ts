// GET /api/game/{id}/live and `dynasty watch`: a played game's play-by-play with the situation at every snap and
// the home team's win probability, to watch it unfold.
import type { Info } from './types/common.js';

/** What a line of play-by-play was (core/sim/types.ts PlayArtKind). */
export const PLAY_ART_KINDS = [
  'run',
  'scramble',
  'pass',
  'sack',
  'kneel',
  'spike',
  'kickoff',
  'onside',
  'punt',
  'field_goal',
  'extra_point',
  'two_point',
  'penalty',
] as const;
export type PlayArtKindWire = (typeof PLAY_ART_KINDS)[number];

/**
 * How a play ended: a scrimmage play's gain, no_gain, loss, first_down, touchdown, incomplete, interception, fumble
 * (lost), sack, safety, downs (a fourth down short), no_play (a foul wiped it out), penalty (a foul before the snap);
 * a kick or try's good, no_good, blocked, returned, dead (a touchback, fair catch, downed or out of bounds),
 * touchdown, turnover (the kicking team recovered).
 */
export const PLAY_ART_RESULTS = [
  'gain',
  'no_gain',
  'loss',
  'first_down',
  'touchdown',
  'incomplete',
  'interception',
  'fumble',
  'sack',
  'safety',
  'downs',
  'no_play',
  'penalty',
  'good',
  'no_good',
  'blocked',
  'returned',
  'dead',
  'turnover',
] as const;
export type PlayArtResultWire = (typeof PLAY_ART_RESULTS)[number];

/** A player a play's drawing names. */
export interface ArtPlayerWire {
  name: string;
  pos: string;
}

/**
 * A play as the field draws it: the sets both sides lined up in and what the play did. The sets are what the engine
 * played: the coach's calls, else the staff's own formation, personnel and front (a snap called without them is
 * played from them).
 */
export interface PlayArtWire {
  kind: PlayArtKindWire;
  /** The offence's formation (shotgun, pistol, under_center, empty, goal_line), or a kick's unit (punt, field_goal, kickoff). */
  formation: string;
  /** Backs then tight ends ("11": one back, one tight end, three receivers); null for a kick's unit. */
  personnel: string | null;
  /** The defence's front (4-3, 3-4, 4-2-5, 3-3-5, nickel, dime, goal_line), or a kick's return unit. */
  front: string;
  /** The coverage called (cover0 ... man_pressure), or null: the defensive call's own. */
  coverage: string | null;
  /** The defensive call (base, run_blitz, pass_blitz, zone, man_press, goal_line); null on kicks. */
  defense_call: string | null;
  /**
   * The play: the coach's call (inside_run, outside_run, option, qb_sneak, quick_pass, intermediate_pass, deep_shot,
   * screen, play_action), or the staff's as it went (run, qb_run, sweep, screen, quick_pass, intermediate_pass,
   * deep_shot, hail_mary, dropback, kneel, spike); a kick's kind.
   */
  play: string | null;
  /** The play was a coach's own call. */
  play_called: boolean;
  /** Who had the ball at the end: the runner, the receiver of a catch, a kick's returner. */
  ball_carrier: ArtPlayerWire | null;
  /** The passer, or the kicker or punter. */
  passer: ArtPlayerWire | null;
  /** The intended receiver of a throw. */
  target: ArtPlayerWire | null;
  /** The tackler, sacker, interceptor, fumble recoverer or the defender who broke up the pass. */
  defender: ArtPlayerWire | null;
  /** The throw's depth: 0 behind the line, 1 short, 2 intermediate, 3 deep (null: no throw). */
  depth: number | null;
  /** Yards the ball travelled in the air past the line of scrimmage (null: no throw). */
  air_yards: number | null;
  /** Yards gained from the line of scrimmage (a kick: its length, or its return's yards). */
  yards: number;
  result: PlayArtResultWire;
}

/** How a drive ended (core's DriveResult in the answers' spelling), or in_progress: the coached game's drive under way. */
export const DRIVE_RESULTS_WIRE = [
  'touchdown',
  'field_goal',
  'punt',
  'interception',
  'fumble',
  'downs',
  'missed_field_goal',
  'safety',
  'end_of_half',
  'end_of_game',
  'two_point_try',
  'in_progress',
] as const;
export type DriveResultWire = (typeof DRIVE_RESULTS_WIRE)[number];

/** A row of the drive chart: where a drive began and ended, what it took and how it ended. */
export interface DriveRow {
  /** The team with the ball. */
  offense: 'home' | 'away';
  /** The quarter it began in (5 for the first overtime...). */
  quarter: number;
  /** The quarter's clock when it began ("M:SS"; 0:00 in overtime). */
  clock: string;
  /** Where it began and ended, as the play-by-play names a spot ("OSU 25"; "OSU end zone" past a goal line). */
  start_field: string;
  end_field: string;
  /** The same spots in yards from the home team's goal line (0-100), for the chart's bars. */
  start_ball_on: number;
  end_ball_on: number;
  /** Scrimmage plays (kicks and penalties aside). */
  plays: number;
  /** Net yards, penalties included. */
  yards: number;
  /** Game clock used ("M:SS"). */
  time: string;
  result: DriveResultWire;
  /** Points the offence scored on the drive. */
  points: number;
  /** The score when it ended (so far, for the drive under way). */
  home_score: number;
  away_score: number;
}

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
  /** The drive it belongs to: an index into the game's `drives` (a kick-off: the drive it starts; a try: its touchdown's). */
  drive: number;
  /** The play drawn (null: a timeout, or a game whose plays can no longer be replayed: only their text was kept). */
  art: PlayArtWire | null;
}

/** A rivalry game's name, the trophy it is played for (null: none), and the two teams' last meeting in the dynasty. */
export interface GameRivalry {
  name: string;
  trophy: string | null;
  /** The last game between the two before this one (null: the first in the dynasty's records). */
  last_meeting: { year: number; week: number; winner: string; score: string } | null;
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
  /** Every drive of the game, in order (empty when the game's drives were not kept). */
  drives: DriveRow[];
  /** The rivalry the game is (null: none). */
  rivalry: GameRivalry | null;
}
