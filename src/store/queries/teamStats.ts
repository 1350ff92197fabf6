// Season team statistics: running sums of the engine's per-game TeamGameStats.
import type { TeamGameStats } from '../../core/sim/types.js';
import { sumTeamStats } from '../../core/stats/aggregate.js';
import type { Db } from '../database.js';

export interface TeamStatsRow {
  team: string;
  games: number;
  offense: TeamGameStats;
  defense: TeamGameStats;
}

function add(total: TeamGameStats | undefined, game: TeamGameStats): TeamGameStats {
  return total ? sumTeamStats([total, game]) : { ...game };
}

/** Adds one game: what the team did (offense) and what its opponent did against it (defense). */
export function addTeamGameStats(db: Db, year: number, team: string, own: TeamGameStats, opponent: TeamGameStats): void {
  const row = db.get<{ games: number; offense: string; defense: string }>(
    'SELECT games, offense, defense FROM team_stats WHERE year = ? AND team = ?',
    [year, team],
  );
  const offense = add(row ? (JSON.parse(row.offense) as TeamGameStats) : undefined, own);
  const defense = add(row ? (JSON.parse(row.defense) as TeamGameStats) : undefined, opponent);
  db.run('INSERT OR REPLACE INTO team_stats (year, team, games, offense, defense) VALUES (?, ?, ?, ?, ?)', [
    year, team, (row?.games ?? 0) + 1, JSON.stringify(offense), JSON.stringify(defense),
  ]);
}

export function seasonTeamStats(db: Db, year: number): TeamStatsRow[] {
  return db
    .all<{ team: string; games: number; offense: string; defense: string }>('SELECT * FROM team_stats WHERE year = ? ORDER BY team', [year])
    .map((r) => ({ team: r.team, games: r.games, offense: JSON.parse(r.offense) as TeamGameStats, defense: JSON.parse(r.defense) as TeamGameStats }));
}
