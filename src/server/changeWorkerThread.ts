// Entry of a change worker thread (started by changeWorker.ts): runs each job it is sent, one at a time, on its own
// connection to the save, and answers with what the job made or the error.
import { parentPort, workerData } from 'node:worker_threads';
import { prepareSeason } from '../store/actions/season/seasonLoad.js';
import { isGameError } from '../store/errors.js';
import { SaveFile } from '../store/saveFile.js';
import type { StagePage } from '../store/views/stagePages.js';
import { jobError, runChangeJobAnswering, runChangeJobOn, type ChangeJob, type JobDone } from './changeJobs.js';

export interface JobRequest {
  path: string;
  job: ChangeJob;
  /** How messages name the save (a hosted server names no path on its disk). */
  label: string;
  /** The stage page to build from the changed save and send back (stagePageViews.ts). */
  answer?: StagePage;
}

/** What the thread is started with: the flag its pool sets while another player's job waits (changeWorker.ts). */
export interface ThreadData {
  yieldFlag: SharedArrayBuffer;
}

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

/** Sent instead of a job when the server stops: the thread closes its connection and ends. */
export const CLOSE = 'close';

/** The thread runs one job at a time: each answer is of the job it was last sent. */
export type JobAnswer =
  /** The job is starting (its time limit counts from here, not from the thread's start). */
  { started: true } | ({ ok: true } & JobDone) | { ok: false; error: ReturnType<typeof jobError> };

/**
 * The saves of this thread's recent jobs, kept open for the next job on each (most recent last): a player's weeks
 * run on one connection, and what a simulation keeps for the next (store/actions/season/seasonCache.ts) is kept
 * too, as long as nobody changes the save between (its caches are keyed on SQLite's change counter). Several are
 * kept because the thread takes turns between players' simulations (changeWorker.ts): each turn would otherwise
 * close one save and open another, read its season again, and leave its WAL.
 */
const HELD_SAVES = 16;
const held = new Map<string, SaveFile>();

function release(path?: string): void {
  for (const [open, save] of held) {
    if (path !== undefined && open !== path) continue;
    held.delete(open);
    save.close();
  }
}

async function heldSave(path: string, label: string): Promise<SaveFile> {
  let save = held.get(path);
  if (save) {
    held.delete(path);
    // A file replaced meanwhile (a save imported over it) is opened again.
    save.refresh();
  } else save = await SaveFile.open(path, { label, hold: true });
  held.set(path, save);
  for (const open of held.keys()) if (held.size > HELD_SAVES && open !== path) release(open);
  return save;
}

async function run(request: JobRequest): Promise<JobDone> {
  const { path, job, label, answer } = request;
  // A league file's check touches no save: the saves held for the next jobs stay.
  if (job.kind === 'league_file') return runChangeJobAnswering(path, job, label);
  if (job.kind === 'new_dynasty') {
    release(path);
    return runChangeJobAnswering(path, job, label, answer);
  }
  const save = await heldSave(path, label);
  try {
    return runChangeJobOn(save, job, answer, undefined, yieldAfterWeek(Date.now()));
  } catch (error) {
    if (!isGameError(error)) release(path);
    throw error;
  }
}

// The pool sends a job (or CLOSE) only to a thread that has answered its last one.
const port = parentPort;
port?.on('message', async (request: JobRequest | typeof CLOSE) => {
  clearTimeout(preparing);
  if (request === CLOSE) {
    release();
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

/**
 * While the player reads the answer's page: the season the next simulation reads first (seasonLoad.ts), once no job
 * came for a moment, so a run of small changes (recruiting orders) is not followed each time by a season read that
 * the next of them makes stale. A failure is left to the simulation, which reads everything again and says why.
 */
function prepareSoon(): void {
  clearTimeout(preparing);
  preparing = setTimeout(() => {
    try {
      const last = [...held.values()].at(-1);
      if (last) {
        last.refresh();
        prepareSeason(last.db);
      }
    } catch {
      release();
    }
  }, IDLE_BEFORE_PREPARING_MS);
  // The thread may end with the timer pending.
  preparing.unref();
}
