import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { buildRegularSeason } from '../../src/core/schedule/regularSeason.js';
import { validateSchedule } from '../../src/core/schedule/validateSchedule.js';
import type { Db } from '../../src/store/database.js';
import { memoryDb } from '../../src/store/memoryDb.js';
import { GameError } from '../../src/store/errors.js';
import { dataYear, dynastyLeague, resolveTeam } from '../../src/store/league.js';
import { initializeSchema } from '../../src/store/schema.js';

async function emptyDb(userTeam?: string): Promise<Db> {
  const db = await memoryDb();
  initializeSchema(db);
  if (userTeam) {
    db.run("INSERT INTO meta (key, value) VALUES ('user_team', ?)", [userTeam]);
    db.run('INSERT INTO coached_programs (seat, team, staff_recruits) VALUES (1, ?, 0)', [userTeam]);
  }
  return db;
}

describe('the league of a dynasty season', () => {
  it("keeps the player's program as an independent when it really left FBS, and schedules it", async () => {
    const db = await emptyDb('UAB');
    const league = dynastyLeague(db, 2015);
    const uab = league.teams.find((t) => t.name === 'UAB');
    expect(uab?.conference).toBe('Independent');
    expect(league.independents).toContain('UAB');
    const games = buildRegularSeason(league, createRng(1));
    expect(validateSchedule(league, games)).toEqual([]);
    expect(games.filter((g) => g.home === 'UAB' || g.away === 'UAB')).toHaveLength(12);
    // Other programs that left are not brought back.
    const other = dynastyLeague(await emptyDb('Alabama'), 2015);
    expect(other.teams.some((t) => t.name === 'UAB')).toBe(false);
  });

  it('uses the last season of data for dynasty years beyond it', async () => {
    expect(dataYear(2040)).toBe(2026);
    const db = await emptyDb('Georgia');
    const league = dynastyLeague(db, 2031);
    expect(league.year).toBe(2031);
    expect(league.teams).toHaveLength(138);
  });

  it('resolves team names case-insensitively and by abbreviation, and suggests close names', async () => {
    const league = dynastyLeague(await emptyDb(), 2024);
    expect(resolveTeam(league, 'ohio state')).toBe('Ohio State');
    expect(() => resolveTeam(league, 'Ohio St')).toThrow(GameError);
    expect(() => resolveTeam(league, 'Ohio St')).toThrow(/Did you mean: .*Ohio State/);
    expect(() => resolveTeam(league, 'Idaho')).toThrow(/Unknown team "Idaho" in the 2024 season/);
  });
});
