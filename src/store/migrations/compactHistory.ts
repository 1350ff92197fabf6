// Save schema: finished offseasons' transfer portals move into one packed blob a season (encoding/portalEntries.ts),
// and who sat out each game is kept for the season being played only (a game is replayed with its absences only
// while the rosters are the ones it was played with). Issue 11: a 30-season save had 7 MiB of portal rows and
// 1.4 MiB of absences no page could show.
import type { Db } from '../database.js';
import { archivePortalBefore } from '../queries/portal.js';
import { dropAbsencesBefore } from '../queries/rosterStatus.js';

export const PORTAL_HISTORY_TABLE = `
-- Finished offseasons' portals (the last one stays in portal_entries: its transfers who sit out are read all season).
CREATE TABLE portal_history (
  year INTEGER PRIMARY KEY,
  entries BLOB NOT NULL
);
`;

export function compactHistory(db: Db): void {
  db.exec(PORTAL_HISTORY_TABLE);
  const year = Number(db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'year'")?.value);
  if (!Number.isFinite(year)) return;
  // The season being played reads last offseason's transfers (who sits out); offseasons before it are history.
  archivePortalBefore(db, year - 1);
  dropAbsencesBefore(db, year);
  // The pages the rows filled go back (saves with incremental auto-vacuum), so the migrated save is smaller at once.
  db.exec('PRAGMA incremental_vacuum');
}
