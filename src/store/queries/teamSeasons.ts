// One row per team and season.
import type { Db } from '../database.js';

export interface TeamSeasonRow {
  year: number;
  team: string;
  conference: string;
  division: string | null;
  prestige: number;
  ceiling: number;
  floor: number;
  rating: number;
  offense: number;
  defense: number;
  wins: number;
  losses: number;
  conf_wins: number;
  conf_losses: number;
  points_for: number;
  points_against: number;
  final_rank: number;
}

export function insertTeamSeasons(
  db: Db,
  rows: readonly Omit<
    TeamSeasonRow,
    'wins' | 'losses' | 'conf_wins' | 'conf_losses' | 'points_for' | 'points_against' | 'final_rank'
  >[],
): void {
  db.transaction(() => {
    for (const r of rows) {
      db.run(
        `INSERT OR REPLACE INTO team_seasons (year, team, conference, division, prestige, ceiling, floor, rating, offense, defense)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [r.year, r.team, r.conference, r.division, r.prestige, r.ceiling, r.floor, r.rating, r.offense, r.defense],
      );
    }
  });
}

export function teamSeasons(db: Db, year: number): TeamSeasonRow[] {
  return db.all<TeamSeasonRow>('SELECT * FROM team_seasons WHERE year = ? ORDER BY team', [year]);
}

export function teamSeason(db: Db, year: number, team: string): TeamSeasonRow | undefined {
  return db.get<TeamSeasonRow>('SELECT * FROM team_seasons WHERE year = ? AND team = ?', [year, team]);
}

export function teamHistoryRows(db: Db, team: string): TeamSeasonRow[] {
  return db.all<TeamSeasonRow>('SELECT * FROM team_seasons WHERE team = ? ORDER BY year', [team]);
}
