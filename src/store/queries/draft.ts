// The NFL draft of each offseason: every drafted player with his college, and early entrants nobody drafted.
import type { DraftResult } from '../../core/draft/types.js';
import type { Db } from '../database.js';
import { decodeRows, encodeRows } from '../encoding/tableRows.js';

export interface DraftPickRow {
  year: number;
  player_id: number;
  college: string;
  first: string;
  last: string;
  pos: string;
  class: string;
  rating: number;
  early: number;
  pick: number | null;
  round: number | null;
  round_pick: number | null;
  nfl_team: string | null;
}

/** Stores a season's draft (`year`: the season the players left after). */
export function saveDraft(db: Db, year: number, draft: DraftResult): void {
  const sql = `INSERT OR REPLACE INTO draft_picks (year, player_id, college, first, last, pos, class, rating, early, pick, round, round_pick, nfl_team)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
  for (const p of draft.picks) {
    const x = p.player;
    db.run(sql, [
      year,
      x.id,
      x.college,
      x.first,
      x.last,
      x.pos,
      x.year,
      x.rating,
      x.early ? 1 : 0,
      p.pick,
      p.round,
      p.roundPick,
      p.nflTeam,
    ]);
  }
  for (const x of draft.undraftedEarly) {
    db.run(sql, [year, x.id, x.college, x.first, x.last, x.pos, x.year, x.rating, 1, null, null, null, null]);
  }
}

const COLUMNS = [
  'year',
  'player_id',
  'college',
  'first',
  'last',
  'pos',
  'class',
  'rating',
  'early',
  'pick',
  'round',
  'round_pick',
  'nfl_team',
] as const;

/** Picks in order, then undrafted early entrants by rating (as the draft page lists them). */
const draftOrder = (a: DraftPickRow, b: DraftPickRow): number =>
  Number(a.pick === null) - Number(b.pick === null)
  || (a.pick ?? 0) - (b.pick ?? 0)
  || b.rating - a.rating
  || a.player_id - b.player_id;

/** A finished offseason's draft from its archived blob (draft_history). */
function archivedDraft(db: Db, year: number): DraftPickRow[] {
  const row = db.get<{ picks: Uint8Array }>('SELECT picks FROM draft_history WHERE year = ?', [year]);
  return row ? (decodeRows(row.picks) as unknown as DraftPickRow[]) : [];
}

/** A season's draft: picks in order, then undrafted early entrants by rating (the latest as rows, older ones packed). */
export function draftOf(db: Db, year: number): DraftPickRow[] {
  const rows = db.all<DraftPickRow>(
    'SELECT * FROM draft_picks WHERE year = ? ORDER BY pick IS NULL, pick, rating DESC, player_id',
    [year],
  );
  return rows.length > 0 ? rows : archivedDraft(db, year).sort(draftOrder);
}

/** Seasons that have a draft, newest first. */
export function draftYears(db: Db): number[] {
  return db
    .all<{ year: number }>(
      'SELECT year FROM draft_history UNION SELECT DISTINCT year FROM draft_picks ORDER BY year DESC',
    )
    .map((r) => r.year);
}

/** Early entrants of one program in a season (drafted or not). */
export function earlyEntrantsOf(db: Db, year: number, team: string): DraftPickRow[] {
  return draftOf(db, year)
    .filter((p) => p.college === team && p.early === 1)
    .sort((a, b) => b.rating - a.rating || a.player_id - b.player_id);
}

/** Moves the drafts before `year` from rows into one blob each (encoding/tableRows.ts): the latest stays as rows. */
export function archiveDraftBefore(db: Db, year: number): void {
  const years = db
    .all<{ year: number }>('SELECT DISTINCT year FROM draft_picks WHERE year < ?', [year])
    .map((r) => r.year);
  for (const y of years) {
    const rows = [
      ...archivedDraft(db, y),
      ...db.all<DraftPickRow>('SELECT * FROM draft_picks WHERE year = ? ORDER BY player_id', [y]),
    ];
    db.run('INSERT OR REPLACE INTO draft_history (year, picks) VALUES (?, ?)', [y, encodeRows(COLUMNS, rows)]);
  }
  db.run('DELETE FROM draft_picks WHERE year < ?', [year]);
}
