// A played game's details. game_boxes (season_boxes once the season is over) keeps every game's team box score and
// line score forever; game_detail
// keeps drives, players' lines and play-by-play while the dynasty's retention setting says so (retention.ts).
import type { Drive, PlayText } from '../../core/sim/types.js';
import type { Db } from '../database.js';
import { type GameBox, decodeBox } from '../encoding/boxScore.js';
import { decodeDrives } from '../encoding/drives.js';
import { type GamePlayers, decodeGamePlayers } from '../encoding/playerLines.js';
import { decodePlays } from '../encoding/plays.js';
import { deflatePacked } from '../encoding/deflatedPacked.js';
import { archivedBox } from './seasonArchive.js';

export type { GameBox } from '../encoding/boxScore.js';
export type { GamePlayers } from '../encoding/playerLines.js';

export interface GameDetails {
  box: GameBox;
  drives: Drive[];
  plays: PlayText[] | null;
  /** false when the retention setting dropped this game's drives, players' lines and play-by-play. */
  detailKept: boolean;
}

export function gameDetails(db: Db, gameId: number): GameDetails | undefined {
  // The season being played keeps a row a game; a finished season, one blob (seasonArchive.ts).
  const row = db.get<{ box: Uint8Array }>('SELECT box FROM game_boxes WHERE game_id = ?', [gameId]);
  const box = row ? decodeBox(row.box) : archivedBox(db, gameId);
  if (!box) return undefined;
  const detail = db.get<{ drives: Uint8Array; plays: Uint8Array | null }>(
    'SELECT drives, plays FROM game_detail WHERE game_id = ?',
    [gameId],
  );
  return {
    box,
    drives: detail ? decodeDrives(detail.drives) : [],
    plays: detail?.plays ? decodePlays(detail.plays) : null,
    detailKept: detail !== undefined,
  };
}

/**
 * The players' lines of one game (null when the game is unplayed or its lines were not kept). Names are not in
 * the encoding: the pages that show lines look them up (gameLines).
 */
export function gamePlayers(db: Db, gameId: number): GamePlayers | null {
  const row = db.get<{ players: Uint8Array | null }>('SELECT players FROM game_detail WHERE game_id = ?', [gameId]);
  return row?.players ? decodeGamePlayers(row.players, () => '') : null;
}

/**
 * Drops drives, players' lines and play-by-play of the games played before `firstKeptYear`, except the games of
 * `keepTeams` (the coached programs keep every game's detail forever). Scores and box scores stay.
 */
export function dropOldDetail(db: Db, firstKeptYear: number, keepTeams: readonly string[], fromYear = 0): void {
  const list = keepTeams.map(() => '?').join(', ');
  const kept = keepTeams.length === 0 ? '' : ` AND home NOT IN (${list}) AND away NOT IN (${list})`;
  db.run(`DELETE FROM game_detail WHERE game_id IN (SELECT id FROM games WHERE year >= ? AND year < ?${kept})`, [
    fromYear,
    firstKeptYear,
    ...keepTeams,
    ...keepTeams,
  ]);
}

/**
 * Deflates a season's kept drives and players' lines (encoding/deflatedPacked.ts), of `teams`' games alone when
 * given: detail kept for good, once (pruneDetail.ts compactKeptDetail). The rows are written again in key order
 * rather than updated in place: a whole season is then the end of the table, so its rows are appended to full pages
 * instead of leaving each old page with the room they gave up.
 */
export function compactSeasonDetail(db: Db, year: number, teams?: readonly string[]): void {
  const list = (teams ?? []).map(() => '?').join(', ');
  const games = teams === undefined ? 'year = ?' : `year = ? AND (home IN (${list}) OR away IN (${list}))`;
  const params = teams === undefined ? [year] : [year, ...teams, ...teams];
  const rows = db.all<{ game_id: number; drives: Uint8Array; players: Uint8Array | null; plays: Uint8Array | null }>(
    `SELECT d.game_id, d.drives, d.players, d.plays FROM game_detail d WHERE d.game_id IN (SELECT id FROM games WHERE ${games}) ORDER BY d.game_id`,
    params,
  );
  db.run(`DELETE FROM game_detail WHERE game_id IN (SELECT id FROM games WHERE ${games})`, params);
  for (const r of rows) {
    db.run('INSERT INTO game_detail (game_id, drives, players, plays) VALUES (?, ?, ?, ?)', [
      r.game_id,
      deflatePacked(r.drives),
      r.players && deflatePacked(r.players),
      r.plays,
    ]);
  }
}
