// The save file's schema. A save is one SQLite database; PRAGMA application_id marks it as ours and
// PRAGMA user_version holds the schema version. Each migration moves a save up one version.
import type { Db } from './database.js';
import { AWARDS_AND_RECORDS } from './migrations/awardsAndRecords.js';
import { addCoaches } from './migrations/coaches.js';
import { addCoachedPrograms } from './migrations/coachedPrograms.js';
import { compactHistory } from './migrations/compactHistory.js';
import { packDetail } from './migrations/packDetail.js';
import { packFormerPlayers } from './migrations/packFormerPlayers.js';
import { ROSTER_STATUS_TABLES } from './migrations/rosterStatus.js';
import { RECRUITING_TABLES } from './migrations/recruitingCycle.js';
import { DEPARTURES_TABLES } from './migrations/departures.js';
import { packRecruitingClass } from './migrations/recruitingClass.js';
import { archiveSeasons } from './migrations/seasonArchive.js';
import { FCS_GAMES } from './migrations/fcsGames.js';
import { TRAINING_TABLES } from './migrations/training.js';
import { SERIES_TABLES } from './migrations/series.js';
import { PORTAL_MARKET_TABLES } from './migrations/portalMarket.js';
import { RECRUITING_PLAN_ENDS, RECRUITING_PLAN_TABLE } from './migrations/recruitingPlan.js';
import { COORDINATOR_COACH } from './migrations/coordinatorCoach.js';
import { GAME_TOTALS } from './migrations/gameTotals.js';
import { LINE_READINGS } from './migrations/lineReadings.js';
import { addStaffs } from './migrations/staff.js';
import { addCoachGrowth } from './migrations/coachGrowth.js';
import { addPipelines } from './migrations/pipelines.js';
import { POSITION_CHANGES_TABLE } from './migrations/positionChanges.js';
import { RETENTION_TABLES } from './migrations/retention.js';
import { VERSION_1 } from './migrations/version1.js';
import { NEW_SAVE_SCHEMA } from './newSaveSchema.js';

/** "CFBD" in ASCII: tells our saves from other SQLite files. */
export const APPLICATION_ID = 0x43464244;

/** A migration is a script, or code for the changes SQL cannot make (re-encoding blobs). */
export type Migration = string | ((db: Db) => void);

/** Migration i moves a save from version i to version i + 1. */
export const MIGRATIONS: readonly Migration[] = [
  VERSION_1,
  packDetail,
  packFormerPlayers,
  ROSTER_STATUS_TABLES,
  RECRUITING_TABLES,
  AWARDS_AND_RECORDS,
  addCoaches,
  DEPARTURES_TABLES,
  compactHistory,
  packRecruitingClass,
  archiveSeasons,
  FCS_GAMES,
  TRAINING_TABLES,
  addStaffs,
  SERIES_TABLES,
  PORTAL_MARKET_TABLES,
  RECRUITING_PLAN_TABLE,
  RECRUITING_PLAN_ENDS,
  COORDINATOR_COACH,
  GAME_TOTALS,
  addCoachedPrograms,
  addCoachGrowth,
  addPipelines,
  POSITION_CHANGES_TABLE,
  LINE_READINGS,
  RETENTION_TABLES,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

export function schemaVersion(db: Db): number {
  return Number(db.get<{ user_version: number }>('PRAGMA user_version')?.user_version ?? 0);
}

export function applicationId(db: Db): number {
  return Number(db.get<{ application_id: number }>('PRAGMA application_id')?.application_id ?? 0);
}

/** Brings a save up to SCHEMA_VERSION in one transaction; true when it changed anything. */
export function migrate(db: Db): boolean {
  const from = schemaVersion(db);
  if (from >= SCHEMA_VERSION) return false;
  db.transaction(() => {
    for (let version = from; version < SCHEMA_VERSION; version++) {
      const step = MIGRATIONS[version];
      if (typeof step === 'string') db.exec(step);
      else step(db);
    }
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  });
  return true;
}

export function initializeSchema(db: Db): void {
  // First of all (the header is written with the first change): pages freed when old seasons' detail is dropped
  // can then be handed back (pruneDetail.ts).
  db.exec('PRAGMA auto_vacuum = INCREMENTAL');
  db.exec(`PRAGMA application_id = ${APPLICATION_ID}`);
  // The schema the migrations arrive at, in one script (newSaveSchema.ts): a new save has nothing to migrate.
  db.transaction(() => {
    db.exec(NEW_SAVE_SCHEMA);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  });
}
