// API types of the awards, the Heisman watch, the record book and league history; each is its answer's schema's
// (contract/answers/seasonAwards.ts, awardEntry.ts; a dashboard's news entry: seasonStages.ts).
import type { Static } from 'typebox';
import type { awardEntryAnswer } from './contract/answers/awardEntry.js';
import type {
  awardsAnswer,
  heismanAnswer,
  heismanCandidateAnswer,
  leagueHistoryAnswer,
  leagueHistoryYearAnswer,
  recordRowAnswer,
  recordsAnswer,
  seasonAwardsAnswer,
} from './contract/answers/seasonAwards.js';

/** One award given to a player (or a coach: player_id null). */
export type AwardEntry = Static<typeof awardEntryAnswer>;
export type SeasonAwards = Static<typeof seasonAwardsAnswer>;
/** GET /api/awards/?year= */
export type AwardsResponse = Static<typeof awardsAnswer>;
export type HeismanCandidate = Static<typeof heismanCandidateAnswer>;
/** GET /api/heisman/ */
export type HeismanWatchResponse = Static<typeof heismanAnswer>;
export type RecordRow = Static<typeof recordRowAnswer>;
/** GET /api/records/?team= */
export type RecordsResponse = Static<typeof recordsAnswer>;
export type LeagueHistoryYear = Static<typeof leagueHistoryYearAnswer>;
/** GET /api/league_history/ */
export type LeagueHistoryResponse = Static<typeof leagueHistoryAnswer>;
