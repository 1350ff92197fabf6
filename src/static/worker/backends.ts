// Where the static build keeps its records (saves and the folder's notes) between visits: the Origin Private File
// System, or IndexedDB where the browser has no synchronous OPFS access in workers. A record is written whole so
// that a tab closed mid-write leaves the old version or the new one, never a mix.

export interface StoredRecord {
  key: string;
  bytes: Uint8Array;
  modified: Date;
}

export interface RecordBackend {
  readonly kind: 'opfs' | 'indexeddb';
  /** Every record as last written whole. */
  loadAll(): Promise<StoredRecord[]>;
  load(key: string): Promise<StoredRecord | null>;
  write(key: string, bytes: Uint8Array): Promise<void>;
  remove(key: string): Promise<void>;
}

// The parts of OPFS used here (typed here: TypeScript's DOM library lacks the worker-only calls).
interface SyncAccessHandle {
  truncate(size: number): void;
  write(buffer: Uint8Array, options?: { at: number }): number;
  flush(): void;
  close(): void;
}
interface OpfsFile {
  kind: 'file';
  getFile(): Promise<File>;
  createSyncAccessHandle(): Promise<SyncAccessHandle>;
}
interface OpfsFolder {
  getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<OpfsFolder>;
  getFileHandle(name: string, options?: { create?: boolean }): Promise<OpfsFile>;
  removeEntry(name: string): Promise<void>;
  keys(): AsyncIterable<string>;
}

/**
 * OPFS: each version of a record is a new file `KEY~N`; once written and flushed, an empty `KEY~N.done` marks it
 * whole, then older versions are removed (and what a closed tab left half-written). Loading takes the newest marked
 * version. Nothing is ever written over the version in use.
 */
class OpfsBackend implements RecordBackend {
  readonly kind = 'opfs';
  private readonly versions = new Map<string, number>();

  constructor(private readonly folder: OpfsFolder) {}

  private async names(): Promise<string[]> {
    const names: string[] = [];
    for await (const name of this.folder.keys()) names.push(name);
    return names;
  }

  /** The whole versions and the leftovers of each record, by key. */
  private async scan(): Promise<Map<string, { whole: number[]; files: string[] }>> {
    const names = await this.names();
    const done = new Set(names.filter((n) => n.endsWith('.done')).map((n) => n.slice(0, -5)));
    const byKey = new Map<string, { whole: number[]; files: string[] }>();
    for (const name of names) {
      const match = /^(.*)~(\d+)(\.done)?$/.exec(name);
      if (!match) continue;
      const entry = byKey.get(match[1]) ?? { whole: [], files: [] };
      byKey.set(match[1], entry);
      entry.files.push(name);
      if (!match[3] && done.has(name)) entry.whole.push(Number(match[2]));
    }
    return byKey;
  }

  private async read(key: string, version: number): Promise<StoredRecord> {
    const file = await (await this.folder.getFileHandle(`${key}~${version}`)).getFile();
    return { key, bytes: new Uint8Array(await file.arrayBuffer()), modified: new Date(file.lastModified) };
  }

  async loadAll(): Promise<StoredRecord[]> {
    const records: StoredRecord[] = [];
    for (const [key, entry] of await this.scan()) {
      // Nothing is removed here: another tab may be writing a newer version right now. Leftovers go with the
      // next write of their record (removeOlder).
      const newest = Math.max(-1, ...entry.whole);
      this.versions.set(key, Math.max(0, ...entry.files.map((n) => Number(/~(\d+)/.exec(n)?.[1] ?? 0))));
      if (newest >= 0) records.push(await this.read(key, newest));
    }
    return records;
  }

  async load(key: string): Promise<StoredRecord | null> {
    const entry = (await this.scan()).get(key);
    if (!entry || entry.whole.length === 0) return null;
    const newest = Math.max(...entry.whole);
    this.versions.set(key, Math.max(this.versions.get(key) ?? 0, newest));
    return this.read(key, newest);
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    // Past every version on disk, whole or not (another tab's, a closed tab's leftover).
    const onDisk = (await this.scan()).get(key)?.files.map((n) => Number(/~(\d+)/.exec(n)?.[1] ?? 0)) ?? [];
    const version = Math.max(this.versions.get(key) ?? 0, ...onDisk) + 1;
    this.versions.set(key, version);
    const handle = await (
      await this.folder.getFileHandle(`${key}~${version}`, { create: true })
    ).createSyncAccessHandle();
    try {
      handle.truncate(0);
      let at = 0;
      while (at < bytes.length) at += handle.write(bytes.subarray(at), { at });
      handle.flush();
    } finally {
      handle.close();
    }
    await this.folder.getFileHandle(`${key}~${version}.done`, { create: true });
    await this.removeOlder(key, version);
  }

  async remove(key: string): Promise<void> {
    await this.removeOlder(key, Number.POSITIVE_INFINITY);
  }

  private async removeOlder(key: string, version: number): Promise<void> {
    const entry = (await this.scan()).get(key);
    // The marker first: a version without its marker is a leftover, whatever happens next.
    const older = (entry?.files ?? [])
      .filter((n) => Number(/~(\d+)/.exec(n)?.[1]) < version)
      .sort((a, b) => b.length - a.length);
    for (const name of older) await this.folder.removeEntry(name).catch(() => undefined);
  }
}

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

  private done(store: IDBObjectStore): Promise<void> {
    return new Promise((resolve, reject) => {
      store.transaction.oncomplete = () => resolve();
      store.transaction.onerror = () => reject(store.transaction.error);
      store.transaction.onabort = () => reject(store.transaction.error);
    });
  }

  async loadAll(): Promise<StoredRecord[]> {
    const store = this.store('readonly');
    const [keys, values] = await Promise.all([requestOf(store.getAllKeys()), requestOf(store.getAll())]);
    return keys.map((key, i) => ({ key: String(key), ...(values[i] as { bytes: Uint8Array; modified: Date }) }));
  }

  async load(key: string): Promise<StoredRecord | null> {
    const value = (await requestOf(this.store('readonly').get(key))) as
      | { bytes: Uint8Array; modified: Date }
      | undefined;
    return value ? { key, ...value } : null;
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    const store = this.store('readwrite');
    store.put({ bytes, modified: new Date() }, key);
    await this.done(store);
  }

  async remove(key: string): Promise<void> {
    const store = this.store('readwrite');
    store.delete(key);
    await this.done(store);
  }
}

/** OPFS with synchronous access (Chromium, Firefox, Safari 16.4+), else IndexedDB. */
export async function openRecordBackend(prefer: 'opfs' | 'indexeddb' = 'opfs'): Promise<RecordBackend> {
  const storage = (globalThis.navigator as Navigator | undefined)?.storage as
    | (StorageManager & { getDirectory?: () => Promise<unknown> })
    | undefined;
  if (prefer === 'opfs' && storage?.getDirectory) {
    try {
      const root = (await storage.getDirectory()) as unknown as OpfsFolder;
      const folder = await root.getDirectoryHandle('saves', { create: true });
      const probe = await folder.getFileHandle('.probe', { create: true });
      if (typeof probe.createSyncAccessHandle === 'function') return new OpfsBackend(folder);
    } catch {
      // no OPFS here (a private window, an old browser): IndexedDB
    }
  }
  return IndexedDbBackend.open();
}
