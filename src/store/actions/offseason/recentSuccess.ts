// How a program has done lately, 0-1: what recruits and prestige look at.
import type { Db } from '../../database.js';

/** Win percentage and final rank of the last three seasons, the latest weighing most. */
export function recentSuccess(db: Db, team: string, year: number): number {
  const rows = db.all<{ year: number; wins: number; losses: number; final_rank: number }>(
    'SELECT year, wins, losses, final_rank FROM team_seasons WHERE team = ? AND year <= ? AND year > ? ORDER BY year DESC',
    [team, year, year - 3],
  );
  return successOf(rows);
}

interface SeasonRow {
  wins: number;
  losses: number;
  final_rank: number;
}

/** recentSuccess of each of the teams at once (one query, the same figures): team -> 0-1. */
export function recentSuccessByTeam(db: Db, teams: readonly string[], year: number): Map<string, number> {
  const byTeam = new Map<string, SeasonRow[]>();
  for (const row of db.all<SeasonRow & { team: string }>(
    'SELECT team, year, wins, losses, final_rank FROM team_seasons WHERE year <= ? AND year > ? ORDER BY team, year DESC',
    [year, year - 3],
  )) {
    let rows = byTeam.get(row.team);
    if (!rows) {
      rows = [];
      byTeam.set(row.team, rows);
    }
    rows.push(row);
  }
  return new Map(teams.map((team) => [team, successOf(byTeam.get(team) ?? [])]));
}

/** The latest season first, at most three. */
function successOf(rows: readonly SeasonRow[]): number {
  let total = 0;
  let weights = 0;
  rows.forEach((r, i) => {
    const games = r.wins + r.losses;
    if (games === 0) return;
    const weight = [3, 2, 1][i];
    const rankScore = r.final_rank > 0 && r.final_rank <= 25 ? (26 - r.final_rank) / 25 : 0;
    total += weight * (0.6 * (r.wins / games) + 0.4 * rankScore);
    weights += weight;
  });
  return weights === 0 ? 0.5 : total / weights;
}
