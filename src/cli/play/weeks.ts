// Names of the weeks of a season as the terminal shows them (the names every front end uses).
import { lastWeekFor } from '../../core/season/calendar.js';
import { weekName as sharedWeekName } from '../../shared/seasonWeeks.js';

export function weekName(week: number, playoffTeams: number): string {
  return sharedWeekName(week, { lastWeek: lastWeekFor(playoffTeams), playoffTeams });
}
