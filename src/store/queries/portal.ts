// The transfer portal of each offseason: who entered (and why), the player's offers, and where each signed.
import type { PortalReason } from '../../core/portal/types.js';
import type { Db } from '../database.js';

export interface PortalEntryRow {
  year: number;
  player_id: number;
  from_team: string;
  first: string;
  last: string;
  pos: string;
  class: string;
  rating: number;
  stars: number;
  reason: PortalReason;
  to_team: string | null;
  sits_out: number;
}

export function savePortalEntry(db: Db, row: Omit<PortalEntryRow, 'to_team' | 'sits_out'>): void {
  db.run(
    `INSERT OR REPLACE INTO portal_entries (year, player_id, from_team, first, last, pos, class, rating, stars, reason, to_team, sits_out)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 0)`,
    [row.year, row.player_id, row.from_team, row.first, row.last, row.pos, row.class, row.rating, row.stars, row.reason],
  );
}

/** A season's portal, best players first. */
export function portalEntries(db: Db, year: number): PortalEntryRow[] {
  return db.all<PortalEntryRow>('SELECT * FROM portal_entries WHERE year = ? ORDER BY rating DESC, player_id', [year]);
}

export function portalEntry(db: Db, year: number, playerId: number): PortalEntryRow | undefined {
  return db.get<PortalEntryRow>('SELECT * FROM portal_entries WHERE year = ? AND player_id = ?', [year, playerId]);
}

/** Portal entries (any season) whose player has this name, newest first. */
export function portalEntriesNamed(db: Db, first: string, last: string): PortalEntryRow[] {
  return db.all<PortalEntryRow>(
    'SELECT * FROM portal_entries WHERE lower(first) = lower(?) AND lower(last) = lower(?) ORDER BY year DESC, rating DESC',
    [first, last],
  );
}

export function recordPortalSigning(db: Db, year: number, playerId: number, team: string, sitsOut: boolean): void {
  db.run('UPDATE portal_entries SET to_team = ?, sits_out = ? WHERE year = ? AND player_id = ?', [team, sitsOut ? 1 : 0, year, playerId]);
}

/** The teams that offered a portal player this season (the player's team's offers; computer offers are not kept). */
export function portalOffersOf(db: Db, year: number, team: string): number[] {
  return db.all<{ player_id: number }>('SELECT player_id FROM portal_offers WHERE year = ? AND team = ? ORDER BY player_id', [year, team]).map((r) => r.player_id);
}

export function savePortalOffer(db: Db, year: number, playerId: number, team: string): void {
  db.run('INSERT OR IGNORE INTO portal_offers (year, player_id, team) VALUES (?, ?, ?)', [year, playerId, team]);
}

/** Players who transferred in last offseason and sit out `season` (the rule before 2021). */
export function sittingOut(db: Db, season: number): Set<number> {
  return new Set(
    db.all<{ player_id: number }>('SELECT player_id FROM portal_entries WHERE year = ? AND sits_out = 1 AND to_team IS NOT NULL', [season - 1])
      .map((r) => r.player_id),
  );
}

/** Entrants per program in a season (the batch report). */
export function portalCountsByTeam(db: Db, year: number): Map<string, number> {
  return new Map(
    db.all<{ from_team: string; n: number }>('SELECT from_team, COUNT(*) AS n FROM portal_entries WHERE year = ? GROUP BY from_team', [year])
      .map((r) => [r.from_team, r.n]),
  );
}

/** A portal player joins his new program (active on its roster again). */
export function joinProgram(db: Db, playerId: number, team: string): void {
  db.run('UPDATE players SET team = ?, active = 1, left_year = NULL WHERE id = ?', [team, playerId]);
}
