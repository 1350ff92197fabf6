// The record book and the news of broken records (core/records/book.ts).
import type { RecordEntry, RecordSpan, RecordStat } from '../../core/records/book.js';
import type { Db } from '../database.js';

interface RecordRow {
  scope: string;
  span: RecordSpan;
  stat: RecordStat;
  value: number;
  player_id: number | null;
  holder: string;
  team: string;
  year: number;
  week: number | null;
  game_id: number | null;
  opponent: string | null;
}

const toEntry = (r: RecordRow): RecordEntry => ({
  scope: r.scope, span: r.span, stat: r.stat, value: r.value, playerId: r.player_id, holder: r.holder, team: r.team,
  year: r.year, week: r.week, gameId: r.game_id, opponent: r.opponent,
});

export function loadRecordBook(db: Db): RecordEntry[] {
  return db.all<RecordRow>('SELECT * FROM record_book').map(toEntry);
}

export function recordsOfScope(db: Db, scope: string): RecordEntry[] {
  return db.all<RecordRow>('SELECT * FROM record_book WHERE scope = ?', [scope]).map(toEntry);
}

/** The first season the book was written in (null: nothing written yet). */
export function recordBookFirstYear(db: Db): number | null {
  return db.get<{ y: number | null }>('SELECT MIN(year) AS y FROM record_book')?.y ?? null;
}

export function saveRecords(db: Db, entries: readonly RecordEntry[]): void {
  for (const e of entries) {
    db.run(
      `INSERT OR REPLACE INTO record_book (scope, span, stat, value, player_id, holder, team, year, week, game_id, opponent)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [e.scope, e.span, e.stat, e.value, e.playerId, e.holder, e.team, e.year, e.week, e.gameId, e.opponent],
    );
  }
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
  db.run('INSERT INTO news (year, week, game_id, team, text) VALUES (?, ?, ?, ?, ?)', [item.year, item.week, item.game_id, item.team, item.text]);
}

export function latestNews(db: Db, year: number, limit: number): NewsItem[] {
  return db.all<NewsItem>('SELECT * FROM news WHERE year = ? ORDER BY week DESC, id DESC LIMIT ?', [year, limit]);
}
