// sql.js as published, loaded as the CommonJS module it is (not imported), so Node does not first scan its
// source for ES exports (about 40 ms of every command); it finds its wasm file by itself. The static build's
// worker replaces this module (vite.static.config.ts) with one that hands sql.js the wasm's URL.
import { createRequire } from 'node:module';
import type initSqlJs from 'sql.js';
import type { SqlJsStatic } from 'sql.js';

const require = createRequire(import.meta.url);

export function startSqlJs(): Promise<SqlJsStatic> {
  return (require('sql.js') as typeof initSqlJs)();
}
