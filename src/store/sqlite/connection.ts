// What the engines share beside the Db they each implement (database.ts): SQLite's values, and an engine's factory.
import type { Db } from '../database.js';

/** A value as SQLite stores it (a blob comes back as a Uint8Array, a Buffer on Node). */
export type SqlValue = number | string | Uint8Array | null;
/** Statement parameters, in order; true and false are stored as 1 and 0, undefined as null. */
export type Params = readonly (SqlValue | boolean | undefined)[];
export type Row = Record<string, SqlValue>;

export interface FileOptions {
  /** Open only a file that exists (else SQLite makes an empty one). */
  mustExist?: boolean;
}

export interface Engine {
  /** A database in memory: empty, or a copy of a save's bytes. */
  memory(bytes?: Uint8Array): Db;
  /** A database file opened by SQLite itself (native engines only). */
  file?(path: string, options?: FileOptions): Db;
}

/** Parameters as every engine binds them: booleans as 0 and 1, undefined as null. */
export function bindable(params: Params): SqlValue[] {
  for (const value of params) {
    if (typeof value === 'boolean' || value === undefined)
      return params.map((v) => (v === undefined ? null : typeof v === 'boolean' ? Number(v) : v));
  }
  return params as SqlValue[];
}
