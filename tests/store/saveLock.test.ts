// The save's lock and reload, in one process: two copies of one save never overwrite each other's changes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GameError } from '../../src/store/errors.js';
import { SaveFile, fileStamp } from '../../src/store/saveFile.js';
import { acquireSaveLock, adoptHeldSaveLock, lockPathOf, withSaveLock } from '../../src/store/saveLockFile.js';

let dir: string;
let path: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-lock-'));
  path = join(dir, 'a.db');
  const save = await SaveFile.create(path);
  save.change(() => save.db.run('CREATE TABLE notes (text TEXT)'));
  save.close();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const notes = (save: SaveFile): string[] =>
  save.db.all<{ text: string }>('SELECT text FROM notes ORDER BY text').map((r) => r.text);

describe('the save lock', () => {
  it('is held by one holder at a time; others wait, then are refused as busy', async () => {
    const lock = await acquireSaveLock(path);
    expect(JSON.parse(readFileSync(lockPathOf(path), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    const refused = await acquireSaveLock(path, 0).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(GameError);
    expect((refused as GameError).kind).toBe('busy');
    expect((refused as GameError).message).toBe('The save is being changed by another dynasty process; try again.');
    lock.release();
    expect(existsSync(lockPathOf(path))).toBe(false);
    (await acquireSaveLock(path, 0)).release();
  });

  it('takes over the lock of a process that died', async () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(lockPathOf(path), JSON.stringify({ pid: dead, host: hostname() }));
    const lock = await acquireSaveLock(path, 0);
    expect(JSON.parse(readFileSync(lockPathOf(path), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('reloads a copy another writer changed before changing it, so both changes stay', async () => {
    const first = await SaveFile.open(path);
    const second = await SaveFile.open(path);
    first.change(() => first.db.run("INSERT INTO notes VALUES ('first')"));
    second.change(() => second.db.run("INSERT INTO notes VALUES ('second')"));
    expect(notes(second)).toEqual(['first', 'second']);
    expect(first.isCurrent()).toBe(false);
    expect(first.refresh()).toBe(true);
    expect(notes(first)).toEqual(['first', 'second']);
    first.close();
    second.close();
  });

  it('writes nothing for a change that changes nothing', async () => {
    const save = await SaveFile.open(path);
    const before = fileStamp(path);
    save.change(() => save.db.run("DELETE FROM notes WHERE text = 'nobody'"));
    expect(fileStamp(path)).toBe(before);
    save.close();
  });

  it('lets a thread whose parent holds the lock change the save under it', async () => {
    const save = await SaveFile.open(path);
    await withSaveLock(path, () => {
      adoptHeldSaveLock(path, () => save.change(() => save.db.run("INSERT INTO notes VALUES ('worker')")));
    });
    expect(notes(save)).toEqual(['worker']);
    save.close();
  });
});
