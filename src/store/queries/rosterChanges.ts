// The offseason's roster moves: progression, seniors leaving, recruits signing.
import type { Db } from '../database.js';
import { runRows } from './manyRows.js';

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

/** Rows per statement of saveRosterChanges: a statement's own cost shared by many rows (a third less in all). */
const ROWS_PER_INSERT = 200;
const INSERT_MANY = `INSERT OR REPLACE INTO roster_changes (year, player_id, team, kind, rating_before, rating_after, change)
     VALUES ${Array.from({ length: ROWS_PER_INSERT }, () => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`;

/** Many moves at once, in key order (each insert lands beside the last). */
export function saveRosterChanges(db: Db, rows: readonly RosterChangeRow[]): void {
  const sorted = rows
    .slice()
    .sort((a, b) => a.year - b.year || a.player_id - b.player_id || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
  db.transaction(() => {
    let i = 0;
    for (; i + ROWS_PER_INSERT <= sorted.length; i += ROWS_PER_INSERT) {
      const values: (string | number | null)[] = [];
      for (let j = i; j < i + ROWS_PER_INSERT; j++) {
        const row = sorted[j];
        values.push(row.year, row.player_id, row.team, row.kind, row.rating_before, row.rating_after, row.change);
      }
      db.run(INSERT_MANY, values);
    }
    // The rest by 64, 16, 4 and 1 rows a statement (manyRows.ts) rather than one each (a signing day's classes left 188).
    const rest: (string | number | null)[] = [];
    for (; i < sorted.length; i++) {
      const row = sorted[i];
      rest.push(row.year, row.player_id, row.team, row.kind, row.rating_before, row.rating_after, row.change);
    }
    runRows(
      db,
      'INSERT OR REPLACE INTO roster_changes (year, player_id, team, kind, rating_before, rating_after, change) VALUES',
      7,
      rest,
    );
  });
}
