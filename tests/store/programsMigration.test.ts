// A save of every earlier version opens with its one program as the save's coached program, and plays on unchanged:
// the save of the version before many coached programs (its program, "let my staff recruit" and the coached game in
// meta) shows the same pages and plays the same week as the save it was made from; saves of every version before it
// (made from a schema-1 and a schema-2 save by the migrations of their time) open and play a week.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { sendCoachedCall, startCoachedGame } from '../../src/store/actions/coach/coachGame.js';
import { setStaffRecruiting } from '../../src/store/actions/recruiting/actions.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import type { Db } from '../../src/store/database.js';
import { memoryDb } from '../../src/store/memoryDb.js';
import { coachedPrograms, programOf, staffRecruitsOn } from '../../src/store/program.js';
import { programCoach } from '../../src/store/queries/coaches.js';
import { gamesOfWeek } from '../../src/store/queries/games.js';
import { readState } from '../../src/store/queries/meta.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { addCoachedPrograms } from '../../src/store/migrations/coachedPrograms.js';
import { addCoachGrowth } from '../../src/store/migrations/coachGrowth.js';
import { MIGRATIONS, SCHEMA_VERSION, schemaVersion } from '../../src/store/schema.js';
import { PageContext } from '../../src/store/views/context.js';
import { coachView } from '../../src/store/views/coach.js';
import { coachedGameView } from '../../src/store/views/coachedGame.js';
import { dashboardView } from '../../src/store/views/dashboard.js';
import { recruitingBoardView } from '../../src/store/views/recruiting/board.js';
import { writeSchema1Save } from '../fixtures/schema1Save.js';
import { writeSchema2Save } from '../fixtures/schema2Save.js';
import { dropAfterPipelines, PIPELINE_TABLE_NAMES } from '../helpers/laterTables.js';
import { addPipelines } from '../../src/store/migrations/pipelines.js';

const TEAM = 'Georgia';
/** The version of a save made just before many coached programs (the step that moves it on: addCoachedPrograms). */
const BEFORE = MIGRATIONS.indexOf(addCoachedPrograms);
let dir: string;
let currentPath: string;

/** The version's saves, as bytes: [version, file]. */
const older: [number, string][] = [];

function pagesOf(save: SaveFile): unknown {
  const ctx = new PageContext(save.db);
  return {
    info: ctx.info(),
    dashboard: dashboardView(ctx),
    board: recruitingBoardView(ctx),
    coach: coachView(ctx),
    game: coachedGameView(ctx),
  };
}

/** The week's scores, as its games were played. */
function scores(save: SaveFile, week: number): string[] {
  return gamesOfWeek(save.db, readState(save.db).year, week).map(
    (g) => `${g.away} ${g.away_points} at ${g.home} ${g.home_points}`,
  );
}

/**
 * The save one version back: its program, "let my staff recruit" and the coached game in meta, the staff's report
 * under its old key, job offers without a seat, the table of coached programs not there.
 */
function downgradeToBefore(db: Db): void {
  const row = db.get<{ team: string; staff_recruits: number; coached_game: string | null }>(
    'SELECT team, staff_recruits, coached_game FROM coached_programs',
  )!;
  const put = (key: string, value: string) =>
    db.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [
      key,
      value,
    ]);
  put('user_team', row.team);
  put('staff_recruits', String(row.staff_recruits));
  if (row.coached_game !== null) put('coached_game', row.coached_game);
  db.run("UPDATE meta SET key = 'staff_week' WHERE key = ?", [`staff_week:${row.team}`]);
  db.run("UPDATE meta SET key = 'coached_calls' WHERE key = 'coached_calls:1'");
  db.exec(`
    CREATE TABLE offers_before (year INTEGER NOT NULL, team TEXT NOT NULL, PRIMARY KEY (year, team)) WITHOUT ROWID;
    INSERT INTO offers_before SELECT year, team FROM coach_offers;
    DROP TABLE coach_offers;
    DROP TABLE coached_programs;
  `);
  // The pipelines' migration and the ones after come after it: what they add goes too (migrating makes it again).
  dropAfterPipelines(db);
  for (const table of PIPELINE_TABLE_NAMES) db.exec(`DROP TABLE ${table}`);
  // The table as the version before wrote it.
  db.exec(`CREATE TABLE coach_offers (
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  PRIMARY KEY (year, team)
) WITHOUT ROWID;
INSERT INTO coach_offers SELECT year, team FROM offers_before; DROP TABLE offers_before;`);
  // Nor had it the coaches' levels (the migration after: coachGrowth.ts).
  db.exec('DROP TABLE coach_growth; DROP TABLE coach_ability_tiers; DROP TABLE coordinator_growth;');
  db.exec(`PRAGMA user_version = ${BEFORE}`);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-programs-'));
  currentPath = join(dir, 'current.db');
  const save = await newDynasty(currentPath, { year: 2024, team: TEAM, seed: 21, playoffTeams: 4 });
  const program = programOf(save.db);
  save.change(() => advanceStage(save.db));
  save.change(() => simulateTo(save.db, 2));
  save.change(() => setStaffRecruiting(save.db, program, true));
  // A coached game left in progress: its calls move with the save.
  save.change(() => startCoachedGame(save.db, program));
  save.change(() => sendCoachedCall(save.db, program, 'coordinator_drive'));
  await save.save();
  const previous = await memoryDb(readFileSync(currentPath));
  downgradeToBefore(previous);
  writeFileSync(join(dir, 'before.db'), previous.export());
  previous.close();
  older.push([BEFORE, join(dir, 'before.db')]);
  // Versions 1 and 2 from the fixtures, then each later one as the migrations of its time moved a version-2 save.
  const schema1 = join(dir, 'v1.db');
  await writeSchema1Save(save.db, schema1);
  older.push([1, schema1]);
  const schema2 = join(dir, 'v2.db');
  await writeSchema2Save(currentPath, schema2);
  older.push([2, schema2]);
  save.close();
  const moving = await memoryDb(readFileSync(schema2));
  for (let version = 2; version < BEFORE - 1; version++) {
    const step = MIGRATIONS[version];
    moving.transaction(() => (typeof step === 'string' ? moving.exec(step) : step(moving)));
    moving.exec(`PRAGMA user_version = ${version + 1}`);
    {
      const path = join(dir, `v${version + 1}.db`);
      writeFileSync(path, moving.export());
      older.push([version + 1, path]);
    }
  }
  moving.close();
  older.sort((a, b) => a[0] - b[0]);
}, 300_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a save of the version before many coached programs', () => {
  it('opens with its program coached, its switch and its coached game, and shows the same pages', async () => {
    const current = await SaveFile.open(currentPath);
    const old = await SaveFile.open(join(dir, 'before.db'));
    expect(schemaVersion(old.db)).toBe(SCHEMA_VERSION);
    const [program] = coachedPrograms(old.db);
    expect(coachedPrograms(old.db)).toEqual([{ seat: 1, team: TEAM }]);
    expect(programCoach(old.db, program)?.team).toBe(TEAM);
    expect(staffRecruitsOn(old.db, program)).toBe(true);
    expect(old.db.get("SELECT 1 AS one FROM meta WHERE key IN ('staff_recruits', 'coached_game', 'staff_week')")).toBe(
      undefined,
    );
    expect(pagesOf(old)).toEqual(pagesOf(current));
    current.close();
    old.close();
  });

  it('plays its week as the save it came from does, its coached game finished by the coordinator', async () => {
    const played: string[][] = [];
    for (const path of [currentPath, join(dir, 'before.db')]) {
      const save = await SaveFile.open(path);
      save.change(() => simulateTo(save.db, 3));
      played.push(scores(save, 2));
      expect(coachedGameView(new PageContext(save.db)).status).toBe('final');
      save.close();
    }
    expect(played[1]).toEqual(played[0]);
    expect(played[0].length).toBeGreaterThan(40);
  });
});

describe('a save of every earlier version', () => {
  it('has one for each version from 1 to the one before many coached programs', () => {
    // Many coached programs came before the coach growth, the pipelines and the position changes (made again by
    // migrating these saves).
    expect(BEFORE).toBe(MIGRATIONS.indexOf(addCoachGrowth) - 1);
    expect(MIGRATIONS.indexOf(addPipelines)).toBe(MIGRATIONS.indexOf(addCoachGrowth) + 1);
    expect(older.map(([version]) => version)).toEqual(Array.from({ length: BEFORE }, (_, i) => i + 1));
  });

  it('opens with its one program coached by its player, and plays a week', async () => {
    for (const [version, path] of older) {
      const save = await SaveFile.open(path);
      expect(schemaVersion(save.db), `version ${version}`).toBe(SCHEMA_VERSION);
      const programs = coachedPrograms(save.db);
      expect(programs, `version ${version}`).toEqual([{ seat: 1, team: TEAM }]);
      expect(programCoach(save.db, programs[0])?.team, `version ${version}`).toBe(TEAM);
      const week = readState(save.db).currentWeek;
      save.change(() => simulateTo(save.db, week + 1));
      expect(
        scores(save, week).every((s) => !s.includes('null')),
        `version ${version}`,
      ).toBe(true);
      expect(new PageContext(save.db).info().team).toBe(TEAM);
      save.close();
    }
  });
});
