// Writes in place behind a rollback journal: the page diff and the journal as pure functions (generated images, a
// fixed seed), then a real save left as a crash leaves it (some new pages written, the journal beside it) and opened.
import fc from 'fast-check';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SaveFile } from '../../src/store/saveFile.js';
import {
  changedPages,
  decodeJournal,
  encodeJournal,
  journalOf,
  pageSizeOf,
  rolledBack,
} from '../../src/store/storage/pageJournal.js';
import { journalPathOf, nodeSaveStorage } from '../../src/store/storage/nodeSaveStorage.js';
import { currentLockToken, withSaveLockSync } from '../../src/store/saveLockFile.js';

const SEED = 20_261_125;
const PAGE = 512;

/** An image of whole pages, each page all one byte (so pages differ or match often). */
const anyImage = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 12 }).map((fills) => {
  const image = new Uint8Array(fills.length * PAGE);
  fills.forEach((fill, index) => {
    image.fill(fill, index * PAGE, (index + 1) * PAGE);
  });
  return image;
});

const same = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a).equals(Buffer.from(b));

/** next's pages written over old in order, the first `written` of them, then its size if all were: a write cut short. */
function cutShort(old: Uint8Array, next: Uint8Array, changed: number[], written: number): Uint8Array {
  let file = old.slice();
  const writes = changed.filter((index) => (index + 1) * PAGE <= next.length);
  for (const index of writes.slice(0, written)) {
    if (file.length < (index + 1) * PAGE) {
      const longer = new Uint8Array((index + 1) * PAGE);
      longer.set(file);
      file = longer;
    }
    file.set(next.subarray(index * PAGE, (index + 1) * PAGE), index * PAGE);
  }
  return written >= writes.length ? file.slice(0, next.length) : file;
}

describe('page diff and journal', () => {
  it('rolls any write cut short back to the old image, and the whole write gives the new one', () => {
    fc.assert(
      fc.property(anyImage, anyImage, fc.nat(), fc.string({ maxLength: 40 }), (old, next, cut, lock) => {
        const changed = changedPages(old, next, PAGE);
        const journal = decodeJournal(encodeJournal(journalOf(old, changed, PAGE, 7n, lock)));
        expect(journal?.lock).toBe(lock);
        const written = cut % (changed.length + 1);
        expect(same(rolledBack(cutShort(old, next, changed, written), journal!), old)).toBe(true);
        expect(same(cutShort(old, next, changed, changed.length), next)).toBe(true);
        // Only pages that differ are written.
        const page = (image: Uint8Array, index: number) => image.subarray(index * PAGE, (index + 1) * PAGE);
        for (const index of changed)
          expect(
            page(old, index).length === PAGE
              && page(next, index).length === PAGE
              && same(page(old, index), page(next, index)),
          ).toBe(false);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('reads no journal from one cut short or with a byte changed', () => {
    fc.assert(
      fc.property(anyImage, anyImage, fc.nat(), fc.boolean(), (old, next, at, cut) => {
        const bytes = encodeJournal(journalOf(old, changedPages(old, next, PAGE), PAGE, 1n));
        const position = at % bytes.length;
        const damaged = cut ? bytes.slice(0, position) : bytes.slice();
        if (!cut) damaged[position] ^= 0x01;
        expect(decodeJournal(damaged)).toBeNull();
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('reads the page size from an SQLite header', () => {
    const header = new Uint8Array(100);
    header.set([0x10, 0x00], 16);
    expect(pageSizeOf(header)).toBe(4096);
    header.set([0x00, 0x01], 16);
    expect(pageSizeOf(header)).toBe(65536);
    header.set([0x03, 0x00], 16);
    expect(pageSizeOf(header)).toBeNull();
  });
});

describe('a save left half-written', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dynasty-journal-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function saveWithRows(path: string): Promise<void> {
    const save = await SaveFile.create(path);
    save.change(() => {
      for (let i = 0; i < 500; i++)
        save.db.run('INSERT INTO meta (key, value) VALUES (?, ?)', [`filler${i}`, 'f'.repeat(1000)]);
    });
    save.close();
  }

  it('writes a small change in place, leaving no journal', async () => {
    const path = join(dir, 'in-place.db');
    await saveWithRows(path);
    const before = statSync(path);
    const save = await SaveFile.open(path);
    save.change(() => save.db.run("INSERT OR REPLACE INTO meta (key, value) VALUES ('one', 'row')"));
    save.close();
    // The same file (a whole write renames a new one in), and nothing left beside it.
    expect(statSync(path).ino).toBe(before.ino);
    expect(existsSync(journalPathOf(path))).toBe(false);
    const reopened = await SaveFile.open(path);
    expect(reopened.db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'one'")?.value).toBe('row');
    reopened.close();
  });

  it('is rolled back to the old save when opened, whatever part of the new pages reached it', async () => {
    const path = join(dir, 'crashed.db');
    await saveWithRows(path);
    const oldBytes = readFileSync(path);
    const save = await SaveFile.open(path);
    save.change(() => save.db.run("UPDATE meta SET value = 'changed' WHERE key IN ('filler3', 'filler400')"));
    const newBytes = save.db.export();
    save.close();
    const pageSize = pageSizeOf(newBytes)!;
    const changed = changedPages(oldBytes, newBytes, pageSize);
    expect(changed.length).toBeGreaterThan(1);
    for (let written = 0; written <= changed.length; written++) {
      // The crash: the old save, the first `written` new pages over it, the journal fsynced beside it.
      const half = Buffer.from(oldBytes);
      for (const index of changed.slice(0, written))
        half.set(newBytes.subarray(index * pageSize, (index + 1) * pageSize), index * pageSize);
      writeFileSync(path, half);
      writeFileSync(
        journalPathOf(path),
        encodeJournal(journalOf(oldBytes, changed, pageSize, BigInt(statSync(path).ino))),
      );
      const reopened = await SaveFile.open(path);
      expect(reopened.db.get<{ n: number }>("SELECT count(*) AS n FROM meta WHERE value = 'changed'")?.n).toBe(0);
      reopened.close();
      expect(readFileSync(path).equals(oldBytes)).toBe(true);
      expect(existsSync(journalPathOf(path))).toBe(false);
    }
  });

  it('drops a journal cut short or of another file, leaving the save as it is', async () => {
    const path = join(dir, 'stale.db');
    await saveWithRows(path);
    const bytes = readFileSync(path);
    const other = Buffer.from(bytes);
    other.fill(0, 4096, 8192);
    const journal = encodeJournal(journalOf(other, [1], 4096, BigInt(statSync(path).ino)));
    for (const left of [journal.subarray(0, journal.length - 1), encodeJournal(journalOf(other, [1], 4096, 1n))]) {
      writeFileSync(journalPathOf(path), left);
      const reopened = await SaveFile.open(path);
      reopened.close();
      expect(readFileSync(path).equals(bytes)).toBe(true);
      expect(existsSync(journalPathOf(path))).toBe(false);
    }
  });

  it('leaves a journal of the lock still held alone (a worker thread writing for its parent), refusing as busy', async () => {
    const path = join(dir, 'worker.db');
    await saveWithRows(path);
    const bytes = readFileSync(path);
    const other = Buffer.from(bytes);
    other.fill(0, 4096, 8192);
    const previous = process.env.DYNASTY_LOCK_WAIT_MS;
    process.env.DYNASTY_LOCK_WAIT_MS = '100';
    try {
      withSaveLockSync(path, () => {
        const journal = encodeJournal(
          journalOf(other, [1], 4096, BigInt(statSync(path).ino), currentLockToken(path) ?? ''),
        );
        writeFileSync(journalPathOf(path), journal);
        expect(() => nodeSaveStorage.read(path)).toThrow(/being changed/);
        expect(readFileSync(path).equals(bytes)).toBe(true);
        expect(existsSync(journalPathOf(path))).toBe(true);
      });
      // Once that lock is let go, the journal is a dead write's, rolled back by the next read.
      expect(Buffer.from(nodeSaveStorage.read(path)!.bytes).equals(other)).toBe(true);
      expect(existsSync(journalPathOf(path))).toBe(false);
    } finally {
      if (previous === undefined) delete process.env.DYNASTY_LOCK_WAIT_MS;
      else process.env.DYNASTY_LOCK_WAIT_MS = previous;
    }
  });
});
