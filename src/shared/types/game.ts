// The week page and the game page (preview and box score): their answers' schemas' types (contract/answers/games.ts).
import type { Static } from 'typebox';
import type {
  driveAnswer,
  gameAnswer,
  gameDayAnswer,
  weekAnswer,
  weekGameAnswer,
  weekGameTeamAnswer,
} from '../contract/answers/games.js';

// ---------------------------------------------------------------------------------------------------------
// GET /api/week/{week}/

export type WeekGameTeam = Static<typeof weekGameTeamAnswer>;

/** The game keys of the week page and the game page (document: GET /api/week/). */
export type WeekGame = Static<typeof weekGameAnswer>;

export type WeekScheduleResponse = Static<typeof weekAnswer>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/game/{id}/

export type GameResponse = Static<typeof gameAnswer>;

/** The game page's game: the week page's keys with full teams. */
export type Game = GameResponse['game'];

/** A game's stadium and weather, and both in words. */
export type GameDay = Static<typeof gameDayAnswer>;

export type Drive = Static<typeof driveAnswer>;

/** One stat row of the team comparison (e.g. "Total Yards"); values may be display strings ("3/12"). */
export type GameStatPair = GameResponse['stats'][string];

export type GameLogs = NonNullable<GameResponse['game_logs']>;

export type GameLogCategory = keyof GameLogs;

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
export type GamePlayerLine = GameLogs[GameLogCategory][number];

/** Preview: the best players of each team by rating. */
export type KeyPlayer = NonNullable<GameResponse['top_players']>[0][number];

/** Points per quarter; overtime periods follow the 4 quarters. */
export type Linescore = NonNullable<GameResponse['linescore']>;

export type Play = NonNullable<GameResponse['plays']>[number];
