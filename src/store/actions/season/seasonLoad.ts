// The season a simulation plays on: the teams, the players' statuses, the team and player totals and the record
// book, as the last simulation of this save kept them when nothing changed since (seasonCache.ts), else read.
// prepareSeason reads them ahead of the first simulation of a visit, while the player is reading a page.
import type { RecordBook } from '../../../core/records/book.js';
import { openRecordBook } from '../../queries/recordBook.js';
import type { Db } from '../../database.js';
import { hasDynasty, readState, type DynastyState } from '../../queries/meta.js';
import { dynastyLeague } from '../../league.js';
import { SeasonPlayerTotals } from '../../queries/playerSeasons.js';
import { SeasonTeamTotals } from '../../queries/teamStats.js';
import type { SeasonLeague } from '../../../core/data/types.js';
import { hasKeptSeason, keepSeason, keptSeason, type KeptSeason } from './seasonCache.js';
import { loadSeasonTeams } from './rosters.js';
import { SeasonRosterStatus } from './rosterStatus.js';

export interface LoadedSeason extends Omit<KeptSeason, 'playerTotals' | 'book'> {
  playerTotals: SeasonPlayerTotals;
  /** The record book when it was kept; else the record tracker reads it. */
  book: RecordBook | undefined;
}

/** What the last simulation of this save kept (taken), each part it did not keep read from the save. */
export function loadSeason(db: Db, state: DynastyState, league: SeasonLeague): LoadedSeason {
  const kept = keptSeason(db, league);
  const teams = kept?.teams ?? loadSeasonTeams(db, league);
  const playerTotals = kept?.playerTotals ?? SeasonPlayerTotals.load(db, state.year);
  const rosters = [...teams.gameTeams.values()].map((t) => t.players);
  return {
    teams,
    playerTotals,
    teamTotals: kept?.teamTotals ?? SeasonTeamTotals.load(db, state.year),
    status: kept?.status ?? SeasonRosterStatus.load(db, state.year, state.seed, rosters),
    book: kept?.book,
  };
}

/**
 * Reads the season for the next simulation when nothing is kept for it yet: what the first week of a visit would
 * read, decode and generate (the FCS opponents of the games still to play, each from its own seed) is done while
 * the player reads a page. Reads only; any write before the simulation reads everything again (seasonCache.ts).
 * False when there is nothing to prepare (no season being played, or already kept).
 */
export function prepareSeason(db: Db): boolean {
  if (!hasDynasty(db)) return false;
  const state = readState(db);
  if (state.stage !== 'season' && state.stage !== 'playoff') return false;
  const league = dynastyLeague(db, state.year);
  if (hasKeptSeason(db, league)) return false;
  const season = loadSeason(db, state, league);
  const opponents = db.all<{ away: string }>(
    'SELECT DISTINCT away FROM games WHERE year = ? AND fcs = 1 AND home_points IS NULL',
    [state.year],
  );
  for (const { away } of opponents) season.teams.fcsTeam(away);
  keepSeason(db, league, { ...season, book: openRecordBook(db, state.startYear) });
  return true;
}
