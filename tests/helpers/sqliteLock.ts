// Another program's hold on a save, as SQLite sees it: a connection of this test process that takes the save's
// write lock (BEGIN IMMEDIATE), as a long change of another dynasty program would.
import Database from 'better-sqlite3';

export interface HeldWrite {
  release(): void;
}

/** Takes the save's write lock until released. */
export function holdWriteLock(path: string): HeldWrite {
  const db = new Database(path, { fileMustExist: true });
  db.exec('BEGIN IMMEDIATE');
  return {
    release() {
      db.exec('ROLLBACK');
      db.close();
    },
  };
}

/** Does another connection hold the save's write lock right now? (Takes it for an instant when free.) */
export function isWriteLocked(path: string): boolean {
  let db: Database.Database | null = null;
  try {
    db = new Database(path, { fileMustExist: true });
    db.pragma('busy_timeout = 0');
    db.exec('BEGIN IMMEDIATE');
    db.exec('ROLLBACK');
    return false;
  } catch (error) {
    return String((error as { code?: string }).code).startsWith('SQLITE_BUSY');
  } finally {
    db?.close();
  }
}
