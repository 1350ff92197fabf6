// Save schema 11 (a 30-season save of 20 MiB against a goal of 20): finished seasons' game box scores, team
// totals and polls move from a row a game, a team or a poll's team into one deflated blob a season each
// (encoding/seasonArchive.ts). The season being played keeps its
// rows (the simulation writes them); nextYear.ts archives a season when the next one begins.
import type { Db } from '../database.js';
import { archiveSeason } from '../queries/seasonArchive.js';

export const SEASON_ARCHIVE_TABLES = `
-- Finished seasons' game box scores (game_boxes holds the season being played), one deflated blob a season.
CREATE TABLE season_boxes (
  year INTEGER PRIMARY KEY,
  boxes BLOB NOT NULL
);
-- Finished seasons' team totals (team_stats holds the season being played), one deflated blob a season.
CREATE TABLE season_team_stats (
  year INTEGER PRIMARY KEY,
  teams BLOB NOT NULL
);
-- Finished seasons' polls (polls holds the season being played), one deflated blob a season.
CREATE TABLE season_polls (
  year INTEGER PRIMARY KEY,
  polls BLOB NOT NULL
);
`;

export function archiveSeasons(db: Db): void {
  db.exec(SEASON_ARCHIVE_TABLES);
  const year = Number(db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'year'")?.value);
  if (!Number.isFinite(year)) return;
  // Seasons before the current one are over (the current one may still be played, or be in its offseason).
  for (const finished of db.all<{ year: number }>('SELECT DISTINCT year FROM games WHERE year < ? ORDER BY year', [
    year,
  ])) {
    archiveSeason(db, finished.year);
  }
  db.exec('PRAGMA incremental_vacuum');
}
