// Scheduling series and their booked games (migrations/series.ts).
import type { SeriesGame, SeriesKind } from '../../core/schedule/series.js';
import type { Db } from '../database.js';

export interface SeriesGameRow extends SeriesGame {
  id: number;
  series: number;
  kind: SeriesKind;
  real: number;
}

const SELECT_GAMES =
  'SELECT g.id, g.series, g.year, g.week, g.home, g.away, s.kind, s.real FROM series_games g JOIN series s ON s.id = g.series';

/** Books a series: its row and its games; answers the series' id. */
export function insertSeries(
  db: Db,
  kind: SeriesKind,
  team: string,
  opponent: string,
  bookedIn: number,
  games: readonly SeriesGame[],
  real = false,
): number {
  return db.transaction(() => {
    db.run('INSERT INTO series (kind, team, opponent, booked_in, real) VALUES (?, ?, ?, ?, ?)', [
      kind,
      team,
      opponent,
      bookedIn,
      real ? 1 : 0,
    ]);
    const id = Number(db.get<{ id: number }>('SELECT last_insert_rowid() AS id')?.id);
    for (const g of games)
      db.run('INSERT INTO series_games (series, year, week, home, away) VALUES (?, ?, ?, ?, ?)', [
        id,
        g.year,
        g.week,
        g.home,
        g.away,
      ]);
    return id;
  });
}

/** The games booked in a season, in booking order. */
export function seriesGamesOfYear(db: Db, year: number): SeriesGameRow[] {
  return db.all<SeriesGameRow>(`${SELECT_GAMES} WHERE g.year = ? ORDER BY g.id`, [year]);
}

/** A team's booked games from a season on, by season. */
export function seriesGamesOfTeam(db: Db, team: string, fromYear: number): SeriesGameRow[] {
  return db.all<SeriesGameRow>(
    `${SELECT_GAMES} WHERE g.year >= ? AND (g.home = ? OR g.away = ?) ORDER BY g.year, g.week, g.id`,
    [fromYear, team, team],
  );
}

export function findSeriesGame(db: Db, id: number): SeriesGameRow | undefined {
  return db.get<SeriesGameRow>(`${SELECT_GAMES} WHERE g.id = ?`, [id]);
}

/** Removes a booked game, and its series once it has none left. */
export function deleteSeriesGame(db: Db, game: SeriesGameRow): void {
  db.run('DELETE FROM series_games WHERE id = ?', [game.id]);
  db.run('DELETE FROM series WHERE id = ? AND NOT EXISTS (SELECT 1 FROM series_games WHERE series = ?)', [
    game.series,
    game.series,
  ]);
}

const CALLED_OFF = 'is called off:';

/** The news of a booked game called off when its season's schedule is made (see placePlayerBookedGames). */
export function calledOffText(team: string, week: number, opponent: string, reason: string): string {
  return `${team}'s booked week ${week} game with ${opponent} ${CALLED_OFF} ${reason}.`;
}

/** Whether a news row is a called-off booked game (the news feed files it under the schedule). */
export function isCalledOffText(text: string): boolean {
  return text.includes(` ${CALLED_OFF} `) && text.includes("'s booked week ");
}
