// Player season totals: careers outlive game logs.
import type { PlayerGameStats } from '../../core/sim/types.js';
import type { Db } from '../database.js';

/** A season's (or career's) totals in the engine's per-game shape: counts summed, "long" as the maximum. */
export type PlayerTotals = Omit<PlayerGameStats, 'playerId' | 'name' | 'pos'>;

const CATEGORIES = ['passing', 'rushing', 'receiving', 'defense', 'kicking', 'punting', 'returns'] as const;

export function sumPlayerLines(lines: readonly PlayerTotals[]): PlayerTotals {
  const totals: Record<string, Record<string, number>> = {};
  for (const line of lines) {
    for (const category of CATEGORIES) {
      const stats = line[category] as Record<string, number> | undefined;
      if (!stats) continue;
      const sum = (totals[category] ??= {});
      for (const [key, value] of Object.entries(stats)) {
        sum[key] = key === 'long' ? Math.max(sum[key] ?? 0, value) : (sum[key] ?? 0) + value;
      }
    }
  }
  return totals as PlayerTotals;
}

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
    .all<Omit<PlayerSeasonRow, 'stats'> & { stats: string }>('SELECT * FROM player_seasons WHERE player_id = ? ORDER BY year', [playerId])
    .map((r) => ({ ...r, stats: JSON.parse(r.stats) as PlayerTotals }));
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
    for (const row of db.all<{ player_id: number; team: string; games: number; stats: string }>(
      'SELECT player_id, team, games, stats FROM player_seasons WHERE year = ?',
      [year],
    )) {
      totals.rows.set(row.player_id, { team: row.team, games: row.games, lines: [JSON.parse(row.stats) as PlayerTotals] });
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
    for (const id of this.touched) {
      const row = this.rows.get(id)!;
      const total = sumPlayerLines(row.lines);
      row.lines = [total];
      const player = db.get<{ class: string; rating: number }>('SELECT class, rating FROM players WHERE id = ?', [id]);
      db.run('INSERT OR REPLACE INTO player_seasons (player_id, year, team, class, rating, games, stats) VALUES (?, ?, ?, ?, ?, ?, ?)', [
        id, this.year, row.team, player?.class ?? 'fr', player?.rating ?? 0, row.games, JSON.stringify(total),
      ]);
    }
    this.touched.clear();
  }
}
