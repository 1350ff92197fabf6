// Issue 11's save size: finished offseasons' portals and drafts are kept as one packed blob a season, old portals
// follow the retention setting, and who sat out a game is kept for the season being played only. The portal and the
// draft of every season still read the same, and a save made before (schema 8: every portal entry and draft pick a
// row, every season's absences) opens, migrates and goes on.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import type { Db } from '../../src/store/database.js';
import { memoryDb } from '../../src/store/memoryDb.js';
import { decodePortalSeason, encodePortalSeason } from '../../src/store/encoding/portalEntries.js';
import { readState } from '../../src/store/queries/meta.js';
import { changeRetention } from '../../src/store/actions/settings.js';
import { decodeRows, encodeRows } from '../../src/store/encoding/tableRows.js';
import { type DraftPickRow, draftOf, draftYears, earlyEntrantsOf } from '../../src/store/queries/draft.js';
import type { PortalEntryRow } from '../../src/store/encoding/portalEntries.js';
import { portalEntries, portalEntriesNamed, sittingOut } from '../../src/store/queries/portal.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { MIGRATIONS, SCHEMA_VERSION, schemaVersion } from '../../src/store/schema.js';
import { dropLineReadings } from '../helpers/laterTables.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-compact-history-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = (db: Db, sql: string, params: (string | number)[] = []): number =>
  db.get<{ n: number }>(sql, params)?.n ?? 0;

describe('packed history rows', () => {
  it('give back whole numbers, text and nulls column by column', () => {
    const rows = [
      { year: 2030, name: 'Ñandú', pick: null, score: -3 },
      { year: 2030, name: 'Ñandú', pick: 1, score: 2 ** 40 },
      { year: 2030, name: '', pick: 0, score: 0 },
    ];
    expect(decodeRows(encodeRows(['year', 'name', 'pick', 'score'], rows))).toEqual(rows);
    expect(() => encodeRows(['x'], [{ x: 1.5 }])).toThrow(/whole numbers/);
  });
});

describe('the packed portal of a season', () => {
  it('gives back every entry exactly, signed or not', () => {
    const rows: PortalEntryRow[] = [
      {
        year: 2031,
        player_id: 90_210,
        from_team: 'Texas A&M',
        first: 'José',
        last: "O'Neil-Núñez",
        pos: 'QB',
        class: 'JR',
        rating: 81,
        stars: 4,
        reason: 'playing_time',
        to_team: 'Miami (FL)',
        sits_out: 1,
      },
      {
        year: 2031,
        player_id: 17,
        from_team: 'Miami (FL)',
        first: 'A',
        last: 'B',
        pos: 'K',
        class: 'FR',
        rating: 40,
        stars: 1,
        reason: 'fresh_start',
        to_team: null,
        sits_out: 0,
      },
      {
        year: 2031,
        player_id: 18,
        from_team: 'UTEP',
        first: 'Cy',
        last: 'Young',
        pos: 'OL',
        class: 'SR',
        rating: 0,
        stars: 5,
        reason: 'coach_change',
        to_team: 'Texas A&M',
        sits_out: 0,
      },
    ];
    const decoded = decodePortalSeason(2031, encodePortalSeason(rows));
    expect(decoded).toEqual([...rows].sort((a, b) => a.player_id - b.player_id));
    expect(decodePortalSeason(2031, encodePortalSeason([]))).toEqual([]);
  });
});

describe('a dynasty two seasons on', () => {
  let path: string;
  let oldPath: string;
  /** Each season's portal as the queries give it, before the old save is made. */
  let portals: Record<number, PortalEntryRow[]>;
  let drafts: Record<number, DraftPickRow[]>;

  beforeAll(async () => {
    path = join(dir, 'current.db');
    const save = await newDynasty(path, {
      year: 2024,
      team: 'Texas',
      seed: 11,
      playoffTeams: 4,
      autobids: 0,
      confChampTop4: false,
    });
    for (let season = 0; season < 2; season++) {
      save.change(() => advanceStage(save.db));
      save.change(() => simulateTo(save.db, lastWeekFor(readState(save.db).playoff.teams) + 1));
      while (save.change(() => advanceStage(save.db)).stage !== 'preseason');
    }
    portals = { 2024: portalEntries(save.db, 2024), 2025: portalEntries(save.db, 2025) };
    drafts = { 2024: draftOf(save.db, 2024), 2025: draftOf(save.db, 2025) };
    save.close();
    oldPath = join(dir, 'schema8.db');
    await writeSchema8Save(path, oldPath);
  }, 600_000);

  it('packs finished offseasons, keeps the latest draft as rows, and reads both the same way', async () => {
    const save = await SaveFile.open(path);
    expect(readState(save.db).year).toBe(2026);
    expect(save.db.values('SELECT DISTINCT year FROM portal_entries').map((r) => r[0])).toEqual([]);
    expect(save.db.values('SELECT year FROM portal_history ORDER BY year').map((r) => r[0])).toEqual([2024, 2025]);
    expect(portals[2024].length / 130).toBeGreaterThan(12);
    expect(portals[2024].some((e) => e.to_team !== null)).toBe(true);
    // Best first, as the pages list them.
    expect(portals[2024].map((e) => e.rating)).toEqual(portals[2024].map((e) => e.rating).sort((a, b) => b - a));
    const someone = portals[2024][5];
    expect(portalEntriesNamed(save.db, someone.first.toUpperCase(), someone.last)).toContainEqual(someone);
    expect(save.db.values('SELECT DISTINCT year FROM draft_picks').map((r) => r[0])).toEqual([2025]);
    expect(draftYears(save.db)).toEqual([2025, 2024]);
    expect(drafts[2024].filter((p) => p.pick !== null).length).toBeGreaterThan(200);
    expect(drafts[2024].slice(0, 3).map((p) => p.pick)).toEqual([1, 2, 3]);
    const college = drafts[2024][0].college;
    expect(earlyEntrantsOf(save.db, 2024, college)).toEqual(
      drafts[2024]
        .filter((p) => p.college === college && p.early === 1)
        .sort((a, b) => b.rating - a.rating || a.player_id - b.player_id),
    );
    // Who sat out last season's games is gone; the season about to be played has none yet.
    expect(count(save.db, 'SELECT COUNT(*) AS n FROM game_absences')).toBe(0);
    // Nor are last season's injuries and redshirts (each season reads its own statuses).
    expect(count(save.db, 'SELECT COUNT(*) AS n FROM player_status WHERE year < 2026')).toBe(0);
    save.close();
  });

  it('migrates a save made before: the same portals, no old absences, and the dynasty goes on', async () => {
    const old = await memoryDb(readFileSync(oldPath));
    expect(schemaVersion(old)).toBe(8);
    expect(count(old, 'SELECT COUNT(*) AS n FROM portal_entries WHERE year = 2024')).toBe(portals[2024].length);
    expect(count(old, 'SELECT COUNT(*) AS n FROM game_absences')).toBeGreaterThan(0);
    old.close();

    const migrated = await SaveFile.open(oldPath);
    expect(schemaVersion(migrated.db)).toBe(SCHEMA_VERSION);
    expect(migrated.db.values('SELECT DISTINCT year FROM portal_entries').map((r) => r[0])).toEqual([]);
    expect(portalEntries(migrated.db, 2024)).toEqual(portals[2024]);
    expect(portalEntries(migrated.db, 2025)).toEqual(portals[2025]);
    expect(sittingOut(migrated.db, 2026)).toEqual(
      new Set(portals[2025].filter((e) => e.sits_out === 1 && e.to_team !== null).map((e) => e.player_id)),
    );
    // The sitters decoded once are kept only while the archive's bytes are the same: rewritten, it is read again.
    const signed = portals[2025].find((e) => e.to_team !== null && e.sits_out === 0)!;
    const rewritten = portals[2025].map((e) => (e === signed ? { ...e, sits_out: 1 } : e));
    migrated.change(() =>
      migrated.db.run('UPDATE portal_history SET entries = ? WHERE year = 2025', [encodePortalSeason(rewritten)]),
    );
    expect(sittingOut(migrated.db, 2026)).toEqual(
      new Set(rewritten.filter((e) => e.sits_out === 1 && e.to_team !== null).map((e) => e.player_id)),
    );
    expect(count(migrated.db, 'SELECT COUNT(*) AS n FROM game_absences')).toBe(0);
    expect(draftOf(migrated.db, 2024)).toEqual(drafts[2024]);
    expect(draftOf(migrated.db, 2025)).toEqual(drafts[2025]);
    expect(draftYears(migrated.db)).toEqual([2025, 2024]);
    expect(migrated.change(() => advanceStage(migrated.db)).stage).toBe('season');
    migrated.close();
  });

  it("keeps only the player's team's portal entries in offseasons older than the retention setting", async () => {
    const save = await SaveFile.open(path);
    save.change(() => changeRetention(save.db, { keep: 'seasons', seasons: 1 }));
    // 2026 and one past season keep everything: 2024's portal is older.
    const texas = portals[2024].filter((e) => e.from_team === 'Texas' || e.to_team === 'Texas');
    expect(texas.length).toBeGreaterThan(0);
    expect(portalEntries(save.db, 2024)).toEqual(texas);
    expect(portalEntries(save.db, 2025)).toEqual(portals[2025]);
    // The draft is history every season keeps.
    expect(draftOf(save.db, 2024)).toEqual(drafts[2024]);
    save.close();
  });
});

/** The save at `currentPath` as schema 8 wrote it: every season's portal entries as rows, every game's absences. */
async function writeSchema8Save(currentPath: string, path: string): Promise<void> {
  const db = await memoryDb(readFileSync(currentPath));
  const schema8 = await memoryDb();
  for (const step of MIGRATIONS.slice(0, 8)) {
    if (typeof step === 'string') schema8.exec(step);
    else step(schema8);
  }
  const tables = new Set(
    schema8.values("SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => String(r[0])),
  );
  // Tables schema 8 had that later migrations replaced (recruiting_prospects), as schema 8 made them.
  const schema8Tables = schema8.all<{ name: string; sql: string }>(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table'",
  );
  schema8.close();
  db.transaction(() => {
    for (const h of db.all<{ year: number; picks: Uint8Array }>('SELECT year, picks FROM draft_history')) {
      for (const p of decodeRows(h.picks) as unknown as DraftPickRow[]) {
        db.run(
          `INSERT INTO draft_picks (year, player_id, college, first, last, pos, class, rating, early, pick, round, round_pick, nfl_team)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            p.year,
            p.player_id,
            p.college,
            p.first,
            p.last,
            p.pos,
            p.class,
            p.rating,
            p.early,
            p.pick,
            p.round,
            p.round_pick,
            p.nfl_team,
          ],
        );
      }
    }
    for (const h of db.all<{ year: number; entries: Uint8Array }>('SELECT year, entries FROM portal_history')) {
      for (const e of decodePortalSeason(h.year, h.entries)) {
        db.run(
          `INSERT INTO portal_entries (year, player_id, from_team, first, last, pos, class, rating, stars, reason, to_team, sits_out)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            e.year,
            e.player_id,
            e.from_team,
            e.first,
            e.last,
            e.pos,
            e.class,
            e.rating,
            e.stars,
            e.reason,
            e.to_team,
            e.sits_out,
          ],
        );
      }
    }
    // Schema 8 kept who sat out every game of every season.
    db.exec(
      "INSERT INTO game_absences (game_id, player_ids) SELECT id, '[1, 2]' FROM games WHERE year < 2026 AND home_points IS NOT NULL",
    );
    for (const name of db.values("SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => String(r[0]))) {
      if (!tables.has(name)) db.exec(`DROP TABLE ${name}`);
    }
    const now = new Set(db.values("SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => String(r[0])));
    for (const t of schema8Tables) if (!now.has(t.name)) db.exec(t.sql);
    // Nor the FCS games' flag (schema 12): its migration finds them again.
    db.exec('ALTER TABLE games DROP COLUMN fcs');
    db.exec('ALTER TABLE games DROP COLUMN total');
    dropLineReadings(db);
    db.exec('PRAGMA user_version = 8');
  });
  writeFileSync(path, db.export());
  db.close();
}
