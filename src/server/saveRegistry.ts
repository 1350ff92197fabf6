// Open saves kept between requests, and one queue of changes per save.
//
// sql.js is synchronous: a read or a change that is handed an open save runs to completion in one tick, so a
// read never sees half of a change. Only opening, creating and waiting for the save's lock await; changes are
// queued per save in this process, and each holds the save's cross-process lock (src/store/saveLock.ts) from
// its decision to its write, so the terminal commands and other servers on the same save never lose a change.
// Long changes (a season simulated, a stage advanced, a new dynasty) run in a worker thread against the file
// (changeWorker.ts) while this thread holds the lock for it; meanwhile reads see the loaded copy (the game
// before the change), and once the worker has written the file it is loaded in one step (the game after it).
// A save is reloaded when its file changes behind our back.
import { isGameError } from '../store/errors.js';
import { SaveFile, type SaveOpenOptions } from '../store/saveFile.js';
import { trustWrittenSave } from '../store/saveTrust.js';
import { withSaveLock } from '../store/saveLock.js';
import { defaultSaveStorage } from '../store/storage/defaultSaveStorage.js';
import type { StagePage } from '../store/views/stagePages.js';
import type { ChangeJob } from './changeJobs.js';
import { ChangeWorkers } from './changeWorker.js';

interface Entry {
  save: SaveFile;
}

/** A save or a folder there (the default storage: files for the server). */
function exists(path: string): boolean {
  return defaultSaveStorage.kind(defaultSaveStorage.locate(path)) !== null;
}

export class SaveRegistry {
  /** Least recently used first (a Map keeps insertion order; a use re-inserts). */
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    readonly capacity = 32,
    /** How error messages name a save (a hosted server names no path on its disk). */
    readonly labelOf: (path: string) => string = (path) => path,
    private readonly workers = new ChangeWorkers(),
  ) {}

  get openCount(): number {
    return this.entries.size;
  }

  private openOptions(path: string): SaveOpenOptions {
    // The server keeps saves open between requests: a player's small changes go to the change log beside the save.
    return { label: this.labelOf(path), logChanges: true };
  }

  /** Runs fn (synchronous) with the save as it is now on disk, or null when there is none. */
  async read<T>(path: string, fn: (save: SaveFile | null) => T): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      await this.load(path);
      // Between the load and here another request may have evicted or replaced the entry: look again.
      const current = this.current(path);
      if (current !== undefined) return fn(current);
      if (attempt >= 3) return fn(this.entries.get(path)?.save ?? null);
    }
  }

  /**
   * Runs a change after the changes queued before it, holding the save's lock from reading to writing.
   * fn is synchronous and writes through save.change(); it receives null when there is no save.
   */
  change<T>(path: string, fn: (save: SaveFile | null) => T): Promise<T> {
    return this.exclusive(path, () =>
      this.lockedIfSaved(path, () =>
        this.read(path, (save) => {
          try {
            return fn(save);
          } catch (error) {
            // A failed write leaves memory ahead of the file: forget the copy so the next request rereads the file.
            if (!isGameError(error)) this.forget(path);
            throw error;
          }
        }),
      ),
    );
  }

  /** Replaces the save with a new one made by create (queued and locked like a change); closes the old copy. */
  replace(path: string, create: () => Promise<SaveFile>): Promise<SaveFile> {
    return this.exclusive(path, () =>
      withSaveLock(path, async () => {
        const save = await create();
        this.forget(path);
        this.insert(path, save);
        return save;
      }),
    );
  }

  /**
   * A long change, queued and locked like change(), run in a worker thread. prepare looks at the save as it is
   * now and names the job to run (null: none, e.g. another request already did it), or is the job itself when
   * the save as it is does not matter (a new dynasty replaces even a damaged file); build makes the answer from
   * the save once the worker's file is loaded. Both run on this thread and are synchronous. This thread holds
   * the save's lock from the decision to the write; the worker adopts it (changeWorkerThread.ts).
   */
  changeInWorker<T>(
    path: string,
    prepare: ((save: SaveFile | null) => ChangeJob | null) | ChangeJob,
    /** result: what the job's use case said it did (JobDone.result), undefined when no job ran. */
    build: (save: SaveFile | null, result?: unknown) => T,
    /** A stage page whose view is build: the worker builds it instead, and this thread reloads the save only when next read. */
    answer?: StagePage,
  ): Promise<T> {
    // A new dynasty (a job that needs no save) takes the lock even before its file exists.
    return this.exclusive(path, () =>
      this.lockedIfSaved(
        path,
        async () => {
          const job = typeof prepare === 'function' ? await this.read(path, prepare) : prepare;
          let result: unknown;
          if (job !== null) {
            try {
              const done = await this.workers.run(path, job, this.labelOf(path), answer, this.entries.get(path)?.save);
              // The worker checked and wrote these bytes: reloading them here needs no integrity check.
              trustWrittenSave(path, done.stamp);
              if (done.body !== undefined) return done.body as T;
              result = done.result;
            } catch (error) {
              // Whatever the worker left on disk is reread by the next request.
              if (!isGameError(error)) this.forget(path);
              throw error;
            }
          }
          return this.read(path, (save) => build(save, result));
        },
        typeof prepare !== 'function',
      ),
    );
  }

  /** A job that reads no save (a league file's check) in a worker thread, under its time limit. */
  async check(job: Extract<ChangeJob, { kind: 'league_file' }>): Promise<object> {
    const done = await this.workers.run('', job, '');
    return done.body ?? {};
  }

  /**
   * Runs fn holding the save's lock. Without a file there is nothing to change (a change gets null): no lock,
   * and no folder made for a stranger, unless always (a new save is about to be made there).
   */
  private lockedIfSaved<T>(path: string, fn: () => Promise<T>, always = false): Promise<T> {
    return always || exists(path) ? withSaveLock(path, fn) : fn();
  }

  /**
   * Runs fn after the changes queued on this save in this process, without opening it (deleting it); fn takes
   * the save's cross-process lock itself. The copy in memory is forgotten afterwards.
   */
  alone<T>(path: string, fn: () => T | Promise<T>): Promise<T> {
    return this.exclusive(path, async () => {
      try {
        return await fn();
      } finally {
        this.forget(path);
      }
    });
  }

  /** Closes every open save (server shutdown), each written whole first when changes wait in its logs. */
  closeAll(): void {
    for (const [path, entry] of [...this.entries]) {
      try {
        entry.save.flushLogs();
      } catch {
        // the logs stay beside the save, and the next process to open it takes them in
      }
      this.forget(path);
    }
  }

  /** Stops the worker threads: the jobs still running are refused (server shutdown). */
  stopWorkers(): Promise<void> {
    return this.workers.close();
  }

  /** Closes every open save and stops the worker threads (server shutdown). */
  async close(): Promise<void> {
    this.closeAll();
    await this.workers.close();
  }

  /** The loaded save, reloaded if its file changed; null without a file; undefined when not loaded. */
  private current(path: string): SaveFile | null | undefined {
    const entry = this.entries.get(path);
    if (!exists(path)) {
      if (entry) this.forget(path);
      return null;
    }
    if (!entry) return undefined;
    try {
      entry.save.refresh();
    } catch (error) {
      this.forget(path);
      throw error;
    }
    this.entries.delete(path);
    this.entries.set(path, entry);
    return entry.save;
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
    const save = await SaveFile.open(path, this.openOptions(path));
    this.forget(path);
    this.entries.set(path, { save });
    this.evict();
  }

  private insert(path: string, save: SaveFile): void {
    this.entries.set(path, { save });
    this.evict();
  }

  private forget(path: string): void {
    const entry = this.entries.get(path);
    if (!entry) return;
    this.entries.delete(path);
    entry.save.close();
  }

  private evict(): void {
    for (const path of this.entries.keys()) {
      if (this.entries.size <= this.capacity) return;
      // A save with changes queued stays: its change will want it in a moment.
      if (!this.queues.has(path)) this.forget(path);
    }
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
