// The coached game's key in the meta table, and the few facts of one left in progress (actions/coach/record.ts
// reads and writes the whole record).
import type { Db } from '../database.js';
import { readState } from './meta.js';

/** The meta key of the coached game. */
export const COACHED_GAME_KEY = 'coached_game';

export interface CoachingInProgress {
  gameId: number;
  week: number;
  opponent: string;
}

/**
 * The player's coached game of this season that is not over yet, or null. Reads only the few fields it needs: every
 * page's info asks, and the whole record holds both teams' rosters. A damaged record is left to the coached game's
 * own pages to report.
 */
export function coachingInProgress(db: Db, year = readState(db).year): CoachingInProgress | null {
  const row = db.get<{
    gameId: number;
    year: number;
    week: number;
    side: string;
    finished: number;
    home: string;
    away: string;
  }>(
    `SELECT json_extract(value, '$.gameId') AS gameId, json_extract(value, '$.year') AS year, json_extract(value, '$.week') AS week,
            json_extract(value, '$.side') AS side, json_extract(value, '$.finished') AS finished,
            json_extract(value, '$.home.name') AS home, json_extract(value, '$.away.name') AS away
       FROM meta WHERE key = ? AND json_valid(value)`,
    [COACHED_GAME_KEY],
  );
  if (!row || row.finished || row.year !== year) return null;
  return { gameId: row.gameId, week: row.week, opponent: row.side === 'home' ? row.away : row.home };
}
