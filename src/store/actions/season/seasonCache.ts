// The season's teams as one simulation loaded them, kept for the same save's next simulation: the static build
// plays a week a call, and reading and decoding every roster again was the largest part of such a call (the bench
// of the static build: npm run bench -- static). Kept only while nothing has changed since that simulation wrote its
// last row (Db.changeMark: any write or rollback between two calls, such as a depth chart edit, a transfer or a new
// season, loads them again), and only for the same season. A simulation writes none of what the teams are read from
// (players, depth chart edits, transfers sitting out, team seasons, game plans).
import type { SeasonLeague } from '../../../core/data/types.js';
import type { Db } from '../../database.js';
import { loadSeasonTeams, type SeasonTeams } from './rosters.js';

interface Kept {
  mark: string;
  year: number;
  teams: SeasonTeams;
}

const kept = new WeakMap<Db, Kept>();

/** The season's teams: those the last simulation left when nothing changed since, else read from the save. */
export function seasonTeamsFor(db: Db, league: SeasonLeague): SeasonTeams {
  const last = kept.get(db);
  // Taken: a simulation that fails keeps nothing.
  kept.delete(db);
  if (last && last.year === league.year && last.mark === db.changeMark()) return last.teams;
  return loadSeasonTeams(db, league);
}

/** Keeps the teams for the next simulation; called once the simulation has written everything. */
export function keepSeasonTeams(db: Db, league: SeasonLeague, teams: SeasonTeams): void {
  kept.set(db, { mark: db.changeMark(), year: league.year, teams });
}
