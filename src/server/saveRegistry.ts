// Open saves kept between requests, and one queue of changes per save.
//
// sql.js is synchronous: a read or a change that is handed an open save runs to completion in one tick, so a
// read never sees half of a change. Only opening and creating saves await; changes are queued per save so
// that one waiting for a save to open (or a new dynasty being created) cannot interleave with another.
// Long changes (a season simulated, a stage advanced, a new dynasty) run in a worker thread against the file
// (changeWorker.ts); meanwhile reads see the loaded copy (the game before the change), and once the worker has
// written the file its bytes are loaded in one step (the game after it).
// A save is reloaded when its file changes behind our back (the terminal commands share the local save).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isGameError } from '../store/errors.js';
import { SaveFile } from '../store/saveFile.js';
import { fileStamp, type ChangeJob } from './changeJobs.js';
import { ChangeWorkers } from './changeWorker.js';

interface Entry {
  save: SaveFile;
  /** The file as it was when loaded or last written by us. */
  stamp: string;
}

export class SaveRegistry {
  /** Least recently used first (a Map keeps insertion order; a use re-inserts). */
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    readonly capacity = 32,
    private readonly workers = new ChangeWorkers(),
  ) {}

  get openCount(): number {
    return this.entries.size;
  }

  /** Runs fn (synchronous) with the save as it is now, or null when there is none. */
  async read<T>(path: string, fn: (save: SaveFile | null) => T): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      await this.load(path);
      // Between the load and here another request may have evicted or replaced the entry: look again.
      const current = this.current(path);
      if (current !== undefined) return fn(current);
      // The file keeps changing under us: use what we have rather than spin.
      if (attempt >= 3) return fn(this.entries.get(path)?.save ?? null);
    }
  }

  /**
   * Runs a change after the changes queued before it. fn is synchronous and writes through save.change();
   * it receives null when there is no save.
   */
  change<T>(path: string, fn: (save: SaveFile | null) => T): Promise<T> {
    return this.exclusive(path, () =>
      this.read(path, (save) => {
        try {
          return fn(save);
        } catch (error) {
          // A failed write leaves memory ahead of the file: forget the copy so the next request rereads the file.
          if (!isGameError(error)) this.forget(path);
          throw error;
        } finally {
          this.restamp(path);
        }
      }),
    );
  }

  /**
   * A long change, queued like change(), run in a worker thread. prepare looks at the save as it is now and
   * names the job to run (null: none, e.g. another request already did it), or is the job itself when the save
   * as it is does not matter (a new dynasty replaces even a damaged file); build makes the answer from the save
   * once the worker's file is loaded. Both run on this thread and are synchronous.
   */
  changeInWorker<T>(path: string, prepare: ((save: SaveFile | null) => ChangeJob | null) | ChangeJob, build: (save: SaveFile | null) => T): Promise<T> {
    return this.exclusive(path, async () => {
      const job = typeof prepare === 'function' ? await this.read(path, prepare) : prepare;
      if (job !== null) {
        try {
          await this.loadWritten(path, await this.workers.run(path, job));
        } catch (error) {
          // Whatever the worker left on disk is reread by the next request.
          if (!isGameError(error)) this.forget(path);
          throw error;
        }
      }
      return this.read(path, build);
    });
  }

  /** Replaces the save with a new one made by create (queued like a change); closes the old copy. */
  replace(path: string, create: () => Promise<SaveFile>): Promise<SaveFile> {
    return this.exclusive(path, async () => {
      const save = await create();
      this.forget(path);
      this.insert(path, save);
      return save;
    });
  }

  /** Closes every open save (server shutdown). */
  closeAll(): void {
    for (const path of [...this.entries.keys()]) this.forget(path);
  }

  /** Closes every open save and stops the worker threads (server shutdown). */
  async close(): Promise<void> {
    this.closeAll();
    await this.workers.close();
  }

  /** The loaded save if it still matches its file; undefined when there is nothing usable. */
  private current(path: string): SaveFile | null | undefined {
    const stamp = fileStamp(path);
    const entry = this.entries.get(path);
    if (stamp === null) {
      if (entry) this.forget(path);
      return null;
    }
    if (!entry || entry.stamp !== stamp) return undefined;
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
    // The stamp is taken in the same tick as SaveFile.open reads the bytes.
    const stamp = fileStamp(path);
    const save = await SaveFile.open(path);
    this.forget(path);
    this.entries.set(path, { save, stamp: stamp ?? '' });
    this.evict();
  }

  /**
   * Loads the file a worker wrote (stamp: its identity right after the write). Those bytes were checked and
   * written by this program, so they skip the integrity check; if anyone wrote the file since, the next read
   * reloads it the ordinary way. Concurrent reads wait for this load (the loading map), as they do for open().
   */
  private async loadWritten(path: string, stamp: string | null): Promise<void> {
    if (stamp === null || this.entries.get(path)?.stamp === stamp) return;
    const pending = (async () => {
      const bytes = readFileSync(path);
      if (fileStamp(path) !== stamp) return this.forget(path);
      const save = await SaveFile.fromBytes(resolve(path), bytes, path, { check: false });
      this.forget(path);
      this.entries.set(path, { save, stamp });
      this.evict();
    })().finally(() => this.loading.delete(path));
    this.loading.set(path, pending);
    await pending;
  }

  private insert(path: string, save: SaveFile): void {
    this.entries.set(path, { save, stamp: fileStamp(path) ?? '' });
    this.evict();
  }

  private restamp(path: string): void {
    const entry = this.entries.get(path);
    if (entry) entry.stamp = fileStamp(path) ?? '';
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
