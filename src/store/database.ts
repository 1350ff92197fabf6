// A thin typed layer over a sql.js database: cached prepared statements, rows as objects, transactions.
import type { Database, SqlJsStatic, Statement, SqlValue } from 'sql.js';
import { startSqlJs } from './sqlJsFactory.js';

let sqlPromise: Promise<SqlJsStatic> | null = null;

/** sql.js is loaded once per process (sqlJsFactory.ts). */
export function loadSqlJs(): Promise<SqlJsStatic> {
  sqlPromise ??= startSqlJs();
  return sqlPromise;
}

export type Params = SqlValue[] | Record<string, SqlValue>;
export type Row = Record<string, SqlValue>;

/** SQLite's page cache for each database, in KiB (see the Db constructor). */
const CACHE_KIB = 32 * 1024;

export class Db {
  private readonly statements = new Map<string, Statement>();
  private depth = 0;
  private rolledBack = 0;
  /** Rows written by bookkeeping (runBookkeeping), left out of changeMark. */
  private bookkept = 0;

  constructor(readonly raw: Database) {
    // The rollback journal in SQLite's memory rather than a file of sql.js's in-memory file system, where each page a
    // transaction first changes was copied out through JavaScript (a season's simulation: thousands of pages). The
    // database itself is in memory too, so a crash loses both alike; the save on disk is only ever written whole and
    // atomically (saveFile.ts), and a rollback still works.
    raw.exec('PRAGMA journal_mode = MEMORY');
    // A page cache that holds a whole save (sql.js keeps SQLite's default of 2 MiB; a 30-season save is under 20).
    // With the default, a step that walks big tables (an offseason's progression updates every player and adds to the
    // roster moves) read pages again from the in-memory file as the cache evicted them, more the larger the save: in
    // five seasons of each end of a dynasty played alternately, SQLite's time in progression (the profiler's samples,
    // summed over the five steps) went from 519 to 632 ms (1.22x) with the default and from 635 to 643 (1.01x) with
    // this. Pages are cached as they are read, so a save that reads little holds little.
    raw.exec(`PRAGMA cache_size = -${CACHE_KIB}`);
  }

  private statement(sql: string): Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.raw.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  run(sql: string, params: Params = []): void {
    const stmt = this.statement(sql);
    stmt.run(params);
  }

  all<T = Row>(sql: string, params: Params = []): T[] {
    const stmt = this.statement(sql);
    stmt.bind(params);
    const rows: T[] = [];
    try {
      // Column names once per query, values as arrays: several times faster than getAsObject per row.
      let columns: string[] | null = null;
      while (stmt.step()) {
        columns ??= stmt.getColumnNames();
        const values = stmt.get();
        const row: Row = {};
        for (let i = 0; i < columns.length; i++) row[columns[i]] = values[i];
        rows.push(row as T);
      }
    } finally {
      stmt.reset();
    }
    return rows;
  }

  /**
   * Runs a statement that keeps the save's own books rather than the game (the count of its whole writes): it does not
   * move changeMark, so what was computed from the game stays valid.
   */
  runBookkeeping(sql: string, params: Params = []): void {
    this.run(sql, params);
    this.bookkept += this.raw.getRowsModified();
  }

  /** Rows as arrays of values in column order (the fastest read, for bulk loads). */
  values(sql: string, params: Params = []): SqlValue[][] {
    const stmt = this.statement(sql);
    stmt.bind(params);
    const rows: SqlValue[][] = [];
    try {
      while (stmt.step()) rows.push(stmt.get());
    } finally {
      stmt.reset();
    }
    return rows;
  }

  get<T = Row>(sql: string, params: Params = []): T | undefined {
    const stmt = this.statement(sql);
    stmt.bind(params);
    try {
      return stmt.step() ? (stmt.getAsObject() as T) : undefined;
    } finally {
      stmt.reset();
    }
  }

  /** Runs a batch of SQL (schema scripts). */
  exec(sql: string): void {
    this.raw.exec(sql);
  }

  /** Runs fn in one transaction (nested calls join the outer one); rolls back if it throws. */
  transaction<T>(fn: () => T): T {
    if (this.depth > 0) {
      this.depth++;
      try {
        return fn();
      } finally {
        this.depth--;
      }
    }
    this.raw.exec('BEGIN');
    this.depth = 1;
    try {
      const result = fn();
      this.raw.exec('COMMIT');
      return result;
    } catch (error) {
      this.raw.exec('ROLLBACK');
      this.rolledBack++;
      throw error;
    } finally {
      this.depth = 0;
    }
  }

  get inTransaction(): boolean {
    return this.depth > 0;
  }

  /**
   * A mark that moves whenever the data may have changed: SQLite's count of rows this connection wrote, the schema's
   * version (a table dropped or altered), and the transactions rolled back (which put rows back without moving that
   * count). Equal marks: nothing changed between.
   */
  changeMark(): string {
    const rows = this.get<{ n: number }>('SELECT total_changes() AS n')?.n ?? 0;
    const schema = this.get<{ schema_version: number }>('PRAGMA schema_version')?.schema_version ?? 0;
    return `${rows - this.bookkept}:${schema}:${this.rolledBack}`;
  }

  /** The whole database as SQLite file bytes, a copy of its own (no transaction may be open). */
  export(): Uint8Array {
    if (this.depth > 0) throw new Error('cannot export a save while a transaction is open');
    return this.raw.export();
  }

  private freeStatements(): void {
    for (const stmt of this.statements.values()) stmt.free();
    this.statements.clear();
  }

  close(): void {
    this.freeStatements();
    this.raw.close();
  }
}
