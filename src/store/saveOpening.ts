// Opening a save's database: its header, the checks of a save from outside, migrations, and the errors of reading
// and writing it told as a player's (saveFile.ts opens, changes and closes saves with these).
import type { Db } from './database.js';
import { GameError, isGameError } from './errors.js';
import { checkSaveSchema, checkSaveValues } from './saveCheck.js';
import { lockWaitMs } from './saveTuning.js';
import { APPLICATION_ID, SCHEMA_VERSION, applicationId, migrate, schemaVersion } from './schema.js';
import type { Engine } from './sqlite/connection.js';
import { loadEngine } from './sqlite/engine.js';
import { defaultSaveStorage as storage } from './storage/defaultSaveStorage.js';

const SQLITE_HEADER = 'SQLite format 3\u0000';

export const BUSY_MESSAGE = 'The save is being changed by another dynasty process; try again.';

/** SQLite's error code of an error it raised ('SQLITE_BUSY'...), else undefined. */
export function sqliteCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : undefined;
}

function fsErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as NodeJS.ErrnoException).code : undefined;
}

/** A failed write told as the player's error when it is one of theirs (busy, a read-only folder, a full disk). */
export function writeError(error: unknown, label: string): unknown {
  const code = sqliteCode(error) ?? fsErrorCode(error);
  if (code?.startsWith('SQLITE_BUSY') || code?.startsWith('SQLITE_LOCKED')) return new GameError('busy', BUSY_MESSAGE);
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code?.startsWith('SQLITE_READONLY'))
    return new GameError('bad_save', `${label} cannot be written (its folder is read-only): nothing was saved.`);
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL')
    return new GameError('bad_save', `The disk is full: ${label} was not saved.`);
  return error;
}

/** A read of a save, its failures told as a player's errors. */
export function reading<T>(label: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    const code = fsErrorCode(error);
    if (code === 'EACCES' || code === 'EPERM')
      throw new GameError('bad_save', `${label} cannot be read (permission denied).`);
    if (code === 'ENOENT') throw new GameError('no_game', `No save at ${label}.`, '/');
    throw error;
  }
}

function damaged(label: string, error: unknown): GameError {
  return new GameError('bad_save', `${label} is damaged and cannot be read (${(error as Error).message}).`);
}

/** A failure opening or reading a save: the player's error when it is one (busy...), else the file is damaged. */
export function openError(error: unknown, label: string): unknown {
  const told = writeError(error, label);
  return told === error ? damaged(label, error) : told;
}

function notSqlite(label: string): GameError {
  return new GameError('bad_save', `${label} is not a CFB Dynasty save (not an SQLite database).`);
}

/**
 * A save file opened by SQLite itself, refused first when its header is not SQLite's. A change waits up to waitMs
 * for another connection's. These read the schema: another program's commit in the rollback journal holds them off.
 */
export function fileConnection(engine: Engine, location: string, label: string, waitMs = lockWaitMs()): Db {
  const header = Buffer.from(reading(label, () => storage.head(location, 16))).toString('latin1');
  if (header !== SQLITE_HEADER) throw notSqlite(label);
  let connection: Db | undefined;
  try {
    connection = engine.file!(location, { mustExist: true });
    connection.exec(`PRAGMA busy_timeout = ${waitMs}`);
    // A confirmed change is on disk (fsynced) before it is answered, in WAL mode too.
    connection.exec('PRAGMA synchronous = FULL');
    // A page cache that holds a season's changes until they commit (a 30-season save is under 20 MiB): no page is
    // spilled to the file mid-change, which would need the save to itself. Pages are cached as they are read.
    connection.exec('PRAGMA cache_size = -32768');
    return connection;
  } catch (error) {
    connection?.close();
    throw openError(error, label);
  }
}

/**
 * The checks of a save this process did not write: first its schema (nothing of the save runs before it passes),
 * then SQLite's own check of its pages, then the dynasty's values.
 */
function checkUntrusted(engine: Engine, db: Db, version: number, label: string): void {
  checkSaveSchema(engine, db, version, label);
  const result = db.get<{ quick_check: string }>('PRAGMA quick_check');
  if (result?.quick_check !== 'ok') throw new Error(String(result?.quick_check));
  // A save of format 0 is an empty file: its tables come with the first migration.
  if (version > 0) checkSaveValues(db, label);
}

/**
 * A connection checked as one of our saves (check: false skips checkUntrusted, for a save this process or a
 * command before it wrote or checked) and migrated to the current schema. Closed if it is refused.
 */
export function checkedDatabase(engine: Engine, db: Db, label: string, check: boolean): Db {
  try {
    if (applicationId(db) !== APPLICATION_ID) {
      throw new GameError(
        'bad_save',
        `${label} is not a CFB Dynasty save (an SQLite database of another application).`,
      );
    }
    const version = schemaVersion(db);
    if (version > SCHEMA_VERSION) {
      throw new GameError(
        'bad_save',
        `${label} was written by a newer version of CFB Dynasty (save schema ${version}; this version reads up to ${SCHEMA_VERSION}).`,
      );
    }
    if (check) checkUntrusted(engine, db, version, label);
    // One transaction: a crash mid-migration leaves the save as it was. A migration may rewrite most of an old save:
    // it is compacted once rather than carry the dead pages.
    if (migrate(db)) db.exec('VACUUM');
  } catch (error) {
    db.close();
    throw isGameError(error) ? error : openError(error, label);
  }
  return db;
}

/** A database in memory from a save's bytes, checked and migrated. */
export function memoryDatabase(engine: Engine, bytes: Uint8Array, label: string, check: boolean): Db {
  if (Buffer.from(bytes.subarray(0, 16)).toString('latin1') !== SQLITE_HEADER) throw notSqlite(label);
  let db: Db;
  try {
    db = engine.memory(withRollbackJournal(bytes));
  } catch (error) {
    throw damaged(label, error);
  }
  return checkedDatabase(engine, db, label, check);
}

/**
 * The bytes with the header of a file in rollback-journal mode: the header of a save held in WAL mode says WAL (its
 * bytes 18 and 19 are 2), which SQLite cannot open in memory, and which a plain copy of the file should not claim.
 */
export function withRollbackJournal(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 20 || (bytes[18] !== 2 && bytes[19] !== 2)) return bytes;
  const copy = new Uint8Array(bytes);
  copy[18] = 1;
  copy[19] = 1;
  return copy;
}

/**
 * The bytes of a save as one consistent version (an export or a download), changes of a server or the terminal game
 * still in SQLite's WAL included: read by SQLite in one read transaction, so a change under way is not half in it.
 */
export async function readSaveBytes(path: string, label = path): Promise<Uint8Array> {
  const location = storage.locate(path);
  if (storage.kind(location) !== 'save') throw new GameError('no_game', `No save at ${label}.`, '/');
  if (!storage.files) return reading(label, () => storage.read!(location))?.bytes ?? new Uint8Array();
  const connection = fileConnection(await loadEngine(), location, label);
  try {
    return withRollbackJournal(connection.export());
  } catch (error) {
    throw openError(error, label);
  } finally {
    connection.close();
  }
}
