// Many rows to a statement: each statement's own cost (sql.js binds, steps and resets it through its wasm, a
// dozen calls) shared by up to 64 rows instead of paid per row. A few fixed sizes (64, 16, 4, 1 rows) keep the
// prepared statements few whatever the number of rows; the rows go in the order given.
import type { SqlValue } from '../database.js';
import type { Db } from '../database.js';

const SIZES = [64, 16, 4, 1] as const;
const texts = new Map<string, string>();

function statementFor(head: string, tail: string, width: number, rows: number): string {
  const key = `${rows}\u0000${head}\u0000${tail}`;
  let sql = texts.get(key);
  if (sql === undefined) {
    const row = `(${Array.from({ length: width }, () => '?').join(', ')})`;
    sql = `${head} ${Array.from({ length: rows }, () => row).join(', ')}${tail}`;
    texts.set(key, sql);
  }
  return sql;
}

/**
 * Runs `head (?, ...), (?, ...)... tail` over `values`, `width` values a row (values.length a multiple of width).
 * head ends where the rows begin ("INSERT OR REPLACE INTO t (a, b) VALUES", or "UPDATE ... FROM (VALUES");
 * tail follows them ("" for an insert).
 */
export function runRows(db: Db, head: string, width: number, values: readonly SqlValue[], tail = ''): void {
  const count = values.length / width;
  if (!Number.isInteger(count)) throw new Error(`runRows: ${values.length} values are not rows of ${width}`);
  let row = 0;
  for (const size of SIZES) {
    for (; row + size <= count; row += size) {
      db.run(statementFor(head, tail, width, size), values.slice(row * width, (row + size) * width));
    }
  }
}
