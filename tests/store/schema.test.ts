// A new save is made from one script (newSaveSchema.ts) rather than by running every migration: the two must
// give the same tables, columns, keys and indexes, or new saves and migrated saves would differ.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/store/database.js';
import { memoryDb } from '../../src/store/memoryDb.js';
import { MIGRATIONS, SCHEMA_VERSION, initializeSchema, migrate, schemaVersion } from '../../src/store/schema.js';

async function emptyDb(): Promise<Db> {
  return await memoryDb();
}

const schemaOf = (db: Db) =>
  db.all<{ type: string; name: string; tbl_name: string; sql: string | null }>(
    'SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name',
  );

describe('the schema of a new save', () => {
  it('is the one every migration arrives at', async () => {
    const made = await emptyDb();
    initializeSchema(made);
    const migrated = await emptyDb();
    migrated.exec('PRAGMA auto_vacuum = INCREMENTAL');
    expect(migrate(migrated)).toBe(true);
    expect(MIGRATIONS.length).toBe(SCHEMA_VERSION);
    expect(schemaVersion(made)).toBe(SCHEMA_VERSION);
    expect(schemaVersion(migrated)).toBe(SCHEMA_VERSION);
    expect(schemaOf(made).length).toBeGreaterThan(10);
    expect(schemaOf(made)).toEqual(schemaOf(migrated));
    expect(made.get('PRAGMA auto_vacuum')).toEqual(migrated.get('PRAGMA auto_vacuum'));
  });
});
