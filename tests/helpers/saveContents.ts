// A save's contents as one hash: every row of every table, each value as SQLite's quote() writes it (exact for
// every type), rows sorted, so two databases that hold the same rows hash the same whatever their pages.
import { createHash } from 'node:crypto';
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
