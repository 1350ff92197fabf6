// Records in the Origin Private File System. Each version of a record is a new file `KEY~N`; once written and
// flushed, an empty `KEY~N.done` marks it whole. Loading takes the newest whole version that reads as whole (a save
// must be an SQLite file of the size its header says), else the one before. A write keeps the version it replaces
// (the last good copy) and removes what is older, and what a closed tab left half-written.
//
// A tab closed or reloaded mid-write leaves its worker running for a moment (the browser stops it within a second or
// two), still writing: every write and removal of a record therefore holds the record's Web Lock, and names its
// version after every version on disk, read under that lock, so two writers never share a file.
import { Attempt } from './attempt.js';
import { isIntact, type RecordBackend, type StoredRecord } from './records.js';

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
export interface OpfsFolder {
  getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<OpfsFolder>;
  getFileHandle(name: string, options?: { create?: boolean }): Promise<OpfsFile>;
  removeEntry(name: string): Promise<void>;
  keys(): AsyncIterable<string>;
}

/** The Web Lock a writer of a record holds (tests hold it to stand for a writer that does not finish). */
export function recordLockName(key: string): string {
  return `cfb-dynasty-record:${key}`;
}

/** A record's files: every version on disk, and those marked whole (newest first). */
interface Versions {
  all: number[];
  whole: number[];
}

const isMissing = (error: unknown): boolean => (error as { name?: string } | null)?.name === 'NotFoundError';

export class OpfsBackend implements RecordBackend {
  readonly kind = 'opfs';
  /** Versions marked whole that were found not to read whole (`KEY~N`). */
  private readonly damaged = new Set<string>();

  constructor(
    private readonly folder: OpfsFolder,
    private readonly locks: LockManager | null,
  ) {}

  private async scan(attempt = new Attempt()): Promise<Map<string, Versions>> {
    const names: string[] = [];
    const listing = (async () => {
      for await (const name of this.folder.keys()) names.push(name);
    })();
    await attempt.step(listing);
    const marked = new Set(names.filter((n) => n.endsWith('.done')).map((n) => n.slice(0, -5)));
    const byKey = new Map<string, Versions>();
    for (const name of names) {
      const match = /^(.*)~(\d+)(\.done)?$/.exec(name);
      if (!match) continue;
      const entry = byKey.get(match[1]) ?? { all: [], whole: [] };
      byKey.set(match[1], entry);
      entry.all.push(Number(match[2]));
      if (!match[3] && marked.has(name)) entry.whole.push(Number(match[2]));
    }
    for (const entry of byKey.values()) entry.whole.sort((a, b) => b - a);
    return byKey;
  }

  /**
   * The newest whole version that reads whole; null when none does (or another writer just removed them). A version
   * marked whole that does not read whole is remembered as damaged: it is never kept as the last good copy.
   */
  private async newestIntact(key: string, versions: Versions): Promise<StoredRecord | null> {
    let recovered = false;
    for (const version of versions.whole) {
      try {
        const file = await (await this.folder.getFileHandle(`${key}~${version}`)).getFile();
        const bytes = new Uint8Array(await file.arrayBuffer());
        if (isIntact(key, bytes)) return { key, bytes, modified: new Date(file.lastModified), recovered };
        this.damaged.add(`${key}~${version}`);
        recovered = true;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    return null;
  }

  /** A record as last written whole; read again when another tab's write removed the versions just listed. */
  private async loadFrom(key: string, versions: Versions | undefined): Promise<StoredRecord | null> {
    if (!versions) return null;
    return (await this.newestIntact(key, versions)) ?? this.newestIntact(key, (await this.scan()).get(key) ?? versions);
  }

  async loadAll(): Promise<StoredRecord[]> {
    const records: StoredRecord[] = [];
    for (const [key, versions] of await this.scan()) {
      const record = await this.loadFrom(key, versions);
      if (record) records.push(record);
    }
    return records;
  }

  async load(key: string): Promise<StoredRecord | null> {
    return this.loadFrom(key, (await this.scan()).get(key));
  }

  async write(key: string, bytes: Uint8Array, attempt = new Attempt()): Promise<void> {
    await this.holding(key, attempt, async () => {
      const versions = (await this.scan(attempt)).get(key);
      const version = Math.max(0, ...(versions?.all ?? [])) + 1;
      const file = await attempt.step(this.folder.getFileHandle(`${key}~${version}`, { create: true }));
      // A handle that opens after the try was given up is closed at once: it would keep the file locked.
      const handle = await attempt.step(file.createSyncAccessHandle(), (late) => late.close());
      try {
        handle.truncate(0);
        let at = 0;
        while (at < bytes.length) {
          const written = handle.write(bytes.subarray(at), { at });
          if (written <= 0) throw new Error(`the browser's storage took no more bytes at ${at} of ${bytes.length}`);
          at += written;
        }
        handle.flush();
      } finally {
        handle.close();
      }
      await attempt.step(this.folder.getFileHandle(`${key}~${version}.done`, { create: true }));
      await this.removeOlder(key, version, attempt);
    });
  }

  async remove(key: string, attempt = new Attempt()): Promise<void> {
    await this.holding(key, attempt, () => this.removeOlder(key, Number.POSITIVE_INFINITY, attempt));
  }

  /**
   * Removes the versions older than `version`, but the newest whole one among them (the last good copy) when a
   * version is kept. Markers go first: a version without its marker is a leftover, whatever happens next.
   */
  private async removeOlder(key: string, version: number, attempt: Attempt): Promise<void> {
    const versions = (await this.scan(attempt)).get(key);
    if (!versions) return;
    const lastGood = Number.isFinite(version)
      ? versions.whole.find((v) => v < version && !this.damaged.has(`${key}~${v}`))
      : undefined;
    const older = [...new Set(versions.all)].filter((v) => v < version && v !== lastGood);
    const names = older.flatMap((v) => [`${key}~${v}.done`, `${key}~${v}`]);
    for (const name of names) {
      attempt.check();
      // A file still open elsewhere (a closed tab's worker not yet stopped) goes with a later write.
      await attempt.step(this.folder.removeEntry(name)).catch((error: unknown) => {
        if ((error as Error).name === 'StuckWrite') throw error;
      });
    }
  }

  /** Runs work holding the record's Web Lock; waiting for it is a step of the try, bounded as any other. */
  private async holding(key: string, attempt: Attempt, work: () => Promise<void>): Promise<void> {
    if (!this.locks) return work();
    let entered: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const held = this.locks.request(recordLockName(key), { signal: attempt.signal }, () => {
      entered();
      return work();
    });
    // The wait is bounded; once inside, each step of the work is.
    const waited = attempt.step(inside);
    held.catch(() => undefined);
    waited.catch(() => undefined);
    await Promise.race([waited, held]);
    await held;
  }
}
