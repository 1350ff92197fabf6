// Where each coached program's coached game is kept (coached_programs.coached_game; actions/coach/record.ts reads
// and writes it, its calls apart), and the few facts of one left in progress.
import type { Db } from '../database.js';
import type { Program } from '../program.js';
import { readState } from './meta.js';

export interface CoachingInProgress {
  gameId: number;
  week: number;
  opponent: string;
}

/** The stored coached game of a program (JSON), or null. */
export function coachedGameText(db: Db, program: Program): string | null {
  return (
    db.get<{ game: string | null }>('SELECT coached_game AS game FROM coached_programs WHERE seat = ?', [program.seat])
      ?.game ?? null
  );
}

/** Writes a program's coached game, leaving its row as it is when the text is the same. */
export function writeCoachedGameText(db: Db, seat: number, text: string | null): void {
  db.run('UPDATE coached_programs SET coached_game = ? WHERE seat = ? AND coached_game IS NOT ?', [text, seat, text]);
}

/**
 * The program's coached game of this season that is not over yet, or null. Reads only the few fields it needs:
 * every page's info asks, and the whole record holds both teams' rosters. A damaged record is left to the coached
 * game's own pages to report.
 */
export function coachingInProgress(db: Db, program: Program, year = readState(db).year): CoachingInProgress | null {
  return coachingsInProgress(db, year).get(program.seat) ?? null;
}

/** Every coached program's game in progress this season, by seat. */
export function coachingsInProgress(db: Db, year = readState(db).year): Map<number, CoachingInProgress> {
  const rows = db.all<{
    seat: number;
    gameId: number;
    year: number;
    week: number;
    side: string;
    finished: number;
    home: string;
    away: string;
  }>(
    `SELECT seat, json_extract(coached_game, '$.gameId') AS gameId, json_extract(coached_game, '$.year') AS year,
            json_extract(coached_game, '$.week') AS week, json_extract(coached_game, '$.side') AS side,
            json_extract(coached_game, '$.finished') AS finished,
            json_extract(coached_game, '$.home.name') AS home, json_extract(coached_game, '$.away.name') AS away
       FROM coached_programs WHERE coached_game IS NOT NULL AND json_valid(coached_game) ORDER BY seat`,
  );
  const out = new Map<number, CoachingInProgress>();
  for (const row of rows) {
    if (row.finished || row.year !== year) continue;
    out.set(row.seat, { gameId: row.gameId, week: row.week, opponent: row.side === 'home' ? row.away : row.home });
  }
  return out;
}
