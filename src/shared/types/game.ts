// The week page and the game page (preview and box score).
import type { GamePage, PlayerStatLine, Team } from './common.js';
import type { RosterPlayer } from './league.js';
import type { Static } from 'typebox';
import type { driveAnswer, gameDayAnswer, weekGameAnswer } from '../contract/answers/wire.js';
import type { GameRivalry } from '../live-types.js';
import type { LineWhy } from '../lineWhy.js';

// ---------------------------------------------------------------------------------------------------------
// GET /api/week/{week}/

export interface WeekGameTeam {
  name: string;
  /** Our additions: the rank shown (as rankATOG/rankBTOG) and the record. */
  ranking: number;
  record: string;
  /** An FCS opponent (always teamB, the visitor): no team page. */
  fcs?: boolean;
}

/** The game keys of the week page and the game page (document: GET /api/week/). */
/**
 * The shape's keys: siteA is teamA's site, 'home' (teamB visits) or 'neutral'; base_label "Iron Bowl", or
 * "Conference: SEC", "Non-Conference: SEC vs Big Ten"; rankATOG/rankBTOG the ranks at the time of the game;
 * overtime the periods played; winner the winner's name, null while unplayed; watchability_score 0-100.
 */
export interface WeekGame extends Static<typeof weekGameAnswer> {
  teamA: WeekGameTeam;
  teamB: WeekGameTeam;
  /** The game's own name when it has one, else null. */
  name: string | null;
  info: string;
  /** Our additions: the label shown ("Iron Bowl", "Conference", ...) and the game of the week. */
  label: string;
  game_of_week: boolean;
  /** Our addition: present (true) when the result was forced (its headline says so), or an unplayed game's will be. */
  forced?: boolean;
  /** Our addition: what the forced mark means, in words ("Result forced by the commissioner: ..."). */
  forced_note?: string;
}

export interface WeekScheduleResponse extends GamePage {
  team: Team;
  week: number;
  games: WeekGame[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/game/{id}/

/** The game page's game: the week page's keys with full teams. */
export interface Game extends Omit<WeekGame, 'teamA' | 'teamB'> {
  teamA: Team;
  teamB: Team;
  /** Optional: which team was at home; absent or both null for a neutral site. */
  home?: string | null;
  away?: string | null;
  /** Ours: the rivalry the game is, its trophy and the teams' last meeting (absent or null: none). */
  rivalry?: GameRivalry | null;
  /** Ours: the stadium and the weather (absent or null: not known). */
  day?: GameDay | null;
}

/** A game's stadium and weather, and both in words. */
export type GameDay = Static<typeof gameDayAnswer>;

export interface Drive extends Static<typeof driveAnswer> {
  /** Optional extras. */
  yards?: number;
  playCount?: number;
  quarter?: number;
}

/** One stat row of the team comparison (e.g. "Total Yards"); values may be display strings ("3/12"). */
export interface GameStatPair {
  teamA: number | string;
  teamB: number | string;
}

export type GameLogCategory = 'Passing' | 'Rushing' | 'Receiving' | 'Kicking' | 'Defense' | 'Punting';

/** The box score's defense, kicking and punting figures (our addition beside PlayerStatLine's). */
export type BoxStatKey =
  | 'tackles'
  | 'tackles_for_loss'
  | 'sacks'
  | 'interceptions'
  | 'passes_defended'
  | 'forced_fumbles'
  | 'field_goals_made'
  | 'field_goals_attempted'
  | 'field_goal_long'
  | 'extra_points_made'
  | 'extra_points_attempted'
  | 'punts'
  | 'punt_yards'
  | 'punt_average'
  | 'punt_long'
  | 'punts_inside_20';

/**
 * One player's line in the box score: the original's text (`"<first> <last> (<team> - <POS>): <line>"`) and,
 * beside it, the structured line our UI shows.
 */
export interface GamePlayerLine extends PlayerStatLine, Partial<Record<BoxStatKey, number>> {
  player_id: number;
  team_name: string;
  game_log_string: string;
  /** Rushing and receiving: the yards the category is sorted by. */
  yards?: number;
  first: string;
  last: string;
  pos: string;
  /** Its stats by name, as the answer's schema reads them. */
  [stat: string]: string | number | undefined;
}

export type GameLogs = Record<GameLogCategory, GamePlayerLine[]>;

/** Preview: the best players of each team by rating. */
export type KeyPlayer = Omit<RosterPlayer, 'starter'>;

/** Points per quarter; overtime periods follow the 4 quarters. */
export interface Linescore {
  teamA: number[];
  teamB: number[];
}

export interface Play {
  /** 0-based index into drives. */
  drive: number;
  quarter: number;
  /** Game clock "MM:SS" at the snap. */
  clock: string;
  offense: string;
  down: number;
  yardsToGo: number;
  /** Yards from the offense's own goal line (0-100). */
  yardLine: number;
  /** "Run", "Pass", "Punt", "Field Goal"... (not recorded by the engine yet: absent). */
  playType?: string;
  yardsGained?: number;
  text: string;
  scoreA: number;
  scoreB: number;
}

export interface GameResponse extends GamePage {
  team: Team;
  game: Game;
  /** Unplayed games: [teamA's, teamB's] up to 5 each (absent once played). */
  top_players?: [KeyPlayer[], KeyPlayer[]];
  /** Unplayed games: why the line is what it is (null: no line, or one set before the odds' readings were kept). */
  line_why?: LineWhy | null;
  /** Played games (empty while unplayed). */
  drives: Drive[];
  /**
   * Stat name (lower case; the client title-cases it) -> both values, in display order: the original's nine
   * ("total yards" ... "turnovers") first, then ours.
   */
  stats: Record<string, GameStatPair>;
  /** Played games: the four categories (empty while unplayed or when the lines are not kept). */
  game_logs?: GameLogs;
  linescore?: Linescore | null;
  plays?: Play[] | null;
  /**
   * Played games whose drives, players' lines and play-by-play were dropped by the dynasty's retention setting
   * (GET /api/settings/): the sentence the page shows instead of them. Null or absent otherwise.
   */
  detail_notice?: string | null;
}
