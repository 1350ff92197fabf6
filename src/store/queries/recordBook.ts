// The record book and the news of broken records (core/records/book.ts).
import { LEAGUE_SCOPE, RecordBook, type RecordEntry } from '../../core/records/book.js';
import { realRecordEntries } from '../../core/records/realRecords.js';
import { decodeRecordScope, encodeRecordScope } from '../encoding/recordBook.js';
import type { SqlValue } from '../database.js';
import type { Db } from '../database.js';
import { runRows } from './manyRows.js';

export function loadRecordBook(db: Db): RecordEntry[] {
  return db
    .all<{ scope: string; records: Uint8Array }>('SELECT scope, records FROM record_book')
    .flatMap((r) => decodeRecordScope(r.scope, r.records));
}

export function recordsOfScope(db: Db, scope: string): RecordEntry[] {
  const row = db.get<{ records: Uint8Array }>('SELECT records FROM record_book WHERE scope = ?', [scope]);
  return row ? decodeRecordScope(scope, row.records) : [];
}

/** The dynasty's record book: the saved records over the real FBS records that stood before its first season. */
export function openRecordBook(db: Db, startYear: number): RecordBook {
  return new RecordBook(loadRecordBook(db), startYear, realRecordEntries(startYear));
}

/** One scope's records as the book holds them: the league's include the real records still standing. */
export function bookOfScope(db: Db, scope: string, startYear: number): RecordEntry[] {
  const real = scope === LEAGUE_SCOPE ? realRecordEntries(startYear) : [];
  return new RecordBook(recordsOfScope(db, scope), startYear, real).all();
}

/** Writes whole scopes: every record of each. */
export function saveRecordScopes(db: Db, scopes: ReadonlyMap<string, readonly RecordEntry[]>): void {
  // Many scopes a statement (manyRows.ts): a season's end writes about 135.
  const values: SqlValue[] = [];
  for (const [scope, entries] of scopes) values.push(scope, encodeRecordScope(entries));
  runRows(db, 'INSERT OR REPLACE INTO record_book (scope, records) VALUES', 2, values);
}

export interface NewsItem {
  id: number;
  year: number;
  week: number;
  game_id: number | null;
  team: string;
  text: string;
}

export function addNews(db: Db, item: Omit<NewsItem, 'id'>): void {
  db.run('INSERT INTO news (year, week, game_id, team, text) VALUES (?, ?, ?, ?, ?)', [
    item.year,
    item.week,
    item.game_id,
    item.team,
    item.text,
  ]);
}

export function latestNews(db: Db, year: number, limit: number): NewsItem[] {
  return db.all<NewsItem>('SELECT * FROM news WHERE year = ? ORDER BY week DESC, id DESC LIMIT ?', [year, limit]);
}
