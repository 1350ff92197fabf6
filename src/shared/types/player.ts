// The player page and roster management (attributes, redshirts, injuries, the depth chart).
import type { AwardEntry } from '../awards-types.js';
import type { ClassYear, GamePage, ScheduleGame, Team } from './common.js';

// ---------------------------------------------------------------------------------------------------------
// GET /api/player/{id}/?year=

export interface Player {
  id: number;
  first: string;
  last: string;
  pos: string;
  year: ClassYear;
  rating: number;
  starter: boolean;
  /** Recruiting stars 1-5. */
  stars: number;
  /** 0-5. */
  development_trait: number;
}

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

export interface YearlyCumulativeStats extends PlayerPageStats {
  class: ClassYear;
  rating: number;
  games: number;
}

export interface PlayerGameLog extends PlayerPageStats {
  game: ScheduleGame;
}

/** A player's position change, as his page, the news and the answers of a move show it. */
export interface PositionChangeEntry {
  /** The season the offseason followed. */
  year: number;
  team: string;
  from: string;
  to: string;
  rating_before: number;
  rating_after: number;
  /** His coach moved him ('coach'), or a computer program's staff ('staff'). */
  made_by: 'coach' | 'staff';
}

export interface PlayerResponse extends GamePage {
  team: Team;
  /** Years with game logs (year selector), newest first. */
  years: number[];
  /** The season whose game logs are shown: the one asked for, else the newest in years. */
  year: number;
  player: Player;
  /** Year (as a JSON key) -> that season's totals. */
  yearly_cumulative_stats: Record<string, YearlyCumulativeStats>;
  /** Games of the selected year (query year, default the current year), by week. */
  game_logs: PlayerGameLog[];
  /** Beside the wire shape: attributes, body, class with redshirt, injury. */
  profile: PlayerProfile;
  /** Overall at the end of each season played, then now (for the chart). */
  ratings_by_season: PlayerRatingBySeason[];
  career_totals: PlayerCareerTotals;
  /** Our addition: the player's awards, newest first. */
  awards: AwardEntry[];
  /** Our addition: his position changes, the first first. */
  position_changes: PositionChangeEntry[];
}

// ---------------------------------------------------------------------------------------------------------
// Roster management: attributes, body, redshirts, injuries and the depth chart. Fields beside the
// wire shapes of the player and roster pages, and the depth chart's own calls (GET /api/{team}/depth/,
// POST /api/depth/, POST /api/depth/auto/, POST /api/redshirt/).

/** A player's state this season. */
export interface PlayerStatusFields {
  /** Class with redshirt status: "So (RS)". */
  class_label: string;
  /** Has used his redshirt year. */
  redshirted: boolean;
  /** Is being redshirted this season (held out to keep his year). */
  redshirting: boolean;
  games_played: number;
  /** What he is hurt with, or null. */
  injury: string | null;
  /** First week he can play again (null: healthy; out_for_season: not this season). */
  return_week: number | null;
  out_for_season: boolean;
}

export interface PlayerProfile extends PlayerStatusFields {
  /** Inches, and as feet-inches ("6-2"). */
  height: number;
  height_label: string;
  /** Pounds. */
  weight: number;
  potential: number;
  /** Every attribute 0-99, by name (speed, strength, ... stamina). */
  attributes: Record<string, number>;
}

export interface PlayerRatingBySeason {
  year: number;
  rating: number;
}

export interface PlayerCareerTotals extends PlayerPageStats {
  seasons: number;
  games: number;
}

export interface InjuryReportEntry {
  id: number;
  first: string;
  last: string;
  pos: string;
  injury: string;
  return_week: number | null;
  out_for_season: boolean;
}

export interface DepthChartEntry extends PlayerStatusFields {
  slot: number;
  id: number;
  first: string;
  last: string;
  /** Overall at this position (from his attributes). */
  rating: number;
  year: ClassYear;
  starter: boolean;
  /** Cannot play this week: hurt, held out to keep his redshirt year, or sitting out. */
  out: boolean;
  /**
   * A transfer sitting out his first season at his new program (the rule before 2021): on the roster, never in
   * the lineup, so not counted among the starters (the next man starts). In the offseason: the coming season.
   */
  sitting_out: boolean;
  /** The position he played before the latest offseason moved him (this one's while it lasts), or null. */
  moved_from: string | null;
}

export interface DepthChartPosition {
  pos: string;
  /** The player set this position's order himself (false: automatic, best fit first). */
  edited: boolean;
  starters: number;
  players: DepthChartEntry[];
}

export interface DepthChartResponse extends GamePage {
  team: Team;
  teams: string[];
  /** The player's own team: its chart can be edited. */
  editable: boolean;
  /** The week the "out" column is for. */
  week: number;
  positions: DepthChartPosition[];
  injuries: InjuryReportEntry[];
  /** Whether the team's coach can move players to other positions now (the offseason), and why not. */
  position_change: { open: boolean; reason: string | null };
}

export interface DepthChangeResponse extends DepthChartResponse {
  status: 'success';
  message: string;
}

export interface RedshirtResponse {
  status: 'success';
  message: string;
  player: { id: number; first: string; last: string; class_label: string; redshirting: boolean; games_played: number };
}
