// Scheduled and played games.
import type { GameKind, ScheduledGame } from '../../core/schedule/types.js';
import type { PlayedGame } from '../../core/season/results.js';
import type { Db } from '../database.js';

export interface GameRow {
  id: number;
  year: number;
  week: number;
  home: string;
  away: string;
  neutral: number;
  kind: GameKind;
  conference_game: number;
  label: string | null;
  user_scheduled: number;
  home_points: number | null;
  away_points: number | null;
  overtimes: number | null;
  spread: number | null;
  home_moneyline: number | null;
  away_moneyline: number | null;
  home_rank: number;
  away_rank: number;
  headline: string | null;
  game_of_week: number;
}

export function isPlayed(game: GameRow): boolean {
  return game.home_points !== null && game.away_points !== null;
}

export function insertGames(db: Db, year: number, games: readonly ScheduledGame[], userScheduled = false): number[] {
  return db.transaction(() =>
    games.map((g) => {
      db.run(
        `INSERT INTO games (year, week, home, away, neutral, kind, conference_game, label, user_scheduled)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [year, g.week, g.home, g.away, g.neutral ? 1 : 0, g.kind, g.conferenceGame ? 1 : 0, g.label, userScheduled ? 1 : 0],
      );
      return Number(db.get<{ id: number }>('SELECT last_insert_rowid() AS id')?.id);
    }),
  );
}

export function gamesOfYear(db: Db, year: number): GameRow[] {
  return db.all<GameRow>('SELECT * FROM games WHERE year = ? ORDER BY week, id', [year]);
}

export function gamesOfTeam(db: Db, year: number, team: string): GameRow[] {
  return db.all<GameRow>('SELECT * FROM games WHERE year = ? AND (home = ? OR away = ?) ORDER BY week, id', [year, team, team]);
}

export function gamesOfWeek(db: Db, year: number, week: number): GameRow[] {
  return db.all<GameRow>('SELECT * FROM games WHERE year = ? AND week = ? ORDER BY id', [year, week]);
}

export function findGame(db: Db, id: number): GameRow | undefined {
  return db.get<GameRow>('SELECT * FROM games WHERE id = ?', [id]);
}

export function deleteUnplayedGames(db: Db, year: number): void {
  db.run('DELETE FROM games WHERE year = ? AND home_points IS NULL', [year]);
}

export function toScheduledGame(row: GameRow): ScheduledGame {
  return {
    week: row.week,
    home: row.home,
    away: row.away,
    neutral: row.neutral === 1,
    kind: row.kind,
    conferenceGame: row.conference_game === 1,
    label: row.label,
  };
}

/**
 * A game row with its final score as a PlayedGame: toScheduledGame's fields and the result in one literal (one
 * object shape for every played game, loaded or just played, and no spread per game).
 */
export function toPlayedGame(row: GameRow, homePoints: number, awayPoints: number, overtimes: number): PlayedGame {
  return {
    week: row.week,
    home: row.home,
    away: row.away,
    neutral: row.neutral === 1,
    kind: row.kind,
    conferenceGame: row.conference_game === 1,
    label: row.label,
    id: row.id,
    homePoints,
    awayPoints,
    overtimes,
  };
}

/** The season's played games in the engine's PlayedGame form (standings, polls, playoff). */
export function playedGames(db: Db, year: number): PlayedGame[] {
  return db
    .all<GameRow>('SELECT * FROM games WHERE year = ? AND home_points IS NOT NULL ORDER BY week, id', [year])
    .map((row) => toPlayedGame(row, row.home_points!, row.away_points!, row.overtimes ?? 0));
}
