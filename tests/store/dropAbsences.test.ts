// A new season drops who sat out the games of earlier seasons, and only those: the absences of this season's games,
// and absences whose game is not on record, stay.
import { describe, expect, it } from 'vitest';
import type { ScheduledGame } from '../../src/core/schedule/types.js';
import { memoryDb } from '../../src/store/memoryDb.js';
import { insertGames } from '../../src/store/queries/games.js';
import { dropAbsencesBefore } from '../../src/store/queries/rosterStatus.js';
import { initializeSchema } from '../../src/store/schema.js';

const games = (count: number): ScheduledGame[] =>
  Array.from(
    { length: count },
    (_, i) =>
      ({
        week: 1 + i,
        home: `Home ${i}`,
        away: `Away ${i}`,
        neutral: false,
        kind: 'regular',
        conferenceGame: false,
        label: null,
      }) as ScheduledGame,
  );

describe('dropAbsencesBefore', () => {
  it('drops the absences of games before the year, keeps the rest', async () => {
    const db = await memoryDb();
    initializeSchema(db);
    const old = [...insertGames(db, 2022, games(2)), ...insertGames(db, 2023, games(3))];
    const current = insertGames(db, 2024, games(2));
    for (const id of [...old, ...current, 9999])
      db.run('INSERT INTO game_absences (game_id, player_ids) VALUES (?, ?)', [id, `[${id}]`]);
    dropAbsencesBefore(db, 2024);
    expect(db.values('SELECT game_id FROM game_absences ORDER BY game_id').map(([id]) => id)).toEqual([
      ...current,
      9999,
    ]);
    dropAbsencesBefore(db, 2025);
    expect(db.values('SELECT game_id FROM game_absences').map(([id]) => id)).toEqual([9999]);
  });
});
