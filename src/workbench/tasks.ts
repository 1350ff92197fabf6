// The units of work of a batch (one season, postseason included; one whole dynasty), run the same way in-process and in a
// worker process, and the messages a worker and its parent exchange.
import { GameError, type GameErrorKind } from '../store/errors.js';
import { playDynasty, type DynastyRun, type DynastyTask } from './dynastyRun.js';
import { playRegularSeason, type RegularSeasonGames, type RegularSeasonTask } from './regularSeason.js';

export type BatchTask = RegularSeasonTask | DynastyTask;
export type BatchOutput<T extends BatchTask> = T extends RegularSeasonTask ? RegularSeasonGames : DynastyRun;

export interface TaskProgress {
  /** Seasons of the task finished so far. */
  seasonsDone: number;
  label: string;
}

/** How many seasons a task plays (the progress bar counts seasons). */
export function seasonsOf(task: BatchTask): number {
  return task.kind === 'regular' ? 1 : task.seasons;
}

export async function runTask<T extends BatchTask>(
  task: T,
  onProgress: (progress: TaskProgress) => void,
): Promise<BatchOutput<T>> {
  if (task.kind === 'regular') {
    const games = playRegularSeason(task, (label) => onProgress({ seasonsDone: 0, label }));
    onProgress({ seasonsDone: 1, label: `season ${task.season} done` });
    return games as BatchOutput<T>;
  }
  return (await playDynasty(task, onProgress)) as BatchOutput<T>;
}

export type ParentMessage = { type: 'task'; index: number; task: BatchTask } | { type: 'stop' };

export interface SerializedError {
  message: string;
  stack?: string;
  /** Set for a player's mistake (GameError), which the CLI reports as bad input. */
  gameErrorKind?: GameErrorKind;
}

export type WorkerMessage =
  | { type: 'progress'; index: number; progress: TaskProgress }
  | { type: 'done'; index: number; output: BatchOutput<BatchTask> }
  | { type: 'error'; index: number; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof GameError) return { message: error.message, gameErrorKind: error.kind };
  const e = error instanceof Error ? error : new Error(String(error));
  return { message: e.message, stack: e.stack };
}

export function deserializeError(error: SerializedError): Error {
  if (error.gameErrorKind) return new GameError(error.gameErrorKind, error.message);
  const e = new Error(`batch worker: ${error.message}`);
  if (error.stack) e.stack = `batch worker: ${error.stack}`;
  return e;
}
