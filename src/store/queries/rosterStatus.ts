// The season's player status, the player's depth chart edits, and who sat out each game.
import { applyDepthEdits, type DepthEdits } from '../../core/players/depthChart.js';
import { POSITIONS, type Player, type Position } from '../../core/players/types.js';
import type { PlayerStatus } from '../../core/roster/types.js';
import type { SqlValue } from '../database.js';
import type { Db } from '../database.js';
import { runRows } from './manyRows.js';
import { teamRoster } from './players.js';
import { parseStoredJson } from '../storedContent.js';

/** Every status row of the season, by player id. */
export function seasonStatuses(db: Db, year: number): Map<number, PlayerStatus> {
  return statusMap(
    db.values('SELECT player_id, injury, return_week, redshirting, games_played FROM player_status WHERE year = ?', [
      year,
    ]),
  );
}

/** The status rows of one team's active players (a page of one team reads its 85, not the league's 11,000). */
export function teamStatuses(db: Db, year: number, team: string): Map<number, PlayerStatus> {
  return statusMap(
    db.values(
      `SELECT s.player_id, s.injury, s.return_week, s.redshirting, s.games_played
       FROM players p JOIN player_status s ON s.player_id = p.id WHERE p.team = ? AND p.active = 1 AND s.year = ?`,
      [team, year],
    ),
  );
}

function statusMap(rows: readonly (readonly unknown[])[]): Map<number, PlayerStatus> {
  const map = new Map<number, PlayerStatus>();
  for (const v of rows) {
    map.set(v[0] as number, {
      injury: (v[1] as string | null) ?? null,
      returnWeek: v[2] as number,
      redshirting: v[3] === 1,
      gamesPlayed: v[4] as number,
    });
  }
  return map;
}

export function playerStatus(db: Db, year: number, playerId: number): PlayerStatus | undefined {
  const row = db.get<{ injury: string | null; return_week: number; redshirting: number; games_played: number }>(
    'SELECT injury, return_week, redshirting, games_played FROM player_status WHERE player_id = ? AND year = ?',
    [playerId, year],
  );
  return row
    ? {
        injury: row.injury,
        returnWeek: row.return_week,
        redshirting: row.redshirting === 1,
        gamesPlayed: row.games_played,
      }
    : undefined;
}

/** Many rows a statement (manyRows.ts): a season's end writes about 7,500 of them. */
export function saveStatuses(db: Db, year: number, statuses: Iterable<[number, PlayerStatus]>): void {
  const values: SqlValue[] = [];
  for (const [id, s] of statuses) pushStatus(values, id, year, s);
  runStatusRows(db, values);
}

/** saveStatuses of the players `ids` with their statuses in `statuses` (a season's, without a pair per player). */
export function saveStatusesOf(
  db: Db,
  year: number,
  ids: readonly number[],
  statuses: { get(id: number): PlayerStatus | undefined },
): void {
  const values: SqlValue[] = [];
  // pushStatus written out: a season's end saves 7,500 statuses, where a call each costs more than its work.
  for (let i = 0; i < ids.length; i++) {
    const s = statuses.get(ids[i])!;
    values.push(ids[i], year, s.injury, s.returnWeek, s.redshirting ? 1 : 0, s.gamesPlayed);
  }
  runStatusRows(db, values);
}

function pushStatus(values: SqlValue[], id: number, year: number, s: PlayerStatus): void {
  values.push(id, year, s.injury, s.returnWeek, s.redshirting ? 1 : 0, s.gamesPlayed);
}

function runStatusRows(db: Db, values: readonly SqlValue[]): void {
  runRows(
    db,
    'INSERT OR REPLACE INTO player_status (player_id, year, injury, return_week, redshirting, games_played) VALUES',
    6,
    values,
  );
}

/** A new season: last season's injuries have healed and its games and redshirts are done. */
export function clearStatusesBefore(db: Db, year: number): void {
  db.run('DELETE FROM player_status WHERE year < ?', [year]);
}

export function depthEditsOf(db: Db, team: string): Map<Position, number[]> {
  const edits = new Map<Position, number[]>();
  for (const r of db.all<{ pos: string; player_ids: string }>(
    'SELECT pos, player_ids FROM depth_chart_edits WHERE team = ?',
    [team],
  )) {
    if ((POSITIONS as readonly string[]).includes(r.pos))
      edits.set(r.pos as Position, parseStoredJson<number[]>(r.player_ids, 'a depth chart', 'list'));
  }
  return edits;
}

/** Every team's edits (only the player's team has any). */
export function allDepthEdits(db: Db): Map<string, Map<Position, number[]>> {
  const all = new Map<string, Map<Position, number[]>>();
  for (const r of db.all<{ team: string }>('SELECT DISTINCT team FROM depth_chart_edits'))
    all.set(r.team, depthEditsOf(db, r.team));
  return all;
}

/** Sets (or with null, drops: automatic again) the player's order at a position. */
export function saveDepthEdit(db: Db, team: string, pos: Position, ids: readonly number[] | null): void {
  if (ids === null) db.run('DELETE FROM depth_chart_edits WHERE team = ? AND pos = ?', [team, pos]);
  else
    db.run('INSERT OR REPLACE INTO depth_chart_edits (team, pos, player_ids) VALUES (?, ?, ?)', [
      team,
      pos,
      JSON.stringify(ids),
    ]);
}

/** A team's active players with its depth chart as played: the player's edits over the automatic chart. */
export function teamDepthChart(db: Db, team: string, edits: DepthEdits = depthEditsOf(db, team)): Player[] {
  const roster = teamRoster(db, team);
  return edits.size === 0 ? roster : applyDepthEdits(roster, edits);
}

export function absencesOf(db: Db, gameId: number): Set<number> {
  const row = db.get<{ player_ids: string }>('SELECT player_ids FROM game_absences WHERE game_id = ?', [gameId]);
  return new Set(row ? parseStoredJson<number[]>(row.player_ids, "a game's injured players", 'list') : []);
}

/**
 * A new season: older games are never replayed with their rosters again, so who sat out them is not needed.
 * Walks the absences (one season's games at most) and looks each game's year up, rather than listing every old game
 * of the dynasty: the games' table grows by a season each year, the absences' does not.
 */
export function dropAbsencesBefore(db: Db, year: number): void {
  db.run('DELETE FROM game_absences WHERE (SELECT g.year FROM games g WHERE g.id = game_absences.game_id) < ?', [year]);
}
