// The portal market's rows: starting roles promised to portal players, and the day each window has reached.
import type { Db } from '../database.js';

export type PortalWindow = 'winter' | 'spring';

/** The day the window has reached (0 before the player first moves it on). */
export function portalDay(db: Db, year: number, window: PortalWindow): number {
  return (
    db.get<{ day: number }>('SELECT day FROM portal_days WHERE year = ? AND window_kind = ?', [year, window])?.day ?? 0
  );
}

export function savePortalDay(db: Db, year: number, window: PortalWindow, day: number): void {
  db.run('INSERT OR REPLACE INTO portal_days (year, window_kind, day) VALUES (?, ?, ?)', [year, window, day]);
}

/** The portal players `team` promised a starting role after the `year` season. */
export function portalPromisesOf(db: Db, year: number, team: string): Set<number> {
  return new Set(
    db
      .all<{ player_id: number }>('SELECT player_id FROM portal_promises WHERE year = ? AND team = ?', [year, team])
      .map((r) => r.player_id),
  );
}

export function savePortalPromise(db: Db, year: number, playerId: number, team: string): void {
  db.run('INSERT OR IGNORE INTO portal_promises (year, player_id, team) VALUES (?, ?, ?)', [year, playerId, team]);
}
