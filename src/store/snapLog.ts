// The log of a coached game's snaps: the calls made since the save was last written whole, kept in a small file beside
// it (`.NAME.snaps`, one line a snap, appended and made durable before the snap is answered). A snap then costs a
// line, not a write of the whole save; the save is written whole when the game ends (or at any other change), and the
// calls of the log go into it with everything else.
//
// A line says which game it belongs to and how many calls came before it, so it applies to the save by its contents,
// whatever happened to the file: a line whose calls the save already holds (written whole after it) is skipped, one
// of another game or dynasty is ignored, and a torn last line (a crash while appending) fails its checksum.
import { hashString } from '../core/random.js';
import type { Db } from './database.js';
import { COACHED_GAME_KEY } from './queries/coachedGame.js';
export { snapLogOf } from './storage/saveStorage.js';

/** The calls one snap added to the coached game. */
export interface SnapEntry {
  /** The dynasty's seed: a log beside another dynasty's save is not its own. */
  seed: number;
  game: number;
  /** How many calls the game had before these. */
  at: number;
  calls: string[];
}

const checksum = (json: string): string => hashString(json).toString(16).padStart(8, '0');

/** One line of the log: the entry as JSON, then its checksum. */
export function snapLine(entry: SnapEntry): string {
  const json = JSON.stringify(entry);
  return `${json} ${checksum(json)}\n`;
}

/**
 * The whole lines of a log, in order. A line that fails its checksum was torn by a crash while it was appended: it is
 * left out, and the lines appended after it (by the next process, on a line of their own) still count.
 */
export function snapEntries(text: string): SnapEntry[] {
  const entries: SnapEntry[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const cut = line.lastIndexOf(' ');
    const json = line.slice(0, cut);
    if (cut < 0 || checksum(json) !== line.slice(cut + 1)) continue;
    entries.push(JSON.parse(json) as SnapEntry);
  }
  return entries;
}

/**
 * Puts the log's calls the save's coached game lacks into it (in memory; the next whole write keeps them). Applying
 * a log twice changes nothing. True when a call was added.
 */
export function applySnapLog(db: Db, text: string): boolean {
  const row = db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [COACHED_GAME_KEY]);
  const seed = Number(db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'seed'")?.value);
  if (!row) return false;
  let record: { gameId: number; calls: string[]; finished: boolean };
  try {
    record = JSON.parse(row.value);
  } catch {
    // a damaged record is the coached game's own pages to report
    return false;
  }
  if (record.finished || !Array.isArray(record.calls)) return false;
  let added = false;
  for (const entry of snapEntries(text)) {
    if (entry.seed !== seed || entry.game !== record.gameId) continue;
    const have = record.calls.length;
    // A gap (a line lost before this one) ends what the log can say.
    if (entry.at > have) break;
    if (entry.at + entry.calls.length <= have) continue;
    record.calls.push(...entry.calls.slice(have - entry.at));
    added = true;
  }
  if (added) {
    db.run('UPDATE meta SET value = ? WHERE key = ?', [JSON.stringify(record), COACHED_GAME_KEY]);
  }
  return added;
}
