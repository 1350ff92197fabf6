// A thin typed layer over one SQLite connection (sqlite/connection.ts: better-sqlite3 on Node, sql.js in the
// browser): rows as objects, transactions, and the mark every cache of the game is keyed on.
import type { Connection, Params, Row, SqlValue } from './sqlite/connection.js';
import { loadEngine } from './sqlite/engine.js';

export type { Params, Row, SqlValue } from './sqlite/connection.js';

export class Db {
  private depth = 0;
  private rolledBack = 0;

  constructor(readonly connection: Connection) {
    // The saves were written with foreign keys unenforced (sql.js's default; native builds may turn them on).
    connection.exec('PRAGMA foreign_keys = OFF');
  }

  run(sql: string, params: Params = []): void {
    this.connection.run(sql, params);
  }

  all<T = Row>(sql: string, params: Params = []): T[] {
    return this.connection.all<T>(sql, params);
  }

  /** Rows as arrays of values in column order (the fastest read, for bulk loads). */
  values(sql: string, params: Params = []): SqlValue[][] {
    return this.connection.values(sql, params);
  }

  get<T = Row>(sql: string, params: Params = []): T | undefined {
    return this.connection.get<T>(sql, params);
  }

  /** Runs a batch of SQL (schema scripts). */
  exec(sql: string): void {
    this.connection.exec(sql);
  }

  /**
   * Runs fn in one transaction (nested calls join the outer one); rolls back if it throws. The transaction takes
   * the database's write lock from its start (BEGIN IMMEDIATE), so what fn reads is what it changes: no other
   * connection, thread or process writes between.
   */
  transaction<T>(fn: () => T): T {
    if (this.depth > 0) {
      this.depth++;
      try {
        return fn();
      } finally {
        this.depth--;
      }
    }
    this.connection.exec('BEGIN IMMEDIATE');
    this.depth = 1;
    try {
      const result = fn();
      this.connection.exec('COMMIT');
      return result;
    } catch (error) {
      this.connection.exec('ROLLBACK');
      this.rolledBack++;
      throw error;
    } finally {
      this.depth = 0;
    }
  }

  /**
   * Runs fn inside the open transaction as a savepoint: if it throws, only what it wrote is rolled back (the rest of
   * the transaction stays), and the change mark moves as after any rollback.
   */
  savepoint<T>(fn: () => T): T {
    if (this.depth === 0) throw new Error('a savepoint is taken inside a transaction');
    this.connection.exec('SAVEPOINT one_change');
    try {
      const result = fn();
      this.connection.exec('RELEASE one_change');
      return result;
    } catch (error) {
      this.connection.exec('ROLLBACK TO one_change');
      this.connection.exec('RELEASE one_change');
      this.rolledBack++;
      throw error;
    }
  }

  /**
   * A mark that moves whenever the data may have changed, by anyone: SQLite's count of the commits of other
   * connections (data_version: another thread or process), the rows this connection wrote, the schema's version
   * (a table dropped or altered), and the transactions rolled back here (which put rows back without moving that
   * count). Equal marks: nothing changed between.
   */
  changeMark(): string {
    const mark = this.connection.get<{ d: number; n: number; s: number }>(
      'SELECT (SELECT data_version FROM pragma_data_version) AS d, total_changes() AS n, (SELECT schema_version FROM pragma_schema_version) AS s',
    );
    return `${mark?.d}:${mark?.n}:${mark?.s}:${this.rolledBack}`;
  }

  /** The whole database as SQLite file bytes, a copy of its own (no transaction may be open). */
  export(): Uint8Array {
    if (this.depth > 0) throw new Error('cannot export a save while a transaction is open');
    return this.connection.serialize();
  }

  close(): void {
    this.connection.close();
  }
}

/** A database in memory with the platform's engine: empty, or a copy of a save's bytes. */
export async function memoryDb(bytes?: Uint8Array): Promise<Db> {
  return new Db((await loadEngine()).memory(bytes));
}
