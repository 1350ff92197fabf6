// SQLite's locking between connections of one process (a server's main thread and its worker threads, two copies
// of one save): every change sees those confirmed before it, a change that finds the save locked waits, then is
// refused as busy, and a change that changes nothing writes nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GameError } from '../../src/store/errors.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { fileStamp } from '../../src/store/storage/nodeSaveStorage.js';
import { holdWriteLock } from '../helpers/sqliteLock.js';

let dir: string;
let path: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-lock-'));
  path = join(dir, 'a.db');
  const save = await SaveFile.create(path);
  await save.save();
  save.close();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const notes = (save: SaveFile): string[] =>
  save.db
    .all<{ text: string }>("SELECT value AS text FROM meta WHERE key LIKE 'note%' ORDER BY value")
    .map((r) => r.text);
const note = (text: string) => `INSERT INTO meta (key, value) VALUES ('note ${text}', '${text}')`;

describe('one save, many connections', () => {
  for (const hold of [false, true]) {
    it(`keeps both copies' changes and tells each of the other's (${hold ? 'WAL' : 'rollback journal'})`, async () => {
      const first = await SaveFile.open(path, { hold });
      const second = await SaveFile.open(path, { hold });
      first.change(() => first.db.run(note('first')));
      second.change(() => second.db.run(note('second')));
      expect(notes(second)).toEqual(['first', 'second']);
      expect(first.isCurrent()).toBe(false);
      expect(first.refresh()).toBe(true);
      expect(first.isCurrent()).toBe(true);
      expect(notes(first)).toEqual(['first', 'second']);
      first.close();
      second.close();
    });
  }

  it('refuses a change as busy once the lock wait runs out, changing nothing', async () => {
    const save = await SaveFile.open(path, { waitMs: 50 });
    const held = holdWriteLock(path);
    try {
      const refused = (() => {
        try {
          save.change(() => save.db.run(note('late')));
          return null;
        } catch (error) {
          return error;
        }
      })();
      expect(refused).toBeInstanceOf(GameError);
      expect((refused as GameError).kind).toBe('busy');
      expect((refused as GameError).message).toBe('The save is being changed by another dynasty process; try again.');
      // Reads go on meanwhile.
      expect(notes(save)).toEqual([]);
    } finally {
      held.release();
    }
    save.change(() => save.db.run(note('late')));
    expect(notes(save)).toEqual(['late']);
    save.close();
  });

  it('writes nothing for a change that changes nothing', async () => {
    const save = await SaveFile.open(path);
    const before = fileStamp(path);
    save.change(() => save.db.run("DELETE FROM meta WHERE key = 'nobody'"));
    expect(fileStamp(path)).toBe(before);
    save.close();
  });

  it('leaves one plain file when the last holder closes', async () => {
    const first = await SaveFile.open(path, { hold: true });
    const second = await SaveFile.open(path, { hold: true });
    first.change(() => first.db.run(note('kept')));
    // The second reads the save in WAL mode: it still has it open when the first closes.
    expect(notes(second)).toEqual(['kept']);
    first.close();
    expect(fileStamp(`${path}-wal`)).not.toBeNull();
    second.close();
    expect(fileStamp(`${path}-wal`)).toBeNull();
    const reopened = await SaveFile.open(path);
    expect(reopened.db.get<{ journal_mode: string }>('PRAGMA journal_mode')?.journal_mode).toBe('delete');
    expect(notes(reopened)).toEqual(['kept']);
    reopened.close();
  });
});
