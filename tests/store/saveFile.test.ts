import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryDb } from '../../src/store/memoryDb.js';
import { GameError } from '../../src/store/errors.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { fileStamp, writeFileAtomic } from '../../src/store/storage/nodeSaveStorage.js';
import { checkedNoteOf as checkedRecordOf } from '../../src/store/storage/saveStorage.js';
import { APPLICATION_ID, SCHEMA_VERSION, schemaVersion } from '../../src/store/schema.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-save-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function expectBadSave(path: string, message: RegExp): Promise<void> {
  const before = existsSync(path) ? readFileSync(path) : null;
  const error = await SaveFile.open(path).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GameError);
  expect((error as GameError).message).toMatch(message);
  // Opening a bad file never changes it.
  if (before) expect(readFileSync(path).equals(before)).toBe(true);
}

describe('save files', () => {
  it('creates a save with the current schema that round-trips through disk', async () => {
    const path = join(dir, 'a.db');
    const save = await SaveFile.create(path);
    save.db.run("INSERT INTO meta (key, value) VALUES ('stage', 'preseason')");
    await save.save();
    save.close();
    const reopened = await SaveFile.open(path);
    expect(schemaVersion(reopened.db)).toBe(SCHEMA_VERSION);
    expect(reopened.db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'stage'")?.value).toBe('preseason');
    reopened.close();
  });

  it('is a plain SQLite file other tools can read', async () => {
    const path = join(dir, 'plain.db');
    const save = await SaveFile.create(path);
    await save.save();
    save.close();
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\u0000');
    const db = await memoryDb(bytes);
    const tables = db
      .all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .map((r) => r.name);
    expect(tables).toEqual(expect.arrayContaining(['games', 'meta', 'players', 'team_seasons']));
    db.close();
  });

  it('refuses to replace an existing save without force', async () => {
    const path = join(dir, 'b.db');
    const first = await SaveFile.create(path);
    await first.save();
    first.close();
    await expect(SaveFile.create(path)).rejects.toThrow(/already exists/);
    const forced = await SaveFile.create(path, { force: true });
    forced.close();
  });

  it('reports a missing save clearly', async () => {
    await expect(SaveFile.open(join(dir, 'missing.db'))).rejects.toThrow(/No save at/);
  });

  it('rejects a file that is not SQLite and leaves it unchanged', async () => {
    const path = join(dir, 'notes.db');
    writeFileSync(path, 'these are my notes, not a save\n'.repeat(20));
    await expectBadSave(path, /not a CFB Dynasty save \(not an SQLite database\)/);
  });

  it('rejects an SQLite database of another application', async () => {
    const path = join(dir, 'other.db');
    const other = await memoryDb();
    other.exec("CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO things (name) VALUES ('x')");
    writeFileSync(path, other.export());
    other.close();
    await expectBadSave(path, /another application/);
  });

  it('rejects a save written by a newer version', async () => {
    const path = join(dir, 'newer.db');
    const newer = await memoryDb();
    newer.exec(
      `PRAGMA application_id = ${APPLICATION_ID}; PRAGMA user_version = ${SCHEMA_VERSION + 1}; CREATE TABLE meta (key TEXT)`,
    );
    writeFileSync(path, newer.export());
    newer.close();
    await expectBadSave(path, /newer version of CFB Dynasty/);
  });

  it('rejects a truncated (corrupt) save', async () => {
    const path = join(dir, 'good.db');
    const save = await SaveFile.create(path);
    for (let i = 0; i < 2000; i++)
      save.db.run('INSERT INTO meta (key, value) VALUES (?, ?)', [`k${i}`, 'x'.repeat(100)]);
    await save.save();
    save.close();
    const bytes = readFileSync(path);
    const broken = join(dir, 'broken.db');
    writeFileSync(broken, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expectBadSave(broken, /damaged|not a CFB Dynasty save/);
  });

  it('checks a save this process wrote again once someone else has changed it', async () => {
    const path = join(dir, 'own.db');
    const save = await SaveFile.create(path);
    for (let i = 0; i < 2000; i++)
      save.db.run('INSERT INTO meta (key, value) VALUES (?, ?)', [`k${i}`, 'x'.repeat(100)]);
    await save.save();
    save.close();
    // Trusted: the write left the file's identity beside it, which is what lets an open skip the check.
    expect(readFileSync(checkedRecordOf(path), 'utf8')).toBe(fileStamp(path));
    const again = await SaveFile.open(path);
    expect(again.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM meta WHERE key LIKE 'k%'")?.n).toBe(2000);
    again.close();
    // Another program truncates it in place: the next open checks it and refuses it.
    const bytes = readFileSync(path);
    writeFileSync(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expectBadSave(path, /damaged|not a CFB Dynasty save/);
  });

  it('migrates an older save up to the current schema', async () => {
    const path = join(dir, 'old.db');
    const old = await memoryDb();
    old.exec(`PRAGMA application_id = ${APPLICATION_ID}; PRAGMA user_version = 0;`);
    writeFileSync(path, old.export());
    old.close();
    const save = await SaveFile.open(path);
    expect(schemaVersion(save.db)).toBe(SCHEMA_VERSION);
    expect(save.db.all("SELECT name FROM sqlite_master WHERE name = 'games'")).toHaveLength(1);
    save.close();
  });

  it('rolls back a failed change and leaves the file as it was', async () => {
    const path = join(dir, 'c.db');
    const created = await SaveFile.create(path);
    created.db.run("INSERT INTO meta (key, value) VALUES ('stage', 'season')");
    await created.save();
    created.close();
    const save = await SaveFile.open(path);
    const before = readFileSync(path);
    expect(() =>
      save.change(() => {
        save.db.run("UPDATE meta SET value = 'summary' WHERE key = 'stage'");
        throw new Error('simulated failure mid-change');
      }),
    ).toThrow(/mid-change/);
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(save.db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'stage'")?.value).toBe('season');
    save.close();
  });
});

describe('atomic writes', () => {
  it('replaces the file whole and leaves no temporary files', () => {
    const path = join(dir, 'sub', 'x.bin');
    writeFileAtomic(path, new Uint8Array([1, 2, 3]));
    writeFileAtomic(path, new Uint8Array(100_000).fill(7));
    expect(readFileSync(path).length).toBe(100_000);
    expect(readdirSync(join(dir, 'sub'))).toEqual(['x.bin']);
  });

  it('keeps the old file when the write fails before the rename', () => {
    const path = join(dir, 'y.bin');
    writeFileAtomic(path, new Uint8Array([9, 9, 9]));
    // A directory where the temporary file's folder should be makes the write fail part-way.
    const bad = join(dir, 'y.bin', 'nested');
    expect(() => writeFileAtomic(bad, new Uint8Array([1]))).toThrow();
    expect([...readFileSync(path)]).toEqual([9, 9, 9]);
    expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });
});
