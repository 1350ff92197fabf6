// Many rows a statement (src/store/queries/manyRows.ts): every row written, in the order given, whatever their count.
import { describe, expect, it } from 'vitest';
import type { SqlValue } from '../../src/store/database.js';
import type { Db } from '../../src/store/database.js';
import { memoryDb } from '../../src/store/memoryDb.js';
import { runRows } from '../../src/store/queries/manyRows.js';

async function table(): Promise<Db> {
  const db = await memoryDb();
  db.exec(
    'CREATE TABLE t (n INTEGER, label TEXT, blob BLOB); CREATE TABLE k (id INTEGER PRIMARY KEY, a INTEGER, b TEXT)',
  );
  return db;
}

describe('runRows', () => {
  it('inserts every row in order for counts around each statement size', async () => {
    const db = await table();
    for (const count of [0, 1, 3, 4, 5, 16, 17, 63, 64, 65, 150, 7539]) {
      db.run('DELETE FROM t');
      const values: SqlValue[] = [];
      for (let i = 0; i < count; i++) values.push(i, i % 3 === 0 ? null : `row ${i}`, new Uint8Array([i % 256, 7]));
      runRows(db, 'INSERT INTO t (n, label, blob) VALUES', 3, values);
      const rows = db.values('SELECT rowid, n, label, blob FROM t ORDER BY rowid');
      expect(rows.length).toBe(count);
      rows.forEach((r, i) => {
        expect(r[1]).toBe(i);
        expect(r[2]).toBe(i % 3 === 0 ? null : `row ${i}`);
        expect(new Uint8Array(r[3] as Uint8Array)).toEqual(new Uint8Array([i % 256, 7]));
      });
      // Insertion order is the rowid order: a table's rows come out as they would row by row.
      expect(rows.map((r) => r[1])).toEqual([...rows.map((r) => r[1])].sort((a, b) => Number(a) - Number(b)));
    }
    db.close();
  });

  it('updates the rows named by key with a statement around the values (UPDATE ... FROM)', async () => {
    const db = await table();
    for (let id = 1; id <= 90; id++) db.run('INSERT INTO k (id, a, b) VALUES (?, ?, ?)', [id, 0, null]);
    const values: SqlValue[] = [];
    for (let id = 2; id <= 90; id += 3) values.push(id, id * 10, `x${id}`);
    runRows(db, 'UPDATE k SET a = v.column2, b = v.column3 FROM (VALUES', 3, values, ') AS v WHERE k.id = v.column1');
    for (const [id, a, b] of db.values('SELECT id, a, b FROM k ORDER BY id')) {
      const updated = (Number(id) - 2) % 3 === 0;
      expect([a, b]).toEqual(updated ? [Number(id) * 10, `x${id}`] : [0, null]);
    }
    db.close();
  });

  it('refuses values that are not whole rows', async () => {
    const db = await table();
    expect(() => runRows(db, 'INSERT INTO t (n, label, blob) VALUES', 3, [1, 'a'])).toThrow(/not rows of 3/);
    db.close();
  });
});
