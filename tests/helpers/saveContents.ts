// A save's contents as one hash: every row of every table, each value as SQLite's quote() writes it (exact for
// every type), rows sorted, so two databases that hold the same rows hash the same whatever their pages.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Db } from '../../src/store/database.js';

export function contentHash(db: Db): string {
  const hash = createHash('sha256');
  const tables = db.values(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  );
  for (const [table] of tables) {
    const columns = db.all<{ name: string }>(`PRAGMA table_info("${String(table)}")`).map((c) => c.name);
    const rows = db
      .values(`SELECT ${columns.map((c) => `quote("${c}")`).join(` || '|' || `)} FROM "${String(table)}"`)
      .map(([row]) => String(row));
    hash.update(`${String(table)}\n${rows.sort().join('\n')}\n`);
  }
  return hash.digest('hex');
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * What "did anything change" should compare of a file: a save's rows (contentHash, read through its WAL), other files'
 * bytes. The server and the terminal game put a save in WAL mode when they open it, check it (a note beside it) and
 * fold its WAL back into the file: SQLite writes the header and pages for that, never a row.
 */
export function saveBytes(path: string): Buffer {
  const bytes = readFileSync(path);
  if (bytes.length < 100 || !bytes.subarray(0, 16).equals(SQLITE_HEADER)) return bytes;
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const hash = createHash('sha256');
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    for (const table of tables) {
      const columns = (db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((c) => c.name);
      const rows = db
        .prepare(`SELECT ${columns.map((c) => `quote("${c}")`).join(` || '|' || `)} FROM "${table}"`)
        .pluck()
        .all() as string[];
      hash.update(`${table}\n${rows.sort().join('\n')}\n`);
    }
    return Buffer.from(hash.digest('hex'));
  } finally {
    db.close();
  }
}
