// The off-season pages, team info and the sim and advance calls: their answers' schemas' types
// (contract/answers/wire.ts and offseason.ts, with our keys contract/answers/seasonStages.ts).
import type { Static } from 'typebox';
import type { simAnswer, teamInfoAnswer } from '../contract/answers/wire.js';
import type { recruitAnswer } from '../contract/answers/offseason.js';
import type { advanceAnswer } from '../contract/answers/seasonSetup.js';
import type {
  freshmenClassesAnswer,
  progressionAnswer,
  seasonSummaryAnswer,
} from '../contract/answers/seasonStages.js';
import type { Team } from './common.js';

// ---------------------------------------------------------------------------------------------------------
// GET /api/summary/

/** realignment: team -> its conference this season and next ("Independent"; "FCS" joining or leaving FBS). */
export type SummaryResponse = Static<typeof seasonSummaryAnswer>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/roster_progression/ (the user's team, from currentYear to currentYear + 1)

export type RosterProgressionResponse = Static<typeof progressionAnswer>;

/** A senior leaving the program. */
export type ProgressionPlayer = RosterProgressionResponse['leaving'][number];

/** rating is the new rating; change = new - old. `year` is the new class. */
export type ProgressedPlayer = RosterProgressionResponse['progressed'][number];

// ---------------------------------------------------------------------------------------------------------
// GET /api/recruiting_summary/ (the incoming freshman class of every team)

export type Recruit = Static<typeof recruitAnswer>;

export type RecruitingSummaryResponse = Static<typeof freshmenClassesAnswer>;

/** One team's freshman class (document: recruiting_summary team_rankings). */
export type TeamFreshmen = RecruitingSummaryResponse['team_rankings'][number];

// ---------------------------------------------------------------------------------------------------------
// GET /api/team_info/?team_name=

export type TeamInfo = Team;

export type TeamInfoResponse = Static<typeof teamInfoAnswer>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/sim/{week}/ (simulate up to, not including, that week; lastWeek + 1 = end of season)
// POST /api/advance/ (move to the next stage)

export type SimResponse = Static<typeof simAnswer>;

export type AdvanceResponse = Static<typeof advanceAnswer>;
