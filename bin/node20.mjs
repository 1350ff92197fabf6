// Node 20 only (bin/dynasty runs it where node has no compile cache): the commands that read a save run from
// dist/node/cli.cjs, the CLI as one CommonJS file, compiled with the code V8 compiled for the command last time, so
// that V8 parses and compiles almost nothing. Node 22 and later keep such a cache of the ES modules themselves; on
// Node 20 `status` took 1.18x the CPU without this (docs/cli.md, "V8's code cache").
import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { crc32 } from 'node:zlib';

/**
 * The commands that run from the ES modules all the same: those that simulate (the cache would save them some 3%),
 * the server, the batch and the terminal screen (they need their own files). scripts/build-node.mjs leaves their
 * modules out of cli.cjs.
 */
const FROM_MODULES = new Set(['sim', 'advance', 'serve', 'batch', 'play']);

/**
 * The CLI of cli.cjs with the command's cached code, and keep(), which writes the code V8 compiled at the command's
 * end when there was none. A cache of another build is not read (its name holds the file's size and time), one of
 * another V8 or flags is refused by V8, a damaged one by its checksum: the command then compiles as usual. Undefined
 * where cli.cjs is missing or the name is no command of it (the ES modules answer those).
 */
export function cachedCli(argv) {
  const name = commandName(argv.slice(2));
  if (name === undefined || FROM_MODULES.has(name)) return undefined;
  const file = fileURLToPath(new URL('../dist/node/cli.cjs', import.meta.url));
  let source;
  let stat;
  try {
    const fd = openSync(file);
    stat = fstatSync(fd);
    source = readFileSync(fd, 'utf8');
    closeSync(fd);
  } catch {
    return undefined;
  }
  const cacheFile = join(dirname(file), 'cache', `${name}-${stat.size}-${Math.round(stat.mtimeMs)}`);
  const cachedData = readCache(cacheFile);
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new Script(wrapped, { filename: file, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  if (!module.exports.isCommand(name)) return undefined;
  const keep = () => {
    if (cachedData !== undefined && !script.cachedDataRejected) return;
    try {
      const code = script.createCachedData();
      mkdirSync(dirname(cacheFile), { recursive: true });
      // Written whole under another name, then renamed: a command starting meanwhile reads the old file or the new.
      const partial = `${cacheFile}.${process.pid}`;
      writeFileSync(partial, Buffer.concat([checksum(code), code]));
      renameSync(partial, cacheFile);
    } catch {
      // A folder the player cannot write to: the next command compiles as this one did.
    }
  };
  return { cli: module.exports, keep };
}

/** The command's name as the CLI reads it (src/cli/main.ts commandName): the first argument that is not an option. */
function commandName(args) {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--save') i++;
    else if (!args[i].startsWith('-')) return args[i];
  }
  return undefined;
}

function checksum(bytes) {
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(bytes));
  return crc;
}

/** The cached code in the file, if it is there and whole (its first four bytes the CRC-32 of the rest): V8 checks
 * only its header. */
function readCache(cacheFile) {
  let bytes;
  try {
    bytes = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  const code = bytes.subarray(4);
  return bytes.length > 4 && checksum(code).equals(bytes.subarray(0, 4)) ? code : undefined;
}
