// Players who left their program before last season: what careers, old box scores and the player page need of
// them (no attributes or depth chart). Moved out of `players` when a new season begins, once no roster change
// lists them any more, into groups of consecutive ids (encoding/formerPlayers.ts), so `players` stays the size of
// the rosters and the save does not carry a row and an index entry for each of 80,000 players.
import { ATTRIBUTE_COLUMNS } from '../attributeColumns.js';
import type { Db } from '../database.js';
import {
  type FormerPlayer,
  appendFormerPlayers,
  decodeFormerPlayers,
  formerPlayerGroup,
} from '../encoding/formerPlayers.js';
import { numbersFit, packedString } from './packedString.js';

const KEPT =
  'id, team, first, last, pos, class, redshirted, rating, stars, development_trait, potential, joined_year, left_year';

/** A group's blob as stored (null: none yet). */
function groupBlob(db: Db, group: number): Uint8Array | null {
  return (
    db.get<{ players: Uint8Array }>('SELECT players FROM former_players WHERE id_group = ?', [group])?.players ?? null
  );
}

function readGroup(db: Db, group: number): FormerPlayer[] {
  const blob = groupBlob(db, group);
  return blob ? decodeFormerPlayers(blob) : [];
}

/** Adds players to their groups: each group touched gets one chunk of its new members (appendFormerPlayers). */
export function storeFormerPlayers(db: Db, players: readonly FormerPlayer[]): void {
  const byGroup = new Map<number, FormerPlayer[]>();
  for (const p of players) {
    const group = formerPlayerGroup(p.id);
    let members = byGroup.get(group);
    if (!members) {
      members = [];
      byGroup.set(group, members);
    }
    members.push(p);
  }
  for (const [group, added] of byGroup) {
    db.run(
      'INSERT INTO former_players (id_group, players) VALUES (?, ?) ON CONFLICT(id_group) DO UPDATE SET players = excluded.players',
      [group, appendFormerPlayers(groupBlob(db, group), added)],
    );
  }
}

/** Moves the players who left before `leftBefore` out of the rosters' table. */
export function archiveFormerPlayers(db: Db, leftBefore: number): void {
  const leavers =
    packedLeavers(db, leftBefore)
    ?? db.all<FormerPlayer>(`SELECT ${KEPT} FROM players WHERE active = 0 AND left_year < ?`, [leftBefore]);
  if (leavers.length === 0) return;
  storeFormerPlayers(db, leavers);
  db.run('DELETE FROM players WHERE active = 0 AND left_year < ?', [leftBefore]);
}

/** A leaver's characters before his names: his id (two), seven numbers and the lengths of his team, names, position and class. */
const NAMES_AT = 14;

/**
 * The leavers in one string that SQLite makes, as allRosters reads the rosters (players.ts): a season's 3,500 leavers
 * were 45,000 columns handed over one by one through sql.js's WebAssembly. Each is char() of his id (low and high 15
 * bits), his numbers and the lengths of his texts (SQLite's characters: JavaScript's UTF-16 units without a
 * surrogate), then those.
 */
// Kept on both engines: 60-65% of the CPU of a row per leaver on better-sqlite3 and on sql.js (saves-storage.md).
const LEAVERS_SQL = `SELECT count(*), group_concat(concat(char(id % 32768, id / 32768, redshirted, rating, stars, development_trait,
  potential, joined_year, left_year, length(team), length(first), length(last), length(pos), length(class)), team, first, last, pos, class), '')
  FROM players WHERE active = 0 AND left_year < ?`;

/** The leavers from LEAVERS_SQL in the table's order, or null when a value does not come back exactly (a number outside 0-32767, a character outside the 16-bit range). */
function packedLeavers(db: Db, leftBefore: number): FormerPlayer[] | null {
  const packed = packedString(db, LEAVERS_SQL, [leftBefore]);
  if (!packed) return null;
  const { count, s } = packed;
  const leavers: FormerPlayer[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (!numbersFit(s, at, NAMES_AT)) return null;
    const team = at + NAMES_AT;
    const first = team + s.charCodeAt(at + 9);
    const last = first + s.charCodeAt(at + 10);
    const pos = last + s.charCodeAt(at + 11);
    const classYear = pos + s.charCodeAt(at + 12);
    const end = classYear + s.charCodeAt(at + 13);
    if (end > s.length) return null;
    leavers.push({
      id: s.charCodeAt(at) + s.charCodeAt(at + 1) * 32768,
      team: s.slice(team, first),
      first: s.slice(first, last),
      last: s.slice(last, pos),
      pos: s.slice(pos, classYear),
      class: s.slice(classYear, end),
      redshirted: s.charCodeAt(at + 2),
      rating: s.charCodeAt(at + 3),
      stars: s.charCodeAt(at + 4),
      development_trait: s.charCodeAt(at + 5),
      potential: s.charCodeAt(at + 6),
      joined_year: s.charCodeAt(at + 7),
      left_year: s.charCodeAt(at + 8),
    });
    at = end;
  }
  return at === s.length ? leavers : null;
}

/** Former players by id (those not found are left out), each group read once. */
function formerPlayers(db: Db, ids: readonly number[]): Map<number, FormerPlayer> {
  const wanted = new Set(ids);
  const found = new Map<number, FormerPlayer>();
  for (const group of new Set(ids.map(formerPlayerGroup))) {
    for (const p of readGroup(db, group)) if (wanted.has(p.id)) found.set(p.id, p);
  }
  return found;
}

/** A former player as a players row (attributes and depth chart 0, not active), or undefined. */
export function formerPlayerRow(db: Db, id: number): Record<string, unknown> | undefined {
  const p = formerPlayers(db, [id]).get(id);
  if (!p) return undefined;
  return { ...p, depth: 0, starter: 0, active: 0, ...Object.fromEntries(ATTRIBUTE_COLUMNS.map((c) => [c, 0])) };
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
  // The ids as one JSON array: one prepared statement whatever their number (not one per count of ids).
  // Value rows (a season's 7,000 award candidates: rows as objects cost half as much again).
  for (const [id, first, last, pos] of db.values(
    'SELECT id, first, last, pos FROM players WHERE id IN (SELECT value FROM json_each(?))',
    [JSON.stringify(ids)],
  ) as [number, string, string, string][]) {
    names.set(id, { id, first, last, pos });
  }
  if (names.size < ids.length) {
    for (const p of formerPlayers(
      db,
      ids.filter((id) => !names.has(id)),
    ).values()) {
      names.set(p.id, { id: p.id, first: p.first, last: p.last, pos: p.pos });
    }
  }
  return names;
}

/** Where a player's career was: his team and the years he joined and left (null: still there). */
export function careerOf(
  db: Db,
  id: number,
): { team: string; joined_year: number; left_year: number | null } | undefined {
  const current = db.get<{ team: string; joined_year: number; left_year: number | null }>(
    'SELECT team, joined_year, left_year FROM players WHERE id = ?',
    [id],
  );
  if (current) return current;
  const p = formerPlayers(db, [id]).get(id);
  return p && { team: p.team, joined_year: p.joined_year, left_year: p.left_year };
}
