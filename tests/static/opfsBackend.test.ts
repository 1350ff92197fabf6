// The static build's records in the Origin Private File System (src/static/worker/opfsBackend.ts), on a folder kept
// in memory with OPFS's calls: a save whose newest version does not read whole is loaded from its last good copy,
// the page is told, and the next write keeps that good copy (never the damaged one) as the copy before it.
import fc from 'fast-check';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { BrowserSaves, SAVES_FOLDER } from '../../src/static/worker/browserSaves.js';
import { defaultSaveStorage } from '../../src/static/worker/defaultSaveStorage.js';
import { OpfsBackend, type OpfsFolder } from '../../src/static/worker/opfsBackend.js';

/** OPFS's folder, files and synchronous handles over a map of names to bytes. */
class MemoryFolder implements OpfsFolder {
  readonly files = new Map<string, Uint8Array>();

  async getDirectoryHandle(): Promise<OpfsFolder> {
    throw new Error('no folders here');
  }

  async getFileHandle(name: string, options?: { create?: boolean }) {
    if (!this.files.has(name)) {
      if (!options?.create) throw Object.assign(new Error(`${name} not found`), { name: 'NotFoundError' });
      this.files.set(name, new Uint8Array());
    }
    const files = this.files;
    return {
      kind: 'file' as const,
      getFile: async () => {
        const bytes = files.get(name) ?? new Uint8Array();
        return { lastModified: 0, arrayBuffer: async () => bytes.slice().buffer } as unknown as File;
      },
      createSyncAccessHandle: async () => ({
        truncate: (size: number) => files.set(name, (files.get(name) ?? new Uint8Array()).slice(0, size)),
        write: (buffer: Uint8Array, at?: { at: number }) => {
          const before = files.get(name) ?? new Uint8Array();
          const start = at?.at ?? 0;
          const after = new Uint8Array(Math.max(before.length, start + buffer.length));
          after.set(before);
          after.set(buffer, start);
          files.set(name, after);
          return buffer.length;
        },
        flush: () => undefined,
        close: () => undefined,
      }),
    };
  }

  async removeEntry(name: string): Promise<void> {
    if (!this.files.delete(name)) throw Object.assign(new Error(`${name} not found`), { name: 'NotFoundError' });
  }

  async *keys(): AsyncIterable<string> {
    yield* [...this.files.keys()];
  }

  /** The versions of a record on disk, oldest first, each with its marker when it has one. */
  versions(key: string): string[] {
    return [...this.files.keys()].filter((name) => name.startsWith(`${key}~`)).sort();
  }
}

/** Saves as sql.js writes them, each different from the one before. */
async function saveBytes(count: number): Promise<Uint8Array[]> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run('CREATE TABLE weeks (week INTEGER, note TEXT)');
  const saves: Uint8Array[] = [];
  for (let week = 1; week <= count; week++) {
    db.run('INSERT INTO weeks VALUES (?, ?)', [week, 'x'.repeat(3000)]);
    saves.push(db.export());
  }
  db.close();
  return saves;
}

describe('a save in OPFS whose newest version does not read whole', () => {
  it('is loaded from its last good copy, and the next write keeps that copy, not the damaged one', async () => {
    const [first, second, third] = await saveBytes(3);
    const folder = new MemoryFolder();
    const backend = new OpfsBackend(folder, null);
    await backend.write('a.db', first);
    await backend.write('a.db', second);
    expect(folder.versions('a.db')).toEqual(['a.db~1', 'a.db~1.done', 'a.db~2', 'a.db~2.done']);
    // The newest version lost its tail after it was marked whole (the storage kept only part of it).
    folder.files.set('a.db~2', second.slice(0, 4096));

    const loaded = await backend.load('a.db');
    expect(loaded?.bytes).toEqual(first);
    expect(loaded?.recovered).toBe(true);
    // The game goes on from the good copy: the damaged version goes, the good one stays as the copy before.
    await backend.write('a.db', third);
    expect(folder.versions('a.db')).toEqual(['a.db~1', 'a.db~1.done', 'a.db~3', 'a.db~3.done']);
    const again = await new OpfsBackend(folder, null).load('a.db');
    expect(again?.bytes).toEqual(third);
    expect(again?.recovered).toBe(false);
  });

  it('loads the copy before the newest for any cut of the newest (generated)', async () => {
    const saves = await saveBytes(4);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 4 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        async (n, at) => {
          const folder = new MemoryFolder();
          const backend = new OpfsBackend(folder, null);
          for (const bytes of saves.slice(0, n)) await backend.write('a.db', bytes);
          const newest = saves[n - 1];
          folder.files.set(`a.db~${n}`, newest.slice(0, Math.floor(at * newest.length)));
          const [loaded] = await new OpfsBackend(folder, null).loadAll();
          expect(loaded.bytes).toEqual(saves[n - 2]);
          expect(loaded.recovered).toBe(true);
        },
      ),
      { seed: 75, numRuns: 20 },
    );
  });

  it('is told to the page once, when the worker loads the saves', async () => {
    const [first, second] = await saveBytes(2);
    const folder = new MemoryFolder();
    const writer = new OpfsBackend(folder, null);
    await writer.write('b.db', first);
    await writer.write('b.db', second);
    folder.files.set('b.db~2', new Uint8Array(second.length));

    const saves = await BrowserSaves.open('opfs', new OpfsBackend(folder, null));
    expect(saves.recovered).toEqual(['b.db']);
    expect(defaultSaveStorage.read(`${SAVES_FOLDER}/b.db`)?.bytes).toEqual(first);
    // Read again (a tab claiming the save): the page is not told a second time.
    const told: string[] = [];
    saves.report = { storing() {}, trouble() {}, stored() {}, recovered: (name) => told.push(name) };
    await saves.reload(`${SAVES_FOLDER}/b.db`);
    expect(told).toEqual([]);
    expect(saves.recovered).toEqual(['b.db']);
  });
});
