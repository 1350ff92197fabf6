// Walk-on invitations in the save (migrations/training.ts walkon_invites).
import type { Db } from '../database.js';

export function walkOnInvites(db: Db, year: number, team: string): number[] {
  return db
    .all<{ prospect_id: number }>(
      'SELECT prospect_id FROM walkon_invites WHERE year = ? AND team = ? ORDER BY prospect_id',
      [year, team],
    )
    .map((r) => r.prospect_id);
}

export function setWalkOnInvite(db: Db, year: number, team: string, prospectId: number, invited: boolean): void {
  if (invited)
    db.run('INSERT OR IGNORE INTO walkon_invites (year, team, prospect_id) VALUES (?, ?, ?)', [year, team, prospectId]);
  else db.run('DELETE FROM walkon_invites WHERE year = ? AND team = ? AND prospect_id = ?', [year, team, prospectId]);
}

/** Invitations of classes already signed: nobody reads them again. */
export function dropWalkOnInvitesBefore(db: Db, year: number): void {
  db.run('DELETE FROM walkon_invites WHERE year < ?', [year]);
}
