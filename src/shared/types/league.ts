// League pages: rankings, team schedule, roster, history and season stats, playoff and standings: their answers'
// schemas' types (contract/answers/wire.ts, the playoff and standings contract/answers/playoffStandings.ts).
import type { ScheduleGame } from './common.js';
import type { Static } from 'typebox';
import type { historyAnswer, rankingsAnswer, rosterAnswer, teamScheduleAnswer } from '../contract/answers/wire.js';
import type { playoffAnswer, standingsAnswer } from '../contract/answers/playoffStandings.js';
import type { teamSeasonStatsAnswer } from '../contract/answers/seasonSetup.js';

// ---------------------------------------------------------------------------------------------------------
// GET /api/rankings/?week=

/** The game of week currentWeek - 1 (of the poll's week when a week is asked for). */
export type LastGameRef = ScheduleGame;
/** The game of week currentWeek (of the week after the poll's when a week is asked for). */
export type NextGameRef = ScheduleGame;

export type RankingsResponse = Static<typeof rankingsAnswer>;

export type RankingEntry = RankingsResponse['rankings'][number];

// ---------------------------------------------------------------------------------------------------------
// GET /api/{team}/schedule/?year=

/** teams: all team names (team dropdown); years: the seasons that can be viewed, newest first. */
export type TeamScheduleResponse = Static<typeof teamScheduleAnswer>;

export type TeamScheduleGame = TeamScheduleResponse['games'][number];

// ---------------------------------------------------------------------------------------------------------
// GET /api/{team}/roster/

/** positions: in display order (QB, RB, WR, ...). */
export type RosterResponse = Static<typeof rosterAnswer>;

export type RosterPlayer = RosterResponse['roster'][number];

// ---------------------------------------------------------------------------------------------------------
// GET /api/{team}/history/ (envelope not in the spec: chosen here)

export type TeamHistoryResponse = Static<typeof historyAnswer>;

/** A season of a team's history (newest first). */
export type TeamHistoryYear = TeamHistoryResponse['years'][number];

// ---------------------------------------------------------------------------------------------------------
// GET /api/{team}/stats/ (not in the spec; no screen uses it): the team's season stat line with ranks.

export type TeamSeasonStatsResponse = Static<typeof teamSeasonStatsAnswer>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/playoff/

export type PlayoffResponse = Static<typeof playoffAnswer>;

export type PlayoffTeam = PlayoffResponse['playoff_teams'][number];

export type BubbleTeam = PlayoffResponse['bubble_teams'][number];

export type ConferenceChampion = PlayoffResponse['conference_champions'][number];

export type Bracket = PlayoffResponse['bracket'];

export type BracketSide = Bracket['left_bracket'];

/**
 * One bracket slot. A team not known yet reads "Winner of X vs Y" (shown as TBD). Once played, the
 * optional game fields let the UI show the score and link the game.
 */
export type Matchup = Bracket['championship'];

// ---------------------------------------------------------------------------------------------------------
// GET /api/standings/{conference}/ ("independent" selects the independents)

/** A conference's standings (the conference's name absent for the independents), the user's team as `team`. */
export type StandingsResponse = Static<typeof standingsAnswer> & { conference?: string };

/** In standings order. */
export type StandingsTeam = StandingsResponse['teams'][number];
