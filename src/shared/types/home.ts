// The start of a dynasty: the home page, the non-conference schedule and the dashboard: their answers' schemas' types
// (contract/answers/wire.ts, seasonSetup.ts and seasonStages.ts).
import type { GameSite } from '../gameSite.js';
import type { ScheduleGame } from './common.js';
import type { Static } from 'typebox';
import type {
  homeAnswer,
  nonconPageAnswer,
  previewTeamAnswer,
  scheduleNonconAnswer,
  seasonStartAnswer,
  stageAheadAnswer,
} from '../contract/answers/wire.js';
import type { nonconOpponentAnswer, nonconOpponentsAnswer } from '../contract/answers/seasonSetup.js';
import type { dashboardPageAnswer } from '../contract/answers/seasonStages.js';

// ---------------------------------------------------------------------------------------------------------
// GET /api/home/?year=

export type PreviewTeam = Static<typeof previewTeamAnswer>;

export type HomeResponse = Static<typeof homeAnswer>;

export type HomePreview = HomeResponse['preview'];

// ---------------------------------------------------------------------------------------------------------
// GET /api/noncon/ (new game: ?team=&year=&playoff_teams=&playoff_autobids=&playoff_conf_champ_top_4=;
// existing game: no parameters). POST /api/schedulenc/ {opponent, week} answers with the same body, updated.

export type NonconResponse = Static<typeof nonconPageAnswer>;

/**
 * A week of the preseason schedule (one per regular-season week, in week order): an open week (no opponent), a
 * schedule-game object, or a conference rivalry fixed in its week before the game exists (id null, no host yet
 * unless it is played at a neutral site).
 */
export type NonconWeek = NonconResponse['schedule'][number];

export interface ScheduleNonconRequest {
  /** An FBS team or an FCS program of the season, by name or abbreviation. */
  opponent: string;
  week: number;
  /** Default: the site that keeps the team's home and away games even, among those the opponent agrees to. */
  site?: GameSite;
}
/** The original's `{status: "success"}`, with the updated noncon page beside it. */
export type ScheduleNonconResponse = Static<typeof scheduleNonconAnswer>;

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
export type SeasonStart = Static<typeof seasonStartAnswer>;

/**
 * A stage page read with read_only=1 while the game stands in the stage just before the page's: opening the page
 * does not move the game; the page says where the dynasty stands, asks `question` and moves on only when the
 * player says so (POST /api/advance/).
 */
export type StageNotReachedResponse = Static<typeof stageAheadAnswer>;

/**
 * prev_game: the user's game of week currentWeek - 1 (null on a bye or before week 1); curr_game: of week
 * currentWeek (null on a bye or after the season); confTeams: the user's conference (for an independent: the
 * independents), in standings order.
 */
export type DashboardResponse = Static<typeof dashboardPageAnswer>;
