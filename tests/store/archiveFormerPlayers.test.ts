// Players who left before last season move out of the rosters' table into packed groups (archiveFormerPlayers),
// every field kept exactly, also values the packed read cannot hold (read one column each then).
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/store/database.js';
import { decodeFormerPlayers, type FormerPlayer } from '../../src/store/encoding/formerPlayers.js';
import { archiveFormerPlayers } from '../../src/store/queries/formerPlayers.js';
import { emptySaveDb, insertPlayers } from '../support/playersTable.js';

const KEPT = 'id, team, first, last, pos, class, redshirted, rating, stars, development_trait, potential, joined_year, left_year';

async function rosters(): Promise<Db> {
  const db = await emptySaveDb();
  insertPlayers(db, 900, () => 60, (n) => {
    const left = n % 3 === 0 ? 2024 + (n % 4) : null;
    return {
      id: n % 4 === 0 ? 35_000 + n * 11 : n + 1, team: ['Texas', 'San José State', 'Miami (FL)'][n % 3], first: n % 5 === 0 ? 'Ñandú' : 'Al',
      last: `O'Neil-${n}`, pos: ['QB', 'K', 'OL'][n % 3], class: ['fr', 'sr'][n % 2], redshirted: n % 2, rating: 30 + (n % 70),
      stars: n % 6, development_trait: n % 4, potential: 50 + (n % 40), active: left === null ? 1 : 0, joined_year: 2021 + (n % 3), left_year: left,
    };
  });
  return db;
}

const archived = (db: Db): FormerPlayer[] =>
  db.all<{ players: Uint8Array }>('SELECT players FROM former_players ORDER BY id_group').flatMap((r) => decodeFormerPlayers(r.players));

function expectArchived(db: Db, leftBefore: number): void {
  const leavers = db.all<FormerPlayer>(`SELECT ${KEPT} FROM players WHERE active = 0 AND left_year < ? ORDER BY id`, [leftBefore]);
  const staying = db.values('SELECT id FROM players WHERE NOT (active = 0 AND left_year < ?) ORDER BY id', [leftBefore]);
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
});
