// The log of small changes: a player's action (a recruiting order, a depth chart move) changes a few rows, and a save
// kept open between actions (the server, the terminal game) appends those rows to a file beside it (`.NAME.changes`,
// one line a change, durable before the action is answered) instead of writing the whole save. The save is written
// whole at the next large change (a week simulated), when the log grows past MAX_LOG_BYTES, or when the host closes
// it; the log is then deleted. Opening or refreshing a save applies the lines its file lacks.
//
// A line holds each changed row as it is after the change (its columns as SQL literals from SQLite's quote(), exact
// for every type), or null for a row that is gone. Applying a line deletes its rows and inserts them again, so a line
// applied twice is applied once. The rows are the ones sqlite3_update_hook reports; a change the hook cannot see (a
// WITHOUT ROWID table, DELETE of a whole table, a schema change) is told by SQLite's own count of changed rows, and
// that change writes the save whole. A line names the save it extends (the dynasty's seed and the save's count of
// whole writes, kept in meta): lines left by a crash between a whole write and the log's deletion are skipped.
import { hashString } from '../core/random.js';
import type { Db } from './database.js';
export { changeLogOf } from './storage/saveStorage.js';

/** A change touching more rows than this writes the save whole (a week simulated touches tens of thousands). */
export const MAX_LOGGED_ROWS = 2000;
/** The log's size at which the next change writes the save whole instead (it is read again at every refresh). */
export const MAX_LOG_BYTES = 512 * 1024;

/** The meta key counting the save's whole writes: the save's own books, not the game. */
export const WRITES_KEY = 'whole_writes';

/** A row of a table by its rowid. */
export type RowRef = readonly [table: string, rowid: number];

export interface ChangeEntry {
  /** The save the change extends: the dynasty's seed and its count of whole writes (saveBase). */
  base: string;
  /** The columns of each table named in rows, in the order of the rows' literals. */
  columns: Record<string, string[]>;
  /** Each row as the change left it: its columns as SQL literals, or null when it was deleted. */
  rows: [table: string, rowid: number, literals: string[] | null][];
}

/** Which save a line extends: the seed and the count of whole writes, as meta holds them now. */
export function saveBase(db: Db): string {
  const meta = new Map(
    db
      .all<{ key: string; value: string }>('SELECT key, value FROM meta WHERE key IN (?, ?)', ['seed', WRITES_KEY])
      .map((row) => [row.key, row.value]),
  );
  return `${meta.get('seed') ?? ''}:${meta.get(WRITES_KEY) ?? 0}`;
}

/** Counts a whole write in the save (done just before it is written): lines of the old count no longer apply. */
export function countWholeWrite(db: Db): void {
  db.runBookkeeping(
    'INSERT INTO meta (key, value) VALUES (?, 1) ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1',
    [WRITES_KEY],
  );
}

const totalChanges = (db: Db): number => db.get<{ n: number }>('SELECT total_changes() AS n')?.n ?? 0;
const schemaVersion = (db: Db): number =>
  db.get<{ schema_version: number }>('PRAGMA schema_version')?.schema_version ?? 0;

/**
 * Starts noting the rows that statements change in the save's tables. The function it returns stops and gives the
 * rows in the order first touched, or null when the log cannot say the change: more than `limit` rows, a change the
 * hook did not see (SQLite counted more changed rows than it reported), or a schema change.
 */
export function watchRows(db: Db, limit = MAX_LOGGED_ROWS): () => RowRef[] | null {
  const changesBefore = totalChanges(db);
  const schemaBefore = schemaVersion(db);
  const rows: RowRef[] = [];
  const seen = new Set<string>();
  let reported = 0;
  let over = false;
  db.raw.updateHook((_operation, database, table, rowid) => {
    reported++;
    // Temporary tables are counted but not the save's.
    if (over || database !== 'main') return;
    const key = `${table}\u0000${rowid}`;
    if (seen.has(key)) return;
    if (rows.length >= limit) {
      over = true;
      return;
    }
    seen.add(key);
    rows.push([table, rowid]);
  });
  return () => {
    db.raw.updateHook(null);
    const complete = !over && reported === totalChanges(db) - changesBefore && schemaVersion(db) === schemaBefore;
    return complete ? rows : null;
  };
}

const quoteName = (name: string): string => `"${name.replaceAll('"', '""')}"`;

function columnsOf(db: Db, table: string): string[] {
  return db.all<{ name: string }>(`PRAGMA table_info(${quoteName(table)})`).map((c) => c.name);
}

const checksum = (json: string): string => hashString(json).toString(16).padStart(8, '0');

/** The line of the log that says these rows as they are now in db. */
export function changeLine(db: Db, base: string, rows: readonly RowRef[]): string {
  const entry: ChangeEntry = { base, columns: {}, rows: [] };
  for (const [table, rowid] of rows) {
    entry.columns[table] ??= columnsOf(db, table);
    const literals = entry.columns[table].map((c) => `quote(${quoteName(c)})`).join(', ');
    const row = db.values(`SELECT ${literals} FROM ${quoteName(table)} WHERE rowid = ?`, [rowid])[0];
    entry.rows.push([table, rowid, row ? row.map(String) : null]);
  }
  const json = JSON.stringify(entry);
  return `${json} ${checksum(json)}\n`;
}

/**
 * The entries of the whole lines of a log. A line that fails its checksum was torn by a crash while it was appended
 * (the change it held was never answered): it is left out, and the lines after it still count.
 */
export function changeEntries(text: string): ChangeEntry[] {
  const entries: ChangeEntry[] = [];
  for (const line of text.split('\n')) {
    const cut = line.lastIndexOf(' ');
    if (cut < 0) continue;
    const json = line.slice(0, cut);
    if (checksum(json) === line.slice(cut + 1)) entries.push(JSON.parse(json) as ChangeEntry);
  }
  return entries;
}

/** An SQL literal as quote() writes it: NULL, a number, a string or a blob. Nothing else goes into a statement. */
const LITERAL = /^(?:NULL|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|'(?:[^']|'')*'|X'[0-9A-F]*')$/i;

/** Why a line cannot apply to this save (a log of another schema, or not ours); null when it can. */
function lineFault(db: Db, entry: ChangeEntry, tables: Map<string, string[]>): string | null {
  if (typeof entry.columns !== 'object' || entry.columns === null || !Array.isArray(entry.rows)) return 'not a change';
  for (const [table, columns] of Object.entries(entry.columns)) {
    if (!tables.has(table)) {
      const exists = db.get('SELECT 1 FROM sqlite_master WHERE type = ? AND name = ? AND name NOT LIKE ?', [
        'table',
        table,
        'sqlite_%',
      ]);
      if (!exists) return `no table ${table}`;
      tables.set(table, columnsOf(db, table));
    }
    if (JSON.stringify(tables.get(table)) !== JSON.stringify(columns)) return `other columns in ${table}`;
  }
  for (const row of entry.rows) {
    if (!Array.isArray(row) || !(row[0] in entry.columns) || !Number.isSafeInteger(row[1])) return 'a bad row';
    const literals = row[2];
    if (literals === null) continue;
    if (!Array.isArray(literals) || literals.length !== entry.columns[row[0]].length) return 'a bad row';
    if (!literals.every((l) => typeof l === 'string' && LITERAL.test(l))) return 'a bad value';
  }
  return null;
}

/**
 * Applies the entries that extend this save (their base is the save's) in order, inside the caller's transaction;
 * true when one did. A line that cannot apply throws: the log is not this save's.
 */
export function applyChangeEntries(db: Db, entries: readonly ChangeEntry[]): boolean {
  const base = saveBase(db);
  const tables = new Map<string, string[]>();
  let applied = false;
  for (const entry of entries) {
    if (entry.base !== base) continue;
    const fault = lineFault(db, entry, tables);
    if (fault !== null) throw new Error(`a change that does not fit the save (${fault})`);
    // All rows out first, then back as they were left: within the line the rows' values fit each other.
    for (const [table, rowid] of entry.rows) db.run(`DELETE FROM ${quoteName(table)} WHERE rowid = ?`, [rowid]);
    for (const [table, rowid, literals] of entry.rows) {
      if (literals === null) continue;
      const names = entry.columns[table].map(quoteName).join(', ');
      // OR REPLACE: a row the change's own INSERT OR REPLACE deleted (not reported by the hook) goes again here.
      db.raw.run(`INSERT OR REPLACE INTO ${quoteName(table)} (rowid, ${names}) VALUES (?, ${literals.join(', ')})`, [
        rowid,
      ]);
    }
    applied = true;
  }
  return applied;
}
