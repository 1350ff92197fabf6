// A finished offseason's portal moves from rows into its packed blob (archivePortalBefore) with every entry exact:
// signed or not, names outside ASCII, and values the packed read cannot hold (read one column each then).
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/store/database.js';
import { memoryDb } from '../../src/store/memoryDb.js';
import { decodePortalSeason } from '../../src/store/encoding/portalEntries.js';
import type { PortalEntryRow } from '../../src/store/encoding/portalEntries.js';
import { archivePortalBefore } from '../../src/store/queries/portal.js';
import { initializeSchema } from '../../src/store/schema.js';

async function portal(): Promise<Db> {
  const db = await memoryDb();
  initializeSchema(db);
  db.transaction(() => {
    for (let n = 0; n < 400; n++) {
      db.run(
        `INSERT INTO portal_entries (year, player_id, from_team, first, last, pos, class, rating, stars, reason, to_team, sits_out)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          2030 + (n % 2),
          n % 3 === 0 ? 70_000 + n : n + 1,
          n % 2 ? 'Texas A&M' : 'San José State',
          n % 5 ? 'José' : '',
          `O'Neil-Núñez ${n}`,
          ['QB', 'K', 'OL'][n % 3],
          ['FR', 'JR'][n % 2],
          40 + (n % 60),
          n % 6,
          ['playing_time', 'coach_change'][n % 2],
          n % 4 === 0 ? null : n % 4 === 1 ? '' : 'Miami (FL)',
          n % 4 === 2 ? 1 : 0,
        ],
      );
    }
  });
  return db;
}

function expectArchived(db: Db): void {
  const rows = db.all<PortalEntryRow>('SELECT * FROM portal_entries WHERE year = 2030 ORDER BY player_id');
  db.transaction(() => archivePortalBefore(db, 2031));
  const blob = db.get<{ entries: Uint8Array }>('SELECT entries FROM portal_history WHERE year = 2030')!.entries;
  expect(decodePortalSeason(2030, blob)).toEqual(rows);
  expect(db.values('SELECT count(*) FROM portal_entries WHERE year = 2030')[0][0]).toBe(0);
  expect(db.values('SELECT count(*) FROM portal_entries WHERE year = 2031')[0][0]).toBe(200);
}

describe('archivePortalBefore', () => {
  it('packs every entry of the finished offseasons exactly', async () => {
    expectArchived(await portal());
  });

  it('packs values the packed read cannot hold exactly', async () => {
    const db = await portal();
    db.run("UPDATE portal_entries SET rating = -1, last = 'Smith \u{1F3C8}' WHERE year = 2030 AND player_id = 3");
    db.run('UPDATE portal_entries SET stars = 50000 WHERE year = 2030 AND player_id = 5');
    expectArchived(db);
  });
});
