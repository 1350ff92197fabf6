// Seasons a coaching-career test decides for itself, so its offers do not depend on what a seed's games and carousel
// happen to do: a program's games of a season going its way or not (the season's end reads the record back from its
// games), and a job opening a coordinator can take.
import type { Db } from '../../src/store/database.js';

/** Every game of `team` in `year` won (or lost) by 7 more than the larger score. */
export function decideSeason(db: Db, year: number, team: string, won: boolean): void {
  const [mine, theirs] = won ? ['MAX(home_points, away_points) + 7', '0'] : ['0', 'MAX(home_points, away_points) + 7'];
  db.run(`UPDATE games SET home_points = ${mine}, away_points = ${theirs} WHERE year = ? AND home = ?`, [year, team]);
  db.run(`UPDATE games SET away_points = ${mine}, home_points = ${theirs} WHERE year = ? AND away = ?`, [year, team]);
}

/**
 * A program of `team`'s tier or below, not on its schedule in `year`, whose coach loses his job when that season ends
 * (a long tenure, no security left, the season before 1-11 where it is on record, every game lost). Its name.
 */
export function makeOpening(db: Db, year: number, team: string): string {
  const opening = db.get<{ team: string }>(
    `SELECT team FROM team_seasons WHERE year = ? AND team != ?
       AND prestige <= (SELECT prestige FROM team_seasons WHERE year = ? AND team = ?)
       AND team NOT IN (SELECT home FROM games WHERE year = ? AND away = ? UNION SELECT away FROM games WHERE year = ? AND home = ?)
     ORDER BY prestige DESC, team LIMIT 1`,
    [year, team, year, team, year, team, year, team],
  )!.team;
  db.run('UPDATE team_seasons SET wins = 1, losses = 11 WHERE year = ? AND team = ?', [year - 1, opening]);
  decideSeason(db, year, opening, false);
  db.run('UPDATE coaches SET security = 0, since = ? WHERE team = ?', [year - 12, opening]);
  return opening;
}
