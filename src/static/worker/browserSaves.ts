// The static build's saves: the store's copy in memory (defaultSaveStorage.ts) loaded from the browser's storage
// when the worker starts, and every write and removal copied back in order. The worker answers a call as soon as
// its change is made in memory and tells the page when the writes are stored: until then the page shows the change
// as being saved, and only a stored change counts as saved.
import { inFolder, nameInFolder } from '../../store/storage/saveStorage.js';
import type { StoredChange } from '../../store/storage/memorySaveStorage.js';
import { openRecordBackend, type RecordBackend } from './backends.js';
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

/** What the page is told: writes are on their way, or every write so far is stored (error null) or one failed. */
export interface StoringReport {
  storing(): void;
  stored(error: unknown): void;
}

export class BrowserSaves {
  private pending: Promise<void> = Promise.resolve();
  private failure: unknown = null;
  private unstored = 0;
  /**
   * Told when the queue of writes starts and when it empties, whatever queued them (a call's change, or work the
   * worker does after answering), so the page never waits on a write nobody reports.
   */
  report: StoringReport | null = null;

  private constructor(readonly backend: RecordBackend) {}

  /** The saves of the browser's storage (OPFS unless `prefer` says IndexedDB), or of the backend given. */
  static async open(prefer?: 'opfs' | 'indexeddb', backend?: RecordBackend): Promise<BrowserSaves> {
    const saves = new BrowserSaves(backend ?? (await openRecordBackend(prefer)));
    for (const record of await saves.backend.loadAll()) saves.restore(record.key, record.bytes, record.modified);
    defaultSaveStorage.onChange = (change) => saves.copy(change);
    return saves;
  }

  private restore(key: string, bytes: Uint8Array, modified: Date): void {
    const location = inFolder(SAVES_FOLDER, key);
    if (key.startsWith('.')) defaultSaveStorage.restoreNote(location, new TextDecoder().decode(bytes));
    else defaultSaveStorage.restore(location, bytes, modified);
  }

  /** Reads a save again from the browser's storage (another tab may have played it since this one loaded it). */
  async reload(location: string): Promise<void> {
    await this.settled();
    const record = await this.backend.load(nameInFolder(location));
    if (record) this.restore(record.key, record.bytes, record.modified);
  }

  /**
   * Reads again the saves this tab does not hold (other tabs may have played or made them since this one loaded),
   * for the lists of saves. Notes stay: the current save is this tab's own.
   */
  async reloadOthers(heldHere: (location: string) => boolean): Promise<void> {
    await this.settled();
    for (const record of await this.backend.loadAll()) {
      const location = inFolder(SAVES_FOLDER, record.key);
      if (record.key.startsWith('.') || heldHere(location)) continue;
      const known = defaultSaveStorage.read(location);
      if (!known || !sameBytes(known.bytes, record.bytes))
        defaultSaveStorage.restore(location, record.bytes, record.modified);
    }
  }

  private copy(change: StoredChange): void {
    const key = nameInFolder(change.location);
    if (!isKept(key)) return;
    const write = (): Promise<void> => {
      if (change.kind === 'save') return this.backend.write(key, change.bytes);
      if (change.kind === 'remove' || change.text === null) return this.backend.remove(key);
      return this.backend.write(key, new TextEncoder().encode(change.text));
    };
    if (this.unstored++ === 0) this.report?.storing();
    this.pending = this.pending
      .then(write)
      .catch((error: unknown) => {
        this.failure = error;
      })
      .finally(() => {
        if (--this.unstored > 0) return;
        const error = this.failure;
        this.failure = null;
        this.report?.stored(error);
      });
  }

  /** Waits for every write so far to be stored or to fail (a failure goes to the report). */
  settled(): Promise<void> {
    return this.pending;
  }
}
