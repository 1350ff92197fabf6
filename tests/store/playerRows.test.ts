// The rosters' table written again in id order at the turn of the season (rewritePlayersInOrder): every row comes
// back exactly, in the same order, the table and its index by team as they were declared, onto fewer pages.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/store/database.js';
import { rewritePlayersInOrder } from '../../src/store/queries/playerRows.js';
import { createRng } from '../../src/core/random.js';
import { emptySaveDb, insertPlayers } from '../support/playersTable.js';

const TEAMS = ['Texas', 'Ohio State', 'Miami (FL)', 'Texas A&M', 'San José State'];

async function rostersWithHoles(): Promise<Db> {
  const db = await emptySaveDb();
  const rng = createRng('player-rows');
  insertPlayers(
    db,
    3000,
    () => Math.floor(rng.next() * 99),
    (n) => ({
      id: n + 1,
      team: TEAMS[(n + 1) % TEAMS.length],
      first: `Ñame${n + 1}`,
      last: `O'Last-${n + 1}`,
      pos: 'QB',
      class: 'fr',
      active: 1,
      joined_year: 2024,
      left_year: null,
    }),
  );
  db.transaction(() => {
    // Rows grown in place all year (a leaver's year, a longer name) split full pages; leavers taken out leave holes.
    db.run("UPDATE players SET active = 0, left_year = 2025, last = last || ' Jr.' WHERE id % 3 = 0");
    db.run('DELETE FROM players WHERE id % 7 = 0');
  });
  return db;
}

/** Pages in use (the file's pages less the free ones). */
const pagesInUse = (db: Db): number =>
  (db.get<{ page_count: number }>('PRAGMA page_count')?.page_count ?? 0)
  - (db.get<{ freelist_count: number }>('PRAGMA freelist_count')?.freelist_count ?? 0);
const schemaOf = (db: Db) =>
  db.all("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE tbl_name = 'players' ORDER BY name");

describe('rewritePlayersInOrder', () => {
  it('gives back every row in id order, the same schema and index, on fewer pages', async () => {
    const db = await rostersWithHoles();
    const before = db.values('SELECT * FROM players');
    const byTeam = db.values("SELECT id FROM players WHERE team = 'Texas' AND active = 1");
    const schema = schemaOf(db);
    const used = pagesInUse(db);
    db.transaction(() => rewritePlayersInOrder(db));
    expect(db.values('SELECT * FROM players')).toEqual(before);
    expect(db.values("SELECT id FROM players WHERE team = 'Texas' AND active = 1")).toEqual(byTeam);
    expect(
      db.get<{ detail: string }>("EXPLAIN QUERY PLAN SELECT id FROM players WHERE team = 'Texas' AND active = 1")
        ?.detail,
    ).toMatch(/players_by_team/);
    expect(schemaOf(db)).toEqual(schema);
    expect(db.all('SELECT name FROM sqlite_temp_master')).toEqual([]);
    expect(pagesInUse(db)).toBeLessThan(used * 0.9);
    expect(db.get<{ integrity_check: string }>('PRAGMA integrity_check')?.integrity_check).toBe('ok');
  });
});
