// What the engines share beside the Db they each implement (database.ts, with SQLite's values): an engine's factory.
import type { Db, Params, SqlValue } from '../database.js';

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
