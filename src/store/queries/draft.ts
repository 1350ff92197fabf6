// The NFL draft of each offseason: every drafted player with his college, and early entrants nobody drafted.
import type { DraftResult } from '../../core/draft/types.js';
import type { Db } from '../database.js';

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
    db.run(sql, [year, x.id, x.college, x.first, x.last, x.pos, x.year, x.rating, x.early ? 1 : 0, p.pick, p.round, p.roundPick, p.nflTeam]);
  }
  for (const x of draft.undraftedEarly) {
    db.run(sql, [year, x.id, x.college, x.first, x.last, x.pos, x.year, x.rating, 1, null, null, null, null]);
  }
}

/** A season's draft: picks in order, then undrafted early entrants by rating. */
export function draftOf(db: Db, year: number): DraftPickRow[] {
  return db.all<DraftPickRow>(
    'SELECT * FROM draft_picks WHERE year = ? ORDER BY pick IS NULL, pick, rating DESC, player_id',
    [year],
  );
}

/** Seasons that have a draft, newest first. */
export function draftYears(db: Db): number[] {
  return db.all<{ year: number }>('SELECT DISTINCT year FROM draft_picks ORDER BY year DESC').map((r) => r.year);
}

/** Early entrants of one program in a season (drafted or not). */
export function earlyEntrantsOf(db: Db, year: number, team: string): DraftPickRow[] {
  return db.all<DraftPickRow>('SELECT * FROM draft_picks WHERE year = ? AND college = ? AND early = 1 ORDER BY rating DESC, player_id', [year, team]);
}

/** Early entrants per season (the batch report). */
export function earlyEntrantCount(db: Db, year: number): number {
  return db.get<{ n: number }>('SELECT COUNT(*) AS n FROM draft_picks WHERE year = ? AND early = 1', [year])?.n ?? 0;
}
