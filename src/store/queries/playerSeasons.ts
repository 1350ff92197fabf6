// Player season totals: careers outlive game logs.
import type { PlayerGameStats } from '../../core/sim/types.js';
import { sumStatCategories, type PlayerStatCategories } from '../../core/stats/aggregate.js';
import type { Db } from '../database.js';
import { decodeCategories, encodeCategories } from '../encoding/playerLines.js';

/** A season's (or career's) totals in the engine's per-game shape: counts summed, "long" as the maximum. */
export type PlayerTotals = PlayerStatCategories;

export interface PlayerSeasonRow {
  player_id: number;
  year: number;
  team: string;
  class: string;
  rating: number;
  games: number;
  stats: PlayerTotals;
}

export function playerSeasons(db: Db, playerId: number): PlayerSeasonRow[] {
  return db
    .all<Omit<PlayerSeasonRow, 'stats'> & { stats: Uint8Array }>(
      'SELECT player_id, year, team, class, rating, games, stats FROM player_seasons WHERE player_id = ? ORDER BY year',
      [playerId],
    )
    .map((r) => ({ ...r, stats: decodeCategories(r.stats) }));
}

/**
 * A season's player totals held in memory while games are played, written back once: cheaper than
 * updating thousands of rows after every game.
 */
export class SeasonPlayerTotals {
  private readonly rows = new Map<number, { team: string; games: number; lines: PlayerTotals[] }>();
  private readonly touched = new Set<number>();

  private constructor(private readonly year: number) {}

  static load(db: Db, year: number): SeasonPlayerTotals {
    const totals = new SeasonPlayerTotals(year);
    for (const row of db.all<{ player_id: number; team: string; games: number; stats: Uint8Array }>(
      'SELECT player_id, team, games, stats FROM player_seasons WHERE year = ?',
      [year],
    )) {
      totals.rows.set(row.player_id, { team: row.team, games: row.games, lines: [decodeCategories(row.stats)] });
    }
    return totals;
  }

  add(team: string, line: PlayerGameStats): void {
    let row = this.rows.get(line.playerId);
    if (!row) this.rows.set(line.playerId, (row = { team, games: 0, lines: [] }));
    row.games++;
    row.lines.push(line);
    this.touched.add(line.playerId);
  }

  /** Writes the changed players' totals (with their class and rating this season). */
  save(db: Db): void {
    if (this.touched.size === 0) return;
    const players = new Map(
      db.all<{ id: number; class: string; rating: number }>('SELECT id, class, rating FROM players WHERE active = 1').map((p) => [p.id, p]),
    );
    for (const id of this.touched) {
      const row = this.rows.get(id)!;
      const total = sumStatCategories(row.lines);
      row.lines = [total];
      const player = players.get(id);
      db.run('INSERT OR REPLACE INTO player_seasons (player_id, year, team, class, rating, games, stats) VALUES (?, ?, ?, ?, ?, ?, ?)', [
        id, this.year, row.team, player?.class ?? 'fr', player?.rating ?? 0, row.games, encodeCategories(total),
      ]);
    }
    this.touched.clear();
  }
}
