// The changes of a save that the server's own code makes (an online league's seats and its commissioner, a
// head-to-head game's moves), by name: SaveRegistry.change hands them to a worker thread as plain data, as every
// change of a save runs there. Each is one transaction (or none when there is nothing to do).
import { takeJobByAutoPilot } from '../store/actions/coaches/autoPilotJob.js';
import { callHeadToHead, expireHeadToHead, kickOffHeadToHead } from '../store/actions/coach/headToHead.js';
import { forceWinner, setGodMode } from '../store/actions/godMode.js';
import { dropCoachedProgram, takeProgramAsMadeCoach } from '../store/actions/programs.js';
import type { CoachCreation } from '../core/coaches/creation.js';
import { GameError } from '../store/errors.js';
import { coachedProgramOf, coachedPrograms, setStaffRecruitsOn, staffRecruitsOn } from '../store/program.js';
import { readState } from '../store/queries/meta.js';
import { setBoardAuto } from '../store/queries/recruiting.js';
import type { SaveFile } from '../store/saveFile.js';

/** The coached program of the save named team: a change of a program no longer coached does nothing. */
function coached(save: SaveFile | null, team: string) {
  const program = save ? coachedProgramOf(save.db, team) : null;
  return save && program ? { save, program } : null;
}

function leagueGame(save: SaveFile | null): SaveFile {
  if (!save) throw new GameError('conflict', "The league's game is not there: ask the commissioner.");
  return save;
}

export const SAVE_CHANGES = {
  /**
   * The program a coach takes in a started league becomes a coached program of the save (his from now on), a program
   * whose coach left or was removed too (still a seat, run by its staff): its head coach the one he made.
   */
  addProgram(save: SaveFile | null, team: string, coach: CoachCreation): void {
    const game = leagueGame(save);
    game.change(() => takeProgramAsMadeCoach(game.db, team, coach));
  },
  /** A program given back: the computer's again, or, the save's last coached program, run by its staff. */
  dropProgram(save: SaveFile | null, team: string): void {
    const seat = coached(save, team);
    if (!seat) return;
    if (coachedPrograms(seat.save.db).length > 1) dropCoachedProgram(seat.save.db, team);
    else
      seat.save.change(() => {
        setStaffRecruitsOn(seat.save.db, seat.program, true);
        setBoardAuto(seat.save.db, team, true);
      });
  },
  /** Auto-pilot on (his staff recruits) or off (as he had it): the staff's recruiting as it was before. */
  setAutoPilot(save: SaveFile | null, team: string, on: boolean, staffWas: boolean): boolean {
    const seat = coached(save, team);
    if (!seat) return false;
    const was = staffRecruitsOn(seat.save.db, seat.program);
    seat.save.change(() => {
      setStaffRecruitsOn(seat.save.db, seat.program, on || staffWas);
      setBoardAuto(seat.save.db, team, on || staffWas);
    });
    return was;
  },
  /** The coaches their programs fired who took no job by the season summary, each given one by auto-pilot. */
  placeTheFired(save: SaveFile | null) {
    if (!save || readState(save.db).stage !== 'summary') return [];
    return coachedPrograms(save.db).flatMap((program) => save.change(() => takeJobByAutoPilot(save.db, program)) ?? []);
  },
  godMode(save: SaveFile | null, on: boolean): void {
    save?.change(() => setGodMode(save.db, on));
  },
  forceWinner(save: SaveFile | null, gameId: number, winner: string, reason: string): string {
    const game = save ?? leagueGame(null);
    return game.change(() => forceWinner(game.db, gameId, winner, reason));
  },
  kickOffHeadToHead(save: SaveFile | null, team: string, opponent: string): void {
    const seat = coached(save, team);
    const other = save && coachedProgramOf(save.db, opponent);
    if (seat && other) seat.save.change(() => kickOffHeadToHead(seat.save.db, seat.program, other));
  },
  callHeadToHead(save: SaveFile | null, team: string, call: string | null, tempo?: string): void {
    const seat = coached(save, team);
    if (seat) seat.save.change(() => callHeadToHead(seat.save.db, seat.program, call, tempo));
  },
  expireHeadToHead(save: SaveFile | null, team: string, point: number): void {
    const seat = coached(save, team);
    if (seat) seat.save.change(() => expireHeadToHead(seat.save.db, seat.program, point));
  },
};

export type SaveChangeName = keyof typeof SAVE_CHANGES;
type ArgsOf<K extends SaveChangeName> = (typeof SAVE_CHANGES)[K] extends (
  save: SaveFile | null,
  ...args: infer A
) => unknown
  ? A
  : never;

/** Runs a change of SAVE_CHANGES on the save (where the registry runs changes: a worker thread on the server). */
export type ApplyChange = <K extends SaveChangeName>(
  name: K,
  ...args: ArgsOf<K>
) => Promise<ReturnType<(typeof SAVE_CHANGES)[K]>>;

/** A change named in SAVE_CHANGES, run here. */
export function applySaveChange(save: SaveFile | null, name: SaveChangeName, args: unknown[]): unknown {
  const change = SAVE_CHANGES[name] as (save: SaveFile | null, ...args: unknown[]) => unknown;
  return change(save, ...args);
}
