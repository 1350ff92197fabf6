// The platform's SQLite engine: on Node, better-sqlite3. The static build's worker replaces this module
// (vite.static.config.ts) with sql.js (src/static/worker/sqliteEngine.ts).
import { betterSqliteEngine } from './betterSqlite.js';
import type { Engine } from './connection.js';

export function loadEngine(): Promise<Engine> {
  return Promise.resolve(betterSqliteEngine);
}
