// A database written whole over a save file with SQLite's backup API (BetterSqliteDb.backupTo, SaveFile.save and
// copyTo): it arrives as one transaction, also over a file another program holds and reads; a file kept locked is
// waited for, and past the wait left as it was, the write refused as busy (better-sqlite3's own backup() reports that
// case as finished). Real files, and the locks of a second connection.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { holdWriteLock } from '../helpers/sqliteLock.js';
import { afterAll, describe, expect, it } from 'vitest';
import { isGameError } from '../../src/store/errors.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { betterSqliteEngine } from '../../src/store/sqlite/betterSqlite.js';

const dir = mkdtempSync(join(tmpdir(), 'backup-to-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A database in memory holding one note. */
function memoryWith(note: string) {
  const db = betterSqliteEngine.memory();
  db.exec('CREATE TABLE notes (text TEXT)');
  db.run('INSERT INTO notes VALUES (?)', [note]);
  return db;
}

function notesOf(path: string): string[] {
  const db = new Database(path, { fileMustExist: true });
  try {
    return db.prepare('SELECT text FROM notes').pluck().all() as string[];
  } finally {
    db.close();
  }
}

describe('a database written whole over a save file', () => {
  it('makes a new file, one plain file once written', async () => {
    const path = join(dir, 'new.db');
    expect(await memoryWith('first').backupTo!(path, 1000)).toBe(true);
    expect(notesOf(path)).toEqual(['first']);
    expect(existsSync(`${path}-wal`)).toBe(false);
    const db = new Database(path);
    expect(db.pragma('journal_mode', { simple: true })).toBe('delete');
    db.close();
  });

  it('replaces a file another program holds and reads: it reads the new one next', async () => {
    const path = join(dir, 'held.db');
    expect(await memoryWith('old').backupTo!(path, 1000)).toBe(true);
    const holder = new Database(path);
    holder.pragma('journal_mode = WAL');
    holder.exec('BEGIN');
    expect(holder.prepare('SELECT text FROM notes').pluck().all()).toEqual(['old']);
    expect(await memoryWith('new').backupTo!(path, 1000)).toBe(true);
    // The holder's read transaction still sees the save it started with, then the new one.
    expect(holder.prepare('SELECT text FROM notes').pluck().all()).toEqual(['old']);
    holder.exec('COMMIT');
    expect(holder.prepare('SELECT text FROM notes').pluck().all()).toEqual(['new']);
    holder.close();
  });

  it('leaves a file another program keeps locked as it was, and says so', async () => {
    const path = join(dir, 'locked.db');
    expect(await memoryWith('kept').backupTo!(path, 1000)).toBe(true);
    const writer = new Database(path);
    writer.pragma('journal_mode = WAL');
    writer.exec('BEGIN IMMEDIATE');
    try {
      // better-sqlite3's own backup finishes without writing anything here.
      expect((await new Database(':memory:').backup(path)).totalPages).toBe(0);
      expect(await memoryWith('lost').backupTo!(path, 200)).toBe(false);
    } finally {
      writer.exec('ROLLBACK');
      writer.close();
    }
    expect(notesOf(path)).toEqual(['kept']);
  });

  it('waits for a writer that lets go, then writes', async () => {
    const path = join(dir, 'waited.db');
    expect(await memoryWith('before').backupTo!(path, 1000)).toBe(true);
    const writer = holdWriteLock(path);
    const tries: boolean[] = [];
    const written = memoryWith('after').backupTo!(path, 60_000).then((done) => tries.push(done));
    // Let go once the backup has met the lock (it is waiting: nothing written yet).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tries).toEqual([]);
    expect(notesOf(path)).toEqual(['before']);
    writer.release();
    await written;
    expect(tries).toEqual([true]);
    expect(notesOf(path)).toEqual(['after']);
  });

  it('refuses a new save over one another connection keeps locked as busy, the old save kept', async () => {
    const path = join(dir, 'replaced.db');
    const first = await SaveFile.create(path);
    first.db.run("INSERT INTO meta (key, value) VALUES ('note', 'first')");
    await first.save();
    first.close();
    const writer = holdWriteLock(path);
    const wait = process.env.DYNASTY_LOCK_WAIT_MS;
    process.env.DYNASTY_LOCK_WAIT_MS = '200';
    try {
      const second = await SaveFile.create(path, { force: true });
      second.db.run("INSERT INTO meta (key, value) VALUES ('note', 'second')");
      const error = await second.save().catch((e: unknown) => e);
      second.close();
      expect(isGameError(error) && error.kind === 'busy').toBe(true);
    } finally {
      if (wait === undefined) delete process.env.DYNASTY_LOCK_WAIT_MS;
      else process.env.DYNASTY_LOCK_WAIT_MS = wait;
      writer.release();
    }
    const kept = await SaveFile.open(path);
    expect(kept.db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'note'")?.value).toBe('first');
    kept.close();
  });

  it('plays the file it wrote: a change is a transaction on it that another connection sees', async () => {
    const path = join(dir, 'played.db');
    const save = await SaveFile.create(path);
    expect(() => save.change(() => undefined)).toThrow(/not yet written/);
    await save.save();
    save.change(() => save.db.run("INSERT INTO meta (key, value) VALUES ('note', 'changed')"));
    const other = new Database(path, { fileMustExist: true });
    expect(other.prepare("SELECT value FROM meta WHERE key = 'note'").pluck().get()).toBe('changed');
    other.close();
    save.close();
  });

  it('replaces a file that is no database when asked to (--force)', async () => {
    const path = join(dir, 'garbage.db');
    writeFileSync(path, 'not a save at all '.repeat(500));
    const save = await SaveFile.create(path, { force: true });
    save.db.run("INSERT INTO meta (key, value) VALUES ('note', 'new')");
    await save.save();
    expect(save.db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'note'")?.value).toBe('new');
    save.close();
    expect(readFileSync(path).subarray(0, 15).toString('latin1')).toBe('SQLite format 3');
  });
});
