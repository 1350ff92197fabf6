// Open saves kept between requests, and one queue of changes per save.
//
// The server's main thread holds each save it has open (SaveFile.open with hold: SQLite's WAL mode) and only reads
// it, through its own connection: a read never waits for a writer and never sees half a change. Every change runs in
// a worker thread on its own connection (changeWorker.ts): a use case of store/useCases.ts (change: a player's
// action, the server's own moves of an online league) or a new dynasty; the next read here sees it. A save is opened
// in a worker thread first (checked, migrated, put in WAL mode, waiting there for another program's commit), so this
// thread's connection never waits for a lock. Changes are queued per save in this process; other processes (the
// terminal game, the commands, another server) are ordered by SQLite's locks and busy timeout. Reads (a page built on
// this thread) take turns, fair between players (fairQueue.ts: each player's folder of saves is one owner). A worker
// thread keeps its saves in a registry of its own, where its jobs run in place; the static build's worker uses one
// registry, its "worker" running each job in place on the copy it holds (src/static/worker/changeWorker.ts).
import { SaveFile } from '../store/saveFile.js';
import { defaultSaveStorage } from '../store/storage/defaultSaveStorage.js';
import type { Program } from '../store/program.js';
import { USE_CASES, type InputOf, type ResultOf, type UseCaseName, type UseCall } from '../store/useCases.js';
import type { StagePage } from '../store/views/stagePages.js';
import { errorOfJob, type ChangeJob, type JobDone, type UseOutcome } from './changeJobs.js';
import { ChangeWorkers } from './changeWorker.js';
import { ownerOfSave, Turns } from './fairQueue.js';

/** A save or a folder there (the default storage: files for the server). */
function exists(path: string): boolean {
  return defaultSaveStorage.kind(defaultSaveStorage.locate(path)) !== null;
}

/** A use case's call as its caller names it, once it has looked at the save: its input, for the program named. */
export interface Asked<N extends UseCaseName> {
  input: InputOf<N>;
  /** The coached program it acts for (none: the one last acted for). */
  team?: string;
}

/** What a use case did: what it returned, the program it acted for as the change left it, the page it built. */
export interface Done<N extends UseCaseName> {
  result: ResultOf<N>;
  program: Program;
  /** The stage page asked for, built in the worker from the changed save. */
  page?: object;
}

/** An input's fields as given: one left undefined is absent (as an optional field of its schema is). */
function given<T>(input: T): T {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as T;
}

/** One change waiting in a save's queue. */
interface Waiting {
  name: UseCaseName;
  prepare: (save: SaveFile | null) => Asked<UseCaseName> | null;
  build: (save: SaveFile | null, done?: Done<UseCaseName>) => unknown;
  resolve: (body: unknown) => void;
  reject: (error: unknown) => void;
}

/** Changes run as one job: a use case alone, or small ones queued together (USE_CASES' `together`). */
interface Batch {
  items: Waiting[];
  answer?: StagePage;
}

export class SaveRegistry {
  /** Least recently used first (a Map keeps insertion order; a use re-inserts). */
  private readonly entries = new Map<string, SaveFile>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly queues = new Map<string, Promise<void>>();
  /** Per save, the small changes waiting to run together, still open to more. */
  private readonly together = new Map<string, Batch>();
  /** Reads on this thread, one per turn of the event loop, fair between players. */
  private readonly turns = new Turns();

  constructor(
    readonly capacity = 32,
    /** How error messages name a save (a hosted server names no path on its disk). */
    readonly labelOf: (path: string) => string = (path) => path,
    /** The one queue of changes to the worker threads. */
    private readonly workers = new ChangeWorkers(),
    /**
     * The server's main thread: it only reads (a save is opened, checked, migrated and held in a worker thread first)
     * and its connection never waits for a lock; every change runs in a worker thread.
     */
    readonly readsOnly = false,
  ) {}

  get openCount(): number {
    return this.entries.size;
  }

  /** Runs fn (synchronous) with the save as it is now, or null when there is none. */
  read<T>(path: string, fn: (save: SaveFile | null) => T): Promise<T> {
    return this.turns.run(ownerOfSave(path), () => this.load(path).then(() => fn(this.current(path) ?? null)));
  }

  /**
   * A change of the save: the use case `name`, queued behind the changes before it, run in a worker thread. prepare
   * looks at the save as it is when its turn comes and names the input (null: nothing to do, e.g. another request
   * did it already); build makes the answer from the save once the change is committed, with what the use case did
   * (undefined when nothing ran). Both run on this thread and are synchronous. A use case that runs `together`
   * joins the others of its kind queued on the save meanwhile: one read names every input, one job runs them as one
   * transaction (each its own savepoint), one read builds every answer; one refused is refused alone. answer: a
   * stage page for the worker to build from the changed save (Done.page).
   */
  change<N extends UseCaseName, T>(
    path: string,
    name: N,
    prepare: (save: SaveFile | null) => Asked<N> | null,
    build: (save: SaveFile | null, done?: Done<N>) => T,
    answer?: StagePage,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const item = { name, prepare, build, resolve, reject } as unknown as Waiting;
      const together = USE_CASES[name].together === true && answer === undefined;
      const open = together ? this.together.get(path) : undefined;
      if (open) {
        open.items.push(item);
        return;
      }
      const batch: Batch = { items: [item], answer };
      if (together) this.together.set(path, batch);
      this.exclusive(path, () => this.runBatch(path, batch)).catch((error: unknown) => {
        for (const one of batch.items) one.reject(error);
      });
    });
  }

  private async runBatch(path: string, batch: Batch): Promise<void> {
    // Those that come from now on make the next batch.
    if (this.together.get(path) === batch) this.together.delete(path);
    const named = await this.read(path, (save) =>
      batch.items.map((item) => {
        try {
          const asked = item.prepare(save);
          if (asked === null) {
            item.resolve(item.build(save));
            return null;
          }
          const call: UseCall = { name: item.name, input: given(asked.input), team: asked.team };
          return { item, call };
        } catch (error) {
          item.reject(error);
          return null;
        }
      }),
    );
    const live = named.filter((n): n is { item: Waiting; call: UseCall } => n !== null);
    if (live.length === 0) return;
    const job: ChangeJob = { kind: 'use', calls: live.map((n) => n.call), answer: batch.answer };
    let done: JobDone;
    try {
      const open = this.entries.get(path);
      done = await this.workers.run(path, job, this.labelOf(path), open);
      // A simulation that yielded to another player's job plays on, queued again behind that job.
      while (done.more) done = await this.workers.run(path, job, this.labelOf(path), open, true);
    } catch (error) {
      for (const { item } of live) item.reject(error);
      return;
    }
    const outcomes: UseOutcome[] = done.outcomes ?? [];
    await this.read(path, (save) => {
      live.forEach(({ item }, i) => {
        const outcome = outcomes[i];
        try {
          if (!outcome) throw new Error('a change worker answered without what its use case did');
          if (!outcome.ok) throw errorOfJob(outcome.error);
          const { result, program, page } = outcome;
          item.resolve(item.build(save, { result, program, page } as Done<UseCaseName>));
        } catch (error) {
          item.reject(error);
        }
      });
    });
  }

  /**
   * A new dynasty made at path (replacing whatever file is there), queued like a change, in a worker thread; build
   * makes the answer from it, unless the job's stage page was built there.
   */
  newDynasty<T>(
    path: string,
    job: Extract<ChangeJob, { kind: 'new_dynasty' }>,
    build: (save: SaveFile | null) => T,
  ): Promise<T> {
    return this.exclusive(path, async () => {
      const done = await this.workers.run(path, job, this.labelOf(path), this.entries.get(path));
      if (done.body !== undefined) return done.body as T;
      return this.read(path, build);
    });
  }

  /**
   * A job that reads no open save in a worker thread: a league file's check (under its time limit), an uploaded
   * save's import (path: the player's save, whose folder takes it).
   */
  async check(job: Extract<ChangeJob, { kind: 'league_file' | 'import' }>, path = ''): Promise<object> {
    const done = await this.workers.run(path, job, '');
    return done.body ?? {};
  }

  /**
   * Runs fn after the changes queued on this save in this process, with the save closed here (deleting it); the
   * copy in memory is forgotten before and after.
   */
  alone<T>(path: string, fn: () => T | Promise<T>): Promise<T> {
    return this.exclusive(path, async () => {
      this.forget(path);
      try {
        return await fn();
      } finally {
        this.forget(path);
      }
    });
  }

  /** Closes every open save: the last connection of a save puts it back to one plain file (SaveFile.close). */
  closeAll(): void {
    for (const path of [...this.entries.keys()]) this.forget(path);
  }

  /** Stops the worker threads, then closes every open save (server shutdown). */
  async close(): Promise<void> {
    await this.workers.close();
    this.closeAll();
  }

  /** The open save, opened again if its file was replaced; null without a file; undefined when not open. */
  private current(path: string): SaveFile | null | undefined {
    const save = this.entries.get(path);
    if (!exists(path)) {
      if (save) this.forget(path);
      return null;
    }
    if (!save) return undefined;
    try {
      save.refresh();
    } catch (error) {
      this.forget(path);
      throw error;
    }
    this.entries.delete(path);
    this.entries.set(path, save);
    return save;
  }

  private async load(path: string): Promise<void> {
    if (this.current(path) !== undefined) return;
    let pending = this.loading.get(path);
    if (!pending) {
      pending = this.open(path).finally(() => this.loading.delete(path));
      this.loading.set(path, pending);
    }
    await pending;
  }

  private async open(path: string): Promise<void> {
    const label = this.labelOf(path);
    // A worker thread opens it first: a save in another program's commit is waited for there (SQLite's busy timeout),
    // checked, migrated and put in WAL mode, so this thread's connection reads it without waiting for a lock.
    if (this.readsOnly) await this.workers.run(path, { kind: 'hold' }, label);
    const save = await SaveFile.open(path, { label, hold: true, ...(this.readsOnly ? { waitMs: 0 } : {}) });
    this.forget(path);
    this.entries.set(path, save);
    for (const open of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      // A save with changes queued stays: its change will want it in a moment.
      if (!this.queues.has(open)) this.forget(open);
    }
  }

  private forget(path: string): void {
    const save = this.entries.get(path);
    if (!save) return;
    this.entries.delete(path);
    save.close();
  }

  private async exclusive<T>(path: string, fn: () => Promise<T>): Promise<T> {
    const before = this.queues.get(path) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((r) => (release = r));
    const tail = before.then(() => mine);
    this.queues.set(path, tail);
    await before;
    try {
      return await fn();
    } finally {
      release();
      if (this.queues.get(path) === tail) this.queues.delete(path);
    }
  }
}
