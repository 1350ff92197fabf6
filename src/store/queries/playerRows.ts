// The rosters' table written again in id order once a season. Its rows grow in place all year (a leaver's left_year,
// a transfer's new team, depth chart moves), each growth splitting a full page in two, and last year's leavers
// leave holes when they move to former_players: after a few seasons its pages are a third empty (1.9 MiB for 1.3
// of rows at 30 seasons). Rewritten in id order (its rowid) the rows fill whole pages again; every query sees the
// same rows in the same order (and its index by team is rebuilt in order too). Costs about a tenth of a second at the
// turn of the season, the same every season.
import type { Db } from '../database.js';

export function rewritePlayersInOrder(db: Db): void {
  db.exec(`CREATE TEMP TABLE players_in_order AS SELECT * FROM players ORDER BY id;
DELETE FROM players;
INSERT INTO players SELECT * FROM players_in_order ORDER BY id;
DROP TABLE players_in_order;
REINDEX players_by_team;`);
}

/**
 * The offseason's roster moves (one year's rows, kept until the next offseason) in key order: progression writes
 * them team by team, so each landed in the middle of the year's rows and split pages.
 */
export function rewriteRosterChangesInOrder(db: Db, year: number): void {
  if (!Number.isSafeInteger(year)) throw new Error(`not a season: ${year}`);
  db.exec(`CREATE TEMP TABLE roster_changes_in_order AS SELECT * FROM roster_changes WHERE year = ${year};
DELETE FROM roster_changes WHERE year = ${year};
INSERT INTO roster_changes SELECT * FROM roster_changes_in_order ORDER BY year, player_id, kind;
DROP TABLE roster_changes_in_order;`);
}

/**
 * A finished season's games in id order, at the season's end. Its rows were written with the schedule and grew as
 * results came in (points, ranks, a headline), each growth splitting a full page, so the season's pages were left
 * part empty. The season is the last in the table when it ends, so written again its rows fill whole pages.
 */
export function rewriteSeasonGamesInOrder(db: Db, year: number): void {
  if (!Number.isSafeInteger(year)) throw new Error(`not a season: ${year}`);
  db.exec(`CREATE TEMP TABLE games_in_order AS SELECT * FROM games WHERE year = ${year};
DELETE FROM games WHERE year = ${year};
INSERT INTO games SELECT * FROM games_in_order ORDER BY id;
DROP TABLE games_in_order;`);
}

/**
 * Former players' groups written again in order, once a season (at its end). A group is rewritten whole each time
 * leavers join it, and its pages are left part empty: about a tenth of a MiB in a 30-season save, for about 30 ms.
 */
export function rewriteFormerPlayersInOrder(db: Db): void {
  db.exec(`CREATE TEMP TABLE former_players_in_order AS SELECT * FROM former_players;
DELETE FROM former_players;
INSERT INTO former_players SELECT * FROM former_players_in_order ORDER BY id_group;
DROP TABLE former_players_in_order;`);
}
