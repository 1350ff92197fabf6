// The Node engine: better-sqlite3 (SQLite compiled into a Node addon), loaded as the CommonJS module it is.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { Db, type Params, type Row, type SqlValue } from '../database.js';
import { bindable, type Engine, type FileOptions } from './connection.js';

const require = createRequire(import.meta.url);
let Database: typeof BetterSqlite3 | null = null;

interface Prepared {
  stmt: BetterSqlite3.Statement;
  /** Numbered parameters (?1, ?2...): better-sqlite3 binds them from an object keyed by number, not an array. */
  numbered: boolean;
}

function bound(prepared: Prepared, params: Params): SqlValue[] | Record<number, SqlValue> {
  const values = bindable(params);
  return prepared.numbered ? Object.fromEntries(values.map((value, i) => [i + 1, value])) : values;
}

class BetterSqliteDb extends Db {
  private readonly objects = new Map<string, Prepared>();
  private readonly arrays = new Map<string, Prepared>();

  constructor(private readonly db: BetterSqlite3.Database) {
    super();
    // The saves were written with foreign keys unenforced (sql.js's default; this build turns them on).
    db.exec('PRAGMA foreign_keys = OFF');
  }

  private statement(sql: string, raw = false): Prepared {
    const cache = raw ? this.arrays : this.objects;
    let prepared = cache.get(sql);
    if (!prepared) {
      prepared = { stmt: this.db.prepare(sql), numbered: /\?\d/.test(sql) };
      if (raw) prepared.stmt.raw(true);
      cache.set(sql, prepared);
    }
    return prepared;
  }

  run(sql: string, params: Params = []): number {
    const prepared = this.statement(sql);
    return prepared.stmt.run(bound(prepared, params)).changes;
  }

  all<T = Row>(sql: string, params: Params = []): T[] {
    const prepared = this.statement(sql);
    return prepared.stmt.all(bound(prepared, params)) as T[];
  }

  values(sql: string, params: Params = []): SqlValue[][] {
    const prepared = this.statement(sql, true);
    return prepared.stmt.all(bound(prepared, params)) as SqlValue[][];
  }

  get<T = Row>(sql: string, params: Params = []): T | undefined {
    const prepared = this.statement(sql);
    return prepared.stmt.get(bound(prepared, params)) as T | undefined;
  }

  exec(sql: string): void {
    this.db.exec(sql);
  }

  protected serialize(): Uint8Array {
    return this.db.serialize();
  }

  /**
   * Writes this database whole over the file at path (made if absent) with SQLite's backup API: one transaction of
   * the file's, in the file's own journal mode (WAL while a program holds it), so a crash leaves the old save or the
   * new one, and a program holding the file reads the new save from its next read. better-sqlite3 12's backup()
   * resolves as finished, nothing written, when the file is locked (SQLITE_BUSY on its first step gives
   * `totalPages: 0`): a try counts only when it copied pages and the file's data_version moved. A locked file is
   * tried again every 20 ms, without blocking the thread, up to waitMs; false then, the file as it was.
   */
  override async backupTo(path: string, waitMs: number): Promise<boolean> {
    mkdirSync(dirname(path), { recursive: true });
    const target = new (load())(path);
    try {
      const deadline = Date.now() + waitMs;
      while (!(await this.triedBackup(target, path))) {
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return true;
    } finally {
      target.close();
    }
  }

  /** One try of backupTo: false when another connection had the file locked (nothing written). */
  private async triedBackup(target: BetterSqlite3.Database, path: string): Promise<boolean> {
    try {
      const before = target.pragma('data_version', { simple: true });
      // All the pages in one step after the first (which only takes the locks).
      const { totalPages } = await this.db.backup(path, { progress: () => 0x7fffffff });
      return totalPages > 0 && target.pragma('data_version', { simple: true }) !== before;
    } catch (error) {
      if (String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY')) return false;
      throw error;
    }
  }

  close(): void {
    this.objects.clear();
    this.arrays.clear();
    this.db.close();
  }
}

function load(): typeof BetterSqlite3 {
  Database ??= require('better-sqlite3') as typeof BetterSqlite3;
  return Database;
}

export const betterSqliteEngine: Engine = {
  memory(bytes?: Uint8Array): Db {
    const Sqlite = load();
    return new BetterSqliteDb(
      bytes ? new Sqlite(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) : new Sqlite(':memory:'),
    );
  },
  file(path: string, options: FileOptions = {}): Db {
    return new BetterSqliteDb(new (load())(path, { fileMustExist: options.mustExist ?? false }));
  },
};
