// The portal's unsigned players as its signing reads them (openPortalPlayers, packed by SQLite into one string) come
// out exactly as a read one column per field gives them: the same entries, best first, the same fields and values,
// a player without a row in the players' table as null, also for values the packing cannot hold.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/store/database.js';
import { openPortalPlayers, savePortalEntries } from '../../src/store/queries/portal.js';
import { emptySaveDb, insertPlayers } from '../support/playersTable.js';

const TEAMS = ['Texas', 'Ohio State', 'Miami (FL)', 'Texas A&M', 'San José State'];
const POSITIONS = ['QB', 'RB', 'WR', 'K', 'S', 'OL'];
const CLASSES = ['fr', 'so', 'jr', 'sr'];
const YEAR = 2025;

/** Player n's id: some past two characters' 15 bits each. */
const idOf = (n: number): number => (n % 5 === 0 ? 40_000 + n * 37 : n + 1);

async function portal(): Promise<Db> {
  const db = await emptySaveDb();
  // 300 players, of whom every seventh is gone from the table (a former player): their entries join no row.
  insertPlayers(
    db,
    300,
    () => 50,
    (n) => ({
      id: idOf(n),
      team: TEAMS[(n * 7) % TEAMS.length],
      first: 'Ñame',
      last: `Last${n}`,
      pos: POSITIONS[n % POSITIONS.length],
      class: CLASSES[n % CLASSES.length],
      redshirted: n % 3 === 0 ? 1 : 0,
      rating: 40 + (n % 60),
      depth: n % 4,
      starter: n % 4 === 0 ? 1 : 0,
      stars: 1 + (n % 5),
      active: 0,
      joined_year: 2024,
      left_year: YEAR,
    }),
  );
  db.run('DELETE FROM players WHERE id IN (SELECT id FROM players ORDER BY id LIMIT 300) AND id % 7 = 0');
  // Entries for 280 of them (ratings repeat: the order's ties go by id), another season's and a signed one besides.
  savePortalEntries(
    db,
    Array.from({ length: 280 }, (_, n) => ({
      year: YEAR,
      player_id: idOf(n),
      from_team: TEAMS[(n * 3) % TEAMS.length],
      first: 'Ñame',
      last: `Last${n}`,
      pos: POSITIONS[n % POSITIONS.length],
      class: CLASSES[n % CLASSES.length],
      rating: 50 + (n % 17),
      stars: 3,
      reason: 'playing_time' as const,
    })),
  );
  savePortalEntries(db, [
    {
      year: YEAR - 1,
      player_id: idOf(1),
      from_team: 'Texas',
      first: 'A',
      last: 'B',
      pos: 'QB',
      class: 'jr',
      rating: 99,
      stars: 3,
      reason: 'playing_time',
    },
  ]);
  db.run('UPDATE portal_entries SET to_team = ? WHERE year = ? AND player_id = ?', ['Texas', YEAR, idOf(2)]);
  return db;
}

/** The unsigned one column per field, best first. */
function byColumn(db: Db) {
  return db
    .all<Record<string, number | string | null>>(
      `SELECT e.player_id, e.from_team, p.id, p.team, p.pos, p.class, p.redshirted, p.rating, p.depth, p.starter, p.stars
       FROM portal_entries e LEFT JOIN players p ON p.id = e.player_id
      WHERE e.year = ? AND e.to_team IS NULL ORDER BY e.rating DESC, e.player_id`,
      [YEAR],
    )
    .map((r) => ({
      player_id: r.player_id,
      from_team: r.from_team,
      player:
        r.id === null
          ? null
          : {
              id: r.id,
              team: r.team,
              pos: r.pos,
              year: r.class,
              redshirted: r.redshirted === 1,
              rating: r.rating,
              depth: r.depth,
              starter: r.starter === 1,
              stars: r.stars,
            },
    }));
}

function expectSame(db: Db): void {
  expect(openPortalPlayers(db, YEAR).map((p) => JSON.stringify(p))).toEqual(byColumn(db).map((p) => JSON.stringify(p)));
}

describe('openPortalPlayers', () => {
  it('reads every unsigned entry of the season exactly, best first, with his row or null', async () => {
    const db = await portal();
    const read = openPortalPlayers(db, YEAR);
    expect(read).toHaveLength(279);
    expect(read.filter((p) => p.player === null).length).toBeGreaterThan(30);
    expect(read.some((p) => p.player_id > 32_768 && p.player !== null)).toBe(true);
    expectSame(db);
  });

  it('reads values the packing cannot hold (below zero, past 32767, outside 16-bit characters) one column each', async () => {
    const db = await portal();
    db.run('UPDATE players SET rating = -3 WHERE id = ?', [idOf(3)]);
    expectSame(db);
    db.run('UPDATE players SET rating = 50, depth = 40000 WHERE id = ?', [idOf(3)]);
    expectSame(db);
    db.run("UPDATE players SET depth = 1, team = 'Texas \u{1F3C8}' WHERE id = ?", [idOf(4)]);
    expectSame(db);
    expect(openPortalPlayers(db, YEAR).find((p) => p.player_id === idOf(4))?.player?.team).toBe('Texas \u{1F3C8}');
  });

  it('reads a season nobody is left unsigned in', async () => {
    const db = await portal();
    db.run("UPDATE portal_entries SET to_team = 'Texas'");
    expect(openPortalPlayers(db, YEAR)).toEqual([]);
  });
});
