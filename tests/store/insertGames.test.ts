// Games inserted many to a statement (insertGames) get the ids one insert each gave them, in the order given, and
// the ids returned are theirs: after other games, after the last game was deleted, and in an empty table.
import { describe, expect, it } from 'vitest';
import type { ScheduledGame } from '../../src/core/schedule/types.js';
import type { Db } from '../../src/store/database.js';
import { memoryDb } from '../../src/store/memoryDb.js';
import { findGame, insertGames } from '../../src/store/queries/games.js';
import { initializeSchema } from '../../src/store/schema.js';

async function emptySave(): Promise<Db> {
  const db = await memoryDb();
  initializeSchema(db);
  return db;
}

const games = (count: number, week: number): ScheduledGame[] =>
  Array.from(
    { length: count },
    (_, i) =>
      ({
        week,
        home: `Home ${i}`,
        away: `Away ${i}`,
        neutral: i % 2 === 0,
        kind: 'regular',
        conferenceGame: i % 3 === 0,
        label: i === 0 ? 'Rivalry' : null,
      }) as ScheduledGame,
  );

describe('insertGames', () => {
  it('gives each game, in order, the ids after the last game', async () => {
    const db = await emptySave();
    expect(insertGames(db, 2024, [])).toEqual([]);
    const first = insertGames(db, 2024, games(3, 1), true);
    expect(first).toEqual([1, 2, 3]);
    // A season's worth: more rows than one statement holds, in statements of several sizes.
    const season = games(157, 2);
    const ids = insertGames(db, 2024, season);
    expect(ids).toEqual(Array.from({ length: 157 }, (_, i) => 4 + i));
    for (const [i, id] of ids.entries()) {
      const row = findGame(db, id)!;
      expect([row.home, row.away, row.week, row.neutral, row.conference_game, row.label, row.user_scheduled]).toEqual([
        season[i].home,
        season[i].away,
        2,
        season[i].neutral ? 1 : 0,
        season[i].conferenceGame ? 1 : 0,
        season[i].label,
        0,
      ]);
    }
    expect(findGame(db, 1)!.user_scheduled).toBe(1);
    // The last games deleted (an unplayed schedule made again): their ids are handed out again, as one insert each did.
    db.run('DELETE FROM games WHERE id > 100');
    expect(insertGames(db, 2025, games(2, 1))).toEqual([101, 102]);
  });
});
