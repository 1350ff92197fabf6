// Open saves kept between requests, and one queue of changes per save.
//
// The server's main thread holds each save it has open (SaveFile.open with hold: SQLite's WAL mode) and only reads
// it, through its own connection: a read never waits for a writer and never sees half a change. Every change runs in
// a worker thread on its own connection (changeWorker.ts): a call of the game's routes (session.ts changeGame), a
// long change (a season simulated, a stage advanced, a new dynasty), the small ones queued together (recruiting
// orders, depth chart moves), the server's own (SAVE_CHANGES); the next read here sees it. A save is opened in a
// worker thread first (checked, migrated, put in WAL mode, waiting there for another program's commit), so this
// thread's connection never waits for a lock. Changes are queued per save in this process; other processes (the
// terminal game, the commands, another server) are ordered by SQLite's locks and busy timeout. Reads (a page built on
// this thread) take turns, fair between players (fairQueue.ts: each player's folder of saves is one owner). A worker
// thread keeps its saves in a registry of its own, where changes run in place (readsOnly false), as in the static
// build's worker.
import { SaveFile } from '../store/saveFile.js';
import { defaultSaveStorage } from '../store/storage/defaultSaveStorage.js';
import type { StagePage } from '../store/views/stagePages.js';
import { errorOfJob, type ChangeJob, type JobOutcome, type TogetherJob } from './changeJobs.js';
import { ChangeWorkers } from './changeWorker.js';
import { ownerOfSave, Turns } from './fairQueue.js';
import { applySaveChange, type ApplyChange, type SaveChangeName } from './saveChanges.js';

/** A save or a folder there (the default storage: files for the server). */
function exists(path: string): boolean {
  return defaultSaveStorage.kind(defaultSaveStorage.locate(path)) !== null;
}

/** One small change (a recruiting action, a depth chart change) waiting to run together with others of its save. */
interface Together {
  prepare: (save: SaveFile | null) => TogetherJob;
  build: (save: SaveFile | null, result: unknown) => unknown;
  resolve: (body: unknown) => void;
  reject: (error: unknown) => void;
}

export class SaveRegistry {
  /** Least recently used first (a Map keeps insertion order; a use re-inserts). */
  private readonly entries = new Map<string, SaveFile>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly queues = new Map<string, Promise<void>>();
  /** Per save, the small changes waiting to run together (changeTogether), still open to more. */
  private readonly together = new Map<string, Together[]>();
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
     * and its connection never waits for a lock; every change runs in a worker thread (session.ts changeGame).
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
   * Runs fn after the changes queued before it, alone in the save's queue; it receives null when there is no save.
   * fn changes the save only through apply (a change of SAVE_CHANGES: in a worker thread when this thread only reads,
   * else here, one transaction), or through save.change() where this thread changes saves (a worker thread's routes).
   */
  change<T>(path: string, fn: (save: SaveFile | null, apply: ApplyChange) => T | Promise<T>): Promise<T> {
    return this.exclusive(path, async () => {
      const save = await this.read(path, (save) => save);
      const apply = (async (name: SaveChangeName, ...args: unknown[]) => {
        if (!this.readsOnly) return applySaveChange(this.current(path) ?? null, name, args);
        const job: ChangeJob = { kind: 'named', name, args };
        return (await this.workers.run(path, job, this.labelOf(path), undefined, this.entries.get(path))).result;
      }) as ApplyChange;
      return fn(save, apply);
    });
  }

  /**
   * A long change, queued like change(), run in a worker thread. prepare looks at the save as it is now and names
   * the job to run (null: none, e.g. another request already did it), or is the job itself when the save as it is
   * does not matter (a new dynasty replaces even a damaged file); build makes the answer from the save once the job
   * is done. Both run on this thread and are synchronous.
   */
  changeInWorker<T>(
    path: string,
    prepare: ((save: SaveFile | null) => ChangeJob | null) | ChangeJob,
    /** result: what the job's use case said it did (JobDone.result), undefined when no job ran. */
    build: (save: SaveFile | null, result?: unknown) => T,
    /** A stage page whose view is build: the worker builds it instead. */
    answer?: StagePage,
  ): Promise<T> {
    return this.exclusive(path, async () => {
      const job = typeof prepare === 'function' ? await this.read(path, prepare) : prepare;
      let result: unknown;
      if (job !== null) {
        const open = this.entries.get(path);
        let done = await this.workers.run(path, job, this.labelOf(path), answer, open);
        // A simulation that yielded to another player's job plays on, queued again behind that job.
        while (done.more) done = await this.workers.run(path, job, this.labelOf(path), answer, open, true);
        if (done.body !== undefined) return done.body as T;
        result = done.result;
      }
      return this.read(path, (save) => build(save, result));
    });
  }

  /**
   * A small change (a recruiting action, a depth chart change), queued like changeInWorker but run together with the
   * others of this save queued behind the same change (a league's coaches giving their orders at once): one read names every job, one worker job runs them
   * all as one transaction (each its own savepoint), one read builds every answer. Each is answered once that
   * transaction is committed; one refused is refused alone.
   */
  changeTogether<T>(
    path: string,
    prepare: (save: SaveFile | null) => TogetherJob,
    build: (save: SaveFile | null, result: unknown) => T,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const item: Together = { prepare, build, resolve: resolve as (body: unknown) => void, reject };
      const waiting = this.together.get(path);
      if (waiting) {
        waiting.push(item);
        return;
      }
      const batch = [item];
      this.together.set(path, batch);
      this.exclusive(path, () => this.runTogether(path, batch)).catch((error: unknown) => {
        for (const one of batch) one.reject(error);
      });
    });
  }

  private async runTogether(path: string, batch: Together[]): Promise<void> {
    // Those that come from now on make the next batch.
    if (this.together.get(path) === batch) this.together.delete(path);
    const named = await this.read(path, (save) =>
      batch.map((item) => {
        try {
          return { item, job: item.prepare(save) };
        } catch (error) {
          item.reject(error);
          return null;
        }
      }),
    );
    const live = named.filter((n): n is { item: Together; job: TogetherJob } => n !== null);
    if (live.length === 0) return;
    const open = this.entries.get(path);
    let outcomes: JobOutcome[];
    try {
      const job: ChangeJob = { kind: 'together', jobs: live.map((n) => n.job) };
      outcomes = (await this.workers.run(path, job, this.labelOf(path), undefined, open)).result as JobOutcome[];
    } catch (error) {
      for (const { item } of live) item.reject(error);
      return;
    }
    await this.read(path, (save) => {
      live.forEach(({ item }, i) => {
        const outcome = outcomes[i];
        try {
          if (outcome.ok) item.resolve(item.build(save, outcome.result));
          else item.reject(errorOfJob(outcome.error));
        } catch (error) {
          item.reject(error);
        }
      });
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
