// sql.js in the static build's worker: its browser build, as published, with the URL of its wasm file (copied
// beside the app by the build, fetched once and cached by the browser).
import initSqlJs from 'sql.js/dist/sql-wasm-browser.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import type { SqlJsStatic } from 'sql.js';

export function startSqlJs(): Promise<SqlJsStatic> {
  return (initSqlJs as (config: { locateFile: () => string }) => Promise<SqlJsStatic>)({ locateFile: () => wasmUrl });
}
