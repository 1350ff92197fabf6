// An online league's turns played, kept in its save (meta key league_turn) in the same transaction as each move of
// its game: the server's own database records the turn after the save has moved, and a server stopped between the
// two finds here, when it opens the league again, how far the save really is (server/leagues/turns.ts). The key is
// there from the league's start (turn 0): a save that has it is a league's, whose weeks only its turns play.
import type { Db } from '../database.js';

const KEY = 'league_turn';

/** The league turn the save's game was last moved to (0: started); null in a save that is no league's. */
export function leagueTurnOf(db: Db): number | null {
  const value = db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [KEY])?.value;
  const turn = Number(value);
  return value !== undefined && Number.isInteger(turn) && turn >= 0 ? turn : null;
}

/** Records that the game was moved to this turn (inside the transaction that moved it). */
export function recordLeagueTurn(db: Db, turn: number): void {
  db.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [
    KEY,
    String(turn),
  ]);
}

/**
 * Is this an online league's save? Then only the league's turn plays its weeks: a coach's own calls (his coached
 * game, a head-to-head game) play no week, and leave a game's result to the turn that plays its week.
 */
export function weeksPlayedByTurns(db: Db): boolean {
  return leagueTurnOf(db) !== null;
}
