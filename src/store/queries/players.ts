// Reading and writing players. Attributes are columns (readable in any SQLite tool, no JSON parsing).
import type { ClassYear, Player, PlayerAttributes, Position } from '../../core/players/types.js';
import type { Db, Row } from '../database.js';
import { ATTRIBUTE_COLUMNS, type AttributeColumn } from '../attributeColumns.js';
import { formerPlayerRow } from './formerPlayers.js';

const ATTRIBUTE_KEYS: Record<AttributeColumn, keyof PlayerAttributes> = {
  speed: 'speed', strength: 'strength', agility: 'agility', awareness: 'awareness',
  throw_power: 'throwPower', throw_accuracy: 'throwAccuracy', carrying: 'carrying', catching: 'catching',
  route_running: 'routeRunning', pass_block: 'passBlock', run_block: 'runBlock', pass_rush: 'passRush',
  run_stop: 'runStop', coverage: 'coverage', tackling: 'tackling', kick_power: 'kickPower',
  kick_accuracy: 'kickAccuracy', stamina: 'stamina',
};

const COLUMNS = [
  'id', 'team', 'first', 'last', 'pos', 'class', 'redshirted', 'rating', 'stars', 'development_trait', 'potential',
  'depth', 'starter', ...ATTRIBUTE_COLUMNS, 'active', 'joined_year', 'left_year',
];
const INSERT_SQL = `INSERT OR REPLACE INTO players (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`;
const SELECT_COLUMNS = COLUMNS.join(', ');

export function playerFromRow(row: Row): Player {
  const attributes = {} as PlayerAttributes;
  for (const column of ATTRIBUTE_COLUMNS) attributes[ATTRIBUTE_KEYS[column]] = Number(row[column]);
  return {
    id: Number(row.id),
    team: String(row.team),
    first: String(row.first),
    last: String(row.last),
    pos: row.pos as Position,
    year: row.class as ClassYear,
    redshirted: row.redshirted === 1,
    rating: Number(row.rating),
    attributes,
    stars: Number(row.stars),
    developmentTrait: Number(row.development_trait),
    potential: Number(row.potential),
    depth: Number(row.depth),
    starter: row.starter === 1,
  };
}

/** Inserts or replaces players (active, on their team). */
export function savePlayers(db: Db, players: readonly Player[], joinedYear: number): void {
  db.transaction(() => {
    for (const p of players) {
      db.run(INSERT_SQL, [
        p.id, p.team, p.first, p.last, p.pos, p.year, p.redshirted ? 1 : 0, p.rating, p.stars, p.developmentTrait,
        p.potential, p.depth, p.starter ? 1 : 0, ...ATTRIBUTE_COLUMNS.map((c) => p.attributes[ATTRIBUTE_KEYS[c]]),
        1, joinedYear, null,
      ]);
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
  const rosters = new Map<string, Player[]>();
  const attributeStart = COLUMNS.indexOf(ATTRIBUTE_COLUMNS[0]);
  for (const v of db.values(`SELECT ${SELECT_COLUMNS} FROM players WHERE active = 1 ORDER BY team, pos, depth`)) {
    const attributes = {} as PlayerAttributes;
    ATTRIBUTE_COLUMNS.forEach((column, i) => (attributes[ATTRIBUTE_KEYS[column]] = v[attributeStart + i] as number));
    const player: Player = {
      id: v[0] as number, team: v[1] as string, first: v[2] as string, last: v[3] as string, pos: v[4] as Position,
      year: v[5] as ClassYear, redshirted: v[6] === 1, rating: v[7] as number, stars: v[8] as number,
      developmentTrait: v[9] as number, potential: v[10] as number, depth: v[11] as number, starter: v[12] === 1, attributes,
    };
    let list = rosters.get(player.team);
    if (!list) rosters.set(player.team, (list = []));
    list.push(player);
  }
  return rosters;
}

/** Every active player's position and class, grouped by team: all a recruiting cycle's needs ask for. */
export function rosterPositions(db: Db): Map<string, { pos: Position; year: ClassYear }[]> {
  const rosters = new Map<string, { pos: Position; year: ClassYear }[]>();
  for (const [team, pos, year] of db.values('SELECT team, pos, class FROM players WHERE active = 1')) {
    let list = rosters.get(team as string);
    if (!list) rosters.set(team as string, (list = []));
    list.push({ pos: pos as Position, year: year as ClassYear });
  }
  return rosters;
}

export function findPlayer(db: Db, id: number): (Player & { active: boolean }) | undefined {
  const row = db.get(`SELECT ${SELECT_COLUMNS} FROM players WHERE id = ?`, [id]) ?? (formerPlayerRow(db, id) as Row | undefined);
  return row ? { ...playerFromRow(row), active: row.active === 1 } : undefined;
}

/** Players on record in the rosters' table (active or not) by id; ids not there are left out. */
export function playersById(db: Db, ids: readonly number[]): Map<number, Player> {
  const found = new Map<number, Player>();
  // The ids as one JSON array: one statement whatever their number.
  for (const row of db.all(`SELECT ${SELECT_COLUMNS} FROM players WHERE id IN (SELECT value FROM json_each(?))`, [JSON.stringify(ids)])) {
    const player = playerFromRow(row);
    found.set(player.id, player);
  }
  return found;
}

/** Writes players' changing fields (class, ratings, depth chart), keeping when they joined. */
export function updatePlayers(db: Db, players: readonly Player[]): void {
  const sets = ['team = ?', 'class = ?', 'redshirted = ?', 'rating = ?', 'potential = ?', 'depth = ?', 'starter = ?', ...ATTRIBUTE_COLUMNS.map((c) => `${c} = ?`)];
  const sql = `UPDATE players SET ${sets.join(', ')} WHERE id = ?`;
  db.transaction(() => {
    for (const p of players) {
      db.run(sql, [
        p.team, p.year, p.redshirted ? 1 : 0, p.rating, p.potential, p.depth, p.starter ? 1 : 0,
        ...ATTRIBUTE_COLUMNS.map((c) => p.attributes[ATTRIBUTE_KEYS[c]]), p.id,
      ]);
    }
  });
}

/**
 * updatePlayers for players who stay on their team (a season's progression): the team is not written, so its
 * index is left alone, and rows go in id order (neighbouring rows share pages).
 */
export function updatePlayersOnTheirTeams(db: Db, players: readonly Player[]): void {
  const sets = ['class = ?', 'redshirted = ?', 'rating = ?', 'potential = ?', 'depth = ?', 'starter = ?', ...ATTRIBUTE_COLUMNS.map((c) => `${c} = ?`)];
  const sql = `UPDATE players SET ${sets.join(', ')} WHERE id = ?`;
  const byId = players.slice().sort((a, b) => a.id - b.id);
  db.transaction(() => {
    for (const p of byId) {
      db.run(sql, [
        p.year, p.redshirted ? 1 : 0, p.rating, p.potential, p.depth, p.starter ? 1 : 0,
        ...ATTRIBUTE_COLUMNS.map((c) => p.attributes[ATTRIBUTE_KEYS[c]]), p.id,
      ]);
    }
  });
}

/** Writes the depth chart alone (depth and starter) of players whose other fields are as saved. */
export function updateDepthChart(db: Db, players: readonly Pick<Player, 'id' | 'depth' | 'starter'>[]): void {
  db.transaction(() => {
    for (const p of players) db.run('UPDATE players SET depth = ?, starter = ? WHERE id = ?', [p.depth, p.starter ? 1 : 0, p.id]);
  });
}

/** Marks players as gone from their program after a season (graduated, or the program left FBS). */
export function retirePlayers(db: Db, ids: readonly number[], year: number): void {
  db.transaction(() => {
    for (const id of ids) db.run('UPDATE players SET active = 0, left_year = ? WHERE id = ?', [year, id]);
  });
}
