// A save from before coordinators and money opens, migrates (every program gets a staff, facilities and, in the NIL
// era, a collective) and plays on; a new dynasty has them from the start.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { addStaffs } from '../../src/store/migrations/staff.js';
import { MIGRATIONS, SCHEMA_VERSION, schemaVersion } from '../../src/store/schema.js';
import type { Db } from '../../src/store/database.js';
import {
  PLAN_TABLES,
  PORTAL_MARKET_TABLE_NAMES,
  PIPELINE_TABLE_NAMES,
  PROGRAM_TABLES,
  SERIES_TABLES,
  STAFF_TABLES,
  COACH_GROWTH_TABLE_NAMES,
  dropAfterPipelines,
} from '../helpers/laterTables.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-staff-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function staffCounts(db: Db) {
  const teams = db.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM team_seasons WHERE year = (SELECT MAX(year) FROM team_seasons)',
  )!.n;
  const roles = db.all<{ role: string; n: number }>(
    'SELECT role, COUNT(*) AS n FROM coordinators WHERE team IS NOT NULL GROUP BY role ORDER BY role',
  );
  const money = db.get<{ n: number; collective: number }>(
    'SELECT COUNT(*) AS n, SUM(collective) AS collective FROM program_money',
  )!;
  return { teams, roles, money };
}

describe('coordinators and money in the save', () => {
  it('gives a new dynasty three coordinators per program and money; no NIL collective before 2021', async () => {
    const save = await newDynasty(join(dir, 'new.db'), { year: 2016, team: 'Iowa', seed: 3 });
    const { teams, roles, money } = staffCounts(save.db);
    expect(roles).toEqual([
      { role: 'DC', n: teams },
      { role: 'OC', n: teams },
      { role: 'ST', n: teams },
    ]);
    expect(money.n).toBe(teams);
    expect(money.collective).toBe(0);
    save.close();
  }, 60_000);

  it('migrates an older save: its programs get their staffs and collectives, and it plays on', async () => {
    const path = join(dir, 'old.db');
    const save = await newDynasty(path, { year: 2022, team: 'Alabama', seed: 9 });
    // The schema before the staffs: their tables and the later ones go, and migrate makes them again.
    dropAfterPipelines(save.db);
    for (const table of [
      ...PIPELINE_TABLE_NAMES,
      ...COACH_GROWTH_TABLE_NAMES,
      ...PROGRAM_TABLES,
      ...PLAN_TABLES,
      ...PORTAL_MARKET_TABLE_NAMES,
      ...SERIES_TABLES,
      ...STAFF_TABLES,
    ])
      save.db.exec(`DROP TABLE ${table}`);
    save.db.exec('ALTER TABLE games DROP COLUMN total');
    save.db.exec(`PRAGMA user_version = ${MIGRATIONS.indexOf(addStaffs)}`);
    writeFileSync(path, save.db.export());
    save.close();

    const old = await SaveFile.open(path);
    expect(schemaVersion(old.db)).toBe(SCHEMA_VERSION);
    const { teams, roles, money } = staffCounts(old.db);
    expect(roles.map((r) => r.n)).toEqual([teams, teams, teams]);
    expect(money.collective).toBeGreaterThan(0);
    old.change(() => advanceStage(old.db));
    old.change(() => simulateTo(old.db, 2));
    old.close();
  }, 120_000);
});
