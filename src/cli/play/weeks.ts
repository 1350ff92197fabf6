// Names of the weeks of a season as the terminal shows them.
import { BOWL_WEEK, CHAMPIONSHIP_WEEK, playoffRounds } from '../../core/season/calendar.js';

export function weekName(week: number, playoffTeams: number): string {
  if (week < CHAMPIONSHIP_WEEK) return `Week ${week}`;
  if (week === CHAMPIONSHIP_WEEK) return 'Championship week';
  const round = playoffRounds(playoffTeams)[week - BOWL_WEEK];
  if (round === undefined) return `Week ${week}`;
  // The first postseason week holds the bowls and the first playoff round.
  return week === BOWL_WEEK ? `Bowls, ${round}` : round;
}
