// Entry of a change worker thread (started by changeWorker.ts): runs each job it is sent, one at a time, on its own
// connection to the save, and answers with what the job made or the error.
import { parentPort, workerData } from 'node:worker_threads';
import { prepareSeason } from '../store/actions/season/seasonLoad.js';
import { GameError, isGameError } from '../store/errors.js';
import { CLOSE, jobError, runJobAnswering, runUseJob, type JobDone } from './changeJobs.js';
import { SaveRegistry } from './saveRegistry.js';
import type { JobAnswer, JobRequest, ThreadData } from './changeWorker.js';

/**
 * The least a simulation plays before it yields the thread to another player's waiting job: each yield ends the
 * simulation's transaction and saves the season's totals, which costs about a week's play.
 */
const LEAST_SLICE_MS = 300;

const yieldFlag = (workerData as ThreadData | undefined)?.yieldFlag;
const othersWait = yieldFlag ? new Int32Array(yieldFlag) : null;

/** A simulation that started at `since` yields once another player's job waits and it has had its slice. */
function yieldAfterWeek(since: number): () => boolean {
  return () => othersWait !== null && Atomics.load(othersWait, 0) === 1 && Date.now() - since >= LEAST_SLICE_MS;
}

/**
 * The saves of this thread's recent jobs, held open for the next job on each (SaveRegistry: SQLite's busy timeout
 * orders this connection's changes with the other threads' and processes', a blocking wait off the main thread): a
 * player's weeks run on one connection, and what a simulation keeps for the next (store/actions/season/seasonCache.ts)
 * is kept too, as long as nobody changes the save between. Several are kept because the thread takes turns between
 * players' simulations (changeWorker.ts).
 */
const labels = new Map<string, string>();
const saves = new SaveRegistry(16, (path) => labels.get(path) ?? path);

async function run(request: JobRequest): Promise<JobDone> {
  const { path, job, label } = request;
  labels.set(path, label);
  lastPath = path;
  // A check and an import touch no save held here; a new dynasty replaces the file, closed here first.
  if (job.kind === 'league_file' || job.kind === 'import') return runJobAnswering(path, job, label);
  if (job.kind === 'new_dynasty') return saves.alone(path, () => runJobAnswering(path, job, label));
  try {
    return await saves.read(path, (save) => {
      if (job.kind === 'hold') return {};
      if (!save) throw new GameError('no_game', 'No dynasty has been started yet: start a new game.', '/');
      return runUseJob(save, job, { yieldNow: yieldAfterWeek(Date.now()) });
    });
  } catch (error) {
    if (!isGameError(error)) await saves.alone(path, () => undefined);
    throw error;
  }
}

// The pool sends a job (or CLOSE) only to a thread that has answered its last one.
const port = parentPort;
port?.on('message', async (request: JobRequest | typeof CLOSE) => {
  clearTimeout(preparing);
  if (request === CLOSE) {
    saves.closeAll();
    port.close();
    return;
  }
  port.postMessage({ started: true } satisfies JobAnswer);
  try {
    port.postMessage({ ok: true, ...(await run(request)) } satisfies JobAnswer);
  } catch (error) {
    port.postMessage({ ok: false, error: jobError(error) } satisfies JobAnswer);
  }
  prepareSoon();
});

/** How long the thread waits with no job before it reads the season ahead (a player between two clicks). */
const IDLE_BEFORE_PREPARING_MS = 1500;
let preparing: NodeJS.Timeout | undefined;
/** The save of the last job. */
let lastPath: string | undefined;

/**
 * While the player reads the answer's page: the season the next simulation reads first (seasonLoad.ts), once no job
 * came for a moment, so a run of small changes (recruiting orders) is not followed each time by a season read that
 * the next of them makes stale. A failure is left to the simulation, which reads everything again and says why.
 */
function prepareSoon(): void {
  clearTimeout(preparing);
  preparing = setTimeout(() => {
    if (lastPath === undefined) return;
    const path = lastPath;
    saves.read(path, (save) => save !== null && prepareSeason(save.db)).catch(() => saves.alone(path, () => undefined));
  }, IDLE_BEFORE_PREPARING_MS);
  // The thread may end with the timer pending.
  preparing.unref();
}
