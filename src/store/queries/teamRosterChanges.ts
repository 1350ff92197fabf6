// The offseason's roster moves of one team, with the players as they are now (pages of the offseason).
import type { Db } from '../database.js';
import type { RosterChangeKind } from './rosterChanges.js';

export interface RosterMoveRow {
  player_id: number;
  team: string;
  rating_before: number | null;
  rating_after: number;
  change: number;
  first: string;
  last: string;
  pos: string;
  class: string;
  starter: number;
  stars: number;
  development_trait: number;
}

const SELECT = `SELECT rc.player_id, rc.team, rc.rating_before, rc.rating_after, rc.change,
                       p.first, p.last, p.pos, p.class, p.starter, p.stars, p.development_trait
                  FROM roster_changes rc JOIN players p ON p.id = rc.player_id`;

/** One team's moves of a kind, best rating first. */
export function teamRosterMoves(db: Db, year: number, kind: RosterChangeKind, team: string): RosterMoveRow[] {
  return db.all<RosterMoveRow>(
    `${SELECT} WHERE rc.year = ? AND rc.kind = ? AND rc.team = ? ORDER BY rc.rating_after DESC, rc.player_id`,
    [year, kind, team],
  );
}

/** Every team's moves of a kind, best rating first. */
export function allRosterMoves(db: Db, year: number, kind: RosterChangeKind): RosterMoveRow[] {
  return db.all<RosterMoveRow>(
    `${SELECT} WHERE rc.year = ? AND rc.kind = ? ORDER BY rc.rating_after DESC, rc.player_id`,
    [year, kind],
  );
}
