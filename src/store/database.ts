// The store's one interface to SQLite, whichever engine is under it: better-sqlite3 on Node (sqlite/betterSqlite.ts,
// the save file opened by SQLite itself), sql.js where there is no native SQLite (sqlite/sqlJs.ts, the static build's
// worker, a database in memory); sqlite/engine.ts names the platform's engine. Each engine is a Db; here what they
// share: transactions, and the mark every cache of the game is keyed on.
/** A value as SQLite stores it (a blob comes back as a Uint8Array, a Buffer on Node). */
export type SqlValue = number | string | Uint8Array | null;
/** Statement parameters, in order; true and false are stored as 1 and 0, undefined as null. */
export type Params = readonly (SqlValue | boolean | undefined)[];
export type Row = Record<string, SqlValue>;

/** One connection to one database. Statements are prepared once per connection and kept. */
export abstract class Db {
  private depth = 0;
  private rolledBack = 0;

  /** Runs a statement; the rows it changed. */
  abstract run(sql: string, params?: Params): number;
  /** Rows as objects by column name. */
  abstract all<T = Row>(sql: string, params?: Params): T[];
  /** Rows as arrays of values in column order (the fastest read, for bulk loads). */
  abstract values(sql: string, params?: Params): SqlValue[][];
  abstract get<T = Row>(sql: string, params?: Params): T | undefined;
  /** Runs a batch of SQL (schema scripts, pragmas, BEGIN and COMMIT). */
  abstract exec(sql: string): void;
  /** The whole database as SQLite file bytes, a consistent copy (a read transaction of its own). */
  protected abstract serialize(): Uint8Array;
  /**
   * Writes this database whole over a file with SQLite's backup API, as one transaction of the file's (native
   * engines only); false when another connection kept the file locked past waitMs, the file as it was.
   */
  backupTo?(path: string, waitMs: number): Promise<boolean>;
  abstract close(): void;

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
    this.exec('BEGIN IMMEDIATE');
    this.depth = 1;
    try {
      const result = fn();
      this.exec('COMMIT');
      return result;
    } catch (error) {
      this.exec('ROLLBACK');
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
    this.exec('SAVEPOINT one_change');
    try {
      const result = fn();
      this.exec('RELEASE one_change');
      return result;
    } catch (error) {
      this.exec('ROLLBACK TO one_change');
      this.exec('RELEASE one_change');
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
    const mark = this.get<{ d: number; n: number; s: number }>(
      'SELECT (SELECT data_version FROM pragma_data_version) AS d, total_changes() AS n, (SELECT schema_version FROM pragma_schema_version) AS s',
    );
    return `${mark?.d}:${mark?.n}:${mark?.s}:${this.rolledBack}`;
  }

  /** The whole database as SQLite file bytes, a copy of its own (no transaction may be open). */
  export(): Uint8Array {
    if (this.depth > 0) throw new Error('cannot export a save while a transaction is open');
    return this.serialize();
  }
}
