// Entry of a change worker thread (started by changeWorker.ts): runs each job it is sent, one at a time, on its own
// connection to the save, and answers with what the job made or the error.
import { parentPort } from 'node:worker_threads';
import { prepareSeason } from '../store/actions/season/seasonLoad.js';
import { isGameError } from '../store/errors.js';
import { SaveFile } from '../store/saveFile.js';
import type { StagePage } from '../store/views/stagePages.js';
import { jobError, runChangeJobAnswering, runChangeJobOn, type ChangeJob, type JobDone } from './changeJobs.js';

export interface JobRequest {
  id: number;
  path: string;
  job: ChangeJob;
  /** How messages name the save (a hosted server names no path on its disk). */
  label: string;
  /** The stage page to build from the changed save and send back (stagePageViews.ts). */
  answer?: StagePage;
}

/** Sent instead of a job when the server stops: the thread closes its connection and ends. */
export const CLOSE = 'close';

export type JobAnswer =
  /** The job is starting (its time limit counts from here, not from the thread's start). */
  | { id: number; started: true }
  | ({ id: number; ok: true } & JobDone)
  | { id: number; ok: false; error: ReturnType<typeof jobError> };

/**
 * The save of this thread's last job, kept open for the next job on it: a player's weeks then run on one connection,
 * and what a simulation keeps for the next (store/actions/season/seasonCache.ts) is kept too, as long as nobody
 * changes the save between (its caches are keyed on SQLite's change counter).
 */
let held: { path: string; save: SaveFile } | null = null;

function release(): void {
  held?.save.close();
  held = null;
}

async function run(request: JobRequest): Promise<JobDone> {
  const { path, job, label, answer } = request;
  // A league file's check touches no save: the save held for the next job stays.
  if (job.kind === 'league_file') return runChangeJobAnswering(path, job, label);
  if (job.kind === 'new_dynasty' || held?.path !== path) {
    release();
    if (job.kind === 'new_dynasty') return runChangeJobAnswering(path, job, label, answer);
  }
  held ??= { path, save: await SaveFile.open(path, { label, hold: true }) };
  try {
    return runChangeJobOn(held.save, job, answer);
  } catch (error) {
    if (!isGameError(error)) release();
    throw error;
  }
}

const port = parentPort;
if (port) {
  let queue = Promise.resolve();
  port.on('message', (request: JobRequest | typeof CLOSE) => {
    clearTimeout(preparing);
    if (request === CLOSE) {
      queue = queue.then(() => {
        release();
        port.close();
      });
      return;
    }
    queue = queue.then(async () => {
      port.postMessage({ id: request.id, started: true } satisfies JobAnswer);
      try {
        port.postMessage({ id: request.id, ok: true, ...(await run(request)) } satisfies JobAnswer);
      } catch (error) {
        port.postMessage({ id: request.id, ok: false, error: jobError(error) } satisfies JobAnswer);
      }
      prepareSoon();
    });
  });
}

/** How long the thread waits with no job before it reads the season ahead (a player between two clicks). */
const IDLE_BEFORE_PREPARING_MS = 1500;
let preparing: NodeJS.Timeout | undefined;

/**
 * While the player reads the answer's page: the season the next simulation reads first (seasonLoad.ts), once no job
 * came for a moment, so a run of small changes (recruiting orders) is not followed each time by a season read that
 * the next of them makes stale. A failure is left to the simulation, which reads everything again and says why.
 */
function prepareSoon(): void {
  clearTimeout(preparing);
  preparing = setTimeout(() => {
    try {
      if (held) {
        held.save.refresh();
        prepareSeason(held.save.db);
      }
    } catch {
      release();
    }
  }, IDLE_BEFORE_PREPARING_MS);
  // The thread may end with the timer pending.
  preparing.unref();
}
