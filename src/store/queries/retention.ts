// How much game detail the dynasty keeps: drives, players' lines and play-by-play for the current season and the
// last `seasons` before it (the player's own team's games always), or everything. Older games keep their score,
// line score and team box score; standings, polls, season statistics, careers and history are never dropped.
import type { Db } from '../database.js';

export type Retention = { keep: 'seasons'; seasons: number } | { keep: 'all' };

/** The default, as in the best GM games: a few seasons of full detail keep a 30-season save small. */
export const DEFAULT_DETAIL_SEASONS = 3;
/** The most past seasons a number can ask for (more is what "all" is for). */
export const MAX_DETAIL_SEASONS = 50;

const KEY = 'detail_seasons';

export function readRetention(db: Db): Retention {
  const value = db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [KEY])?.value;
  if (value === 'all') return { keep: 'all' };
  const seasons = Number(value);
  return {
    keep: 'seasons',
    seasons: value !== undefined && Number.isInteger(seasons) && seasons >= 0 ? seasons : DEFAULT_DETAIL_SEASONS,
  };
}

export function writeRetention(db: Db, retention: Retention): void {
  db.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [
    KEY,
    retentionText(retention),
  ]);
}

/** The first season whose games keep full detail when `year` is the current season (null: every season). */
export function firstDetailYear(retention: Retention, year: number): number | null {
  return retention.keep === 'all' ? null : year - retention.seasons;
}

/** "3" or "all": the setting as the CLI and the API write it. */
export function retentionText(retention: Retention): string {
  return retention.keep === 'all' ? 'all' : String(retention.seasons);
}
