// The one interface the store reaches SQLite through, whichever engine is under it: better-sqlite3 on Node
// (betterSqlite.ts, the save file opened by SQLite itself), sql.js where there is no native SQLite (sqlJs.ts, the
// static build's worker, a database in memory). engine.ts names the platform's engine.

/** A value as SQLite stores it (a blob comes back as a Uint8Array, a Buffer on Node). */
export type SqlValue = number | string | Uint8Array | null;
/** Statement parameters, in order; true and false are stored as 1 and 0, undefined as null. */
export type Params = readonly (SqlValue | boolean | undefined)[];
export type Row = Record<string, SqlValue>;

/** One connection to one database. Statements are prepared once per connection and kept. */
export interface Connection {
  /** Runs a statement; the rows it changed. */
  run(sql: string, params?: Params): number;
  /** Rows as objects by column name. */
  all<T = Row>(sql: string, params?: Params): T[];
  /** Rows as arrays of values in column order (the fastest read, for bulk loads). */
  values(sql: string, params?: Params): SqlValue[][];
  get<T = Row>(sql: string, params?: Params): T | undefined;
  /** Runs a batch of SQL (schema scripts, pragmas, BEGIN and COMMIT). */
  exec(sql: string): void;
  /** The whole database as SQLite file bytes, a consistent copy (a read transaction of its own). */
  serialize(): Uint8Array;
  /**
   * Writes this database whole over a file with SQLite's backup API, as one transaction of the file's (native
   * engines only); false when another connection kept the file locked past waitMs, the file as it was.
   */
  backupTo?(path: string, waitMs: number): Promise<boolean>;
  close(): void;
}

export interface FileOptions {
  /** Open only a file that exists (else SQLite makes an empty one). */
  mustExist?: boolean;
}

export interface Engine {
  /** A database in memory: empty, or a copy of a save's bytes. */
  memory(bytes?: Uint8Array): Connection;
  /** A database file opened by SQLite itself (native engines only). */
  file?(path: string, options?: FileOptions): Connection;
}

/** Parameters as every engine binds them: booleans as 0 and 1, undefined as null. */
export function bindable(params: Params): SqlValue[] {
  for (const value of params) {
    if (typeof value === 'boolean' || value === undefined)
      return params.map((v) => (v === undefined ? null : typeof v === 'boolean' ? Number(v) : v));
  }
  return params as SqlValue[];
}
