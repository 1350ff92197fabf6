// League pages: rankings, team schedule, roster, history and season stats, playoff and standings.
import type { AwardEntry } from '../awards-types.js';
import type { GamePage, PageBody, ScheduleGame, Team } from './common.js';
import type { InjuryReportEntry } from './player.js';
import type { Static } from 'typebox';
import type {
  bubbleTeamAnswer,
  historyAnswer,
  conferenceChampionAnswer,
  playoffTeamAnswer,
  rankingEntryAnswer,
  rosterPlayerAnswer,
  rosterAnswer,
  standingsTeamAnswer,
  teamScheduleAnswer,
} from '../contract/answers/wire.js';
import type { teamSeasonStatsAnswer } from '../contract/answers/seasonSetup.js';

// ---------------------------------------------------------------------------------------------------------
// GET /api/rankings/?week=

/** The game of week currentWeek - 1 (of the poll's week when a week is asked for). */
export type LastGameRef = ScheduleGame;
/** The game of week currentWeek (of the week after the poll's when a week is asked for). */
export type NextGameRef = ScheduleGame;

export interface RankingEntry extends Static<typeof rankingEntryAnswer> {
  last_game: LastGameRef | null;
  next_game: NextGameRef | null;
}

export interface RankingsResponse extends GamePage {
  team: Team;
  /** All FBS teams in ranking order. */
  rankings: RankingEntry[];
  /** The poll shown: taken after that week's games (0 = preseason poll); null before the first poll. */
  week: number | null;
  /** The season of the poll shown, and the weeks of that season that have a poll (for a week selector). */
  season: number;
  poll_weeks: number[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/{team}/schedule/?year=

export type TeamScheduleGame = ScheduleGame;

/** teams: all team names (team dropdown); years: the seasons that can be viewed, newest first. */
export interface TeamScheduleResponse extends GamePage, PageBody<typeof teamScheduleAnswer> {
  team: Team;
  games: TeamScheduleGame[];
  /** The season shown. */
  year: number;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/{team}/roster/

export interface RosterPlayer extends Static<typeof rosterPlayerAnswer> {
  /** Beside the wire shape (the roster page): redshirt, injury, games played. */
  class_label?: string;
  injury?: string | null;
  redshirting?: boolean;
}

/** positions: in display order (QB, RB, WR, ...). */
export interface RosterResponse extends GamePage, PageBody<typeof rosterAnswer> {
  team: Team;
  roster: RosterPlayer[];
  /** Beside the wire shape: who is hurt and when he is back. */
  injuries: InjuryReportEntry[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/{team}/history/ (envelope not in the spec: chosen here)

/** A season of a team's history. */
export type TeamHistoryYear = Static<typeof historyAnswer>['years'][number];

export interface TeamHistoryResponse extends GamePage {
  team: Team;
  teams: string[];
  /** Newest first. */
  years: TeamHistoryYear[];
  /** Our addition: the program's award winners (individual awards, Heisman finalists, All-America), newest first. */
  awards: AwardEntry[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/{team}/stats/ (not in the spec; no screen uses it): the team's season stat line with ranks.

export type TeamSeasonStatsResponse = Static<typeof teamSeasonStatsAnswer>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/playoff/

export interface PlayoffTeam extends Static<typeof playoffTeamAnswer> {
  conference?: string;
}

export type BubbleTeam = Static<typeof bubbleTeamAnswer>;

export interface ConferenceChampion extends Static<typeof conferenceChampionAnswer> {
  conference?: string;
}

/**
 * One bracket slot. A team not known yet reads "Winner of X vs Y" (shown as TBD). Once played, the
 * optional game fields let the UI show the score and link the game.
 */
export interface Matchup {
  team1: string;
  team2: string;
  /** Absent (or null) while that side is not known yet. */
  seed1?: number | null;
  seed2?: number | null;
  id?: number | null;
  winner?: string | null;
  score1?: number | null;
  score2?: number | null;
}

export interface BracketSide {
  /** Seeds 8v9 and 5v12 on the left, 7v10 and 6v11 on the right. */
  first_round: Matchup[];
  /** 24 teams only: the second round (the top eight seeds against first-round winners). */
  second_round?: Matchup[];
  /** Two per side: top seeds against first-round winners (8 teams: the first games; 16: winners of the first round). */
  quarterfinals: Matchup[];
  semifinal: Matchup;
}

export interface Bracket {
  left_bracket: BracketSide;
  right_bracket: BracketSide;
  championship: Matchup;
  /** 4 teams: the two semifinals (the original's 4-team shape), beside the sides. */
  semifinals?: Matchup[];
}

/** The playoff format row (document: `playoff.teams` picks the view). */
export interface PlayoffRow {
  id: number;
  teams: number;
  autobids: number;
  conf_champ_top_4: boolean;
}

export interface PlayoffResponse extends GamePage {
  team: Team;
  playoff: PlayoffRow;
  playoff_teams: PlayoffTeam[];
  bubble_teams: BubbleTeam[];
  conference_champions: ConferenceChampion[];
  /**
   * The bracket with results so far: 12 teams fill every round; 4 teams only each side's semifinal (empty
   * first_round and quarterfinals); 2 teams only the championship (both sides empty, semifinals "TBD").
   * Never null: sides not known yet read "TBD".
   */
  bracket: Bracket;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/standings/{conference}/ ("independent" selects the independents)

export interface StandingsTeam extends Static<typeof standingsTeamAnswer> {
  /** Division in seasons where the conference has divisions (teams are listed division by division). */
  division: string | null;
  last_game: LastGameRef | null;
  next_game: NextGameRef | null;
}

export interface StandingsResponse extends GamePage {
  /** The user's team. */
  team: Team;
  /** Conference name; absent for the independents. */
  conference?: string;
  /** In standings order. */
  teams: StandingsTeam[];
}
