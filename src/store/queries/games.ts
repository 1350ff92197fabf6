// Scheduled and played games.
import type { GameKind, ScheduledGame } from '../../core/schedule/types.js';
import type { PlayedGame } from '../../core/season/results.js';
import type { SqlValue } from '../database.js';
import type { Db } from '../database.js';
import { runRows } from './manyRows.js';

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
  /** 1: the away side is an FCS program (not an FBS team: no team page, roster or poll entry). */
  fcs: number;
  /** The total (over/under): combined points; null before the lines are set (and for games of older saves). */
  total: number | null;
  /**
   * What the odds read when the line was set: each team's strength (points above an average team, before the era's
   * scale) and the home edge in points; null for a game without a line, or whose line a save set before they were kept.
   */
  home_strength: number | null;
  away_strength: number | null;
  home_edge: number | null;
}

export function isPlayed(game: GameRow): boolean {
  return game.home_points !== null && game.away_points !== null;
}

/**
 * Inserts games in the order given and returns their ids. Many rows to a statement (a season's 800 games were 1,600
 * statements with the id read after each): a rowid table gives each new row the largest id plus one, so the games
 * take the ids after the largest before them, in order, as one statement a game gave them.
 */
export function insertGames(db: Db, year: number, games: readonly ScheduledGame[], userScheduled = false): number[] {
  return db.transaction(() => {
    const before = Number(db.get<{ id: number | null }>('SELECT max(id) AS id FROM games')?.id ?? 0);
    const values: SqlValue[] = [];
    for (const g of games) {
      values.push(
        year,
        g.week,
        g.home,
        g.away,
        g.neutral ? 1 : 0,
        g.kind,
        g.conferenceGame ? 1 : 0,
        g.label,
        userScheduled ? 1 : 0,
        g.fcs ? 1 : 0,
      );
    }
    runRows(
      db,
      'INSERT INTO games (year, week, home, away, neutral, kind, conference_game, label, user_scheduled, fcs) VALUES',
      10,
      values,
    );
    const ids = games.map((_, i) => before + 1 + i);
    if (
      games.length > 0
      && Number(db.get<{ id: number }>('SELECT last_insert_rowid() AS id')?.id) !== ids[ids.length - 1]
    ) {
      throw new Error('insertGames: the new games did not take the ids after the last game');
    }
    return ids;
  });
}

export function gamesOfYear(db: Db, year: number): GameRow[] {
  return db.all<GameRow>('SELECT * FROM games WHERE year = ? ORDER BY week, id', [year]);
}

export function gamesOfTeam(db: Db, year: number, team: string): GameRow[] {
  return db.all<GameRow>('SELECT * FROM games WHERE year = ? AND (home = ? OR away = ?) ORDER BY week, id', [
    year,
    team,
    team,
  ]);
}

export function gamesOfWeek(db: Db, year: number, week: number): GameRow[] {
  return db.all<GameRow>('SELECT * FROM games WHERE year = ? AND week = ? ORDER BY id', [year, week]);
}

/** A team's regular-season non-conference games scheduled. */
export function nonConferenceGameCount(db: Db, year: number, team: string): number {
  return (
    db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM games WHERE year = ? AND kind = 'regular' AND conference_game = 0 AND (home = ? OR away = ?)",
      [year, team, team],
    )?.n ?? 0
  );
}

/** The team plays a game of the week at home (not at a neutral site). */
export function hostsGame(db: Db, year: number, week: number, team: string): boolean {
  return (
    db.get('SELECT 1 AS one FROM games WHERE year = ? AND week = ? AND home = ? AND neutral = 0 LIMIT 1', [
      year,
      week,
      team,
    ]) !== undefined
  );
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
    fcs: row.fcs === 1,
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
    fcs: row.fcs === 1,
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
