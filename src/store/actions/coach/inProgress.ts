// A coached game left in progress. Simulating its week has the coordinator call the rest of it, so no simulation
// does that unless the player says so: the web and the terminal ask first, the CLI and the API refuse without the
// player's word.
import { coachedGameName } from '../../../shared/coachedGameName.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { coachingInProgress, type CoachingInProgress } from '../../queries/coachedGame.js';

/** The coached game a simulation up to (not including) targetWeek would finish with the coordinator, or null. */
export function coachedGameInTheWay(db: Db, targetWeek: number): CoachingInProgress | null {
  const game = coachingInProgress(db);
  return game && game.week < targetWeek ? game : null;
}

/**
 * Refuses, changing nothing, a simulation that would finish the coached game in progress. choices says, in the
 * player's front end, how to resume it or have the coordinator finish it.
 */
export function refuseToFinishCoachedGame(db: Db, targetWeek: number, choices: string): void {
  const game = coachedGameInTheWay(db, targetWeek);
  if (game) throw new GameError('conflict', `${coachedGameName(game)} is in progress: ${choices}.`);
}
