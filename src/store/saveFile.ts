// Opening, creating and atomically writing save files; every change under the save's cross-process lock.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, readSync, readdirSync, renameSync, statSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { SqlJsStatic } from 'sql.js';
import { Db, loadSqlJs } from './database.js';
import { GameError } from './errors.js';
import { FileImage, changedPages, journalPathOf, journalWriter, pageSizeOf, rollBackJournal, writePagesInPlace } from './pageJournal.js';
import { isProcessAlive, withSaveLockSync } from './saveLock.js';
import { IN_PLACE_SHARE, JOURNAL_WAIT_MS } from './saveTuning.js';
import { APPLICATION_ID, SCHEMA_VERSION, applicationId, initializeSchema, migrate, schemaVersion } from './schema.js';

const SQLITE_HEADER = 'SQLite format 3\u0000';
const NEW = 'new';
const UNSAVED = 'unsaved';
let tempCounter = 0;

/** The temporary files of a save's atomic writes: `.NAME.tmp-PID-N` beside it. */
function tempPrefix(path: string): string {
  return `.${basename(path)}.tmp-`;
}

/** Writes bytes to path so that a crash at any moment leaves either the old file or the new one. */
export function writeFileAtomic(path: string, bytes: Uint8Array): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `${tempPrefix(path)}${process.pid}-${tempCounter++}`);
  try {
    const fd = openSync(temp, 'w');
    try {
      let offset = 0;
      while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
      // the temporary file may not exist
    }
    throw error;
  }
  try {
    // Make the rename itself durable.
    const dirFd = openSync(dir, 'r');
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
  } catch {
    // some file systems do not allow fsync on a directory
  }
}

/** Removes temporary files a crashed write left beside the save (those of live processes may be in use). */
export function removeStaleTemporaries(path: string): number {
  const prefix = tempPrefix(path);
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(dirname(path));
  } catch {
    return 0;
  }
  // A journal's temporary file (pageJournal.ts) is `.NAME.journal-PID`.
  const journalPrefix = `${basename(journalPathOf(path))}-`;
  for (const name of names) {
    const start = name.startsWith(prefix) ? prefix.length : name.startsWith(journalPrefix) ? journalPrefix.length : -1;
    if (start < 0) continue;
    const pid = Number(name.slice(start).split('-')[0]);
    if (pid === process.pid || isProcessAlive(pid)) continue;
    try {
      unlinkSync(join(dirname(path), name));
      removed++;
    } catch {
      // another process cleaned it first, or the folder is read-only: it stays harmless
    }
  }
  return removed;
}

/** SQLite's file change counter (header bytes 24-27): every committed change moves it. */
function changeCounterOf(path: string): number {
  const header = Buffer.alloc(4);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, header, 0, 4, 24);
  } finally {
    closeSync(fd);
  }
  return header.readUInt32BE(0);
}

/**
 * Identity of a file's current contents; null if absent. A whole write replaces the file (new inode); a write in
 * place (pageJournal.ts) moves the change counter in its header, which, unlike the mtime, cannot miss a write
 * made in the same clock tick as the last one.
 */
export function fileStamp(path: string): string | null {
  try {
    const s = statSync(path, { bigint: true });
    return `${s.ino}:${s.size}:${s.mtimeNs}:${changeCounterOf(path)}`;
  } catch {
    return null;
  }
}

// What Atomics.wait sleeps on between attempts.
const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * Makes sure no write in place is under way or was left half done: waits for a live writer to finish, and puts
 * back the save a dead writer left behind (under the save's lock, so only one process does it).
 */
function settleJournal(path: string, label: string): void {
  const deadline = Date.now() + JOURNAL_WAIT_MS;
  for (;;) {
    const writer = journalWriter(path);
    if (writer === null) return;
    if (writer === 0 || !isProcessAlive(writer)) {
      withSaveLockSync(path, () => {
        const again = journalWriter(path);
        if (again !== null && (again === 0 || !isProcessAlive(again))) rollBackJournal(path);
      });
      continue;
    }
    if (Date.now() > deadline) throw new GameError('busy', `${label} is being written by another process; try again.`);
    Atomics.wait(sleeper, 0, 0, 5);
  }
}

/** A save's bytes as one whole version of the file, with that version's stamp. */
function readWholeSave(path: string, label: string): { bytes: Buffer; stamp: string | null } {
  for (;;) {
    settleJournal(path, label);
    const stamp = fileStamp(path);
    const bytes = SaveFile.readBytes(path, label);
    if (journalWriter(path) === null && fileStamp(path) === stamp) return { bytes, stamp };
  }
}

/** The bytes of a save file as one whole version (for an export or a download). */
export function readSaveBytes(path: string, label = path): Buffer {
  return readWholeSave(resolve(path), label).bytes;
}

/**
 * Files this process wrote or checked, by path, with the identity (inode, size, mtime in ns) they had then.
 * A full integrity check of a 30-season save costs about half a second, so it runs only when a file is
 * opened for the first time or was changed by someone else since. Every write of ours also leaves that identity
 * in a small record beside the save (`.NAME.checked`), so the next command, a new process, trusts the file as
 * long as nobody else has written it (any other writer changes its inode, size or mtime).
 */
const trustedFiles = new Map<string, string>();

/** The record beside a save of its identity as our last write left it. */
export function checkedRecordOf(path: string): string {
  return join(dirname(path), `.${basename(path)}.checked`);
}

function isTrusted(path: string, stamp: string | null): boolean {
  if (stamp === null) return false;
  if (trustedFiles.get(path) === stamp) return true;
  try {
    return readFileSync(checkedRecordOf(path), 'utf8') === stamp;
  } catch {
    return false;
  }
}

/** written: this process has just written the file, so the record beside it is brought up to date too. */
function trust(path: string, stamp: string | null, written = false): void {
  if (stamp) trustedFiles.set(path, stamp);
  else trustedFiles.delete(path);
  if (!written) return;
  try {
    if (stamp) writeFileSync(checkedRecordOf(path), stamp);
    else unlinkSync(checkedRecordOf(path));
  } catch {
    // a read-only folder, or no record to remove: the next process checks the file once more, nothing worse
  }
}

/**
 * Trusts a file another thread of this process wrote (a server's change worker): stamp is its identity right
 * after that write. If anyone wrote the file since, its stamp differs and the next load checks it as usual.
 */
export function trustWrittenSave(path: string, stamp: string | null): void {
  const full = resolve(path);
  if (stamp !== null && fileStamp(full) === stamp) trust(full, stamp);
}

/** Nobody may write it: no write bit at all (checked by mode, so it holds for root too, who ignores permissions). */
function isReadOnly(path: string): boolean {
  try {
    return (statSync(path).mode & 0o222) === 0;
  } catch {
    return false;
  }
}

function fsErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as NodeJS.ErrnoException).code : undefined;
}

export interface SaveOpenOptions {
  /** How messages name the save: its path by default; a hosted server names no path on its disk. */
  label?: string;
}

/** Refuses a path that cannot be a save file (a folder); absent paths are the caller's business. */
function checkIsFile(full: string, label: string): void {
  let isDirectory = false;
  try {
    isDirectory = statSync(full).isDirectory();
  } catch {
    return;
  }
  if (isDirectory) throw new GameError('bad_save', `${label} is a folder, not a save file: name a file such as saves/dynasty.db.`);
}

/**
 * Reads a save's bytes into a checked, migrated database (synchronous once sql.js is loaded). check: false
 * skips the integrity check, for bytes this process wrote or checked itself.
 */
function databaseOf(SQL: SqlJsStatic, bytes: Uint8Array, label: string, check = true): Db {
  const header = Buffer.from(bytes.subarray(0, 16)).toString('latin1');
  if (header !== SQLITE_HEADER) {
    throw new GameError('bad_save', `${label} is not a CFB Dynasty save (not an SQLite database).`);
  }
  let db: Db;
  try {
    db = new Db(new SQL.Database(bytes));
    if (check) {
      const result = db.get<{ quick_check: string }>('PRAGMA quick_check');
      if (result?.quick_check !== 'ok') throw new Error(String(result?.quick_check));
    }
  } catch (error) {
    throw new GameError('bad_save', `${label} is damaged and cannot be read (${(error as Error).message}).`);
  }
  if (applicationId(db) !== APPLICATION_ID) {
    db.close();
    throw new GameError('bad_save', `${label} is not a CFB Dynasty save (an SQLite database of another application).`);
  }
  const version = schemaVersion(db);
  if (version > SCHEMA_VERSION) {
    db.close();
    throw new GameError(
      'bad_save',
      `${label} was written by a newer version of CFB Dynasty (save schema ${version}; this version reads up to ${SCHEMA_VERSION}).`,
    );
  }
  // A migration may rewrite most of an old save: compact it once rather than carry the dead pages.
  if (migrate(db)) db.exec('VACUUM');
  return db;
}

export class SaveFile {
  private constructor(
    readonly path: string,
    private current: Db,
    private readonly SQL: SqlJsStatic,
    /**
     * The file as it was when loaded or last written by us; NEW for a save made in memory and not yet written
     * (it replaces whatever is on disk), UNSAVED after a failed write (memory is ahead of the file).
     */
    private stamp: string,
    readonly label: string,
    /** The file's bytes as this copy last wrote them (null until then): what the next write compares with. */
    private written: FileImage | null = null,
  ) {}

  /** The database as of the last load or reload (a change may reload it: read it again after one). */
  get db(): Db {
    return this.current;
  }

  /** A new empty save with the current schema, in memory until save() writes it. */
  static async create(path: string, options: { force?: boolean } & SaveOpenOptions = {}): Promise<SaveFile> {
    const full = resolve(path);
    const label = options.label ?? path;
    checkIsFile(full, label);
    if (existsSync(full) && !options.force) {
      throw new GameError('conflict', `A save already exists at ${label}; use --force to replace it.`);
    }
    const SQL = await loadSqlJs();
    const db = new Db(new SQL.Database());
    initializeSchema(db);
    return new SaveFile(full, db, SQL, NEW, label);
  }

  /** Opens an existing save, checking that it is one of ours; older schemas are migrated in memory. */
  static async open(path: string, options: SaveOpenOptions = {}): Promise<SaveFile> {
    const full = resolve(path);
    const label = options.label ?? path;
    checkIsFile(full, label);
    if (!existsSync(full)) {
      throw new GameError('no_game', `No save at ${label}. Start a dynasty with: dynasty new --year 2024 --team "Ohio State"`, '/');
    }
    removeStaleTemporaries(full);
    const SQL = await loadSqlJs();
    const { bytes, stamp } = readWholeSave(full, label);
    const trusted = isTrusted(full, stamp);
    const db = databaseOf(SQL, bytes, label, !trusted);
    // Trusted from now on, unless the file changed while it was read.
    if (!trusted && stamp !== null && fileStamp(full) === stamp) trust(full, stamp);
    return new SaveFile(full, db, SQL, stamp ?? UNSAVED, label);
  }

  /** A save from bytes that are not (yet) a file of ours (an import): always checked. */
  static async fromBytes(full: string, bytes: Uint8Array, shownPath = full): Promise<SaveFile> {
    const SQL = await loadSqlJs();
    return new SaveFile(full, databaseOf(SQL, bytes, shownPath), SQL, NEW, shownPath);
  }

  static readBytes(full: string, label: string): Buffer {
    return SaveFile.reading(label, () => readFileSync(full));
  }

  /** A read of the save file, its failures told as a player's errors. */
  private static reading<T>(label: string, read: () => T): T {
    try {
      return read();
    } catch (error) {
      const code = fsErrorCode(error);
      if (code === 'EACCES' || code === 'EPERM') throw new GameError('bad_save', `${label} cannot be read (permission denied).`);
      if (code === 'ENOENT') throw new GameError('no_game', `No save at ${label}.`, '/');
      throw error;
    }
  }

  /** Does the file on disk still hold what this copy was loaded from or last wrote? */
  isCurrent(): boolean {
    return this.stamp === NEW || fileStamp(this.path) === this.stamp;
  }

  /** Reloads the save when another process wrote it since we read it (a save deleted meanwhile keeps our copy). */
  refresh(): boolean {
    if (this.isCurrent()) return false;
    if (fileStamp(this.path) === null) return false;
    const { bytes, stamp } = readWholeSave(this.path, this.label);
    if (stamp === null) return false;
    const db = databaseOf(this.SQL, bytes, this.label, !isTrusted(this.path, stamp));
    trust(this.path, stamp);
    this.current.close();
    this.current = db;
    this.stamp = stamp;
    this.written = null;
    return true;
  }

  /** Refuses before anything changes when the file or its folder cannot be written. */
  private checkWritable(): void {
    if (isReadOnly(this.path)) {
      throw new GameError('bad_save', `${this.label} is read-only: nothing was changed. Make the file writable to keep playing it.`);
    }
    // Every write creates a temporary file beside the save and renames it over the save.
    if (isReadOnly(dirname(this.path))) {
      throw new GameError('bad_save', `The folder of ${this.label} is read-only: the save cannot be written there.`);
    }
  }

  /** Writes the whole database atomically (temporary file, fsync, rename), under the save's lock. */
  save(): void {
    withSaveLockSync(this.path, () => this.write());
  }

  /**
   * No VACUUM here: pages freed when a season's detail is dropped are reused by the next season's games (and
   * handed back by incremental auto-vacuum), so the file stays near its live size without a rewrite per step.
   */
  private write(): void {
    this.checkWritable();
    try {
      this.writeFile();
    } catch (error) {
      const code = fsErrorCode(error);
      if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
        throw new GameError('bad_save', `${this.label} cannot be written (its folder is read-only): nothing was saved.`);
      }
      if (code === 'ENOSPC' || code === 'EDQUOT') throw new GameError('bad_save', `The disk is full: ${this.label} was not saved.`);
      throw error;
    }
    const stamp = fileStamp(this.path);
    trust(this.path, stamp, true);
    this.stamp = stamp ?? UNSAVED;
  }

  /**
   * Writes what changed since the file was last read or written: only the changed pages, in place behind a
   * journal, when they are few (most steps of a long dynasty touch a sliver of its file); otherwise the whole
   * file by temporary file and rename. Either way a crash leaves the old save or the new one.
   */
  private writeFile(): void {
    const now = this.db.fileBytes();
    if (this.stamp !== NEW && this.stamp !== UNSAVED && fileStamp(this.path) === this.stamp) {
      // The bytes a load read became sql.js's own file (it keeps a Buffer it is given), so the first write after a
      // load reads the file once more; later writes compare with what they wrote.
      const image = (this.written ??= SaveFile.reading(this.label, () => FileImage.read(this.path)));
      const pageSize = pageSizeOf(now);
      const pages = changedPages(image.bytes, now, pageSize);
      if (pages.length === 0) return;
      if (pages.length <= IN_PLACE_SHARE * (now.length / pageSize)) {
        writePagesInPlace(this.path, image.bytes, now, pages, pageSize);
        image.update(now, pages, pageSize);
        return;
      }
    }
    // The image's buffer is reused (a season's simulation rewrites the file each week of a `sim` run).
    const image = this.written ?? FileImage.copyOf(now);
    if (image !== this.written) this.written = image;
    else image.update(now, null, 1);
    writeFileAtomic(this.path, image.bytes);
  }

  /** Rows written and schema changes so far: equal before and after a change that changed nothing. */
  private changeCount(): string {
    const rows = this.db.get<{ n: number }>('SELECT total_changes() AS n')?.n ?? 0;
    const schema = this.db.get<{ schema_version: number }>('PRAGMA schema_version')?.schema_version ?? 0;
    return `${rows}:${schema}`;
  }

  /**
   * Runs a change in one transaction and writes the save once it commits, holding the save's lock: the copy
   * is first reloaded if another process wrote the file, so no confirmed change of theirs is overwritten.
   * A change that changes nothing writes nothing. Callers that decide before changing (read, then change)
   * take the lock around both with withSaveLock, which this joins.
   */
  change<T>(fn: () => T): T {
    return withSaveLockSync(this.path, () => this.changeLocked(fn));
  }

  private changeLocked<T>(fn: () => T): T {
    this.refresh();
    this.checkWritable();
    const before = this.changeCount();
    const result = this.db.transaction(fn);
    if (this.stamp === NEW || this.changeCount() !== before) {
      try {
        this.write();
      } catch (error) {
        // Memory is now ahead of the file: forget it, so the next read or change loads the file again.
        this.stamp = UNSAVED;
        throw error;
      }
    }
    return result;
  }

  close(): void {
    this.current.close();
  }
}
