// Writes in place: a change that touches a few pages of a big save writes those pages behind a journal, and a
// writer that dies half way leaves a journal that puts the old save back.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../../src/store/database.js';
import { FileImage, changedPages, journalPathOf } from '../../src/store/pageJournal.js';
import { SaveFile, readSaveBytes } from '../../src/store/saveFile.js';
import { withFileView, withRoomyFiles } from '../../src/store/sqlJsFileView.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-pages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A save of about 2 MiB: a filler table that later changes leave alone. */
async function bigSave(name: string): Promise<string> {
  const path = join(dir, name);
  const save = await SaveFile.create(path);
  save.change(() => {
    save.db.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
    for (let i = 0; i < 2000; i++) save.db.run('INSERT INTO filler (id, text) VALUES (?, ?)', [i, `row ${i} ${'x'.repeat(1000)}`]);
  });
  save.close();
  return path;
}

const inode = (path: string): bigint => statSync(path, { bigint: true }).ino;

describe('the file view of sql.js', () => {
  it('is added to the pinned sql.js and shows the database file as export() does', async () => {
    const SQL = await loadSqlJs();
    const db = new SQL.Database() as InstanceType<typeof SQL.Database> & { fileView?: () => Uint8Array };
    db.exec("CREATE TABLE t (x TEXT); INSERT INTO t VALUES ('a'), ('b');");
    expect(typeof db.fileView).toBe('function');
    // Byte for byte, but for the two counters a backup (export) starts afresh: changes (24-27), valid-for (92-95).
    const withoutCounters = (bytes: Uint8Array): Buffer => {
      const copy = Buffer.from(bytes);
      copy.fill(0, 24, 28).fill(0, 92, 96);
      return copy;
    };
    expect(withoutCounters(db.fileView!()).equals(withoutCounters(db.export()))).toBe(true);
    db.close();
  });

  it('leaves a source of another shape alone', () => {
    expect(withFileView('module.exports = function initSqlJs() {};')).toBeNull();
    expect(withRoomyFiles('module.exports = function initSqlJs() {};')).toBe('module.exports = function initSqlJs() {};');
  });

  it('gives the pinned sql.js files that grow with room and shrink in place', () => {
    const source = readFileSync(createRequire(import.meta.url).resolve('sql.js'), 'utf8');
    const patched = withRoomyFiles(source);
    expect(patched).not.toBe(source);
    expect(patched).toContain('<1048576?2:1.5)>>>0');
    expect(patched).not.toContain('1.125');
  });

  it('keeps a database whole as its file shrinks in place and grows again past its old end', async () => {
    const SQL = await loadSqlJs();
    const db = new SQL.Database() as InstanceType<typeof SQL.Database> & { fileView?: () => Uint8Array };
    db.exec('PRAGMA auto_vacuum = INCREMENTAL; CREATE TABLE t (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
    const fill = (from: number, to: number, letter: string) => {
      db.exec('BEGIN');
      for (let i = from; i < to; i++) db.run('INSERT INTO t VALUES (?, ?)', [i, `${letter}${i} ${letter.repeat(2000)}`]);
      db.exec('COMMIT');
    };
    fill(0, 1500, 'a');
    const grown = db.fileView!().length;
    // Most rows gone and their pages handed back: the file is truncated (in place, its old bytes past the end zeroed).
    db.exec('DELETE FROM t WHERE id >= 100; PRAGMA incremental_vacuum;');
    const shrunk = db.fileView!().length;
    expect(shrunk).toBeLessThan(grown / 4);
    // Grown again past where it ended before, then read back whole.
    fill(100, 2500, 'b');
    expect(db.fileView!().length).toBeGreaterThan(grown);
    expect(db.exec('PRAGMA integrity_check')[0].values).toEqual([['ok']]);
    const text = (i: number) => `${i < 100 ? 'a' : 'b'}${i} ${(i < 100 ? 'a' : 'b').repeat(2000)}`;
    const rows = db.exec('SELECT id, text FROM t ORDER BY id')[0].values;
    expect(rows.length).toBe(2500);
    expect(rows.every(([id, value], i) => id === i && value === text(i))).toBe(true);
    // The bytes sql.js would write are the file's: a database opened from them holds the same rows.
    const copy = new SQL.Database(db.export());
    expect(copy.exec('SELECT count(*) FROM t')[0].values).toEqual([[2500]]);
    copy.close();
    db.close();
  });
});

describe('the writer\'s image of the file', () => {
  const file = (pages: number[]): Buffer => Buffer.concat(pages.map((fill) => Buffer.alloc(4, fill)));

  it('follows the file as it grows and shrinks, taking only the pages that changed', () => {
    const image = FileImage.copyOf(file([1, 2, 3]));
    const grown = file([1, 9, 3, 4, 5, 6]);
    image.update(grown, changedPages(image.bytes, grown, 4), 4);
    expect(image.bytes.equals(grown)).toBe(true);
    const shrunk = file([7, 9]);
    expect(changedPages(image.bytes, shrunk, 4)).toEqual([0, 2, 3, 4, 5]);
    image.update(shrunk, changedPages(image.bytes, shrunk, 4), 4);
    expect(image.bytes.equals(shrunk)).toBe(true);
  });

  it('is read from the file as it is on disk, then follows it as it grows past its length and its room', () => {
    const path = join(dir, 'image.bin');
    const pages = Array.from({ length: 40 }, (_, i) => i + 1);
    writeFileSync(path, file(pages));
    const image = FileImage.read(path);
    expect(image.bytes.equals(file(pages))).toBe(true);
    // A page changed and two added (within the image's room), then twenty more (beyond it).
    for (const more of [[99, 41, 42], [99, 41, 42, ...Array.from({ length: 20 }, (_, i) => 43 + i)]]) {
      const grown = file([...pages.slice(0, -1), ...more]);
      image.update(grown, changedPages(image.bytes, grown, 4), 4);
      expect(image.bytes.equals(grown)).toBe(true);
    }
  });
});

describe('writing a few pages in place', () => {
  it('writes a small change into the same file and keeps every row', async () => {
    const path = await bigSave('small-change.db');
    const before = inode(path);
    const save = await SaveFile.open(path);
    save.change(() => save.db.run("UPDATE filler SET text = 'changed' WHERE id = 7"));
    // The same file, changed where it changed; what is on disk is exactly the database.
    expect(inode(path)).toBe(before);
    expect(readFileSync(path).equals(save.db.fileBytes())).toBe(true);
    expect(existsSync(journalPathOf(path))).toBe(false);
    save.close();
    const again = await SaveFile.open(path);
    expect(again.db.get<{ text: string }>('SELECT text FROM filler WHERE id = 7')?.text).toBe('changed');
    expect(again.db.get<{ n: number }>('SELECT count(*) AS n FROM filler')?.n).toBe(2000);
    again.close();
  });

  it('writes the whole file anew when a change touches most of it, and when the file shrinks or grows', async () => {
    const path = await bigSave('big-change.db');
    const before = inode(path);
    const save = await SaveFile.open(path);
    save.change(() => save.db.run("UPDATE filler SET text = 'short'"));
    expect(inode(path)).not.toBe(before);
    // A file that grows by a few pages is written in place too, and reads back whole.
    save.change(() => save.db.run("INSERT INTO filler (id, text) VALUES (5000, ?)", ['y'.repeat(9000)]));
    expect(readFileSync(path).equals(save.db.fileBytes())).toBe(true);
    save.close();
    const again = await SaveFile.open(path);
    expect(again.db.get<{ n: number }>("SELECT count(*) AS n FROM filler WHERE text = 'short'")?.n).toBe(2000);
    again.close();
  });

  /** A writer process that journals a change of 40 rows, writes the first `share` of its pages and dies. */
  function dyingWriter(path: string, share: number): void {
    const script = join(dir, 'dying-writer.mts');
    writeFileSync(
      script,
      `
import { readFileSync } from 'node:fs';
import { changedPages, pageSizeOf, writeJournal, writePages } from ${JSON.stringify(join(import.meta.dirname, '../../src/store/pageJournal.ts'))};
import { SaveFile } from ${JSON.stringify(join(import.meta.dirname, '../../src/store/saveFile.ts'))};
const [path, share] = [process.argv[2], Number(process.argv[3])];
const written = readFileSync(path);
const save = await SaveFile.open(path);
save.db.transaction(() => {
  for (let id = 100; id < 140; id++) save.db.run("UPDATE filler SET text = 'new' WHERE id = ?", [id]);
});
const now = save.db.fileBytes();
const pageSize = pageSizeOf(now);
const pages = changedPages(written, now, pageSize);
if (pages.length < 4) throw new Error('too few pages changed: ' + pages.length);
writeJournal(path, written, pages, pageSize);
writePages(path, now, pages.slice(0, Math.ceil(pages.length * share)), pageSize, written.length);
process.exit(0);
`,
    );
    const child = spawnSync(process.execPath, ['--import', 'tsx', script, path, String(share)], { encoding: 'utf8' });
    expect(child.stderr).not.toMatch(/Error/);
    expect(child.status).toBe(0);
    expect(existsSync(journalPathOf(path))).toBe(true);
  }

  it('puts the old save back when the writer died between the journal and the end of its write', async () => {
    const path = await bigSave('dead-writer.db');
    const old = readFileSync(path);
    dyingWriter(path, 0.5);
    expect(readFileSync(path).equals(old)).toBe(false);
    // Whoever reads the save next finds the old one, and the journal is gone.
    expect(readSaveBytes(path).equals(old)).toBe(true);
    expect(existsSync(journalPathOf(path))).toBe(false);
    const save = await SaveFile.open(path);
    expect(save.db.get<{ n: number }>("SELECT count(*) AS n FROM filler WHERE text = 'new'")?.n).toBe(0);
    save.close();
  });

  it('ignores a journal left for another file of the same name (the save was replaced since)', async () => {
    const path = await bigSave('replaced.db');
    const other = await bigSave('replaced-other.db');
    dyingWriter(other, 0);
    const save = await SaveFile.open(path);
    save.change(() => save.db.run("UPDATE filler SET text = 'kept' WHERE id = 1"));
    save.close();
    const bytes = readFileSync(path);
    // The other file's journal, moved beside this save: its pages are not this file's.
    writeFileSync(journalPathOf(path), readFileSync(journalPathOf(other)));
    expect(readSaveBytes(path).equals(bytes)).toBe(true);
    expect(existsSync(journalPathOf(path))).toBe(false);
  });
});
