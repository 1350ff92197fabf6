// The league's rosters read in one pass (allRosters, with its numbers packed by SQLite) come out exactly as the
// plain per-team read gives them: the same players, fields, values, order and team order, also for numbers the
// packing cannot hold.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Player } from '../../src/core/players/types.js';
import { buildLeagueRosters } from '../../src/store/actions/leagueRosters.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { createIdSource } from '../../src/core/players/generate.js';
import { createRng } from '../../src/core/random.js';
import { dynastyLeague } from '../../src/store/league.js';
import type { Db } from '../../src/store/database.js';
import { allRosters, teamRoster } from '../../src/store/queries/players.js';
import { SaveFile } from '../../src/store/saveFile.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-all-rosters-'));
let save: SaveFile;
beforeAll(async () => {
  save = await newDynasty(join(dir, 'a.db'), { year: 2024, team: 'Ohio State', seed: 7 });
});
afterAll(() => {
  save?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every active player, team by team in name order, each read by teamRoster (one column per field). */
function perTeam(db: Db): Map<string, Player[]> {
  const teams = db
    .values('SELECT DISTINCT team FROM players WHERE active = 1 ORDER BY team')
    .map((v) => v[0] as string);
  return new Map(teams.map((team) => [team, teamRoster(db, team)]));
}

function expectSameRosters(actual: Map<string, Player[]>, expected: Map<string, Player[]>): void {
  expect([...actual.keys()]).toEqual([...expected.keys()]);
  for (const [team, players] of expected) {
    const read = actual.get(team)!;
    expect(read.map((p) => p.id)).toEqual(players.map((p) => p.id));
    // Field by field, key order included (the engine reads one shape of player).
    expect(read.map((p) => JSON.stringify(p))).toEqual(players.map((p) => JSON.stringify(p)));
  }
}

describe('allRosters', () => {
  it('reads a new league exactly as the per-team read does', () => {
    const rosters = allRosters(save.db);
    expect(rosters.size).toBeGreaterThan(100);
    let players = 0;
    for (const list of rosters.values()) players += list.length;
    expect(players).toBe(Number(save.db.values('SELECT count(*) FROM players WHERE active = 1')[0][0]));
    expectSameRosters(rosters, perTeam(save.db));
    // Every field read has the type the game gives it.
    const p = rosters.get('Ohio State')![0];
    expect(typeof p.redshirted).toBe('boolean');
    expect(typeof p.starter).toBe('boolean');
    expect(['QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'CB', 'S', 'K', 'P']).toContain(p.pos);
    expect(['fr', 'so', 'jr', 'sr']).toContain(p.year);
  });

  it('reads numbers that do not fit a byte, and players who left, right', () => {
    const db = save.db;
    const [a, b, c, d] = db
      .values("SELECT id FROM players WHERE active = 1 AND team = 'Ohio State' ORDER BY id LIMIT 4")
      .map((v) => v[0] as number);
    db.run('UPDATE players SET stamina = 300, kick_power = 256, depth = 400, potential = 0 WHERE id = ?', [a]);
    db.run('UPDATE players SET active = 0 WHERE id = ?', [c]);
    expectSameRosters(allRosters(db), perTeam(db));
    // A name outside the 16-bit characters, then a number below zero: read one column per field.
    db.run("UPDATE players SET last = 'Smith \u{1F3C8}', first = '' WHERE id = ?", [d]);
    expectSameRosters(allRosters(db), perTeam(db));
    db.run('UPDATE players SET rating = -1 WHERE id = ?', [b]);
    const rosters = allRosters(db);
    expectSameRosters(rosters, perTeam(db));
    expect(rosters.get('Ohio State')!.find((p) => p.id === b)!.rating).toBe(-1);
    expect(rosters.get('Ohio State')!.find((p) => p.id === d)!.last).toBe('Smith \u{1F3C8}');
    const first = rosters.get('Ohio State')!.find((p) => p.id === a)!;
    expect(first.attributes.stamina).toBe(300);
    expect(first.attributes.kickPower).toBe(256);
    expect(rosters.get('Ohio State')!.some((p) => p.id === c)).toBe(false);
  });

  it('reads ids past two bytes and puts a depth chart in order whatever the table order', () => {
    const db = save.db;
    // The odd values of the test before sent the read to its fallback: gone, the packed read is the one tested.
    db.run("UPDATE players SET active = 0 WHERE rating < 0 OR last LIKE 'Smith %'");
    const qbs = db
      .values("SELECT id FROM players WHERE active = 1 AND team = 'Michigan' AND pos = 'QB' ORDER BY depth")
      .map((v) => v[0] as number);
    expect(qbs.length).toBeGreaterThan(2);
    // The backup becomes the starter and the starter a high id (a row later in the table): rowid order is not depth order.
    db.run('UPDATE players SET id = ? WHERE id = ?', [1_234_567, qbs[0]]);
    db.run('UPDATE players SET depth = depth + 10 WHERE id = ?', [1_234_567]);
    db.run('UPDATE players SET depth = 1 WHERE id = ?', [qbs[1]]);
    const reads = vi.spyOn(db, 'values');
    const rosters = allRosters(db);
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
    expectSameRosters(rosters, perTeam(db));
    const michigan = rosters.get('Michigan')!.filter((p) => p.pos === 'QB');
    expect(michigan[0].id).toBe(qbs[1]);
    expect(michigan.at(-1)!.id).toBe(1_234_567);
  });

  it('is what buildLeagueRosters hands on: the rosters it has just generated and saved', async () => {
    const fresh = await SaveFile.create(join(dir, 'built.db'));
    try {
      const handed = fresh.db.transaction(() =>
        buildLeagueRosters(fresh.db, dynastyLeague(fresh.db, 2024), createRng('7:rosters:2024'), createIdSource(1)),
      );
      expectSameRosters(handed, allRosters(fresh.db));
    } finally {
      fresh.close();
    }
  });
});
