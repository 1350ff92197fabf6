// The long changes of a save (a stretch of the season simulated, a stage advanced, a new dynasty) described as
// plain data, so they can cross to a worker thread (changeWorker.ts) and run there against the save file.
// Each runs through the same use case as the CLI and the terminal game, and writes the file atomically.
import type { Stage } from '../core/season/stages.js';
import { advanceStage } from '../store/actions/advance.js';
import { newDynasty, type NewDynastyOptions } from '../store/actions/newDynasty.js';
import { runRecruitingCommand, type RecruitingCommand } from '../store/actions/recruiting/commands.js';
import { simulateTo } from '../store/actions/season/simulate.js';
import { GameError, isGameError, type GameErrorKind } from '../store/errors.js';
import { hasDynasty, readState } from '../store/queries/meta.js';
import { SaveFile, fileStamp } from '../store/saveFile.js';
import { adoptHeldSaveLock } from '../store/saveLock.js';

export type ChangeJob =
  | { kind: 'simulate'; week: number }
  /**
   * from: advance only out of this stage. A page that advances when opened decides on the save as it was; if
   * anything (another tab, a terminal command) moved the game on before the job ran, the job does nothing
   * rather than advance a second time.
   */
  | { kind: 'advance'; from?: Stage }
  | { kind: 'new_dynasty'; options: NewDynastyOptions }
  /** A recruiting action (an order for the coming week, the board, "let my staff recruit"). */
  | { kind: 'recruit'; command: RecruitingCommand };


/**
 * Runs the job against the save at path and returns the stamp of the file it wrote. The thread that sent the job
 * holds the save's lock from its decision to this write: the job adopts it instead of waiting for it.
 */
export function runChangeJob(path: string, job: ChangeJob, label: string): Promise<string | null> {
  return adoptHeldSaveLock(path, async () => {
    if (job.kind === 'new_dynasty') {
      (await newDynasty(path, { ...job.options, label })).close();
      return fileStamp(path);
    }
    const save = await SaveFile.open(path, { label });
    try {
      if (!hasDynasty(save.db)) throw new GameError('no_game', 'No dynasty has been started yet: start a new game.', '/');
      if (job.kind === 'simulate') save.change(() => simulateTo(save.db, job.week));
      else if (job.kind === 'recruit') save.change(() => runRecruitingCommand(save.db, job.command));
      // Decided inside the change (the save as it is under the lock): a game already moved on is left alone.
      else save.change(() => {
        if (job.from === undefined || readState(save.db).stage === job.from) advanceStage(save.db);
      });
    } finally {
      save.close();
    }
    return fileStamp(path);
  });
}

/** An error as it crosses the thread boundary: a player's mistake keeps its kind, anything else is a bug. */
export type JobError =
  | { game: true; kind: GameErrorKind; message: string; redirect?: string }
  | { game: false; message: string; stack?: string };

export function jobError(error: unknown): JobError {
  if (isGameError(error)) return { game: true, kind: error.kind, message: error.message, redirect: error.redirect };
  const e = error instanceof Error ? error : new Error(String(error));
  return { game: false, message: e.message, stack: e.stack };
}

export function errorOfJob(error: JobError): Error {
  if (error.game) return new GameError(error.kind, error.message, error.redirect);
  const e = new Error(`change worker: ${error.message}`);
  if (error.stack) e.stack = error.stack;
  return e;
}
