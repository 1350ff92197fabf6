// The rosters' table written again in id order once a season. Its rows grow in place all year (a leaver's left_year,
// a transfer's new team, depth chart moves), each growth splitting a full page in two, and last year's leavers
// leave holes when they move to former_players: after a few seasons its pages are a third empty (1.9 MiB for 1.3
// of rows at 30 seasons). Rewritten in id order (its rowid) the rows fill whole pages again; every query sees the
// same rows in the same order (and its index by team is rebuilt in order too). Costs about a tenth of a second at the
// turn of the season, the same every season.
import type { Db } from '../database.js';

/**
 * Writes a table's rows (those of `where`, or all) again in `orderBy` order, after the rows' own pages grew part
 * empty. Table and column names are this module's constants, never input. The copy is taken in `orderBy` order
 * (free when that is the table's own key order: the scan already gives it) and written back in the copy's rowid
 * order, which is that order, so no step sorts.
 */
function rewriteInOrder(db: Db, table: string, orderBy: string, where = ''): void {
  const filter = where ? ` WHERE ${where}` : '';
  db.exec(`CREATE TEMP TABLE ${table}_in_order AS SELECT * FROM ${table}${filter} ORDER BY ${orderBy};
DELETE FROM ${table}${filter};
INSERT INTO ${table} SELECT * FROM ${table}_in_order ORDER BY rowid;
DROP TABLE ${table}_in_order;`);
}

function seasonFilter(year: number): string {
  if (!Number.isSafeInteger(year)) throw new Error(`not a season: ${year}`);
  return `year = ${year}`;
}

/**
 * The rosters' index by team is dropped while the rows go back and made again after (its own statement, read from
 * the schema): built once from the finished table, in order, rather than kept up row by row and then rebuilt.
 */
export function rewritePlayersInOrder(db: Db): void {
  const index = db.get<{ sql: string }>(
    "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = 'players_by_team'",
  )?.sql;
  if (index) db.exec('DROP INDEX players_by_team');
  const table =
    db.get<{ sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'players'")?.sql ?? '';
  const copy = table.replace(/^CREATE TABLE "?players"? /, 'CREATE TEMP TABLE players_in_order ');
  if (index === undefined || copy === table) rewriteInOrder(db, 'players', 'id');
  else copyRowsTwice(db, copy);
  if (index) db.exec(index);
}

/**
 * The players' rows copied out and back whole: the copy is a table declared as the rosters' own (the same columns,
 * types, constraints and defaults, and like it without an index), so each `INSERT ... SELECT *` is SQLite's transfer
 * of whole records, in rowid order, none decoded or encoded again (a copy made by CREATE TABLE AS and a reinsert
 * decoded and encoded each of the 15,000 rows twice: two thirds of the rewrite). The rows come back the same, in
 * the same order, onto whole pages.
 */
function copyRowsTwice(db: Db, createCopy: string): void {
  db.exec(`${createCopy};
INSERT INTO temp.players_in_order SELECT * FROM main.players;
DELETE FROM main.players;
INSERT INTO main.players SELECT * FROM temp.players_in_order;
DROP TABLE temp.players_in_order;`);
}

/**
 * The offseason's roster moves (one year's rows, kept until the next offseason) in key order. Progression writes
 * its rows in key order after the year before's (saveRosterChanges), so they fill whole pages; signing day's recruits
 * come after them (prospects' ids are handed out after every player's) but team by team, each landing in the middle
 * of the recruits written before and splitting pages. Only the recruits' rows are written again.
 */
export function rewriteRosterChangesInOrder(db: Db, year: number): void {
  rewriteInOrder(db, 'roster_changes', 'year, player_id, kind', `${seasonFilter(year)} AND kind = 'recruit'`);
}

/**
 * A finished season's games in id order, at the season's end. Its rows were written with the schedule and grew as
 * results came in (points, ranks, a headline), each growth splitting a full page, so the season's pages were left
 * part empty. The season is the last in the table when it ends, so written again its rows fill whole pages.
 */
export function rewriteSeasonGamesInOrder(db: Db, year: number): void {
  rewriteInOrder(db, 'games', 'id', seasonFilter(year));
}

/**
 * A finished season's team totals in key order, at the season's end: each simulation of the season wrote its teams'
 * rows again, longer each time, splitting pages. The season is the last in the table when it ends, so written again
 * its rows fill whole pages (about 20 KiB of a 30-season save; the same for player_seasons gained nothing). A few
 * milliseconds: 134 rows.
 */
export function rewriteSeasonTeamStatsInOrder(db: Db, year: number): void {
  rewriteInOrder(db, 'team_stats', 'year, team', seasonFilter(year));
}
