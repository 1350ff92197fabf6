// Applies the retention setting: drops the detail of games older than it keeps, and the portal entries of other
// programs in offseasons older than it keeps.
import type { Db } from '../../database.js';
import { compactSeasonDetail, dropOldDetail } from '../../queries/gameDetails.js';
import { trimOldPortals } from '../../queries/portal.js';
import { firstDetailYear, readRetention } from '../../queries/retention.js';

/**
 * `onlyLeaving`: a new season began and only the season that left the window can have detail to drop (a change
 * of the setting prunes at once), so the work is one season's, not the whole history's.
 */
export function pruneOldDetail(db: Db, year: number, keepTeams: readonly string[], onlyLeaving = false): void {
  const first = firstDetailYear(readRetention(db), year);
  if (first === null) return;
  dropOldDetail(db, first, keepTeams, onlyLeaving ? first - 1 : 0);
}

/**
 * Deflates the detail kept for good, once, when a new season `year` begins: with "keep everything", the season just
 * finished; otherwise the coached programs' games of the season that just left the window (pruneOldDetail dropped the
 * others). Detail inside the window stays as it was written: it goes within a few seasons, and deflating a season's
 * 1,700 blobs one by one cost more (about 85 ms of every offseason, a fifth of its last step) than the bytes it saved
 * were worth (about 0.25 MiB a season in the window).
 */
export function compactKeptDetail(db: Db, year: number, keepTeams: readonly string[]): void {
  const first = firstDetailYear(readRetention(db), year);
  if (first === null) compactSeasonDetail(db, year - 1);
  else compactSeasonDetail(db, first - 1, keepTeams);
}

/** The same window for transfer portals (schema 9 on; pruneOldDetail also serves the migration to schema 2). */
export function pruneOldPortals(db: Db, year: number, keepTeams: readonly string[], onlyLeaving = false): void {
  const first = firstDetailYear(readRetention(db), year);
  if (first === null) return;
  trimOldPortals(db, first, keepTeams, onlyLeaving ? first - 1 : 0);
}

/**
 * Hands pages freed by deletions back so the save does not carry them (saves with incremental auto-vacuum: every
 * save made or migrated since schema 2). Costs the pages freed, not the size of the file like VACUUM.
 */
export function handBackFreePages(db: Db): void {
  db.exec('PRAGMA incremental_vacuum');
}
