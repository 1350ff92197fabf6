// Players who left their program before last season: what careers, old box scores and the player page need of
// them (no attributes or depth chart). Moved out of `players` when a new season begins, once no roster change
// lists them any more: appended by the year they left, so their pages fill up, and `players` stays the size of
// the rosters. Over 30 seasons that is 80,000 players and megabytes of a save.
import { ATTRIBUTE_COLUMNS } from '../attributeColumns.js';
import type { Db } from '../database.js';

const KEPT = 'id, team, first, last, pos, class, redshirted, rating, stars, development_trait, potential, joined_year, left_year';

/** Moves the players who left before `leftBefore` out of the rosters' table. */
export function archiveFormerPlayers(db: Db, leftBefore: number): void {
  db.run(
    `INSERT INTO former_players (${KEPT}) SELECT ${KEPT} FROM players WHERE active = 0 AND left_year < ? ORDER BY left_year, id`,
    [leftBefore],
  );
  db.run('DELETE FROM players WHERE active = 0 AND left_year < ?', [leftBefore]);
}

/** A former player as a players row (attributes and depth chart 0, not active), or undefined. */
export function formerPlayerRow(db: Db, id: number): Record<string, unknown> | undefined {
  return db.get(
    `SELECT ${KEPT}, 0 AS depth, 0 AS starter, 0 AS active, ${ATTRIBUTE_COLUMNS.map((c) => `0 AS ${c}`).join(', ')}
       FROM former_players WHERE id = ?`,
    [id],
  );
}

export interface PlayerName {
  id: number;
  first: string;
  last: string;
  pos: string;
}

/** Names and positions of players by id, on a roster or long gone. */
export function playerNames(db: Db, ids: readonly number[]): Map<number, PlayerName> {
  const names = new Map<number, PlayerName>();
  if (ids.length === 0) return names;
  const marks = ids.map(() => '?').join(', ');
  for (const p of db.all<PlayerName>(`SELECT id, first, last, pos FROM players WHERE id IN (${marks})`, ids as number[])) names.set(p.id, p);
  if (names.size < ids.length) {
    for (const p of db.all<PlayerName>(`SELECT id, first, last, pos FROM former_players WHERE id IN (${marks})`, ids as number[])) names.set(p.id, p);
  }
  return names;
}

/** Where a player's career was: his team and the years he joined and left (null: still there). */
export function careerOf(db: Db, id: number): { team: string; joined_year: number; left_year: number | null } | undefined {
  return (
    db.get<{ team: string; joined_year: number; left_year: number | null }>('SELECT team, joined_year, left_year FROM players WHERE id = ?', [id]) ??
    db.get<{ team: string; joined_year: number; left_year: number | null }>('SELECT team, joined_year, left_year FROM former_players WHERE id = ?', [id])
  );
}
