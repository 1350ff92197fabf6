// Did a program change head coaches this offseason? Portal entry (departures.ts) makes players of such programs
// more likely to leave. The carousel (coaches/seasonEnd.ts) runs at the season's end, before roster progression.
import type { Db } from '../../database.js';
import { coachingChanges } from '../../queries/coaches.js';

export function programChangedCoaches(db: Db, team: string, year: number): boolean {
  return coachingChanges(db, year).includes(team);
}
