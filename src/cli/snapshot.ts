// The CLI as a V8 startup snapshot (dist/node/cli.blob): scripts/build-node.mjs bundles this module to one
// CommonJS file and runs it under `node --build-snapshot`, which loads the CLI's modules and runs their top-level
// code once, at build time; bin/dynasty starts a short command from the blob (`node --snapshot-blob`), so the
// command skips Node's bootstrap, reading and parsing the bundle and running its modules' top-level code (CPU on
// a busy machine: sim --end 2.60 -> 2.36 s, new 0.53 -> 0.45, status 0.26 -> 0.20). Node 20 keeps the bytecode of
// the functions that ran while the snapshot was built, but no optimized code and no type feedback, so warming it by
// playing games would save only the parsing: a blob built and run with --no-lazy (every function's bytecode kept)
// made sim --end -0.4% instructions (cachegrind, blob built under valgrind) and the blob 7.0 -> 12.1 MB. (WebAssembly,
// hence sql.js's database, cannot run while a snapshot is built.)
// What this asks of the CLI's modules (src/cli, src/store, src/core): their top-level code runs at build time, so
// it must not read the environment (process.env, the working folder, the clock: read them when called), and must
// not make what a snapshot cannot hold (open handles, timers, SharedArrayBuffer, Intl objects, WebAssembly:
// make them on first use). The build then prints why it made no blob, commands start without it
// (slower, the same game), and tests/cli/snapshot.test.ts fails.
import { startupSnapshot } from 'node:v8';
import { prepareSqlJs } from '../store/database.js';
import { main } from './main.js';

/** Runs one command: the process's arguments are the command's (`node --snapshot-blob BLOB -- ARGS`). */
function runCommand(): void {
  // A closed pipe (dynasty ... | head) ends the output quietly, as in bin/dynasty.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  void main(['node', 'dynasty', ...process.argv.slice(1)]).then((code) => {
    process.exitCode = code;
  });
}

if (startupSnapshot.isBuildingSnapshot()) {
  prepareSqlJs();
  startupSnapshot.setDeserializeMainFunction(runCommand);
}
