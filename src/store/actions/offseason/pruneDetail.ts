// Applies the retention setting: drops the detail of games older than it keeps.
import type { Db } from '../../database.js';
import { dropOldDetail } from '../../queries/gameDetails.js';
import { firstDetailYear, readRetention } from '../../queries/retention.js';

export function pruneOldDetail(db: Db, year: number, userTeam: string): void {
  const first = firstDetailYear(readRetention(db), year);
  if (first !== null) dropOldDetail(db, first, userTeam);
}
