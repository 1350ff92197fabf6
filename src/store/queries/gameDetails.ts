// A played game's details: box score, drives, play-by-play and player lines, stored as deflated JSON.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Drive, PlayerGameStats, PlayText, TeamGameStats } from '../../core/sim/types.js';
import type { Db } from '../database.js';

/** The team side of a game result that is not in the games row. */
export interface GameBox {
  teamStats: { home: TeamGameStats; away: TeamGameStats };
  homeByPeriod: number[];
  awayByPeriod: number[];
}

export interface GamePlayers {
  home: PlayerGameStats[];
  away: PlayerGameStats[];
}

export interface GameDetails {
  box: GameBox;
  drives: Drive[];
  plays: PlayText[] | null;
  players: GamePlayers | null;
}

function pack(value: unknown): Uint8Array {
  // Level 1: a few percent larger than the default level and several times faster (a season packs ~3,000 blobs).
  return deflateRawSync(Buffer.from(JSON.stringify(value)), { level: 1 });
}

function unpack<T>(bytes: Uint8Array): T {
  return JSON.parse(inflateRawSync(bytes).toString('utf8')) as T;
}

/** A play as a row of values: half the text of an object with keys, so packing a season is twice as fast. */
type PlayRow = [number, number, 0 | 1, number, number, string, string, number, number];

function playRows(plays: readonly PlayText[]): PlayRow[] {
  return plays.map((p) => [p.quarter, p.clock, p.offense === 'home' ? 0 : 1, p.down, p.distance, p.field, p.text, p.homeScore, p.awayScore]);
}

function playsFromRows(rows: readonly PlayRow[]): PlayText[] {
  return rows.map(([quarter, clock, offense, down, distance, field, text, homeScore, awayScore]) => ({
    quarter, clock, offense: offense === 0 ? 'home' : 'away', down, distance, field, text, homeScore, awayScore,
  }));
}

export function saveGameDetails(db: Db, gameId: number, details: GameDetails): void {
  db.run('INSERT OR REPLACE INTO game_details (game_id, box, drives) VALUES (?, ?, ?)', [gameId, pack(details.box), pack(details.drives)]);
  if (details.players) {
    db.run('INSERT OR REPLACE INTO game_extras (game_id, players, plays) VALUES (?, ?, ?)', [
      gameId,
      pack(details.players),
      details.plays ? pack(playRows(details.plays)) : null,
    ]);
  }
}

export function gameDetails(db: Db, gameId: number): GameDetails | undefined {
  const row = db.get<{ box: Uint8Array; drives: Uint8Array; plays: Uint8Array | null; players: Uint8Array | null }>(
    `SELECT d.box, d.drives, e.plays, e.players FROM game_details d LEFT JOIN game_extras e ON e.game_id = d.game_id
      WHERE d.game_id = ?`,
    [gameId],
  );
  if (!row) return undefined;
  return {
    box: unpack(row.box),
    drives: unpack(row.drives),
    plays: row.plays ? playsFromRows(unpack<PlayRow[]>(row.plays)) : null,
    players: row.players ? unpack(row.players) : null,
  };
}

/** The players' lines of one game (null when the game is unplayed or its lines were summarized away). */
export function gamePlayers(db: Db, gameId: number): GamePlayers | null {
  const row = db.get<{ players: Uint8Array | null }>('SELECT players FROM game_extras WHERE game_id = ?', [gameId]);
  return row?.players ? unpack<GamePlayers>(row.players) : null;
}

/** Team box scores of a season's played games. */
export function seasonBoxes(db: Db, year: number): { gameId: number; home: string; away: string; box: GameBox }[] {
  return db
    .all<{ id: number; home: string; away: string; box: Uint8Array }>(
      'SELECT g.id, g.home, g.away, d.box FROM games g JOIN game_details d ON d.game_id = g.id WHERE g.year = ?',
      [year],
    )
    .map((r) => ({ gameId: r.id, home: r.home, away: r.away, box: unpack<GameBox>(r.box) }));
}

/** After a season: drop play-by-play and player lines of the games the player's team was not in. */
export function summarizeOldGames(db: Db, year: number, keepTeam: string): void {
  db.run(
    `DELETE FROM game_extras WHERE game_id IN (
       SELECT id FROM games WHERE year = ? AND home <> ? AND away <> ?)`,
    [year, keepTeam, keepTeam],
  );
}
