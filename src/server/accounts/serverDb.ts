// The hosted server's own database (DIR/server.db beside the players' folders), apart from every save: accounts,
// their sessions and the sign-in attempts, and the online leagues (their coaches, invitations and log). Several
// server processes may share it: SQLite's WAL orders them, each write is one short transaction, and nothing is kept
// only in one process's memory.
import { join } from 'node:path';
import type { Db } from '../../store/database.js';
import { betterSqliteEngine } from '../../store/sqlite/betterSqlite.js';
import {
  LEAGUE_COACHES_SCHEMA,
  LEAGUE_INVITE_SEATS_SCHEMA,
  LEAGUE_PLAY_SCHEMA,
  LEAGUE_SCHEMA,
} from '../leagues/leagueSchema.js';
import { ACCOUNT_SCHEMA } from './accountSchema.js';

/** The file of the server's database in a hosted server's folder. */
export const SERVER_DB_FILE = 'server.db';

/** How long a write waits for another process's (every write here takes a few milliseconds). */
const BUSY_WAIT_MS = 5_000;

/** The schema's steps, in order: a database at version n has run the first n. */
const STEPS: readonly string[] = [
  ACCOUNT_SCHEMA,
  LEAGUE_SCHEMA,
  LEAGUE_PLAY_SCHEMA,
  LEAGUE_COACHES_SCHEMA,
  LEAGUE_INVITE_SEATS_SCHEMA,
];

export function serverDbPath(usersDir: string): string {
  return join(usersDir, SERVER_DB_FILE);
}

/** Opens (creating it the first time) the server's database, its schema brought up to date. */
export function openServerDb(path: string): Db {
  const engine = betterSqliteEngine;
  if (!engine.file) throw new Error('the server database needs a native SQLite');
  const db = engine.file(path);
  db.exec(`PRAGMA busy_timeout = ${BUSY_WAIT_MS}`);
  db.get('PRAGMA journal_mode = WAL');
  // A confirmed sign-up, ready or commissioner's act survives a power cut, not only a killed process.
  db.exec('PRAGMA synchronous = FULL');
  db.transaction(() => {
    const version = db.get<{ user_version: number }>('PRAGMA user_version')?.user_version ?? 0;
    for (let step = version; step < STEPS.length; step++) db.exec(STEPS[step]);
    if (version < STEPS.length) db.exec(`PRAGMA user_version = ${STEPS.length}`);
  });
  return db;
}
