// sql.js keeps each database in a file of its in-memory file system, and its only way out is export(), which
// copies every page through SQLite's backup API into a new buffer: about 40 ms of CPU for a 30-season save, on
// every write, even when a change touched three pages. sql.js does not expose that file, so this loads the
// pinned sql.js (1.16) with one method added to its Database: fileView(), the committed file's bytes as a view
// (no copy). The names it needs are read from sql.js's own export(); if the code is not the shape expected (a
// newer sql.js), the plain module is loaded and saves are written through export() as before.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type initSqlJs from 'sql.js';
import type { Database } from 'sql.js';

const require = createRequire(import.meta.url);

/** A sql.js Database that may carry fileView() (present when the patch applied). */
export type ViewableDatabase = Database & { fileView?: () => Uint8Array };

/** sql.js's source with fileView() added, or null when the code is not the shape this expects. */
export function withFileView(source: string): string | null {
  // export(): `var r=B(f).node,u=null,w=r.Qa.write;` names the path lookup (B) and the node's stream ops...
  const lookup = /var (\w+)=(\w+)\(\w+\)\.node,\w+=null,\w+=\1\.\w+\.write;/.exec(source);
  if (!lookup) return null;
  const [, node, lookupPath] = lookup;
  // ...and `r.Ua.set(D.subarray(K,K+V),U);r.Wa=Math.max(r.Wa,U+V)` the file's contents (Ua) and length (Wa).
  const fields = new RegExp(`${node}\\.(\\w+)\\.set\\(\\w+\\.subarray\\(\\w+,\\w+\\+\\w+\\),\\w+\\);${node}\\.(\\w+)=Math\\.max\\(${node}\\.\\2`).exec(source);
  const close = /(\w+)\.prototype\.close=function\(\)\{/.exec(source);
  if (!fields || !close || source.indexOf(close[0]) !== source.lastIndexOf(close[0])) return null;
  const [, contents, length] = fields;
  const method = `${close[1]}.prototype.fileView=function(){var n=${lookupPath}("/"+this.filename).node;return n.${contents}.subarray(0,n.${length})};`;
  return source.slice(0, close.index) + method + source.slice(close.index);
}

/**
 * sql.js's source with the database file given room to grow and to shrink in place, or the source unchanged when
 * its code is not the shape this expects. Its in-memory file system grows a file of more than 1 MiB to 1.125 times
 * its length, copying all of it, and copies all of it again into a buffer of exactly the new length when SQLite
 * truncates it (the incremental vacuum of an offseason, a rollback of a growth). A late season's step that adds
 * pages to a 20 MiB save copied the file at its commit: in seasons 26-30 against 1-5 of a dynasty, played
 * alternately, the file system's writes at commit took 12 -> 57 ms of five season starts. Here a file grows to 1.5
 * times its length, and a truncated one keeps its buffer, the bytes past its new end set to zero (a later write past
 * the end reads zeros in any gap, as in a new buffer).
 */
export function withRoomyFiles(source: string): string {
  // write(): `m*(m<1048576?2:1.125)>>>0`, the capacity a growing file's buffer is given.
  const growth = /(\w+)\*\(\1<1048576\?2:1\.125\)>>>0/;
  // setattr's new size: `a.Wa!=b&&(d=a.Ua,a.Ua=new Uint8Array(b),a.Ua.set(d.subarray(0,Math.min(b,a.Wa))),a.Wa=b)`,
  // with a (the node), Wa (its length), b (the size), d (the old buffer) and Ua (the buffer) named as minified.
  const resize = /(\w+)\.(\w+)!=(\w+)&&\((\w+)=\1\.(\w+),\1\.\5=new Uint8Array\(\3\),\1\.\5\.set\(\4\.subarray\(0,Math\.min\(\3,\s*\1\.\2\)\)\),\1\.\2=\3\)/;
  const grows = growth.exec(source);
  const resizes = resize.exec(source);
  if (!grows || !resizes || source.search(growth) !== source.lastIndexOf(grows[0]) || source.lastIndexOf(resizes[0]) !== resizes.index) return source;
  const [whole, node, length, size, old, buffer] = resizes;
  const shrinkInPlace =
    `${node}.${length}!=${size}&&(${size}<${node}.${length}?(${node}.${buffer}.fill(0,${size},${node}.${length}),${node}.${length}=${size}):` +
    `(${old}=${node}.${buffer},${node}.${buffer}=new Uint8Array(${size}),${node}.${buffer}.set(${old}.subarray(0,Math.min(${size},${node}.${length}))),${node}.${length}=${size}))`;
  // Replaced by functions: a minified name may hold a `$`, which a replacement string would read as a pattern.
  return source
    .replace(whole, () => shrinkInPlace)
    .replace(growth, () => `${grows[1]}*(${grows[1]}<1048576?2:1.5)>>>0`);
}

/** Loads sql.js's CommonJS module from source the way Node would, with fileView() when the patch applies. */
export function requireSqlJs(): typeof initSqlJs {
  const path = require.resolve('sql.js');
  const patched = withFileView(withRoomyFiles(readFileSync(path, 'utf8')));
  if (patched === null) return require('sql.js') as typeof initSqlJs;
  const module = { exports: {} as unknown };
  // The module's own require, __filename and __dirname: it finds its wasm file beside itself.
  new Function('module', 'exports', 'require', '__filename', '__dirname', patched)(module, module.exports, createRequire(path), path, dirname(path));
  return module.exports as typeof initSqlJs;
}
