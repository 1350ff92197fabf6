// Players who left before last season move out of the rosters' table into packed groups (archiveFormerPlayers),
// every field kept exactly, also values the packed read cannot hold (read one column each then).
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/store/database.js';
import {
  appendFormerPlayers,
  decodeFormerPlayers,
  encodeFormerPlayers,
  type FormerPlayer,
} from '../../src/store/encoding/formerPlayers.js';
import { archiveFormerPlayers } from '../../src/store/queries/formerPlayers.js';
import { emptySaveDb, insertPlayers } from '../support/playersTable.js';

const KEPT =
  'id, team, first, last, pos, class, redshirted, rating, stars, development_trait, potential, joined_year, left_year';

async function rosters(): Promise<Db> {
  const db = await emptySaveDb();
  insertPlayers(
    db,
    900,
    () => 60,
    (n) => {
      const left = n % 3 === 0 ? 2024 + (n % 4) : null;
      return {
        id: n % 4 === 0 ? 35_000 + n * 11 : n + 1,
        team: ['Texas', 'San José State', 'Miami (FL)'][n % 3],
        first: n % 5 === 0 ? 'Ñandú' : 'Al',
        last: `O'Neil-${n}`,
        pos: ['QB', 'K', 'OL'][n % 3],
        class: ['fr', 'sr'][n % 2],
        redshirted: n % 2,
        rating: 30 + (n % 70),
        stars: n % 6,
        development_trait: n % 4,
        potential: 50 + (n % 40),
        active: left === null ? 1 : 0,
        joined_year: 2021 + (n % 3),
        left_year: left,
      };
    },
  );
  return db;
}

const archived = (db: Db): FormerPlayer[] =>
  db
    .all<{ players: Uint8Array }>('SELECT players FROM former_players ORDER BY id_group')
    .flatMap((r) => decodeFormerPlayers(r.players));

function expectArchived(db: Db, leftBefore: number): void {
  const leavers = db.all<FormerPlayer>(`SELECT ${KEPT} FROM players WHERE active = 0 AND left_year < ? ORDER BY id`, [
    leftBefore,
  ]);
  const staying = db.values('SELECT id FROM players WHERE NOT (active = 0 AND left_year < ?) ORDER BY id', [
    leftBefore,
  ]);
  expect(leavers.length).toBeGreaterThan(0);
  const expected = [...archived(db), ...leavers].sort((a, b) => a.id - b.id);
  db.transaction(() => archiveFormerPlayers(db, leftBefore));
  expect(archived(db).sort((a, b) => a.id - b.id)).toEqual(expected);
  expect(db.values('SELECT id FROM players ORDER BY id')).toEqual(staying);
}

describe('archiveFormerPlayers', () => {
  it('moves every leaver before the year with all his fields, and only them', async () => {
    const db = await rosters();
    expectArchived(db, 2026);
    // A later season's leavers join the groups already written.
    expectArchived(db, 2028);
    expect(archived(db).length).toBe(300);
  });

  it('moves values the packed read cannot hold exactly', async () => {
    const db = await rosters();
    db.run("UPDATE players SET rating = -2, last = 'Smith \u{1F3C8}' WHERE id = 4");
    db.run('UPDATE players SET potential = 40000 WHERE id = 7');
    expectArchived(db, 2028);
    expect(archived(db).find((p) => p.id === 4)).toMatchObject({ rating: -2, last: 'Smith \u{1F3C8}' });
  });

  it("adds a season's leavers to a group as a chunk of their own, the members already there left as they were", async () => {
    const db = await rosters();
    db.transaction(() => archiveFormerPlayers(db, 2026));
    const before = db.all<{ id_group: number; players: Uint8Array }>(
      'SELECT id_group, players FROM former_players ORDER BY id_group',
    );
    expectArchived(db, 2028);
    const after = new Map(
      db
        .all<{ id_group: number; players: Uint8Array }>('SELECT id_group, players FROM former_players')
        .map((r) => [r.id_group, Buffer.from(r.players)]),
    );
    // Every group that had members keeps their bytes as its start: they were not decoded and deflated again.
    for (const group of before)
      expect(after.get(group.id_group)!.subarray(0, group.players.length).equals(Buffer.from(group.players))).toBe(
        true,
      );
    expect(before.some((group) => after.get(group.id_group)!.length > group.players.length)).toBe(true);
  });
});

describe('a group of former players', () => {
  const player = (id: number, rating: number): FormerPlayer => ({
    id,
    team: 'Texas',
    first: 'Al',
    last: `Smith-${id}`,
    pos: 'QB',
    class: 'sr',
    redshirted: 0,
    rating,
    stars: 3,
    development_trait: 1,
    potential: 70,
    joined_year: 2020,
    left_year: 2024,
  });

  it('reads a blob of one list, as written before chunks, and takes chunks after it', () => {
    const old = encodeFormerPlayers([player(3, 60), player(1, 61)]);
    expect(decodeFormerPlayers(old)).toEqual([player(1, 61), player(3, 60)]);
    const grown = appendFormerPlayers(old, [player(2, 62)]);
    expect(decodeFormerPlayers(grown)).toEqual([player(1, 61), player(2, 62), player(3, 60)]);
    // The old list is kept byte for byte inside the new blob.
    expect(Buffer.from(grown).includes(Buffer.from(old))).toBe(true);
  });

  it('starts a group with a chunk, and a player added again is the later one', () => {
    const first = appendFormerPlayers(null, [player(5, 50), player(4, 40)]);
    const again = appendFormerPlayers(first, [player(5, 55), player(6, 60)]);
    expect(decodeFormerPlayers(first)).toEqual([player(4, 40), player(5, 50)]);
    expect(decodeFormerPlayers(again)).toEqual([player(4, 40), player(5, 55), player(6, 60)]);
  });
});
