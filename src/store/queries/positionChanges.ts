// Position changes: a moved player's row (position, attributes, overall, potential) and the record of each move.
import type { Player, PlayerAttributes } from '../../core/players/types.js';
import { parseStoredJson } from '../storedContent.js';
import { ATTRIBUTE_COLUMNS } from '../attributeColumns.js';
import type { Db, SqlValue } from '../database.js';
import { pushAttributes } from './players.js';

export interface PositionChangeRow {
  /** The season the offseason follows. */
  year: number;
  player_id: number;
  team: string;
  first: string;
  last: string;
  from_pos: string;
  to_pos: string;
  rating_before: number;
  rating_after: number;
  made_by: 'coach' | 'staff';
  /** What moving him back restores, while the offseason lasts (JSON of MoveUndo); null after. */
  undo: string | null;
}

/** A coach's move's undo: the player as the offseason found him. */
export interface MoveUndo {
  potential: number;
  attributes: PlayerAttributes;
}

const MOVE_SQL = `UPDATE players SET pos = ?, rating = ?, potential = ?, ${ATTRIBUTE_COLUMNS.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`;

/** Writes a moved player's position, overall, potential and attributes (his place on the chart is written apart). */
export function writeMovedPlayer(
  db: Db,
  player: Pick<Player, 'id' | 'pos' | 'rating' | 'potential' | 'attributes'>,
): void {
  const values: SqlValue[] = pushAttributes([player.pos, player.rating, player.potential], player.attributes);
  values.push(player.id);
  db.run(MOVE_SQL, values);
}

/** Records a move (a player moved again in the same offseason: his record now ends at the new position). */
export function savePositionChange(db: Db, row: PositionChangeRow): void {
  db.run(
    `INSERT OR REPLACE INTO position_changes (year, player_id, team, first, last, from_pos, to_pos, rating_before, rating_after, made_by, undo)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      row.year,
      row.player_id,
      row.team,
      row.first,
      row.last,
      row.from_pos,
      row.to_pos,
      row.rating_before,
      row.rating_after,
      row.made_by,
      row.undo,
    ],
  );
}

/** A player moved back where the offseason found him: the move is as if never made. */
export function dropPositionChange(db: Db, year: number, playerId: number): void {
  db.run('DELETE FROM position_changes WHERE year = ? AND player_id = ?', [year, playerId]);
}

/** The undo of a coach's move, or null. */
export function undoOf(row: PositionChangeRow): MoveUndo | null {
  return row.undo === null ? null : parseStoredJson<MoveUndo>(row.undo, "a position change's undo", 'object');
}

/** The next season begins: the offseason's moves stand for good. */
export function settlePositionChanges(db: Db): void {
  db.run('UPDATE position_changes SET undo = NULL WHERE undo IS NOT NULL');
}

/** The move a player made in the offseason after `year`, if any. */
export function positionChangeOf(db: Db, year: number, playerId: number): PositionChangeRow | undefined {
  return db.get<PositionChangeRow>('SELECT * FROM position_changes WHERE year = ? AND player_id = ?', [year, playerId]);
}

/** The offseason's moves, by team then player. */
export function positionChangesOfYear(db: Db, year: number): PositionChangeRow[] {
  return db.all<PositionChangeRow>('SELECT * FROM position_changes WHERE year = ? ORDER BY team, player_id', [year]);
}

/** A team's moves of the offseason after `year`. */
export function positionChangesOfTeam(db: Db, year: number, team: string): PositionChangeRow[] {
  return db.all<PositionChangeRow>('SELECT * FROM position_changes WHERE year = ? AND team = ? ORDER BY player_id', [
    year,
    team,
  ]);
}

/** A player's moves over his career, the first first. */
export function positionChangesOfPlayer(db: Db, playerId: number): PositionChangeRow[] {
  return db.all<PositionChangeRow>('SELECT * FROM position_changes WHERE player_id = ? ORDER BY year', [playerId]);
}
