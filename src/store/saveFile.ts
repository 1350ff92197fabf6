// Opening, creating and atomically writing save files.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { Db, loadSqlJs } from './database.js';
import { GameError } from './errors.js';
import { APPLICATION_ID, SCHEMA_VERSION, applicationId, initializeSchema, migrate, schemaVersion } from './schema.js';

const SQLITE_HEADER = 'SQLite format 3\u0000';
let tempCounter = 0;

/** Writes bytes to path so that a crash at any moment leaves either the old file or the new one. */
export function writeFileAtomic(path: string, bytes: Uint8Array): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.tmp-${process.pid}-${tempCounter++}`);
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

export class SaveFile {
  private constructor(
    readonly path: string,
    readonly db: Db,
  ) {}

  /** A new empty save with the current schema, in memory until save() writes it. */
  static async create(path: string, options: { force?: boolean } = {}): Promise<SaveFile> {
    const full = resolve(path);
    if (existsSync(full) && !options.force) {
      throw new GameError('conflict', `A save already exists at ${path}; use --force to replace it.`);
    }
    const SQL = await loadSqlJs();
    const db = new Db(new SQL.Database());
    initializeSchema(db);
    return new SaveFile(full, db);
  }

  /** Opens an existing save, checking that it is one of ours; older schemas are migrated in memory. */
  static async open(path: string): Promise<SaveFile> {
    const full = resolve(path);
    if (!existsSync(full)) {
      throw new GameError('no_game', `No save at ${path}. Start a dynasty with: dynasty new --year 2024 --team "Ohio State"`, '/');
    }
    const bytes = readFileSync(full);
    return SaveFile.fromBytes(full, bytes, path);
  }

  /** check: false skips the integrity check, for bytes this process wrote itself. */
  static async fromBytes(full: string, bytes: Uint8Array, shownPath = full, options: { check?: boolean } = {}): Promise<SaveFile> {
    const header = Buffer.from(bytes.subarray(0, 16)).toString('latin1');
    if (header !== SQLITE_HEADER) {
      throw new GameError('bad_save', `${shownPath} is not a CFB Dynasty save (not an SQLite database).`);
    }
    const SQL = await loadSqlJs();
    let db: Db;
    try {
      db = new Db(new SQL.Database(bytes));
      if (options.check !== false) {
        const check = db.get<{ quick_check: string }>('PRAGMA quick_check');
        if (check?.quick_check !== 'ok') throw new Error(String(check?.quick_check));
      }
    } catch (error) {
      throw new GameError('bad_save', `${shownPath} is damaged and cannot be read (${(error as Error).message}).`);
    }
    if (applicationId(db) !== APPLICATION_ID) {
      db.close();
      throw new GameError('bad_save', `${shownPath} is not a CFB Dynasty save (an SQLite database of another application).`);
    }
    const version = schemaVersion(db);
    if (version > SCHEMA_VERSION) {
      db.close();
      throw new GameError(
        'bad_save',
        `${shownPath} was written by a newer version of CFB Dynasty (save schema ${version}; this version reads up to ${SCHEMA_VERSION}).`,
      );
    }
    migrate(db);
    return new SaveFile(full, db);
  }

  /** Writes the whole database atomically (temporary file, fsync, rename). */
  save(): void {
    this.compactIfSparse();
    writeFileAtomic(this.path, this.db.export());
  }

  /**
   * After large deletions (a season's detail summarized away) megabytes of the file are free pages;
   * VACUUM rewrites it compactly so saves do not carry dead weight.
   */
  private compactIfSparse(): void {
    const free = Number(this.db.get<{ freelist_count: number }>('PRAGMA freelist_count')?.freelist_count ?? 0);
    const pages = Number(this.db.get<{ page_count: number }>('PRAGMA page_count')?.page_count ?? 0);
    if (free > 256 || (pages > 256 && free / pages > 0.2)) this.db.exec('VACUUM');
  }

  /** Runs a change in one transaction and writes the save once it commits. */
  change<T>(fn: () => T): T {
    const result = this.db.transaction(fn);
    this.save();
    return result;
  }

  close(): void {
    this.db.close();
  }
}
