// The portal's unsigned players as its signing reads them (openPortalPlayers): the season's unsigned entries, best
// first (ties by id), each with his row in the players' table or null when he has none.
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

describe('openPortalPlayers', () => {
  it('reads every unsigned entry of the season, best first, with his row or null', async () => {
    const db = await portal();
    const read = openPortalPlayers(db, YEAR);
    expect(read).toHaveLength(279);
    expect(read.filter((p) => p.player === null).length).toBeGreaterThan(30);
    expect(read.some((p) => p.player_id === idOf(2))).toBe(false);
    const order = db.values(
      'SELECT player_id FROM portal_entries WHERE year = ? AND to_team IS NULL ORDER BY rating DESC, player_id',
      [YEAR],
    );
    expect(read.map((p) => p.player_id)).toEqual(order.map(([id]) => id));
    const row = read.find((p) => p.player_id === idOf(5) && p.player !== null);
    expect(row?.player).toMatchObject({ id: idOf(5), pos: POSITIONS[5 % POSITIONS.length], rating: 40 + 5 });
  });

  it('reads a season nobody is left unsigned in', async () => {
    const db = await portal();
    db.run("UPDATE portal_entries SET to_team = 'Texas'");
    expect(openPortalPlayers(db, YEAR)).toEqual([]);
  });
});
