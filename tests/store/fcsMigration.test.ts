// A save from before FCS opponents (schema 11: no games.fcs) opens, migrates and plays on: its next season has them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { gamesOfYear } from '../../src/store/queries/games.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { MIGRATIONS, SCHEMA_VERSION, schemaVersion } from '../../src/store/schema.js';
import { FCS_GAMES } from '../../src/store/migrations/fcsGames.js';
import { dropLineReadings, TABLES_AFTER_FCS } from '../helpers/laterTables.js';
import { PageContext } from '../../src/store/views/context.js';
import { teamScheduleView } from '../../src/store/views/teamSchedule.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-fcs-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a save made before FCS opponents', () => {
  it('migrates (its games all FBS against FBS) and schedules FCS opponents in its next season', async () => {
    const path = join(dir, 'old.db');
    const save = await newDynasty(path, { year: 2010, team: 'Alabama', seed: 9 });
    // The schema before FCS games: no column, and none of the tables of the migrations after it.
    save.db.exec('ALTER TABLE games DROP COLUMN fcs');
    save.db.exec('ALTER TABLE games DROP COLUMN total');
    dropLineReadings(save.db);
    for (const table of TABLES_AFTER_FCS) save.db.exec(`DROP TABLE ${table}`);
    save.db.exec(`PRAGMA user_version = ${MIGRATIONS.indexOf(FCS_GAMES)}`);
    writeFileSync(path, save.db.export());
    save.close();

    const old = await SaveFile.open(path);
    expect(schemaVersion(old.db)).toBe(SCHEMA_VERSION);
    old.change(() => advanceStage(old.db));
    const fcs = gamesOfYear(old.db, 2010).filter((g) => g.fcs === 1);
    expect(fcs.length).toBeGreaterThan(80);
    old.change(() => simulateTo(old.db, 3));
    const schedule = teamScheduleView(new PageContext(old.db), 'Alabama');
    expect(schedule.games).toHaveLength(12);
    expect(schedule.games.filter((g) => g.result !== null).length).toBeGreaterThan(0);
    old.close();
  }, 120_000);
});
