// A save in the middle of a recruiting cycle, made before the class was packed (one row per prospect), migrates
// with its class, its commitments and its suitors intact, and plays on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { RECRUITING_TABLES } from '../../src/store/migrations/recruitingCycle.js';
import { loadCycle } from '../../src/store/queries/recruiting.js';
import { packRecruitingClass } from '../../src/store/migrations/recruitingClass.js';
import { SEASON_ARCHIVE_TABLES } from '../../src/store/migrations/seasonArchive.js';
import { MIGRATIONS, SCHEMA_VERSION, migrate, schemaVersion } from '../../src/store/schema.js';
import { dropLineReadings, TABLES_AFTER_FCS } from '../helpers/laterTables.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-recruiting-class-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the packed recruiting class', () => {
  it('is made from the rows of a save in the middle of a cycle', async () => {
    const save = await newDynasty(join(dir, 'mid-cycle.db'), {
      year: 2024,
      team: 'Iowa State',
      seed: 7,
      playoffTeams: 4,
    });
    const db = save.db;
    save.change(() => advanceStage(db));
    save.change(() => simulateTo(db, 6));
    const stored = loadCycle(db);
    if (!stored) throw new Error('no cycle');
    const committed = stored.state.prospects.filter((p) => stored.state.status[p.id].committedTo);
    expect(committed.length).toBeGreaterThan(20);

    // The save as the schema before this one kept it: a row per prospect, in no particular order.
    const table = /CREATE TABLE recruiting_prospects \([\s\S]*?\n\);/.exec(RECRUITING_TABLES)?.[0];
    if (!table) throw new Error('no recruiting_prospects table in RECRUITING_TABLES');
    db.exec(table);
    for (const p of stored.state.prospects.slice().reverse()) {
      const s = stored.state.status[p.id];
      db.run(
        `INSERT INTO recruiting_prospects (id, first, last, pos, state, town, height, weight, stars, rank, rating, potential, development_trait,
          attributes, preferences, committed_to, committed_week) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          p.id,
          p.first,
          p.last,
          p.pos,
          p.state,
          p.town,
          p.heightInches,
          p.weightPounds,
          p.stars,
          p.rank,
          p.rating,
          p.potential,
          p.developmentTrait,
          JSON.stringify(p.attributes),
          JSON.stringify(p.preferences),
          s.committedTo,
          s.committedWeek,
        ],
      );
    }
    // The schema before the class was packed: the later migrations' tables and columns (schema 11's season archive,
    // schema 12's FCS games' flag, the training, staff, series, portal market and plan tables) go too, and migrate
    // makes them again.
    const packedAt = MIGRATIONS.indexOf(packRecruitingClass);
    expect(packedAt).toBe(9);
    db.exec('DROP TABLE recruiting_class');
    for (const [, name] of SEASON_ARCHIVE_TABLES.matchAll(/CREATE TABLE (\w+)/g)) db.exec(`DROP TABLE ${name}`);
    db.exec('ALTER TABLE games DROP COLUMN fcs');
    db.exec('ALTER TABLE games DROP COLUMN total');
    dropLineReadings(db);
    for (const name of TABLES_AFTER_FCS) db.exec(`DROP TABLE ${name}`);
    db.exec(`PRAGMA user_version = ${packedAt}`);

    expect(migrate(db)).toBe(true);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    expect(db.get("SELECT name FROM sqlite_master WHERE name = 'recruiting_prospects'")).toBeUndefined();
    const migrated = loadCycle(db);
    expect(migrated?.state.prospects).toEqual(stored.state.prospects);
    expect(migrated?.state.status).toEqual(stored.state.status);
    expect(migrated?.state.boards).toEqual(stored.state.boards);
    // And the cycle plays on from it.
    save.change(() => simulateTo(db, 8));
    expect(loadCycle(db)?.state.week).toBe(7);
    save.close();
  }, 240_000);
});
