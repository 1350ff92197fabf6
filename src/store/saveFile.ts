// Opening, creating and atomically writing saves; every change under the save's cross-process lock. The save's
// bytes, its lock and the notes beside it are reached through a SaveStorage (storage/saveStorage.ts): files by default.
import type { SqlJsStatic } from 'sql.js';
import { Db, loadSqlJs } from './database.js';
import { GameError, isGameError } from './errors.js';
import { checkSaveSchema, checkSaveValues } from './saveCheck.js';
import { APPLICATION_ID, SCHEMA_VERSION, applicationId, initializeSchema, migrate, schemaVersion } from './schema.js';
import { defaultSaveStorage } from './storage/defaultSaveStorage.js';
import { changeLine, countWholeWrite, MAX_LOG_BYTES, saveBase, watchRows, type RowRef } from './changeLog.js';
import { SaveLogs } from './saveLogs.js';
import { isTrusted, trust } from './saveTrust.js';
import type { SaveStorage, Stamp } from './storage/saveStorage.js';

const SQLITE_HEADER = 'SQLite format 3\u0000';
const NEW = 'new';
const UNSAVED = 'unsaved';

/** The stamp of the save file at path now; null when there is none. */
export function fileStamp(path: string): Stamp | null {
  return defaultSaveStorage.stamp(defaultSaveStorage.locate(path));
}

/**
 * The bytes of a save as one whole version (for an export or a download), with the changes and snaps logged beside
 * the file taken in: a download holds every confirmed change.
 */
export async function readSaveBytes(path: string, label = path): Promise<Uint8Array> {
  const storage = defaultSaveStorage;
  const location = storage.locate(path);
  const stored = reading(label, () => storage.read(location));
  if (stored === null) throw new GameError('no_game', `No save at ${label}.`, '/');
  if (!SaveLogs.exist(storage, location)) return stored.bytes;
  const save = await SaveFile.open(path, { label });
  try {
    return save.db.export();
  } finally {
    save.close();
  }
}

function fsErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as NodeJS.ErrnoException).code : undefined;
}

/** A failed write told as the player's error when it is one of theirs (a read-only folder, a full disk). */
function writeError(error: unknown, label: string): unknown {
  const code = fsErrorCode(error);
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return new GameError('bad_save', `${label} cannot be written (its folder is read-only): nothing was saved.`);
  if (code === 'ENOSPC' || code === 'EDQUOT')
    return new GameError('bad_save', `The disk is full: ${label} was not saved.`);
  return error;
}

/** A read of a save, its failures told as a player's errors. */
function reading<T>(label: string, read: () => T): T {
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

export interface SaveOpenOptions {
  /** How messages name the save: its path by default; a hosted server names no path on its disk. */
  label?: string;
  /** Where the save lives: files by default. */
  storage?: SaveStorage;
  /**
   * The opener keeps the save open across many changes (the server, the terminal game): a small change goes to the
   * change log beside the save (changeLog.ts) instead of a whole write, and flushLogs() writes it in before closing.
   */
  logChanges?: boolean;
}

/** Refuses a location that cannot be a save (a folder); absent saves are the caller's business. */
function checkIsSave(storage: SaveStorage, location: string, label: string): void {
  if (storage.kind(location) === 'folder') {
    throw new GameError('bad_save', `${label} is a folder, not a save file: name a file such as saves/dynasty.db.`);
  }
}

/**
 * Reads a save's bytes into a checked, migrated database (synchronous once sql.js is loaded). check: false
 * skips the checks (checkUntrusted), for bytes this process wrote or checked itself.
 */
function databaseOf(SQL: SqlJsStatic, bytes: Uint8Array, label: string, check = true): Db {
  const header = Buffer.from(bytes.subarray(0, 16)).toString('latin1');
  if (header !== SQLITE_HEADER) {
    throw new GameError('bad_save', `${label} is not a CFB Dynasty save (not an SQLite database).`);
  }
  let db: Db;
  try {
    db = new Db(new SQL.Database(bytes));
  } catch (error) {
    throw damaged(label, error);
  }
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
    if (check) checkUntrusted(SQL, db, version, label);
  } catch (error) {
    db.close();
    throw isGameError(error) ? error : damaged(label, error);
  }
  try {
    // A migration may rewrite most of an old save: compact it once rather than carry the dead pages.
    if (migrate(db)) db.exec('VACUUM');
  } catch (error) {
    db.close();
    // A migration reads old stored values: one that cannot be read is a damaged save.
    throw isGameError(error) ? error : damaged(label, error);
  }
  return db;
}

/** A save made in memory has its meta table once its schema is there (a format-0 save has none yet). */
function hasMeta(db: Db): boolean {
  return db.get("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'") !== undefined;
}

function damaged(label: string, error: unknown): GameError {
  return new GameError('bad_save', `${label} is damaged and cannot be read (${(error as Error).message}).`);
}

/**
 * The checks of a save this process did not write: first its schema (nothing of the save runs before it passes),
 * then SQLite's own check of its pages, then the dynasty's values.
 */
function checkUntrusted(SQL: SqlJsStatic, db: Db, version: number, label: string): void {
  checkSaveSchema(SQL, db, version, label);
  const result = db.get<{ quick_check: string }>('PRAGMA quick_check');
  if (result?.quick_check !== 'ok') throw new Error(String(result?.quick_check));
  // A save of format 0 is an empty file: its tables come with the first migration.
  if (version > 0) checkSaveValues(db, label);
}

export class SaveFile {
  /** The logs beside the save as this copy has taken them in. */
  private readonly logs: SaveLogs;
  /** Small changes go to the change log (SaveOpenOptions.logChanges). */
  private logChanges = false;

  private constructor(
    /** The save's location in its storage (an absolute path for files). */
    readonly path: string,
    private current: Db,
    private readonly SQL: SqlJsStatic,
    /**
     * The save as it was when loaded or last written by us; NEW for a save made in memory and not yet written
     * (it replaces whatever is stored), UNSAVED after a failed write (memory is ahead of the storage).
     */
    private stamp: string,
    readonly label: string,
    readonly storage: SaveStorage,
  ) {
    this.logs = new SaveLogs(storage, path, label);
  }

  /**
   * Small changes from now on go to the change log (SaveOpenOptions.logChanges), for a save made here and kept open
   * (a new dynasty the terminal game goes on playing).
   */
  keepChangesInLog(): void {
    this.logChanges = true;
  }

  /** The database as of the last load or reload (a change may reload it: read it again after one). */
  get db(): Db {
    return this.current;
  }

  /** A new empty save with the current schema, in memory until save() writes it. */
  static async create(path: string, options: { force?: boolean } & SaveOpenOptions = {}): Promise<SaveFile> {
    const storage = options.storage ?? defaultSaveStorage;
    const location = storage.locate(path);
    const label = options.label ?? path;
    checkIsSave(storage, location, label);
    if (storage.kind(location) === 'save' && !options.force) {
      throw new GameError('conflict', `A save already exists at ${label}; use --force to replace it.`);
    }
    const SQL = await loadSqlJs();
    const db = new Db(new SQL.Database());
    initializeSchema(db);
    return new SaveFile(location, db, SQL, NEW, label, storage);
  }

  /** Opens an existing save, checking that it is one of ours; older schemas are migrated in memory. */
  static async open(path: string, options: SaveOpenOptions = {}): Promise<SaveFile> {
    const storage = options.storage ?? defaultSaveStorage;
    const location = storage.locate(path);
    const label = options.label ?? path;
    checkIsSave(storage, location, label);
    const noSave = () =>
      new GameError(
        'no_game',
        `No save at ${label}. Start a dynasty with: dynasty new --year 2024 --team "Ohio State"`,
        '/',
      );
    if (storage.kind(location) === null) throw noSave();
    storage.cleanUp(location);
    const SQL = await loadSqlJs();
    const stored = reading(label, () => storage.read(location));
    if (stored === null) throw noSave();
    const trusted = isTrusted(storage, location, stored.stamp);
    const db = databaseOf(SQL, stored.bytes, label, !trusted);
    if (!trusted) trust(storage, location, stored.stamp);
    const save = new SaveFile(location, db, SQL, stored.stamp, label, storage);
    save.logChanges = options.logChanges ?? false;
    save.logs.catchUp(db);
    return save;
  }

  /** A save from bytes that are not (yet) a save of ours (an import): always checked. */
  static async fromBytes(
    location: string,
    bytes: Uint8Array,
    shownPath = location,
    storage: SaveStorage = defaultSaveStorage,
  ): Promise<SaveFile> {
    const SQL = await loadSqlJs();
    return new SaveFile(location, databaseOf(SQL, bytes, shownPath), SQL, NEW, shownPath, storage);
  }

  /** Does the storage still hold what this copy was loaded from or last wrote (its logs included)? */
  isCurrent(): boolean {
    if (this.stamp === NEW) return true;
    return this.storage.stamp(this.path) === this.stamp && this.logs.areCurrent();
  }

  /**
   * Reloads the save when another process wrote it since we read it (a save deleted meanwhile keeps our copy), and
   * takes in the changes and snaps another process logged beside it.
   */
  refresh(): boolean {
    if (this.stamp === NEW) return false;
    if (this.storage.stamp(this.path) === this.stamp) {
      const caught = this.logs.catchUp(this.db);
      if (caught !== 'stale') return caught;
    }
    const stored = reading(this.label, () => this.storage.read(this.path));
    if (stored === null) return false;
    const db = databaseOf(this.SQL, stored.bytes, this.label, !isTrusted(this.storage, this.path, stored.stamp));
    trust(this.storage, this.path, stored.stamp);
    this.current.close();
    this.current = db;
    this.stamp = stored.stamp;
    this.logs.forget();
    this.logs.catchUp(db);
    return true;
  }

  /** Refuses before anything changes when the save or its folder cannot be written. */
  private checkWritable(): void {
    const refusal = this.storage.writeRefusal(this.path);
    if (refusal === 'save') {
      throw new GameError(
        'bad_save',
        `${this.label} is read-only: nothing was changed. Make the file writable to keep playing it.`,
      );
    }
    if (refusal === 'folder')
      throw new GameError('bad_save', `The folder of ${this.label} is read-only: the save cannot be written there.`);
  }

  /** Writes the database atomically, under the save's lock. */
  save(): void {
    try {
      this.storage.withLockSync(this.path, () => this.write());
    } catch (error) {
      throw writeError(error, this.label);
    }
  }

  /**
   * The database (sql.js's export()) handed to the storage, which writes it so that a crash leaves the old save or
   * the new one: for files, the changed pages in place behind a rollback journal (nodeSaveStorage.ts). No VACUUM
   * here: pages freed when a season's detail is dropped are reused by the next season's games (and handed back by
   * incremental auto-vacuum), so the file stays near its live size without a rewrite per step.
   */
  private write(): void {
    this.checkWritable();
    // Lines of the change log written for the save before this write no longer apply to it (changeLog.ts).
    if (hasMeta(this.db)) countWholeWrite(this.db);
    const stamp = this.storage.write(this.path, this.db.export());
    trust(this.storage, this.path, stamp, true);
    this.stamp = stamp ?? UNSAVED;
    this.logs.remove();
  }

  /**
   * Runs a change in one transaction and writes the save once it commits, holding the save's lock: the copy
   * is first reloaded if another process wrote the save, so no confirmed change of theirs is overwritten.
   * A change that changes nothing writes nothing. Callers that decide before changing (read, then change)
   * take the lock around both with withSaveLock, which this joins.
   */
  change<T>(fn: () => T): T {
    return this.storage.withLockSync(this.path, () => this.changeLocked(fn));
  }
  private changeLocked<T>(fn: () => T, logged?: (result: T) => string | null): T {
    this.refresh();
    this.checkWritable();
    const before = this.db.changeMark();
    const onDisk = this.stamp !== NEW && this.stamp !== UNSAVED;
    const stopWatching = this.logChanges && onDisk ? watchRows(this.db) : null;
    let rows: RowRef[] | null = null;
    let result: T;
    try {
      result = this.db.transaction(fn);
    } finally {
      rows = stopWatching?.() ?? null;
    }
    const snap = logged && onDisk ? logged(result) : null;
    if (snap !== null) {
      this.recorded(() => this.logs.appendSnap(snap));
      return result;
    }
    if (this.stamp !== NEW && this.db.changeMark() === before) return result;
    const line = rows !== null && rows.length > 0 ? changeLine(this.db, saveBase(this.db), rows) : null;
    if (line !== null && this.logs.changesSize + line.length <= MAX_LOG_BYTES)
      this.recorded(() => this.logs.appendChange(line));
    else this.recorded(() => this.write());
    return result;
  }

  /**
   * A write of the change just made (to a log or the save). If it fails, memory is ahead of the storage: the copy is
   * forgotten, so the next read or change loads the save and its logs again, and a full disk or a read-only folder is
   * told as the player's error.
   */
  private recorded(write: () => void): void {
    try {
      write();
    } catch (error) {
      this.stamp = UNSAVED;
      throw writeError(error, this.label);
    }
  }

  /**
   * Writes the save whole when changes or snaps wait in its logs, so the file alone holds the dynasty (a host closing
   * it: the server shutting down, the terminal game quitting). Nothing is written when there are none.
   */
  flushLogs(): void {
    if (this.stamp === NEW || this.stamp === UNSAVED) return;
    this.storage.withLockSync(this.path, () => {
      // A save deleted meanwhile stays deleted.
      if (this.storage.stamp(this.path) === null) return;
      this.refresh();
      if (!this.logs.empty) this.recorded(() => this.write());
    });
  }

  /**
   * A change whose whole effect one line of the snap log says (a coached game's snap, snapLog.ts): the line is
   * appended beside the save, durable, in place of writing the save. When `logged` gives null (the game has ended)
   * the save is written whole, as by change.
   */
  changeLogged<T>(fn: () => T, logged: (result: T) => string | null): T {
    return this.storage.withLockSync(this.path, () => this.changeLocked(fn, logged));
  }

  close(): void {
    this.current.close();
  }
}
