// The weeks of a season: the regular season, championship week, then bowls and playoff rounds.

/** Regular-season weeks: 12 games per team in 14 weeks, so every team has two byes. */
export const REGULAR_SEASON_WEEKS = 14;
export const GAMES_PER_TEAM = 12;
/** Conference championship games are played the week after the regular season. */
export const CHAMPIONSHIP_WEEK = REGULAR_SEASON_WEEKS + 1;
/** Bowls (and the first postseason round) are played the week after championship week. */
export const BOWL_WEEK = CHAMPIONSHIP_WEEK + 1;

/** Playoff rounds in order for a format, the first one played in BOWL_WEEK. */
export function playoffRounds(playoffTeams: number): string[] {
  if (playoffTeams > 16) return ['First Round', 'Second Round', 'Quarterfinal', 'Semifinal', 'National Championship'];
  if (playoffTeams >= 12) return ['First Round', 'Quarterfinal', 'Semifinal', 'National Championship'];
  if (playoffTeams >= 8) return ['Quarterfinal', 'Semifinal', 'National Championship'];
  if (playoffTeams >= 4) return ['Semifinal', 'National Championship'];
  return ['National Championship'];
}

/** The final week of a season with this playoff format. */
export function lastWeekFor(playoffTeams: number): number {
  return BOWL_WEEK + playoffRounds(playoffTeams).length - 1;
}
