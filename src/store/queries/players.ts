// Reading and writing players. Attributes are columns (readable in any SQLite tool, no JSON parsing).
import type { ClassYear, Player, PlayerAttributes, Position } from '../../core/players/types.js';
import type { SqlValue } from '../database.js';
import type { Db, Row } from '../database.js';
import { ATTRIBUTE_COLUMNS, type AttributeColumn } from '../attributeColumns.js';
import { formerPlayerRow } from './formerPlayers.js';
import { packedRosters } from './packedRosters.js';

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
export function pushAttributes(values: SqlValue[], a: PlayerAttributes): SqlValue[] {
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
    .values(`SELECT ${SELECT_COLUMNS} FROM players WHERE team = ? AND active = 1 ORDER BY pos, depth`, [team])
    .map(playerFromValues);
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
