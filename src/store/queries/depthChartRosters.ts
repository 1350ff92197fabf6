// The rosters as far as the offseason's roster moves look at them: positions, overalls, classes and the depth
// chart, without the attributes allRosters reads (a third of the columns: the portal's signing and the new season's
// ratings and roster minimums read every roster and need no more).
import type { DepthChartPlayer } from '../../core/players/depthChart.js';
import type { ClassYear, Position } from '../../core/players/types.js';
import type { Db } from '../database.js';
import { packedString } from './packedString.js';

export type RosterPlayer = DepthChartPlayer & { team: string };

/**
 * Every active player by team, in no particular order (of teams or within one): what reads them counts them, takes medians
 * or sorts them (the depth chart's order is total). In fact in the table's order, teams as their first player comes.
 */
export function depthChartRosters(db: Db): Map<string, RosterPlayer[]> {
  return packedDepthChartRosters(db) ?? depthChartRostersByColumn(db);
}

/** depthChartRosters one column per field: the read of a save whose values PACKED_SQL cannot hold exactly. */
function depthChartRostersByColumn(db: Db): Map<string, RosterPlayer[]> {
  const rosters = new Map<string, RosterPlayer[]>();
  // A scan of the table (`+active`: not through the index by team, a lookup per row): a quarter faster.
  for (const [id, team, pos, year, redshirted, rating, depth, starter] of db.values(
    'SELECT id, team, pos, class, redshirted, rating, depth, starter FROM players WHERE +active = 1',
  ) as [number, string, Position, ClassYear, number, number, number, number][]) {
    let list = rosters.get(team);
    if (!list) {
      list = [];
      rosters.set(team, list);
    }
    list.push({ id, team, pos, year, redshirted: redshirted === 1, rating, depth, starter: starter === 1 });
  }
  return rosters;
}

/** A player's characters before his position: his id (two), four numbers and the lengths of position, class and team. */
const TEXT_AT = 9;

/**
 * The league's players in one string, as allRosters reads them (players.ts): sql.js hands over each row's columns
 * one by one, with a call into its WebAssembly each, eight columns of 11,000 players; one row is one call and one
 * decoding. Each player is char() of his id (low and high 15 bits), his numbers and the lengths of his position,
 * class and team, then those (the lengths are SQLite's characters, JavaScript's UTF-16 units without a surrogate).
 */
// Kept on both engines: 35-45% of the CPU of a row per player on better-sqlite3 and on sql.js (saves-storage.md).
const PACKED_SQL = `SELECT count(*), group_concat(concat(char(id % 32768, id / 32768, redshirted, rating, depth, starter,
  length(pos), length(class), length(team)), pos, class, team), '') FROM players WHERE +active = 1`;

/**
 * depthChartRosters from PACKED_SQL, or null when a value does not come back exactly: an id outside 0-2^30, a number
 * outside 0-32767 (char() makes a replacement character of a negative one), a character outside the 16-bit range.
 */
function packedDepthChartRosters(db: Db): Map<string, RosterPlayer[]> | null {
  const packed = packedString(db, PACKED_SQL);
  if (!packed) return null;
  const { count, s } = packed;
  const rosters = new Map<string, RosterPlayer[]>();
  let at = 0;
  for (let n = 0; n < count; n++) {
    const textAt = at + TEXT_AT;
    if (textAt > s.length) return null;
    const idLow = s.charCodeAt(at);
    const idHigh = s.charCodeAt(at + 1);
    const redshirted = s.charCodeAt(at + 2);
    const rating = s.charCodeAt(at + 3);
    const depth = s.charCodeAt(at + 4);
    const starter = s.charCodeAt(at + 5);
    const posLength = s.charCodeAt(at + 6);
    const classLength = s.charCodeAt(at + 7);
    const teamLength = s.charCodeAt(at + 8);
    if ((idLow | idHigh | redshirted | rating | depth | starter | posLength | classLength | teamLength) > 32767)
      return null;
    const classAt = textAt + posLength;
    const teamAt = classAt + classLength;
    at = teamAt + teamLength;
    if (at > s.length) return null;
    const name = s.slice(teamAt, at);
    let list = rosters.get(name);
    if (!list) {
      list = [];
      rosters.set(name, list);
    }
    // The team's one string (the first player's), as a read by column gives equal strings.
    const team = list.length === 0 ? name : list[0].team;
    list.push({
      id: idLow + idHigh * 32768,
      team,
      pos: s.slice(textAt, classAt) as Position,
      year: s.slice(classAt, teamAt) as ClassYear,
      redshirted: redshirted === 1,
      rating,
      depth,
      starter: starter === 1,
    });
  }
  return at === s.length ? rosters : null;
}
