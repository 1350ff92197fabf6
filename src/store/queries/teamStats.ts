// Season team statistics: sums of the engine's per-game TeamGameStats, for the team (offense) and its opponents
// (defense), one packed blob per team and season.
import type { TeamGameStats } from '../../core/sim/types.js';
import { emptyTeamStats } from '../../core/stats/teamStats.js';
import type { Db } from '../database.js';
import { decodeTeamSeason, encodeTeamSeason } from '../encoding/boxScore.js';

export interface TeamStatsRow {
  team: string;
  games: number;
  offense: TeamGameStats;
  defense: TeamGameStats;
}

export function seasonTeamStats(db: Db, year: number): TeamStatsRow[] {
  return db
    .all<{ team: string; games: number; stats: Uint8Array }>('SELECT team, games, stats FROM team_stats WHERE year = ? ORDER BY team', [year])
    .map((r) => ({ team: r.team, games: r.games, ...decodeTeamSeason(r.stats) }));
}

const TEAM_STAT_KEYS = Object.keys(emptyTeamStats()) as (keyof TeamGameStats)[];

/**
 * A season's team totals held in memory while games are played and written once at the end of the simulation,
 * rather than rereading and rewriting two rows after every game.
 */
export class SeasonTeamTotals {
  private readonly rows = new Map<string, TeamStatsRow>();
  private readonly touched = new Set<string>();

  private constructor(private readonly year: number) {}

  static load(db: Db, year: number): SeasonTeamTotals {
    const totals = new SeasonTeamTotals(year);
    for (const row of seasonTeamStats(db, year)) totals.rows.set(row.team, row);
    return totals;
  }

  /** Adds one game: what the team did (own) and what its opponent did against it (in place: the sums of sumTeamStats). */
  add(team: string, own: TeamGameStats, opponent: TeamGameStats): void {
    let row = this.rows.get(team);
    if (!row) this.rows.set(team, (row = { team, games: 0, offense: emptyTeamStats(), defense: emptyTeamStats() }));
    row.games++;
    for (const k of TEAM_STAT_KEYS) {
      row.offense[k] += own[k];
      row.defense[k] += opponent[k];
    }
    this.touched.add(team);
  }

  save(db: Db): void {
    for (const team of this.touched) {
      const row = this.rows.get(team)!;
      db.run('INSERT OR REPLACE INTO team_stats (year, team, games, stats) VALUES (?, ?, ?, ?)', [
        this.year, team, row.games, encodeTeamSeason(row.offense, row.defense),
      ]);
    }
    this.touched.clear();
  }
}
