// The rosters as the offseason's roster moves read them (depthChartRosters, packed by SQLite into one string) come out
// exactly as a read one column per field gives them: the same players, fields, values and order, also for values
// the packing cannot hold.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/store/database.js';
import { depthChartRosters } from '../../src/store/queries/depthChartRosters.js';
import { emptySaveDb, insertPlayers } from '../support/playersTable.js';

const TEAMS = ['Texas', 'Ohio State', 'Miami (FL)', 'Texas A&M', 'San José State'];
const POSITIONS = ['QB', 'RB', 'WR', 'K', 'S', 'OL'];
const CLASSES = ['fr', 'so', 'jr', 'sr'];

async function league(): Promise<Db> {
  const db = await emptySaveDb();
  insertPlayers(
    db,
    600,
    () => 50,
    (n) => ({
      // Ids past two characters' 15 bits each for some, in no order of team.
      id: n % 5 === 0 ? 40_000 + n * 37 : n + 1,
      team: TEAMS[(n * 7) % TEAMS.length],
      first: 'Ñame',
      last: `Last${n}`,
      pos: POSITIONS[n % POSITIONS.length],
      class: CLASSES[n % CLASSES.length],
      redshirted: n % 3 === 0 ? 1 : 0,
      rating: 40 + (n % 60),
      depth: n % 4,
      starter: n % 4 === 0 ? 1 : 0,
      active: n % 11 === 0 ? 0 : 1,
      joined_year: 2024,
      left_year: null,
    }),
  );
  return db;
}

/** Every active player by team one column per field, in the table's order. */
function byColumn(db: Db) {
  const rosters = new Map<string, unknown[]>();
  for (const r of db.all<Record<string, number | string>>(
    'SELECT id, team, pos, class, redshirted, rating, depth, starter FROM players WHERE active = 1 ORDER BY id',
  )) {
    const list = rosters.get(r.team as string) ?? [];
    rosters.set(r.team as string, list);
    list.push({
      id: r.id,
      team: r.team,
      pos: r.pos,
      year: r.class,
      redshirted: r.redshirted === 1,
      rating: r.rating,
      depth: r.depth,
      starter: r.starter === 1,
    });
  }
  return rosters;
}

function expectSame(db: Db): void {
  const read = depthChartRosters(db);
  const expected = byColumn(db);
  expect([...read.keys()]).toEqual([...expected.keys()]);
  for (const [team, players] of expected)
    expect(read.get(team)!.map((p) => JSON.stringify(p))).toEqual(players.map((p) => JSON.stringify(p)));
}

describe('depthChartRosters', () => {
  it('reads every active player exactly, team by team in the table order', async () => {
    const db = await league();
    expectSame(db);
    expect([...depthChartRosters(db).values()].reduce((n, list) => n + list.length, 0)).toBe(600 - 55);
  });

  it('reads values the packing cannot hold (below zero, past 32767, outside 16-bit characters) one column each', async () => {
    const db = await league();
    db.run('UPDATE players SET rating = -3 WHERE id = 2');
    expectSame(db);
    db.run('UPDATE players SET rating = 50, depth = 40000 WHERE id = 2');
    expectSame(db);
    db.run("UPDATE players SET depth = 1, team = 'Texas \u{1F3C8}' WHERE id = 3");
    expectSame(db);
    expect(depthChartRosters(db).get('Texas \u{1F3C8}')?.[0].depth).toBe(1);
  });

  it('reads a league of no players', async () => {
    const db = await league();
    db.run('UPDATE players SET active = 0');
    expect(depthChartRosters(db).size).toBe(0);
  });
});
