// Opening, creating and changing saves. On Node a save is a file that SQLite opens itself: a change is one
// transaction, SQLite's journal keeps it whole through a crash, and its locks (with a busy timeout) order the
// changes of every thread and process. A save made in memory (a new dynasty), or kept by a storage of bytes (the
// static build, tests), is a database in memory written whole to its storage.
import type { Db } from './database.js';
import { GameError, isGameError } from './errors.js';
import {
  BUSY_MESSAGE,
  checkedDatabase,
  fileConnection,
  memoryDatabase,
  reading,
  sqliteCode,
  writeError,
} from './saveOpening.js';
import { isTrusted, trust } from './saveTrust.js';
import { lockWaitMs } from './saveTuning.js';
import { initializeSchema } from './schema.js';
import type { Engine } from './sqlite/connection.js';
import { loadEngine } from './sqlite/engine.js';
import { defaultSaveStorage as storage } from './storage/defaultSaveStorage.js';

export { readSaveBytes } from './saveOpening.js';

/** A save made in memory and not yet written (it replaces whatever is stored). */
const NEW = 'new';
/** Memory is ahead of the storage after a failed write: the next read loads the save again. */
const UNSAVED = 'unsaved';

export interface SaveOpenOptions {
  /** How messages name the save: its path by default; a hosted server names no path on its disk. */
  label?: string;
  /**
   * The opener keeps the save open across many changes (a server, the terminal game): the file is put in WAL mode
   * while it is held, so reads never wait for a writer (hold).
   */
  hold?: boolean;
  /** How long a change waits for another connection's change before it is refused as busy (the lock wait). */
  waitMs?: number;
}

/** The save's location as the storage names it, refused when it is a folder (absent saves are the caller's business). */
function locate(path: string, label: string): string {
  const location = storage.locate(path);
  if (storage.kind(location) === 'folder')
    throw new GameError('bad_save', `${label} is a folder, not a save file: name a file such as saves/dynasty.db.`);
  return location;
}

/** A save of a storage of bytes read into a database in memory, checked unless trusted; null when there is none. */
function loadBytes(engine: Engine, location: string, label: string): { db: Db; stamp: string } | null {
  const stored = reading(label, () => storage.read!(location));
  if (stored === null) return null;
  const trusted = isTrusted(location, stored.stamp);
  const db = memoryDatabase(engine, stored.bytes, label, !trusted);
  if (!trusted) trust(location, stored.stamp);
  return { db, stamp: stored.stamp };
}

export class SaveFile {
  /** The file's inode the connection has open (files); null for a database in memory. */
  private inode: number | null = null;
  /** The change mark this copy last showed its reader (isCurrent, refresh). */
  private seen = '';
  /** Held open for many changes (SaveOpenOptions.hold), and in WAL mode since (held). */
  private holding = false;
  private held = false;
  /** This connection changed the file (its stamp is noted as checked when it closes). */
  private wrote = false;

  private constructor(
    /** The save's location in its storage (an absolute path for files). */
    readonly path: string,
    private current: Db,
    private readonly engine: Engine,
    /** For a database in memory: the stamp of what it was loaded from or last wrote, NEW or UNSAVED. */
    private stamp: string,
    readonly label: string,
  ) {}

  /** The database as of the last load (a refresh may reload it: read it again after one). */
  get db(): Db {
    return this.current;
  }

  /** A new empty save with the current schema, in memory until save() or a change writes it. */
  static async create(path: string, options: { force?: boolean } & SaveOpenOptions = {}): Promise<SaveFile> {
    const label = options.label ?? path;
    const location = locate(path, label);
    // An empty file is no save (a new save's write that a crash cut short leaves one).
    if (storage.kind(location) === 'save' && !options.force && storage.head(location, 1).length > 0) {
      throw new GameError('conflict', `A save already exists at ${label}; use --force to replace it.`);
    }
    const engine = await loadEngine();
    const db = engine.memory();
    initializeSchema(db);
    return new SaveFile(location, db, engine, NEW, label);
  }

  /** Opens an existing save, checking that it is one of ours; older schemas are migrated. */
  static async open(path: string, options: SaveOpenOptions = {}): Promise<SaveFile> {
    const label = options.label ?? path;
    const location = locate(path, label);
    const noSave = () =>
      new GameError(
        'no_game',
        `No save at ${label}. Start a dynasty with: dynasty new --year 2024 --team "Ohio State"`,
        '/',
      );
    if (storage.kind(location) === null) throw noSave();
    const engine = await loadEngine();
    if (!storage.files) {
      const stored = loadBytes(engine, location, label);
      if (stored === null) throw noSave();
      return new SaveFile(location, stored.db, engine, stored.stamp, label);
    }
    const save = new SaveFile(location, SaveFile.openFile(engine, location, label, options), engine, '', label);
    save.inode = storage.fileId!(location);
    // Held open for many changes (a server, the terminal game): WAL mode now, before any change of this or another
    // connection, so readers never wait for a writer; close() puts it back to one plain file when it is the last.
    save.holding = options.hold === true;
    save.toWal();
    save.seen = save.db.changeMark();
    return save;
  }

  /** The save file opened by SQLite, checked unless this process or a command before it checked it as it is. */
  private static openFile(engine: Engine, location: string, label: string, options: SaveOpenOptions): Db {
    const trusted = isTrusted(location, storage.stamp(location));
    const db = checkedDatabase(engine, fileConnection(engine, location, label, options.waitMs), label, !trusted);
    if (!trusted) trust(location, storage.stamp(location));
    return db;
  }

  /** A save from bytes that are not (yet) a save of ours (an import): always checked. */
  static async fromBytes(location: string, bytes: Uint8Array, label = location): Promise<SaveFile> {
    const engine = await loadEngine();
    return new SaveFile(location, memoryDatabase(engine, bytes, label, true), engine, NEW, label);
  }

  private get isFile(): boolean {
    return this.inode !== null;
  }

  /**
   * WAL mode while held. A save that cannot be written (a read-only file or folder) stays as it is; another
   * connection locking it past the busy timeout leaves the rollback journal until the next change tries again.
   */
  private toWal(): void {
    if (!this.holding || this.held || storage.writeRefusal(this.path) !== null) return;
    try {
      this.held = this.db.get<{ journal_mode: string }>('PRAGMA journal_mode = WAL')?.journal_mode === 'wal';
      // The mode is in the file's header: the file is still the one this process checked.
      if (this.held) trust(this.path, storage.stamp(this.path), true);
    } catch {
      // busy, or a read-only folder
    }
  }

  /** Has nobody changed the save since this copy last looked (refresh, a change of its own)? */
  isCurrent(): boolean {
    if (this.isFile) return storage.fileId!(this.path) === this.inode && this.db.changeMark() === this.seen;
    return this.stamp === NEW || storage.stamp(this.path) === this.stamp;
  }

  /**
   * Brings this copy up to the save as stored: true when another connection or process changed it since this copy
   * last looked. A file SQLite has open is always current; one replaced by a new save (another inode) is opened
   * again; a save deleted meanwhile keeps our copy.
   */
  refresh(): boolean {
    if (this.isFile) {
      const inode = storage.fileId!(this.path);
      if (inode !== null && inode !== this.inode) {
        const db = SaveFile.openFile(this.engine, this.path, this.label, {});
        this.current.close();
        this.current = db;
        this.inode = inode;
        this.held = false;
        this.toWal();
      }
      const mark = this.db.changeMark();
      const changed = mark !== this.seen;
      this.seen = mark;
      return changed;
    }
    if (this.stamp === NEW || storage.stamp(this.path) === this.stamp) return false;
    const stored = loadBytes(this.engine, this.path, this.label);
    if (stored === null) return false;
    this.current.close();
    this.current = stored.db;
    this.stamp = stored.stamp;
    return true;
  }

  /** Refuses before anything changes when the save (or the file at location) or its folder cannot be written. */
  private checkWritable(location: string): void {
    const refusal = storage.writeRefusal(location);
    if (refusal === 'save')
      throw new GameError(
        'bad_save',
        `${this.label} is read-only: nothing was changed. Make the file writable to keep playing it.`,
      );
    if (refusal === 'folder')
      throw new GameError('bad_save', `The folder of ${this.label} is read-only: the save cannot be written there.`);
  }

  /**
   * Writes a new save in memory whole to its storage, so that a crash leaves the old save or the new one (a new
   * dynasty, replacing one with --force). A file is written with SQLite's backup API (copyTo), and this save then
   * plays that file, as SaveFile.open gives it: its changes are SQLite's transactions on it.
   */
  async save(): Promise<void> {
    if (!storage.files) return this.writeBytes(this.path);
    if (this.isFile) return;
    await this.copyTo(this.path);
    const db = SaveFile.openFile(this.engine, this.path, this.label, {});
    this.current.close();
    this.current = db;
    this.inode = storage.fileId!(this.path);
    this.seen = db.changeMark();
  }

  /**
   * Writes the save whole over the file at location with SQLite's backup API, one transaction of that file's (made
   * if absent): a program holding it reads the new save from its next read, and a crash leaves the old save or the
   * new one. Refused as busy, the file as it was, when another connection keeps it locked past the lock wait.
   * This save stays as it is (a batch's season in memory, an import written under its new name). A storage of bytes
   * is written whole.
   */
  async copyTo(location: string): Promise<void> {
    if (!storage.files) return this.writeBytes(location);
    this.checkWritable(location);
    const write = () => this.db.backupTo!(location, lockWaitMs());
    let written: boolean;
    try {
      written = await write().catch((error: unknown) => {
        // A file there that is no SQLite database (a damaged save replaced with --force) cannot take a backup: it goes.
        const code = sqliteCode(error);
        if (code !== 'SQLITE_NOTADB' && code !== 'SQLITE_CORRUPT') throw error;
        storage.remove(location);
        return write();
      });
    } catch (error) {
      throw writeError(error, this.label);
    }
    if (!written) throw new GameError('busy', BUSY_MESSAGE);
    trust(location, storage.stamp(location), true);
  }

  /** A storage of bytes (tests, the static build): the save written whole. */
  private writeBytes(location: string): void {
    this.checkWritable(location);
    try {
      const stamp = storage.write!(location, this.db.export());
      trust(location, stamp, true);
      if (location === this.path) this.stamp = stamp ?? UNSAVED;
    } catch (error) {
      if (location === this.path) this.stamp = UNSAVED;
      throw writeError(error, this.label);
    }
  }

  /**
   * Runs a change in one transaction. On a file it is SQLite's: it waits for another connection's change up to the
   * lock wait (then refused as busy, nothing changed), sees every change confirmed before it, and is on disk once
   * this returns. A database in memory is then written whole (unless nothing changed).
   */
  change<T>(fn: () => T): T {
    this.refresh();
    this.checkWritable(this.path);
    if (this.isFile) {
      this.toWal();
      let result: T;
      try {
        result = this.db.transaction(fn);
      } catch (error) {
        throw isGameError(error) ? error : writeError(error, this.label);
      }
      const mark = this.db.changeMark();
      if (mark !== this.seen) this.wrote = true;
      this.seen = mark;
      return result;
    }
    // A new save on disk is written once, by save(); a program then changes the file it opens.
    if (storage.files) throw new Error(`${this.label} is a new save not yet written: save() it first.`);
    const before = this.db.changeMark();
    const result = this.db.transaction(fn);
    if (this.stamp !== NEW && this.db.changeMark() === before) return result;
    this.writeBytes(this.path);
    return result;
  }

  /**
   * Closes the save. A file held in WAL mode goes back to the rollback journal when this is its last connection (a
   * checkpoint moves the WAL's pages into it and removes it), so a save nobody has open is one plain file; and the
   * file as this close leaves it is noted as checked, so the next command does not check it again.
   */
  close(): void {
    try {
      if (this.holding && this.db.get<{ journal_mode: string }>('PRAGMA journal_mode')?.journal_mode === 'wal') {
        this.db.exec('PRAGMA busy_timeout = 0');
        this.db.exec('PRAGMA journal_mode = DELETE');
        this.wrote = true;
      }
    } catch {
      // another connection still has it open or locked: the last one to close does it
    }
    this.current.close();
    if (this.wrote && storage.fileId!(this.path) === this.inode) trust(this.path, storage.stamp(this.path), true);
  }
}
