// The Heisman's ballot closes after the conference championships, before the bowls and the playoff (as the real
// vote's does): from then on the watch shows the season as the voters saw it. Every front end says so in these words.
import { championshipWeekOf, type SeasonCalendar } from './seasonWeeks.js';

const HEISMAN_BALLOT_NOTE =
  'Ballots are in: the vote counts the season through the conference championships, not the bowls or the playoff.';

/** The note for a watch after `week` (the last week played), or null while the ballot is open. */
export function heismanBallotNote(week: number, calendar: SeasonCalendar): string | null {
  return week >= championshipWeekOf(calendar) ? HEISMAN_BALLOT_NOTE : null;
}
