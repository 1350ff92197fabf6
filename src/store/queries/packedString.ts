// Rows that SQLite packs into one string (allRosters, depthChartRosters, the leavers, the portal's season): sql.js
// hands over each row's columns one by one, with a call into its WebAssembly and, for a text, a decoding each; one row
// of one string is one call and one decoding. Each record is char() of its numbers (whole, 0-32767: an id takes two,
// its low and high 15 bits) ending with the lengths of its texts, then those texts. The lengths are SQLite's
// characters, JavaScript's UTF-16 units when the string holds no surrogate.
import type { Db, Params } from '../database.js';

/** Code units of the two halves of a character outside the 16-bit range (the others count one in both languages). */
const SURROGATE = /[\uD800-\uDFFF]/;

/** The records of a `SELECT count(*), group_concat(concat(char(...), texts...), '')`, or null when the lengths would not hold. */
export function packedString(db: Db, sql: string, params: Params = []): { count: number; s: string } | null {
  const [row] = db.values(sql, params);
  const count = row[0] as number;
  const s = count === 0 ? '' : row[1];
  if (typeof s !== 'string' || SURROGATE.test(s)) return null;
  return { count, s };
}

/**
 * Whether the `length` characters of a record's numbers from `at` are all there and each within 0-32767 (char() makes
 * a replacement character of a negative number, two of one past 65535).
 */
export function numbersFit(s: string, at: number, length: number): boolean {
  if (at + length > s.length) return false;
  let all = 0;
  for (let i = 0; i < length; i++) all |= s.charCodeAt(at + i);
  return all <= 32767;
}
