// Worker threads that run the long changes of saves (changeJobs.ts), each on its own connection to the save, so the
// server's main thread keeps answering every other request while a season simulates. One queue of jobs feeds the
// threads, fair between players (fairQueue.ts: the player whose saves had the least of the threads' time lately goes
// first). The registry queues changes per save, so a save has at most one job here at a time; different saves run
// side by side. A simulation yields its thread between weeks when another player's new job waits (it answers `more`
// and the registry queues the rest), so a season never holds the thread for its whole length while others wait.
//
// Compiled (dist/, as bin/dynasty runs it) the thread runs changeWorkerThread.js with plain node; from the
// TypeScript sources (tests, `npm run dev`) it first registers tsx's loader, a development tool.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SaveFile } from '../store/saveFile.js';
import { GameError } from '../store/errors.js';
import { CLOSE, errorOfJob, isUntrustedJob, type ChangeJob, type JobDone, type jobError } from './changeJobs.js';
import { FairQueue, ownerOfSave } from './fairQueue.js';

export interface JobRequest {
  path: string;
  job: ChangeJob;
  /** How messages name the save (a hosted server names no path on its disk). */
  label: string;
}

/** What the thread is started with: the flag its pool sets while another player's job waits (changeWorker.ts). */
export interface ThreadData {
  yieldFlag: SharedArrayBuffer;
}

/** The thread runs one job at a time: each answer is of the job it was last sent. */
export type JobAnswer =
  /** The job is starting (its time limit counts from here, not from the thread's start). */
  { started: true } | ({ ok: true } & JobDone) | { ok: false; error: ReturnType<typeof jobError> };

const COMPILED = import.meta.url.endsWith('.js');

/**
 * The most a job whose work a stranger's input decides (a league file, a league change) may take: a check of a
 * real league takes a fraction of a second; past this the thread is stopped and the input refused.
 */
const UNTRUSTED_JOB_MS = 5_000;

/** One thread per core beyond the one the main thread needs, at least one, at most four. */
function defaultChangeThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

function startThread(workerData: ThreadData): Worker {
  const entry = new URL(COMPILED ? './changeWorkerThread.js' : './changeWorkerThread.ts', import.meta.url);
  if (COMPILED) return new Worker(entry, { workerData });
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

interface Pending {
  resolve: (done: JobDone) => void;
  reject: (error: Error) => void;
  /** An untrusted job's limit, counted from when the thread starts it. */
  job: ChangeJob;
  timer?: ReturnType<typeof setTimeout>;
}

interface Thread {
  worker: Worker;
  /** The job at work (a thread runs one at a time), its owner and when it was sent (the owner is charged the time). */
  pending?: Pending;
  owner?: string;
  sentAt?: number;
  /** Set to 1 while another owner's job waits: a simulation then yields the thread at its next week. */
  yieldFlag: Int32Array;
}

interface Waiting {
  request: JobRequest;
  pending: Pending;
  /** The rest of a simulation that yielded: others' simulations do not stop for it (seasons run whole in turn). */
  resumed: boolean;
}

export class ChangeWorkers {
  private readonly threads: Thread[] = [];
  private readonly waiting = new FairQueue<Waiting>();
  private closed = false;

  constructor(
    /** The time limit of untrusted jobs (tests set a small one). */
    private readonly untrustedMs = UNTRUSTED_JOB_MS,
    private readonly size = defaultChangeThreads(),
  ) {}

  /**
   * Runs job against the save at path in a worker thread (label: how its messages name the save); resolves with
   * what its use cases did and the stage page it asked for, built there from the changed save. The thread opens
   * the save itself: `_open`, the copy this thread holds, is for the static build's in-place runner
   * (src/static/worker/changeWorker.ts).
   */
  run(
    path: string,
    job: ChangeJob,
    label: string,
    _open?: SaveFile | null,
    /** The rest of a simulation that yielded (JobDone.more). */
    resumed = false,
  ): Promise<JobDone> {
    if (this.closed) return Promise.reject(new Error('change workers are closed'));
    return new Promise((resolve, reject) => {
      this.waiting.push(ownerOfSave(path), {
        request: { path, job, label },
        pending: { resolve, reject, job },
        resumed,
      });
      this.dispatch();
    });
  }

  /**
   * Stops every thread (server shutdown): jobs still waiting are refused; an idle thread closes its connection and
   * ends, one at work is stopped (its transaction, never committed, is rolled back by SQLite).
   */
  async close(): Promise<void> {
    this.closed = true;
    const stopping = new GameError('busy', 'The server is stopping: try again once it is back.');
    for (const w of this.waiting.drain()) w.pending.reject(stopping);
    const threads = this.threads.splice(0);
    await Promise.all(
      threads.map((thread) => {
        const ended = new Promise<void>((resolve) => thread.worker.once('exit', () => resolve()));
        if (thread.pending) {
          this.lost(thread, stopping);
          void thread.worker.terminate();
        } else {
          thread.worker.postMessage(CLOSE);
          // A thread that does not end by itself is stopped.
          setTimeout(() => void thread.worker.terminate(), 5_000).unref();
        }
        return ended;
      }),
    );
  }

  private dispatch(): void {
    while (this.waiting.size > 0) {
      const thread = this.idleThread();
      const next = thread && this.waiting.shift();
      if (!thread || !next) break;
      const { request, pending } = next.item;
      thread.pending = pending;
      thread.owner = next.owner;
      thread.sentAt = Date.now();
      // A thread at work keeps the process alive; an idle one does not hold it open.
      thread.worker.ref();
      try {
        thread.worker.postMessage(request);
      } catch (error) {
        // A job no thread can be sent (a value the structured clone refuses): refused alone, the thread left free
        // for the next one rather than held for an answer that never comes.
        thread.pending = undefined;
        this.finished(thread);
        thread.worker.unref();
        pending.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    this.askToYield();
  }

  /**
   * Tells each thread at work whether another owner's new job waits for it. The rest of another yielded simulation
   * does not count: seasons stopping for each other would each finish later (and every stop costs a save of the
   * season's totals); a new game, a page's change or a week waits at most a slice behind any season.
   */
  private askToYield(): void {
    for (const thread of this.threads) {
      const others = thread.owner !== undefined && this.waiting.othersWaiting(thread.owner, (w) => !w.resumed);
      Atomics.store(thread.yieldFlag, 0, others ? 1 : 0);
    }
  }

  /** The thread's job is over (answered or lost): its owner is charged the thread's time. */
  private finished(thread: Thread): void {
    if (thread.owner !== undefined) this.waiting.charge(thread.owner, Date.now() - (thread.sentAt ?? Date.now()));
    thread.owner = undefined;
    Atomics.store(thread.yieldFlag, 0, 0);
  }

  private idleThread(): Thread | null {
    const idle = this.threads.find((t) => !t.pending);
    if (idle) return idle;
    if (this.threads.length >= this.size) return null;
    const yieldBuffer = new SharedArrayBuffer(4);
    const thread: Thread = { worker: startThread({ yieldFlag: yieldBuffer }), yieldFlag: new Int32Array(yieldBuffer) };
    this.threads.push(thread);
    thread.worker.on('message', (answer: JobAnswer) => this.answered(thread, answer));
    thread.worker.on('error', (error) => this.lost(thread, error));
    thread.worker.on('exit', (code) => this.lost(thread, new Error(`change worker stopped (exit code ${code})`)));
    return thread;
  }

  private answered(thread: Thread, answer: JobAnswer): void {
    const pending = thread.pending;
    if (!pending) return;
    if ('started' in answer) {
      if (isUntrustedJob(pending.job)) pending.timer = setTimeout(() => this.overtime(thread), this.untrustedMs);
      return;
    }
    clearTimeout(pending.timer);
    thread.pending = undefined;
    this.finished(thread);
    thread.worker.unref();
    if (answer.ok) pending.resolve({ body: answer.body, outcomes: answer.outcomes, more: answer.more });
    else pending.reject(errorOfJob(answer.error));
    this.dispatch();
  }

  /**
   * An untrusted job past its limit: its thread is stopped (a thread runs one job at a time, so no other job is
   * lost; SQLite rolls back its uncommitted transaction) and the input refused; the next job starts a fresh one.
   */
  private overtime(thread: Thread): void {
    const pending = thread.pending;
    if (!pending) return;
    thread.pending = undefined;
    const what = pending.job.kind === 'league_file' ? 'That league file' : 'That league change';
    const seconds = Math.max(1, Math.round(this.untrustedMs / 1000));
    pending.reject(
      new GameError(
        'bad_input',
        `${what} took more than ${seconds} second${seconds === 1 ? '' : 's'} to check, the most this server spends on one: nothing was changed.`,
      ),
    );
    this.lost(thread, new Error('change worker stopped'));
    void thread.worker.terminate();
  }

  /** A thread that died fails its jobs; the next job starts a fresh one. */
  private lost(thread: Thread, error: Error): void {
    const index = this.threads.indexOf(thread);
    if (index >= 0) this.threads.splice(index, 1);
    this.finished(thread);
    clearTimeout(thread.pending?.timer);
    thread.pending?.reject(error);
    thread.pending = undefined;
    if (!this.closed) this.dispatch();
  }
}
