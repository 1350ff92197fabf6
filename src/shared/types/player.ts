// The player page and roster management (attributes, redshirts, injuries, the depth chart): their answers' schemas'
// types (contract/answers/playerPage.ts, the injuries wire.ts, the depth chart's calls programRoster.ts).
import type { Static } from 'typebox';
import type { injuryAnswer } from '../contract/answers/wire.js';
import type { playerAnswer } from '../contract/answers/playerPage.js';
import type { depthChangeAnswer, depthChartAnswer, redshirtAnswer } from '../contract/answers/programRoster.js';

// ---------------------------------------------------------------------------------------------------------
// GET /api/player/{id}/?year=

export type PlayerResponse = Static<typeof playerAnswer>;

/**
 * Stat keys of the player page by position (document: qb, rb/wr/te, k; then our rushing columns for qb and rb).
 * Every entry of one player carries the same keys, all numbers.
 */
export type PlayerPageStatKey =
  | 'pass_completions'
  | 'pass_attempts'
  | 'completion_percentage' // yearly, 0-100
  | 'completion_percent' // game logs, 0-100
  | 'pass_yards'
  | 'pass_touchdowns'
  | 'pass_interceptions'
  | 'passer_efficiency' // our addition: the college (NCAA) formula
  | 'passer_rating' // the NFL formula
  | 'adjusted_pass_yards_per_attempt' // yearly
  | 'receiving_catches'
  | 'receiving_yards'
  | 'yards_per_rec'
  | 'receiving_touchdowns'
  | 'field_goals_made'
  | 'field_goals_attempted'
  | 'field_goal_percent'
  | 'rush_attempts'
  | 'rush_yards'
  | 'rush_touchdowns';

export type PlayerPageStats = Partial<Record<PlayerPageStatKey, number>>;

/** Year (as a JSON key) -> that season's totals. */
export type YearlyCumulativeStats = PlayerResponse['yearly_cumulative_stats'][string];

export type PlayerGameLog = PlayerResponse['game_logs'][number];

// ---------------------------------------------------------------------------------------------------------
// Roster management: attributes, body, redshirts, injuries and the depth chart. Fields beside the
// wire shapes of the player and roster pages, and the depth chart's own calls (GET /api/{team}/depth/,
// POST /api/depth/, POST /api/depth/auto/, POST /api/redshirt/).

/** Beside the wire shape: attributes, body, class with redshirt, injury. */
export type PlayerProfile = PlayerResponse['profile'];

/** A player's state this season (the profile's first keys, and a depth chart entry's last). */
export type PlayerStatusFields = Pick<
  PlayerProfile,
  'class_label' | 'redshirted' | 'redshirting' | 'games_played' | 'injury' | 'return_week' | 'out_for_season'
>;

/** Overall at the end of each season played, then now (for the chart). */
export type PlayerRatingBySeason = PlayerResponse['ratings_by_season'][number];

/** Who is hurt and when he is back (the roster page and the depth chart). */
export type InjuryReportEntry = Static<typeof injuryAnswer>;

export type DepthChartResponse = Static<typeof depthChartAnswer>;

export type DepthChartPosition = DepthChartResponse['positions'][number];

export type DepthChartEntry = DepthChartPosition['players'][number];

export type DepthChangeResponse = Static<typeof depthChangeAnswer>;

export type RedshirtResponse = Static<typeof redshirtAnswer>;
