// The static build's saves: the store's copy in memory (defaultSaveStorage.ts) loaded from the browser's storage
// when the worker starts, and every write and removal copied back in order. The worker answers a call as soon as
// its change is made in memory and tells the page when the writes are stored: until then the page shows the change
// as being saved, and only a stored change counts as saved.
//
// A write the storage refuses, or one that stops answering (attempt.ts), is told to the page and tried again until
// it is stored; the writes after it wait, so the storage never holds a later change without an earlier one.
import { inFolder, nameInFolder } from '../../store/storage/saveStorage.js';
import type { StoredChange } from '../../store/storage/memorySaveStorage.js';
import { Attempt, StuckWrite } from './attempt.js';
import { openRecordBackend, type RecordBackend, type StoredRecord } from './backends.js';
import { defaultSaveStorage } from './defaultSaveStorage.js';

/** The one folder of saves in the browser. */
export const SAVES_FOLDER = '/saves';

/** A save's last integrity check is worth keeping only for this visit (stamps are new each visit). */
function isKept(key: string): boolean {
  return !key.endsWith('.checked');
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A write that did not get stored: why, whether it stopped answering, when it is tried again, and the first save
 * still to store (null when only the folder's notes are), which the player may download meanwhile.
 */
export interface StoringTrouble {
  stuck: boolean;
  reason: string;
  retryInMs: number;
  save: string | null;
}

/**
 * What the page is told: writes are on their way (again, after trouble), one is in trouble (and tried again), every
 * one is stored; and a save whose newest version did not read whole, taken from its last good copy.
 */
export interface StoringReport {
  storing(): void;
  trouble(trouble: StoringTrouble): void;
  stored(): void;
  recovered(name: string): void;
}

/** How long one step of the storage may wait, and how long a refused write waits before it is tried again. */
export interface WriteTiming {
  stepBoundMs: number;
  /** A write found stuck is tried again with twice the bound, up to this one (a slow storage still gets through). */
  maxStepBoundMs: number;
  retryDelaysMs: readonly number[];
}

export const WRITE_TIMING: WriteTiming = {
  stepBoundMs: 10_000,
  maxStepBoundMs: 160_000,
  retryDelaysMs: [1_000, 2_000, 4_000, 8_000, 15_000, 30_000],
};

interface QueuedWrite {
  key: string;
  run(attempt: Attempt): Promise<void>;
}

/**
 * Why a write failed, in words: a full quota plainly (IndexedDB's error has no message, OPFS's names the call that
 * failed), else the browser's message, or the error's name when it has none.
 */
function reasonOf(error: unknown): string {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (name === 'QuotaExceededError') return "the browser's storage quota is full";
  if (typeof message === 'string' && message !== '') return message;
  return typeof name === 'string' && name !== '' ? name : String(error);
}

export class BrowserSaves {
  private readonly queue: QueuedWrite[] = [];
  private draining = false;
  private readonly waiting: { key: string | undefined; resolve: () => void }[] = [];
  /**
   * Told when the queue of writes starts and when it empties, whatever queued them (a call's change, or work the
   * worker does after answering), so the page never waits on a write nobody reports.
   */
  report: StoringReport | null = null;
  /** Saves taken from their last good copy in this visit (the page is told of each once). */
  readonly recovered: string[] = [];

  private constructor(
    readonly backend: RecordBackend,
    private readonly timing: WriteTiming,
  ) {}

  /** The saves of the browser's storage (OPFS unless `prefer` says IndexedDB), or of the backend given. */
  static async open(
    prefer?: 'opfs' | 'indexeddb',
    backend?: RecordBackend,
    timing: WriteTiming = WRITE_TIMING,
  ): Promise<BrowserSaves> {
    const saves = new BrowserSaves(backend ?? (await openRecordBackend(prefer)), timing);
    for (const record of await saves.backend.loadAll()) saves.restore(record);
    defaultSaveStorage.onChange = (change) => saves.copy(change);
    return saves;
  }

  private restore({ key, bytes, modified, recovered }: StoredRecord): void {
    const location = inFolder(SAVES_FOLDER, key);
    if (key.startsWith('.')) {
      defaultSaveStorage.restoreNote(location, new TextDecoder().decode(bytes));
      return;
    }
    defaultSaveStorage.restore(location, bytes, modified);
    if (!recovered || this.recovered.includes(key)) return;
    this.recovered.push(key);
    this.report?.recovered(key);
  }

  /**
   * Reads a save again from the browser's storage (another tab, or this one before a reload, may have stored it
   * since this worker loaded it), once this worker's own writes of it are stored.
   */
  async reload(location: string): Promise<void> {
    const key = nameInFolder(location);
    await this.settled(key);
    const record = await this.backend.load(key);
    if (record) this.restore(record);
  }

  /**
   * Reads again the saves this tab does not hold (other tabs may have played or made them since this one loaded),
   * for the lists of saves. Notes stay: the current save is this tab's own; so do saves this tab is still writing.
   */
  async reloadOthers(heldHere: (location: string) => boolean): Promise<void> {
    for (const record of await this.backend.loadAll()) {
      const location = inFolder(SAVES_FOLDER, record.key);
      if (record.key.startsWith('.') || heldHere(location) || this.isWriting(record.key)) continue;
      const known = defaultSaveStorage.read(location);
      if (!known || !sameBytes(known.bytes, record.bytes)) this.restore(record);
    }
  }

  private copy(change: StoredChange): void {
    const key = nameInFolder(change.location);
    if (!isKept(key)) return;
    const run = (attempt: Attempt): Promise<void> => {
      if (change.kind === 'save') return this.backend.write(key, change.bytes, attempt);
      if (change.kind === 'remove' || change.text === null) return this.backend.remove(key, attempt);
      return this.backend.write(key, new TextEncoder().encode(change.text), attempt);
    };
    this.queue.push({ key, run });
    if (this.queue.length === 1) this.report?.storing();
    if (!this.draining) void this.drain();
  }

  /** Stores the queued writes in order, each until it is stored. */
  private async drain(): Promise<void> {
    this.draining = true;
    let refused = 0;
    let bound = this.timing.stepBoundMs;
    let troubled = false;
    while (this.queue.length > 0) {
      // A write replaces its record whole: one followed at once by another of the same record need not be made.
      while (this.queue.length > 1 && this.queue[1].key === this.queue[0].key) this.queue.shift();
      const attempt = new Attempt(bound);
      try {
        await this.queue[0].run(attempt);
        this.queue.shift();
        refused = 0;
        bound = this.timing.stepBoundMs;
        // The trouble is over: the page says "Saving…" again while the writes behind it go.
        if (troubled && this.queue.length > 0) this.report?.storing();
        troubled = false;
        this.wake();
      } catch (error) {
        attempt.giveUp();
        const stuck = error instanceof StuckWrite;
        const delays = this.timing.retryDelaysMs;
        const retryInMs = stuck ? 0 : delays[Math.min(refused++, delays.length - 1)];
        if (stuck) bound = Math.min(bound * 2, this.timing.maxStepBoundMs);
        troubled = true;
        const save = this.queue.find((write) => !write.key.startsWith('.'))?.key ?? null;
        this.report?.trouble({ stuck, reason: reasonOf(error), retryInMs, save });
        if (retryInMs > 0) await new Promise((resolve) => setTimeout(resolve, retryInMs));
      }
    }
    this.draining = false;
    this.report?.stored();
  }

  private isWriting(key?: string): boolean {
    return key === undefined ? this.queue.length > 0 : this.queue.some((write) => write.key === key);
  }

  private wake(): void {
    for (const waiter of [...this.waiting]) {
      if (this.isWriting(waiter.key)) continue;
      this.waiting.splice(this.waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  /** Waits until every write so far (of the record `key`, if given) is stored. */
  settled(key?: string): Promise<void> {
    if (!this.isWriting(key)) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ key, resolve }));
  }
}
