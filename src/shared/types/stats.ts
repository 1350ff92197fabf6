// League statistics: team stats, individual leaders and the ratings tables (contract/answers/stats.ts).
import type { Static } from 'typebox';
import type {
  individualStatsAnswer,
  leaderEntryAnswer,
  leaderStatsAnswers,
  prestigeStarsRowAnswer,
  ratingsAnswer,
  STAR_KEYS,
  teamStatsAnswer,
  teamStatsLineAnswer,
} from '../contract/answers/stats.js';

// ---------------------------------------------------------------------------------------------------------
// GET /api/stats/team/ and /api/stats/individual/ (filters are not shown in the UI; the server may accept
// ?year=)

export type TeamStatsLine = Static<typeof teamStatsLineAnswer>;

export type TeamStatsResponse = Static<typeof teamStatsAnswer>;

/** The leaders' stat lines by category (the shape's keys). */
export type PassingLeaderStats = Static<typeof leaderStatsAnswers.passing>;
export type RushingLeaderStats = Static<typeof leaderStatsAnswers.rushing>;
export type ReceivingLeaderStats = Static<typeof leaderStatsAnswers.receiving>;
/** Tackles and the rest are season totals; per_game figures divide by the player's own games. */
export type DefenseLeaderStats = Static<typeof leaderStatsAnswers.defense>;
export type KickingLeaderStats = Static<typeof leaderStatsAnswers.kicking>;
export type PuntingLeaderStats = Static<typeof leaderStatsAnswers.punting>;

type LeaderStats =
  | PassingLeaderStats
  | RushingLeaderStats
  | ReceivingLeaderStats
  | DefenseLeaderStats
  | KickingLeaderStats
  | PuntingLeaderStats;

/** A leader with one category's stat line (the schema's, for each category). */
export type IndividualStatEntry<S = LeaderStats> = Omit<Static<ReturnType<typeof leaderEntryAnswer>>, 'stats'> & {
  stats: S;
};

/** The answer to ?category=: that category's board only. */
export type IndividualBoardResponse = Static<typeof individualStatsAnswer>;

/** Every category's board: the answer without ?category=. */
export type IndividualStatsBoards = Required<IndividualBoardResponse['stats']>;

export type IndividualStatsResponse = Omit<IndividualBoardResponse, 'stats'> & { stats: IndividualStatsBoards };

// ---------------------------------------------------------------------------------------------------------
// GET /api/stats/ratings/

export type StarKey = (typeof STAR_KEYS)[number];

export type PrestigeStarsRow = Static<typeof prestigeStarsRowAnswer>;

export type RatingsStatsResponse = Static<typeof ratingsAnswer>;
