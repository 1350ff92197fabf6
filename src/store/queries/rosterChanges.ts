// The offseason's roster moves: progression, seniors leaving, recruits signing.
import type { Db } from '../database.js';

export type RosterChangeKind = 'progressed' | 'leaving' | 'recruit';

export interface RosterChangeRow {
  year: number;
  player_id: number;
  team: string;
  kind: RosterChangeKind;
  rating_before: number | null;
  rating_after: number;
  change: number;
}

export function saveRosterChange(db: Db, row: RosterChangeRow): void {
  db.run(
    `INSERT OR REPLACE INTO roster_changes (year, player_id, team, kind, rating_before, rating_after, change)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [row.year, row.player_id, row.team, row.kind, row.rating_before, row.rating_after, row.change],
  );
}

/** Many moves at once, in key order (each insert lands beside the last). */
export function saveRosterChanges(db: Db, rows: readonly RosterChangeRow[]): void {
  const sorted = rows.slice().sort((a, b) => a.year - b.year || a.player_id - b.player_id || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
  db.transaction(() => {
    for (const row of sorted) saveRosterChange(db, row);
  });
}

/** A year's moves of one kind joined with the players' names and positions. */
export function rosterChanges(db: Db, year: number, kind: RosterChangeKind) {
  return db.all<RosterChangeRow & { first: string; last: string; pos: string; class: string; stars: number; potential: number; development_trait: number }>(
    `SELECT rc.*, p.first, p.last, p.pos, p.class, p.stars, p.potential, p.development_trait
       FROM roster_changes rc JOIN players p ON p.id = rc.player_id
      WHERE rc.year = ? AND rc.kind = ?
      ORDER BY rc.team, p.pos, rc.rating_after DESC`,
    [year, kind],
  );
}
