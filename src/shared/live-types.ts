// GET /api/game/{id}/live and `dynasty watch`: a played game's play-by-play with the situation at every snap and
// the home team's win probability, to watch it unfold. Its types are its answer's schema's (contract/answers/
// programCareer.ts liveGameAnswer, its plays and drives coached.ts's, a rivalry games.ts's).
import type { Static } from 'typebox';
import type { artPlayerAnswer, driveRowAnswer, livePlayAnswer, playArtAnswer } from './contract/answers/coached.js';
import type { liveGameAnswer } from './contract/answers/programCareer.js';
import type { rivalryAnswer } from './contract/answers/games.js';

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
export type ArtPlayerWire = Static<typeof artPlayerAnswer>;

/** A play as the field draws it: the sets both sides lined up in and what the play did. */
export type PlayArtWire = Static<typeof playArtAnswer>;

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
export type DriveRow = Static<typeof driveRowAnswer>;

export type LivePlay = Static<typeof livePlayAnswer>;

/** A rivalry game's name, the trophy it is played for (null: none), and the two teams' last meeting in the dynasty. */
export type GameRivalry = Static<typeof rivalryAnswer>;

export type LiveGameResponse = Static<typeof liveGameAnswer>;

/** The game a live or coached view shows: who plays, when. */
export type GameHeading = Pick<
  LiveGameResponse,
  'info' | 'id' | 'year' | 'week' | 'home' | 'away' | 'home_abbreviation' | 'away_abbreviation'
>;
