// What one simulation of a season loaded and then wrote back, kept for the same save's next simulation: the static
// build plays a week a call (and the terminal game a week at a time), and reading and decoding every roster, the
// players' statuses, the team totals and the record book again was most of a one-week call beside its games (the
// bench of the static build: npm run bench -- static). Kept only while nothing has changed since that simulation
// wrote its last row (Db.changeMark: any write or rollback between two calls, such as a depth chart edit, a transfer
// or a new season, loads everything again), and only for the same season. Each part is as a fresh read would give
// it: the simulation writes none of what the teams are read from (players, depth chart edits, transfers sitting
// out, team seasons, game plans), and the statuses, totals and records it changed are all written (whole numbers
// and whole records, nothing dropped) before it is kept; the players' totals are put in the order a load reads them.
// It pays: weeks 3-10 of a 2024 season one call each, kept against dropped (a rolled-back change between), process
// CPU p50 234 against 395 ms a week on the native engine (November 2026, a shared 2-core machine at load 35-55).
import type { RecordBook } from '../../../core/records/book.js';
import type { SeasonLeague } from '../../../core/data/types.js';
import type { Db } from '../../database.js';
import type { SeasonPlayerTotals } from '../../queries/playerSeasons.js';
import type { SeasonTeamTotals } from '../../queries/teamStats.js';
import type { SeasonTeams } from './rosters.js';
import type { SeasonRosterStatus } from './rosterStatus.js';

export interface KeptSeason {
  teams: SeasonTeams;
  status: SeasonRosterStatus;
  teamTotals: SeasonTeamTotals;
  /**
   * Null when they could not be put in the order a load gives (SeasonPlayerTotals.inLoadOrder): they are read. Kept
   * for the browser, where inflating every team's totals is JavaScript: a tenth of a week's call in the static bench.
   */
  playerTotals: SeasonPlayerTotals | null;
  book: RecordBook;
}

const kept = new WeakMap<Db, { mark: string; year: number; season: KeptSeason }>();

/** What the last simulation of this save kept when nothing changed since, else null (everything is read again). */
export function keptSeason(db: Db, league: SeasonLeague): KeptSeason | null {
  const season = hasKeptSeason(db, league) ? kept.get(db)!.season : null;
  // Taken: a simulation that fails keeps nothing.
  kept.delete(db);
  return season;
}

/** Whether a simulation of this season would find it kept (left kept). */
export function hasKeptSeason(db: Db, league: SeasonLeague): boolean {
  const last = kept.get(db);
  return last !== undefined && last.year === league.year && last.mark === db.changeMark();
}

/** Keeps the season for the next simulation; called once the simulation has written everything. */
export function keepSeason(db: Db, league: SeasonLeague, season: KeptSeason): void {
  kept.set(db, { mark: db.changeMark(), year: league.year, season });
}
