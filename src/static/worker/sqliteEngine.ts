// SQLite in the static build's worker: sql.js's browser build, as published, with the URL of its wasm file (copied
// beside the app by the build, fetched once and cached by the browser). It replaces src/store/sqlite/engine.ts.
import initSqlJs from 'sql.js/dist/sql-wasm-browser.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import type { SqlJsStatic } from 'sql.js';
import type { Engine } from '../../store/sqlite/connection.js';
import { sqlJsEngine } from '../../store/sqlite/sqlJs.js';

let engine: Promise<Engine> | null = null;

export function loadEngine(): Promise<Engine> {
  engine ??= (initSqlJs as (config: { locateFile: () => string }) => Promise<SqlJsStatic>)({
    locateFile: () => wasmUrl,
  }).then(sqlJsEngine);
  return engine;
}
