// Season team statistics: sums of the engine's per-game TeamGameStats, for the team (offense) and its opponents
// (defense), one packed blob per team and season.
import type { TeamGameStats } from '../../core/sim/types.js';
import type { SqlValue } from '../database.js';
import type { Db } from '../database.js';
import { TEAM_STAT_FIELDS, decodeTeamSeason, encodeTeamSeasonValues, teamStatsInto } from '../encoding/boxScore.js';
import { runRows } from './manyRows.js';
import { archivedTeamStats } from './seasonArchive.js';

export interface TeamStatsRow {
  team: string;
  games: number;
  offense: TeamGameStats;
  defense: TeamGameStats;
}

/** A season's team totals by team: the season being played from its rows, a finished one from its blob (seasonArchive.ts). */
export function seasonTeamStats(db: Db, year: number): TeamStatsRow[] {
  const rows = db.all<{ team: string; games: number; stats: Uint8Array }>(
    'SELECT team, games, stats FROM team_stats WHERE year = ? ORDER BY team',
    [year],
  );
  if (rows.length === 0) return archivedTeamStats(db, year);
  return rows.map((r) => ({ team: r.team, games: r.games, ...decodeTeamSeason(r.stats) }));
}

/** A team's season held while games are played: its sums as values in stored field order (boxScore.ts teamStatsInto). */
interface HeldTeamSeason {
  games: number;
  offense: Float64Array;
  defense: Float64Array;
}

/**
 * A season's team totals held in memory while games are played and written once at the end of the simulation,
 * rather than rereading and rewriting two rows after every game.
 */
export class SeasonTeamTotals {
  private readonly rows = new Map<string, HeldTeamSeason>();
  private readonly touched = new Set<string>();
  /** A game's stats as values, read before they are added. */
  private readonly game = new Float64Array(TEAM_STAT_FIELDS.length);

  private constructor(private readonly year: number) {}

  static load(db: Db, year: number): SeasonTeamTotals {
    const totals = new SeasonTeamTotals(year);
    for (const row of seasonTeamStats(db, year)) {
      const held = {
        games: row.games,
        offense: new Float64Array(TEAM_STAT_FIELDS.length),
        defense: new Float64Array(TEAM_STAT_FIELDS.length),
      };
      teamStatsInto(held.offense, row.offense);
      teamStatsInto(held.defense, row.defense);
      totals.rows.set(row.team, held);
    }
    return totals;
  }

  /** Adds one game: what the team did (own) and what its opponent did against it (the sums of sumTeamStats). */
  add(team: string, own: TeamGameStats, opponent: TeamGameStats): void {
    let row = this.rows.get(team);
    if (!row) {
      row = {
        games: 0,
        offense: new Float64Array(TEAM_STAT_FIELDS.length),
        defense: new Float64Array(TEAM_STAT_FIELDS.length),
      };
      this.rows.set(team, row);
    }
    row.games++;
    this.addInto(row.offense, own);
    this.addInto(row.defense, opponent);
    this.touched.add(team);
  }

  private addInto(sums: Float64Array, stats: TeamGameStats): void {
    const game = this.game;
    teamStatsInto(game, stats);
    for (let i = 0; i < game.length; i++) sums[i] += game[i];
  }

  save(db: Db): void {
    // Many teams a statement (manyRows.ts).
    const values: SqlValue[] = [];
    for (const team of this.touched) {
      const row = this.rows.get(team)!;
      values.push(this.year, team, row.games, encodeTeamSeasonValues(row.offense, row.defense));
    }
    runRows(db, 'INSERT OR REPLACE INTO team_stats (year, team, games, stats) VALUES', 4, values);
    this.touched.clear();
  }
}
