// Coached games left in progress. Simulating their week has the coordinator call the rest of them, so no simulation
// does that unless the player says so: the web and the terminal ask first, the CLI and the API refuse without the
// player's word. In multi-team mode every coached program's game counts: a week is played once, for everyone.
import { coachedGameName } from '../../../shared/coachedGameName.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { coachingsInProgress, type CoachingInProgress } from '../../queries/coachedGame.js';
import { coachedPrograms, type Program } from '../../program.js';

/** A coached game in progress and the program coaching it. */
export interface CoachingOf extends CoachingInProgress {
  team: string;
  seat: number;
}

/**
 * The coached games a simulation up to (not including) targetWeek would finish with the coordinator: the acting
 * program's first, then the other programs'.
 */
export function coachedGamesInTheWay(db: Db, targetWeek: number, program?: Program): CoachingOf[] {
  const games = coachingsInProgress(db);
  const programs = coachedPrograms(db).sort(
    (a, b) => Number(b.seat === program?.seat) - Number(a.seat === program?.seat),
  );
  return programs.flatMap((p) => {
    const game = games.get(p.seat);
    return game && game.week < targetWeek ? [{ ...game, team: p.team, seat: p.seat }] : [];
  });
}

/**
 * Refuses, changing nothing, a simulation that would finish a coached game in progress. choices says, in the
 * player's front end, how to resume it or have the coordinator finish it (other: the program's when it is another's).
 */
export function refuseToFinishCoachedGame(
  db: Db,
  program: Program,
  targetWeek: number,
  choices: string,
  other: (team: string) => string = () => choices,
): void {
  const game = coachedGamesInTheWay(db, targetWeek, program)[0];
  if (!game) return;
  if (game.seat === program.seat)
    throw new GameError('conflict', `${coachedGameName(game)} is in progress: ${choices}.`);
  throw new GameError('conflict', `${coachedGameName(game, game.team)} is in progress: ${other(game.team)}.`);
}
