// A save's database in memory with rows written straight into its players table: for tests of the queries that read
// and rewrite that table (packed reads, archives, rewrites in order), with values no league would make.
import type { SqlValue } from 'sql.js';
import type { Db } from '../../src/store/database.js';
import { memoryDb } from '../../src/store/memoryDb.js';
import { initializeSchema } from '../../src/store/schema.js';

/** An empty database with the current save schema. */
export async function emptySaveDb(): Promise<Db> {
  const db = await memoryDb();
  initializeSchema(db);
  return db;
}

/**
 * Inserts `count` players in one transaction: player n (from 0) has the fields `fields(n)` names, every other column of
 * the table `fill()` (called column by column in the table's order, row by row).
 */
export function insertPlayers(
  db: Db,
  count: number,
  fill: () => SqlValue,
  fields: (n: number) => Record<string, SqlValue>,
): void {
  const columns = db.all<{ name: string }>('PRAGMA table_info(players)').map((c) => c.name);
  const sql = `INSERT INTO players (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  db.transaction(() => {
    for (let n = 0; n < count; n++) {
      const row: Record<string, SqlValue> = {};
      for (const c of columns) row[c] = fill();
      Object.assign(row, fields(n));
      db.run(
        sql,
        columns.map((c) => row[c]),
      );
    }
  });
}
