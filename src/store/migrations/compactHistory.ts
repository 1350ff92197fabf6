// Save schema: finished offseasons' transfer portals and NFL drafts move into one packed blob a season
// (encoding/portalEntries.ts, tableRows.ts), the retention setting applies to portals as to game detail, and who
// sat out each game is kept for the season being played only (a game is replayed with its absences only while the
// rosters are the ones it was played with). A 30-season save had 7 MiB of portal rows, half a MiB of
// draft rows and 1.4 MiB of absences no page could show. Finished seasons' player statuses go, and the rosters'
// table is written again in order (queries/playerRows.ts), as at every turn of a season from now on.
import type { Db } from '../database.js';
import { archiveDraftBefore } from '../queries/draft.js';
import { archivePortalBefore, trimOldPortals } from '../queries/portal.js';
import { firstDetailYear, readRetention } from '../queries/retention.js';
import { rewritePlayersInOrder } from '../queries/playerRows.js';
import { clearStatusesBefore, dropAbsencesBefore } from '../queries/rosterStatus.js';

export const HISTORY_TABLES = `
-- Finished offseasons' portals (portal_entries holds the one being played until the next season begins).
-- Seasons older than the retention setting keeps keep the player's team's entries only.
CREATE TABLE portal_history (
  year INTEGER PRIMARY KEY,
  entries BLOB NOT NULL
);
-- Finished offseasons' NFL drafts (the last one stays in draft_picks), rows packed (encoding/tableRows.ts).
CREATE TABLE draft_history (
  year INTEGER PRIMARY KEY,
  picks BLOB NOT NULL
);
`;

export function compactHistory(db: Db): void {
  db.exec(HISTORY_TABLES);
  // roster_changes holds one offseason: its key (year first) finds a year's rows, and a page's query filters the
  // kind among them in a millisecond or two. The index by (year, kind) cost a quarter of a MiB for that.
  db.exec('DROP INDEX IF EXISTS roster_changes_by_kind');
  const year = Number(db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'year'")?.value);
  if (!Number.isFinite(year)) return;
  // Offseasons before the current year's are history (the current one may still be signing).
  archivePortalBefore(db, year);
  archiveDraftBefore(db, year - 1);
  const first = firstDetailYear(readRetention(db), year);
  const userTeam = db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'user_team'")?.value;
  if (first !== null && userTeam !== undefined) trimOldPortals(db, first, [userTeam]);
  dropAbsencesBefore(db, year);
  clearStatusesBefore(db, year);
  rewritePlayersInOrder(db);
  // The pages the rows filled go back (saves with incremental auto-vacuum), so the migrated save is smaller at once.
  db.exec('PRAGMA incremental_vacuum');
}
