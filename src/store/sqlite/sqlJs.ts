// The engine where there is no native SQLite (the static build's worker): sql.js, SQLite compiled to WebAssembly,
// as published. A database lives in memory; its bytes are kept by the browser's storage (src/static/worker).
import type { Database, SqlJsStatic, Statement } from 'sql.js';
import { Db, type Params, type Row, type SqlValue } from '../database.js';
import { bindable, type Engine } from './connection.js';

class SqlJsDb extends Db {
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly db: Database) {
    super();
    this.setUp();
  }

  /**
   * The rollback journal in SQLite's memory rather than a file of sql.js's in-memory file system (where each page a
   * transaction first changes was copied out through JavaScript), and a page cache that holds a whole save (sql.js
   * keeps SQLite's default of 2 MiB; a 30-season save is under 20): the database is in memory anyway.
   */
  private setUp(): void {
    this.db.exec('PRAGMA foreign_keys = OFF');
    this.db.exec('PRAGMA journal_mode = MEMORY');
    this.db.exec('PRAGMA cache_size = -32768');
  }

  private statement(sql: string): Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.db.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  run(sql: string, params: Params = []): number {
    this.statement(sql).run(bindable(params));
    return this.db.getRowsModified();
  }

  all<T = Row>(sql: string, params: Params = []): T[] {
    const stmt = this.statement(sql);
    stmt.bind(bindable(params));
    const rows: T[] = [];
    try {
      // Column names once per query, values as arrays: several times faster than getAsObject per row.
      let columns: string[] | null = null;
      while (stmt.step()) {
        columns ??= stmt.getColumnNames();
        const values = stmt.get();
        const row: Row = {};
        for (let i = 0; i < columns.length; i++) row[columns[i]] = values[i] as SqlValue;
        rows.push(row as T);
      }
    } finally {
      stmt.reset();
    }
    return rows;
  }

  values(sql: string, params: Params = []): SqlValue[][] {
    const stmt = this.statement(sql);
    stmt.bind(bindable(params));
    const rows: SqlValue[][] = [];
    try {
      while (stmt.step()) rows.push(stmt.get() as SqlValue[]);
    } finally {
      stmt.reset();
    }
    return rows;
  }

  get<T = Row>(sql: string, params: Params = []): T | undefined {
    const stmt = this.statement(sql);
    stmt.bind(bindable(params));
    try {
      return stmt.step() ? (stmt.getAsObject() as T) : undefined;
    } finally {
      stmt.reset();
    }
  }

  exec(sql: string): void {
    this.db.exec(sql);
  }

  protected serialize(): Uint8Array {
    // sql.js closes the database to copy it and opens it again: its statements and settings go with it.
    for (const stmt of this.statements.values()) stmt.free();
    this.statements.clear();
    const bytes = this.db.export();
    this.setUp();
    return bytes;
  }

  close(): void {
    for (const stmt of this.statements.values()) stmt.free();
    this.statements.clear();
    this.db.close();
  }
}

/** The engine over a loaded sql.js (the browser's build or Node's, for tests and the bench). */
export function sqlJsEngine(SQL: SqlJsStatic): Engine {
  return {
    memory: (bytes?: Uint8Array) => new SqlJsDb(bytes ? new SQL.Database(bytes) : new SQL.Database()),
  };
}
