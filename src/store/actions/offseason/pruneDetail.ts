// Applies the retention setting: drops the detail of games older than it keeps.
import type { Db } from '../../database.js';
import { dropOldDetail } from '../../queries/gameDetails.js';
import { firstDetailYear, readRetention } from '../../queries/retention.js';

export function pruneOldDetail(db: Db, year: number, userTeam: string): void {
  const first = firstDetailYear(readRetention(db), year);
  if (first === null) return;
  dropOldDetail(db, first, userTeam);
}

/**
 * Hands pages freed by deletions back so the save does not carry them (saves with incremental auto-vacuum: every
 * save made or migrated since schema 2). Costs the pages freed, not the size of the file like VACUUM.
 */
export function handBackFreePages(db: Db): void {
  db.exec('PRAGMA incremental_vacuum');
}
