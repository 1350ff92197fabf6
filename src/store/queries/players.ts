// Reading and writing players. Attributes are columns (readable in any SQLite tool, no JSON parsing).
import type { ClassYear, Player, PlayerAttributes, Position } from '../../core/players/types.js';
import type { SqlValue } from '../database.js';
import type { Db, Row } from '../database.js';
import { ATTRIBUTE_COLUMNS, type AttributeColumn } from '../attributeColumns.js';
import { formerPlayerRow } from './formerPlayers.js';
import { packedString } from './packedString.js';

const ATTRIBUTE_KEYS: Record<AttributeColumn, keyof PlayerAttributes> = {
  speed: 'speed',
  strength: 'strength',
  agility: 'agility',
  awareness: 'awareness',
  throw_power: 'throwPower',
  throw_accuracy: 'throwAccuracy',
  carrying: 'carrying',
  catching: 'catching',
  route_running: 'routeRunning',
  pass_block: 'passBlock',
  run_block: 'runBlock',
  pass_rush: 'passRush',
  run_stop: 'runStop',
  coverage: 'coverage',
  tackling: 'tackling',
  kick_power: 'kickPower',
  kick_accuracy: 'kickAccuracy',
  stamina: 'stamina',
};

const COLUMNS = [
  'id',
  'team',
  'first',
  'last',
  'pos',
  'class',
  'redshirted',
  'rating',
  'stars',
  'development_trait',
  'potential',
  'depth',
  'starter',
  ...ATTRIBUTE_COLUMNS,
  'active',
  'joined_year',
  'left_year',
];
const INSERT_SQL = `INSERT OR REPLACE INTO players (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`;
const SELECT_COLUMNS = COLUMNS.join(', ');

// Players are built with every field in one literal, in the order generate.ts builds them (attributes included,
// in attributes.ts's order): generated and loaded players then share one object shape, which the engine's reads of
// them optimize for (an attributes object filled key by key had another shape, with most fields out of line).

/** A player from the columns of SELECT_COLUMNS read by name. */
export function playerFromRow(row: Row): Player {
  return {
    id: Number(row.id),
    team: String(row.team),
    first: String(row.first),
    last: String(row.last),
    pos: row.pos as Position,
    year: row.class as ClassYear,
    redshirted: row.redshirted === 1,
    rating: Number(row.rating),
    attributes: {
      speed: Number(row.speed),
      strength: Number(row.strength),
      agility: Number(row.agility),
      awareness: Number(row.awareness),
      throwPower: Number(row.throw_power),
      throwAccuracy: Number(row.throw_accuracy),
      carrying: Number(row.carrying),
      catching: Number(row.catching),
      routeRunning: Number(row.route_running),
      passBlock: Number(row.pass_block),
      runBlock: Number(row.run_block),
      passRush: Number(row.pass_rush),
      runStop: Number(row.run_stop),
      coverage: Number(row.coverage),
      tackling: Number(row.tackling),
      kickPower: Number(row.kick_power),
      kickAccuracy: Number(row.kick_accuracy),
      stamina: Number(row.stamina),
    },
    stars: Number(row.stars),
    developmentTrait: Number(row.development_trait),
    potential: Number(row.potential),
    depth: Number(row.depth),
    starter: row.starter === 1,
  };
}

/** Where the attributes start in a SELECT_COLUMNS row of values. */
const A = 13;

/** A player from a SELECT_COLUMNS row of values (the bulk read). */
function playerFromValues(v: SqlValue[]): Player {
  return {
    id: v[0] as number,
    team: v[1] as string,
    first: v[2] as string,
    last: v[3] as string,
    pos: v[4] as Position,
    year: v[5] as ClassYear,
    redshirted: v[6] === 1,
    rating: v[7] as number,
    attributes: {
      speed: v[A] as number,
      strength: v[A + 1] as number,
      agility: v[A + 2] as number,
      awareness: v[A + 3] as number,
      throwPower: v[A + 4] as number,
      throwAccuracy: v[A + 5] as number,
      carrying: v[A + 6] as number,
      catching: v[A + 7] as number,
      routeRunning: v[A + 8] as number,
      passBlock: v[A + 9] as number,
      runBlock: v[A + 10] as number,
      passRush: v[A + 11] as number,
      runStop: v[A + 12] as number,
      coverage: v[A + 13] as number,
      tackling: v[A + 14] as number,
      kickPower: v[A + 15] as number,
      kickAccuracy: v[A + 16] as number,
      stamina: v[A + 17] as number,
    },
    stars: v[8] as number,
    developmentTrait: v[9] as number,
    potential: v[10] as number,
    depth: v[11] as number,
    starter: v[12] === 1,
  };
}
const VALUES_ORDER =
  'id team first last pos class redshirted rating stars development_trait potential depth starter speed strength agility awareness throw_power throw_accuracy carrying catching route_running pass_block run_block pass_rush run_stop coverage tackling kick_power kick_accuracy stamina';
if (COLUMNS.slice(0, A + 18).join(' ') !== VALUES_ORDER)
  throw new Error('players: the columns moved; update playerFromValues');

/**
 * Pushes a player's attributes in ATTRIBUTE_COLUMNS order: the writes below build each row's values with plain
 * property reads (a map over the column names per player was a sixth of a season's roster write).
 */
function pushAttributes(values: SqlValue[], a: PlayerAttributes): SqlValue[] {
  values.push(
    a.speed,
    a.strength,
    a.agility,
    a.awareness,
    a.throwPower,
    a.throwAccuracy,
    a.carrying,
    a.catching,
    a.routeRunning,
    a.passBlock,
    a.runBlock,
    a.passRush,
    a.runStop,
    a.coverage,
    a.tackling,
    a.kickPower,
    a.kickAccuracy,
    a.stamina,
  );
  return values;
}
const PUSHED_ORDER: (keyof PlayerAttributes)[] = [
  'speed',
  'strength',
  'agility',
  'awareness',
  'throwPower',
  'throwAccuracy',
  'carrying',
  'catching',
  'routeRunning',
  'passBlock',
  'runBlock',
  'passRush',
  'runStop',
  'coverage',
  'tackling',
  'kickPower',
  'kickAccuracy',
  'stamina',
];
if (ATTRIBUTE_COLUMNS.map((c) => ATTRIBUTE_KEYS[c]).join(' ') !== PUSHED_ORDER.join(' '))
  throw new Error('players: the attribute columns moved; update pushAttributes');

/** Rows per statement of savePlayers (a statement's own cost shared by many rows, as saveRosterChanges does). */
// Kept on both engines: 70-75% of the CPU of a row a statement, better-sqlite3 and sql.js (saves-storage.md).
const PLAYERS_PER_INSERT = 32;
const INSERT_MANY_SQL = `INSERT OR REPLACE INTO players (${COLUMNS.join(', ')}) VALUES ${Array.from(
  { length: PLAYERS_PER_INSERT },
  () => `(${COLUMNS.map(() => '?').join(', ')})`,
).join(', ')}`;

function pushPlayerRow(values: SqlValue[], p: Player, joinedYear: number): void {
  values.push(
    p.id,
    p.team,
    p.first,
    p.last,
    p.pos,
    p.year,
    p.redshirted ? 1 : 0,
    p.rating,
    p.stars,
    p.developmentTrait,
    p.potential,
    p.depth,
    p.starter ? 1 : 0,
  );
  pushAttributes(values, p.attributes);
  values.push(1, joinedYear, null);
}

/** Inserts or replaces players (active, on their team), in the order given (a statement's rows go in its order). */
export function savePlayers(db: Db, players: readonly Player[], joinedYear: number): void {
  db.transaction(() => {
    let i = 0;
    for (; i + PLAYERS_PER_INSERT <= players.length; i += PLAYERS_PER_INSERT) {
      const values: SqlValue[] = [];
      for (let j = i; j < i + PLAYERS_PER_INSERT; j++) pushPlayerRow(values, players[j], joinedYear);
      db.run(INSERT_MANY_SQL, values);
    }
    for (; i < players.length; i++) {
      const values: SqlValue[] = [];
      pushPlayerRow(values, players[i], joinedYear);
      db.run(INSERT_SQL, values);
    }
  });
}

/** Active players of a team, by position and depth. */
export function teamRoster(db: Db, team: string): Player[] {
  return db
    .all(`SELECT ${SELECT_COLUMNS} FROM players WHERE team = ? AND active = 1 ORDER BY pos, depth`, [team])
    .map(playerFromRow);
}

/** Every active player, grouped by team (read as value rows: the league's 11,000 players in one pass). */
export function allRosters(db: Db): Map<string, Player[]> {
  return packedRosters(db) ?? unpackedRosters(db);
}

/** allRosters one column per field: the reading of a save that packedRosters cannot read exactly. */
function unpackedRosters(db: Db): Map<string, Player[]> {
  const rosters = new Map<string, Player[]>();
  for (const v of db.values(`SELECT ${SELECT_COLUMNS} FROM players WHERE active = 1 ORDER BY team, pos, depth`)) {
    const player = playerFromValues(v);
    let list = rosters.get(player.team);
    if (!list) {
      list = [];
      rosters.set(player.team, list);
    }
    list.push(player);
  }
  return rosters;
}

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
function packedRosters(db: Db): Map<string, Player[]> | null {
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

/** A player by id, on a roster or long gone (former: packed away without his attributes, which read 0). */
export function findPlayer(db: Db, id: number): (Player & { active: boolean; former: boolean }) | undefined {
  const current = db.get(`SELECT ${SELECT_COLUMNS} FROM players WHERE id = ?`, [id]);
  const row = current ?? (formerPlayerRow(db, id) as Row | undefined);
  return row ? { ...playerFromRow(row), active: row.active === 1, former: current === undefined } : undefined;
}

/** Players on record in the rosters' table (active or not) by id; ids not there are left out. */
export function playersById(db: Db, ids: readonly number[]): Map<number, Player> {
  const found = new Map<number, Player>();
  // The ids as one JSON array: one statement whatever their number.
  // Read as value rows, like allRosters (a portal's 3,000 players: rows as objects cost twice as much).
  for (const v of db.values(`SELECT ${SELECT_COLUMNS} FROM players WHERE id IN (SELECT value FROM json_each(?))`, [
    JSON.stringify(ids),
  ])) {
    const player = playerFromValues(v);
    found.set(player.id, player);
  }
  return found;
}

/** Writes players' changing fields (class, ratings, depth chart), keeping when they joined. */
export function updatePlayers(db: Db, players: readonly Player[]): void {
  const sets = [
    'team = ?',
    'class = ?',
    'redshirted = ?',
    'rating = ?',
    'potential = ?',
    'depth = ?',
    'starter = ?',
    ...ATTRIBUTE_COLUMNS.map((c) => `${c} = ?`),
  ];
  const sql = `UPDATE players SET ${sets.join(', ')} WHERE id = ?`;
  db.transaction(() => {
    for (const p of players) {
      const values = pushAttributes(
        [p.team, p.year, p.redshirted ? 1 : 0, p.rating, p.potential, p.depth, p.starter ? 1 : 0],
        p.attributes,
      );
      values.push(p.id);
      db.run(sql, values);
    }
  });
}

/**
 * updatePlayers for players who stay on their team (a season's progression): the team is not written, so its
 * index is left alone, and rows go in id order (neighbouring rows share pages).
 */
export function updatePlayersOnTheirTeams(db: Db, players: readonly Player[]): void {
  const sets = [
    'class = ?',
    'redshirted = ?',
    'rating = ?',
    'potential = ?',
    'depth = ?',
    'starter = ?',
    ...ATTRIBUTE_COLUMNS.map((c) => `${c} = ?`),
  ];
  const sql = `UPDATE players SET ${sets.join(', ')} WHERE id = ?`;
  const byId = players.slice().sort((a, b) => a.id - b.id);
  db.transaction(() => {
    for (const p of byId) {
      const values = pushAttributes(
        [p.year, p.redshirted ? 1 : 0, p.rating, p.potential, p.depth, p.starter ? 1 : 0],
        p.attributes,
      );
      values.push(p.id);
      db.run(sql, values);
    }
  });
}

/** Writes the depth chart alone (depth and starter) of players whose other fields are as saved. */
export function updateDepthChart(db: Db, players: readonly Pick<Player, 'id' | 'depth' | 'starter'>[]): void {
  db.transaction(() => {
    if (players.length < 16) {
      for (const p of players)
        db.run('UPDATE players SET depth = ?, starter = ? WHERE id = ?', [p.depth, p.starter ? 1 : 0, p.id]);
      return;
    }
    // A league's moves share a few dozen places (depth and starter): one statement per place, its players' ids as a
    // JSON array, rather than one per player. Each row ends as one statement per player would leave it.
    const byPlace = new Map<string, { depth: number; starter: number; ids: number[] }>();
    const seen = new Set<number>();
    for (const p of players) {
      // A player listed twice ends at his last place: written one by one, in order.
      if (seen.has(p.id)) {
        for (const q of players)
          db.run('UPDATE players SET depth = ?, starter = ? WHERE id = ?', [q.depth, q.starter ? 1 : 0, q.id]);
        return;
      }
      seen.add(p.id);
      const starter = p.starter ? 1 : 0;
      const key = `${p.depth}:${starter}`;
      let place = byPlace.get(key);
      if (!place) {
        place = { depth: p.depth, starter, ids: [] };
        byPlace.set(key, place);
      }
      place.ids.push(p.id);
    }
    for (const { depth, starter, ids } of byPlace.values()) {
      db.run('UPDATE players SET depth = ?, starter = ? WHERE id IN (SELECT value FROM json_each(?))', [
        depth,
        starter,
        JSON.stringify(ids),
      ]);
    }
  });
}

/** Marks players as gone from their program after a season (graduated, or the program left FBS). */
export function retirePlayers(db: Db, ids: readonly number[], year: number): void {
  if (ids.length === 0) return;
  if (ids.length === 1) {
    db.run('UPDATE players SET active = 0, left_year = ? WHERE id = ?', [year, ids[0]]);
    return;
  }
  // The ids as one JSON array: one statement for a class of leavers (a third cheaper than one per player).
  db.run('UPDATE players SET active = 0, left_year = ? WHERE id IN (SELECT value FROM json_each(?))', [
    year,
    JSON.stringify(ids),
  ]);
}
