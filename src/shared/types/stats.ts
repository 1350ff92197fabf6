// League statistics: team stats, individual leaders and the ratings tables.
import type { GamePage, PageBody, Team } from './common.js';
import type { Static } from 'typebox';
import type {
  leaderStatsAnswers,
  prestigeStarsRowAnswer,
  ratingsAnswer,
  STAR_KEYS,
  teamStatsLineAnswer,
} from '../contract/answers/wire.js';

// ---------------------------------------------------------------------------------------------------------
// GET /api/stats/team/ and /api/stats/individual/ (filters are not shown in the UI; the server may accept
// ?year=)

export type TeamStatsLine = Static<typeof teamStatsLineAnswer>;

export interface TeamStatsResponse extends GamePage {
  team: Team;
  /** Team name -> its offense per game; defense is what opponents did against it. */
  offense: Record<string, TeamStatsLine>;
  defense: Record<string, TeamStatsLine>;
  /** Our addition: each team's conference that season ("Independent" for independents), for the filter. */
  team_conferences: Record<string, string>;
}

/** The leaders' stat lines by category (the shape's keys). */
export type PassingLeaderStats = Static<typeof leaderStatsAnswers.passing>;
export type RushingLeaderStats = Static<typeof leaderStatsAnswers.rushing>;
export type ReceivingLeaderStats = Static<typeof leaderStatsAnswers.receiving>;
/** Tackles and the rest are season totals; per_game figures divide by the player's own games. */
export type DefenseLeaderStats = Static<typeof leaderStatsAnswers.defense>;
export type KickingLeaderStats = Static<typeof leaderStatsAnswers.kicking>;
export type PuntingLeaderStats = Static<typeof leaderStatsAnswers.punting>;

export interface IndividualStatEntry<
  S =
    | PassingLeaderStats
    | RushingLeaderStats
    | ReceivingLeaderStats
    | DefenseLeaderStats
    | KickingLeaderStats
    | PuntingLeaderStats,
> {
  id: number;
  first: string;
  last: string;
  pos: string;
  /** Team name. */
  team: string;
  gamesPlayed: number;
  stats: S;
}

/** Player id (as a JSON key) -> entry, in leader order (JSON keeps insertion order... except for integer keys,
 * so clients sort themselves, as the original's did). */
export interface IndividualStatsBoards {
  passing: Record<string, IndividualStatEntry<PassingLeaderStats>>;
  rushing: Record<string, IndividualStatEntry<RushingLeaderStats>>;
  receiving: Record<string, IndividualStatEntry<ReceivingLeaderStats>>;
  defense: Record<string, IndividualStatEntry<DefenseLeaderStats>>;
  kicking: Record<string, IndividualStatEntry<KickingLeaderStats>>;
  punting: Record<string, IndividualStatEntry<PuntingLeaderStats>>;
}

export interface IndividualStatsResponse extends GamePage {
  team: Team;
  stats: IndividualStatsBoards;
}

/** The answer to ?category=: that category's board only. */
export interface IndividualBoardResponse extends GamePage {
  team: Team;
  stats: Partial<IndividualStatsBoards>;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/stats/ratings/

export type StarKey = (typeof STAR_KEYS)[number];

export type PrestigeStarsRow = Static<typeof prestigeStarsRowAnswer>;

/**
 * The ratings tables, all from the shape: total_star_counts' avg_ratings_fr..sr are the average rating per
 * star rating within each class; teams are sorted by rating, best first.
 */
export interface RatingsStatsResponse extends GamePage, PageBody<typeof ratingsAnswer> {
  team: Team;
}
