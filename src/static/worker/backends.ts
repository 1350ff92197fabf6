// Where the static build keeps its records (saves and the folder's notes) between visits: the Origin Private File
// System, or IndexedDB where the browser has no synchronous OPFS access in workers. A record is written whole so
// that a tab closed mid-write leaves the old version or the new one, never a mix.
import { Attempt } from './attempt.js';
import { OpfsBackend, type OpfsFolder } from './opfsBackend.js';
import { isIntact, type RecordBackend, type StoredRecord } from './records.js';

export type { RecordBackend, StoredRecord } from './records.js';

const IDB_NAME = 'cfb-dynasty';
const IDB_STORE = 'records';

function requestOf<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** IndexedDB: a record is one value, replaced in one transaction (all or nothing). */
class IndexedDbBackend implements RecordBackend {
  readonly kind = 'indexeddb';

  constructor(private readonly db: IDBDatabase) {}

  static async open(): Promise<IndexedDbBackend> {
    const request = indexedDB.open(IDB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(IDB_STORE);
    return new IndexedDbBackend(await requestOf(request));
  }

  private store(mode: IDBTransactionMode): IDBObjectStore {
    return this.db.transaction(IDB_STORE, mode).objectStore(IDB_STORE);
  }

  /** The transaction's end; a try given up aborts it, so a late commit never lands after a newer write. */
  private done(store: IDBObjectStore, attempt: Attempt): Promise<void> {
    const transaction = store.transaction;
    const ended = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error ?? new Error('the write was abandoned'));
    });
    attempt.signal.addEventListener('abort', () => {
      try {
        transaction.abort();
      } catch {
        // it ended already
      }
    });
    return attempt.step(ended);
  }

  async loadAll(): Promise<StoredRecord[]> {
    const store = this.store('readonly');
    const [keys, values] = await Promise.all([requestOf(store.getAllKeys()), requestOf(store.getAll())]);
    return keys
      .map((key, i) => ({ key: String(key), ...(values[i] as { bytes: Uint8Array; modified: Date }) }))
      .filter((record) => isIntact(record.key, record.bytes));
  }

  async load(key: string): Promise<StoredRecord | null> {
    const value = (await requestOf(this.store('readonly').get(key))) as
      | { bytes: Uint8Array; modified: Date }
      | undefined;
    return value && isIntact(key, value.bytes) ? { key, ...value } : null;
  }

  async write(key: string, bytes: Uint8Array, attempt = new Attempt()): Promise<void> {
    const store = this.store('readwrite');
    store.put({ bytes, modified: new Date() }, key);
    await this.done(store, attempt);
  }

  async remove(key: string, attempt = new Attempt()): Promise<void> {
    const store = this.store('readwrite');
    store.delete(key);
    await this.done(store, attempt);
  }
}

/** OPFS with synchronous access (Chromium, Firefox, Safari 16.4+), else IndexedDB. */
export async function openRecordBackend(prefer: 'opfs' | 'indexeddb' = 'opfs'): Promise<RecordBackend> {
  const navigator = globalThis.navigator as Navigator | undefined;
  const storage = navigator?.storage as (StorageManager & { getDirectory?: () => Promise<unknown> }) | undefined;
  if (prefer === 'opfs' && storage?.getDirectory) {
    try {
      const root = (await storage.getDirectory()) as unknown as OpfsFolder;
      const folder = await root.getDirectoryHandle('saves', { create: true });
      const probe = await folder.getFileHandle('.probe', { create: true });
      if (typeof probe.createSyncAccessHandle === 'function') return new OpfsBackend(folder, navigator?.locks ?? null);
    } catch {
      // no OPFS here (a private window, an old browser): IndexedDB
    }
  }
  return IndexedDbBackend.open();
}
