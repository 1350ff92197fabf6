// God Mode in the save: the switch (meta god_mode), what was done under it (meta god_mode_log, so history can
// mark those seasons) and the results forced on unplayed games (meta god_mode_forced), with the reason of each an
// online league's commissioner forced in the open, God Mode on or off (meta forced_reasons). A dynasty that never
// turned it on has none of these keys.
import type { Db } from '../database.js';
import { parseStoredJson } from '../storedContent.js';

export interface GodModeEntry {
  year: number;
  week: number;
  what: string;
}

function readJson<T>(db: Db, key: string, empty: T): T {
  const row = db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [key]);
  return row ? parseStoredJson<T>(row.value, "God Mode's log", Array.isArray(empty) ? 'list' : 'object') : empty;
}

function writeMeta(db: Db, key: string, value: string): void {
  db.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [
    key,
    value,
  ]);
}

export function godModeOn(db: Db): boolean {
  return db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'god_mode'")?.value === '1';
}

export function writeGodMode(db: Db, on: boolean): void {
  writeMeta(db, 'god_mode', on ? '1' : '0');
}

export function godModeLog(db: Db): GodModeEntry[] {
  return readJson<GodModeEntry[]>(db, 'god_mode_log', []);
}

export function logGodMode(db: Db, entry: GodModeEntry): void {
  writeMeta(db, 'god_mode_log', JSON.stringify([...godModeLog(db), entry]));
}

/** Seasons in which anything was done under God Mode (switching it on counts). */
export function godModeSeasons(db: Db): number[] {
  return [...new Set(godModeLog(db).map((e) => e.year))].sort((a, b) => a - b);
}

/** The winners forced on unplayed games, by game id. */
export function forcedWinners(db: Db): Map<number, string> {
  return new Map(
    Object.entries(readJson<Record<string, string>>(db, 'god_mode_forced', {})).map(([id, team]) => [Number(id), team]),
  );
}

/** A game's forced winner and, forced by an online league's commissioner, his reason (null under God Mode). */
export interface ForcedWinner {
  winner: string;
  reason: string | null;
}

/** The reasons of the results an online league's commissioner forced, by game id. */
export function forcedReasons(db: Db): Map<number, string> {
  return new Map(
    Object.entries(readJson<Record<string, string>>(db, 'forced_reasons', {})).map(([id, why]) => [Number(id), why]),
  );
}

/** The forced winner of a game and the reason it was forced, or null when its result is not forced. */
export function forcedWinnerOf(db: Db, gameId: number): ForcedWinner | null {
  const winner = forcedWinners(db).get(gameId);
  if (winner === undefined) return null;
  return { winner, reason: forcedReasons(db).get(gameId) ?? null };
}

/** Forces a game's winner: with a reason, the commissioner's in the open; without one, under God Mode. */
export function writeForcedWinner(db: Db, gameId: number, winner: string, reason?: string): void {
  const all = readJson<Record<string, string>>(db, 'god_mode_forced', {});
  all[String(gameId)] = winner;
  writeMeta(db, 'god_mode_forced', JSON.stringify(all));
  const reasons = readJson<Record<string, string>>(db, 'forced_reasons', {});
  if (reason === undefined && reasons[String(gameId)] === undefined) return;
  if (reason === undefined) delete reasons[String(gameId)];
  else reasons[String(gameId)] = reason;
  writeMeta(db, 'forced_reasons', JSON.stringify(reasons));
}

/**
 * Was this played game's result forced under God Mode? Its forced winner won it (an id that came to name another game
 * is not: the forced team does not play in it).
 */
export function isForcedResult(
  forced: ReadonlyMap<number, string>,
  game: { id: number; home: string; away: string; home_points: number | null; away_points: number | null },
): boolean {
  const winner = forced.get(game.id);
  if (winner === undefined || game.home_points === null || game.away_points === null) return false;
  return winner === (game.home_points > game.away_points ? game.home : game.away);
}
