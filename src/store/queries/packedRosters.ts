// The bulk read of every active player: the league's rosters in one string SQLite makes (PACKED_SQL), read back
// exactly or not at all (players.ts then reads one column per field).
import type { ClassYear, Player, Position } from '../../core/players/types.js';
import { ATTRIBUTE_COLUMNS } from '../attributeColumns.js';
import type { Db } from '../database.js';
import { packedString } from './packedString.js';

/** The numbers of a player, in the order packedRosters packs them (after his id, in two characters). */
const PACKED_NUMBERS = [
  'redshirted',
  'starter',
  'rating',
  'stars',
  'development_trait',
  'potential',
  'depth',
  ...ATTRIBUTE_COLUMNS,
];
/** A player's packed characters before his names: his id (two), his numbers, the lengths of his names, position, class and team. */
const NAMES_AT = 2 + PACKED_NUMBERS.length + 5;

/**
 * The bulk read of allRosters: one row for the league, its players in one string that SQLite makes. Each player is
 * char() of his id (low and high 15 bits), his numbers (one character each) and the lengths of his names, position,
 * class and team, then those. Every row and column sql.js hands over costs calls into its WebAssembly and a string
 * also a decoding: a row of 31 columns per player was most of a season's roster loading, a row of two per player
 * still 11,000 steps, reads and decodings; a row per team 134, but each of its players looked up from the index by
 * team. One row is the table read straight through in rowid order (a third less than the row per team), the players
 * then put in teams, team order and depth chart order here (SQLite's sort of the league by team, position and depth
 * cost more than the rest of the query). concat() makes each player's string at once (`||` made a new one for each
 * part: a tenth of the query). The lengths are SQLite's characters, JavaScript's UTF-16 units: the same when the
 * string holds no surrogate, which packedString checks.
 */
// Kept on both engines: 30-45% of the CPU of a row per player on better-sqlite3 and on sql.js (saves-storage.md).
const PACKED_SQL = `SELECT count(*), group_concat(concat(char(id % 32768, id / 32768, ${PACKED_NUMBERS.join(', ')},
  length(first), length(last), length(pos), length(class), length(team)), first, last, pos, class, team), '')
  FROM players WHERE +active = 1`;

/** ORDER BY pos, depth (positions are ASCII: SQLite's binary order is JavaScript's). */
export function byPositionAndDepth(a: Player, b: Player): number {
  return a.pos < b.pos ? -1 : a.pos > b.pos ? 1 : a.depth - b.depth;
}

/**
 * allRosters from PACKED_SQL, or null when some value does not come back exactly: an id outside 0-2^30 or a number
 * outside 0-32767 (char() makes a replacement character of a negative one, two of one past 65535) or a name with a
 * character outside the 16-bit range (SQLite counts it once, JavaScript twice). The numbers are whole: INTEGER
 * columns that the game writes from whole ratings (attributes.ts clampRating), depths and flags. Teams come in
 * name order (ORDER BY team: binary order, JavaScript's for 16-bit characters), each team's players in the table's
 * order until sorted into their depth chart.
 */
export function packedRosters(db: Db): Map<string, Player[]> | null {
  const packed = packedString(db, PACKED_SQL);
  if (!packed) return null;
  const { count, s } = packed;
  const byTeam = new Map<string, { team: string; players: Player[] }>();
  let at = 0;
  for (let n = 0; n < count; n++) {
    const player = playerFromPacked(s, at);
    if (!player) return null;
    let roster = byTeam.get(player.team);
    if (!roster) {
      roster = { team: player.team, players: [] };
      byTeam.set(player.team, roster);
    }
    // One string per team, as a read per team gave: the engine compares teams, and equal strings are then one.
    player.team = roster.team;
    roster.players.push(player);
    at = next;
  }
  if (at !== s.length) return null;
  const rosters = new Map<string, Player[]>();
  // A stable sort: players of one position and depth (none in a charted roster) stay in the table's order.
  for (const team of [...byTeam.keys()].sort()) rosters.set(team, byTeam.get(team)!.players.sort(byPositionAndDepth));
  return rosters;
}

/** A PACKED_SQL string's position or class (`length` characters from `at`) as the game's own string, or undefined. */
function positionAt(s: string, at: number, length: number): Position | undefined {
  const c = s.charCodeAt(at);
  if (length === 1) return c === 83 ? 'S' : c === 75 ? 'K' : c === 80 ? 'P' : undefined;
  if (length !== 2) return undefined;
  const d = s.charCodeAt(at + 1);
  switch (c) {
    case 81:
      return d === 66 ? 'QB' : undefined;
    case 82:
      return d === 66 ? 'RB' : undefined;
    case 87:
      return d === 82 ? 'WR' : undefined;
    case 84:
      return d === 69 ? 'TE' : undefined;
    case 79:
      return d === 76 ? 'OL' : undefined;
    case 68:
      return d === 76 ? 'DL' : undefined;
    case 76:
      return d === 66 ? 'LB' : undefined;
    case 67:
      return d === 66 ? 'CB' : undefined;
    default:
      return undefined;
  }
}

function classAt(s: string, at: number, length: number): ClassYear | undefined {
  if (length !== 2) return undefined;
  const c = s.charCodeAt(at);
  const d = s.charCodeAt(at + 1);
  if (c === 102) return d === 114 ? 'fr' : undefined;
  if (c === 115) return d === 111 ? 'so' : d === 114 ? 'sr' : undefined;
  if (c === 106) return d === 114 ? 'jr' : undefined;
  return undefined;
}

/** The character codes of a player's numbers and lengths, read in one loop (playerFromPacked reads them from here). */
const codes: number[] = new Array<number>(NAMES_AT).fill(0);
/** Where the player after the one playerFromPacked read begins. */
let next = 0;

/** The player whose characters begin at `at` of the PACKED_SQL string, or undefined when they do not hold him exactly. */
function playerFromPacked(s: string, at: number): Player | undefined {
  const namesAt = at + NAMES_AT;
  if (s.length < namesAt) return undefined;
  let all = 0;
  for (let i = 0; i < NAMES_AT; i++) {
    const code = s.charCodeAt(at + i);
    codes[i] = code;
    all |= code;
  }
  if (all > 32767) return undefined;
  const c = codes;
  const firstLength = c[NAMES_AT - 5];
  const lastLength = c[NAMES_AT - 4];
  const posLength = c[NAMES_AT - 3];
  const classAtIndex = namesAt + firstLength + lastLength + posLength;
  const teamAt = classAtIndex + c[NAMES_AT - 2];
  const end = teamAt + c[NAMES_AT - 1];
  if (end > s.length) return undefined;
  const pos = positionAt(s, classAtIndex - posLength, posLength);
  const year = classAt(s, classAtIndex, c[NAMES_AT - 2]);
  if (pos === undefined || year === undefined) return undefined;
  next = end;
  const team = s.slice(teamAt, end);
  return {
    id: c[0] + c[1] * 32768,
    team,
    first: s.slice(namesAt, namesAt + firstLength),
    last: s.slice(namesAt + firstLength, namesAt + firstLength + lastLength),
    pos,
    year,
    redshirted: c[2] === 1,
    rating: c[4],
    attributes: {
      speed: c[9],
      strength: c[10],
      agility: c[11],
      awareness: c[12],
      throwPower: c[13],
      throwAccuracy: c[14],
      carrying: c[15],
      catching: c[16],
      routeRunning: c[17],
      passBlock: c[18],
      runBlock: c[19],
      passRush: c[20],
      runStop: c[21],
      coverage: c[22],
      tackling: c[23],
      kickPower: c[24],
      kickAccuracy: c[25],
      stamina: c[26],
    },
    stars: c[5],
    developmentTrait: c[6],
    potential: c[7],
    depth: c[8],
    starter: c[3] === 1,
  };
}
const PACKED_ORDER =
  'redshirted starter rating stars development_trait potential depth speed strength agility awareness throw_power throw_accuracy carrying catching route_running pass_block run_block pass_rush run_stop coverage tackling kick_power kick_accuracy stamina';
if (PACKED_NUMBERS.join(' ') !== PACKED_ORDER)
  throw new Error('players: the attribute columns moved; update playerFromPacked');
