// How the store and the server take a save's lock. The static build's worker replaces this module with its own
// (src/static/worker/saveLock.ts, checked against this one in src/static/worker/seams.ts); the lock file itself
// is Node's (saveLockFile.ts).
export { adoptHeldSaveLock, withSaveLock } from './saveLockFile.js';
