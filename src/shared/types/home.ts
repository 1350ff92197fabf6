// The start of a dynasty: the home page, the non-conference schedule and the dashboard.
import type { NewsEntry } from '../awards-types.js';
import type { GameSite } from '../gameSite.js';
import type { CoachBadge } from './coach.js';
import type { WalkOnPreview } from '../roster-types.js';
import type { GamePage, ScheduleGame, Team, WithUserId } from './common.js';
import type { Static } from 'typebox';
import type { homeAnswer, previewTeamAnswer, stageAheadAnswer } from '../contract/answers/wire.js';
import type { nonconOpponentAnswer, nonconOpponentsAnswer } from '../contract/answers/seasonSetup.js';

// ---------------------------------------------------------------------------------------------------------
// GET /api/home/?year=

export type PreviewTeam = Static<typeof previewTeamAnswer>;

export type HomeResponse = Static<typeof homeAnswer>;

export type HomePreview = HomeResponse['preview'];

// ---------------------------------------------------------------------------------------------------------
// GET /api/noncon/ (new game: ?team=&year=&playoff_teams=&playoff_autobids=&playoff_conf_champ_top_4=;
// existing game: no parameters). POST /api/schedulenc/ {opponent, week} answers with the same body, updated.

/** An open week: no opponent. */
export interface OpenWeek {
  weekPlayed: number;
  opponent: null;
}

/**
 * A scheduled week is a schedule-game object; in the preseason a conference rivalry fixed in its week shows
 * before the game exists (id null).
 */
/** A fixed rivalry week before the schedule exists: no id, and no host yet unless it is played at a neutral site. */
export type NonconWeek =
  | OpenWeek
  | ScheduleGame
  | (Omit<ScheduleGame, 'id' | 'site'> & { id: null; site: 'neutral' | null });

export interface NonconResponse extends GamePage {
  team: Team;
  /** One entry per regular-season week, in week order. */
  schedule: NonconWeek[];
}

export interface ScheduleNonconRequest {
  /** An FBS team or an FCS program of the season, by name or abbreviation. */
  opponent: string;
  week: number;
  /** Default: the site that keeps the team's home and away games even, among those the opponent agrees to. */
  site?: GameSite;
}
/** The original's `{status: "success"}`, with the updated noncon page beside it. */
export type ScheduleNonconResponse = NonconResponse & { status: 'success' };

/** GET /api/fetchteams/?week=N: names of the FBS teams that can still be scheduled that week (bare sorted JSON array). */
export type FetchTeamsResponse = string[];

/** An opponent the player's team can still schedule in a week, and the sites it would play at. */
export type NonconOpponent = Static<typeof nonconOpponentAnswer>;

/** GET /api/noncon/opponents/?week=N: the week's opponents, FBS teams then FCS programs, each sorted by name. */
export type NonconOpponentsResponse = Static<typeof nonconOpponentsAnswer>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/dashboard/

export type DashboardGame = ScheduleGame;

/**
 * GET /api/dashboard/?read_only=1 in the preseason: the season has not started and opening the dashboard does not
 * start it; the dashboard comes with the question that starts it, which the season's start page (/start_season) asks
 * before it starts the season on the player's click (POST /api/advance/). recruiting: the summer's recruiting warning
 * (the staff off and no orders), null when there is none.
 */
export interface SeasonStart {
  year: number;
  question: string;
  recruiting: string | null;
}

/**
 * A stage page read with read_only=1 while the game stands in the stage just before the page's: opening the page
 * does not move the game; the page says where the dynasty stands, asks `question` and moves on only when the
 * player says so (POST /api/advance/).
 */
export type StageNotReachedResponse = Static<typeof stageAheadAnswer> & WithUserId;

export interface DashboardResponse extends GamePage {
  team: Team;
  /** The user's game of week currentWeek - 1 (null on a bye or before week 1). */
  prev_game: DashboardGame | null;
  /** The user's game of week currentWeek (null on a bye or after the season). */
  curr_game: DashboardGame | null;
  /** Our addition: the user's latest game played, whatever its week (his bowl after the season); null before any. */
  last_played: DashboardGame | null;
  /** The user's conference (for an independent: the independents), in standings order. */
  confTeams: Team[];
  top_10: Team[];
  /** Our addition: the season's latest news, records broken first to last (newest first). */
  news: NewsEntry[];
  /** The player's coach and his hot seat (added beside the wire shape). */
  coach?: CoachBadge;
  /** From mid-season: scholarships neither commitments nor realistic targets cover (the recruiting board's warning). */
  recruiting_warning?: string | null;
  /** The recruiting board's signing-day walk-on preview (invited walk-ons, then drawn ones). */
  walk_ons?: WalkOnPreview | null;
  /** Read only in the preseason: the season has not started (SeasonStart). */
  season_start?: SeasonStart;
}
