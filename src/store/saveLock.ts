// One change at a time per save, across processes: the CLI, `dynasty play`, a running server (and its worker
// threads) all take this lock before they read-decide-write a save.
//
// Our own lock file rather than proper-lockfile: proper-lockfile keeps its lock alive by touching it from a
// timer and declares it stale when the touches stop, but sql.js changes are synchronous and a season's
// simulation blocks the event loop for seconds, so a healthy holder would look dead. Here the lock file
// (created with O_EXCL, so exactly one process wins) names its holder's pid and host; it is stale only when
// that process no longer exists (same host), or, for a holder on another host, after STALE_FOREIGN_MS.
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { GameError } from './errors.js';
import { LOCK_POLL_MS, STALE_FOREIGN_MS, lockWaitMs } from './saveTuning.js';

export const BUSY_MESSAGE = 'the save is being changed by another dynasty process; try again';

/** The lock file of a save: beside it, hidden, named after it. */
export function lockPathOf(savePath: string): string {
  return join(dirname(savePath), `.${basename(savePath)}.lock`);
}

/** Locks this process holds (a path may be held by one holder at a time, see SaveFile.change). */
const held = new Set<string>();

export function holdsSaveLock(savePath: string): boolean {
  return held.has(savePath);
}

/** Is the process alive on this machine? (signal 0 tests without sending anything). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface Holder {
  pid: number;
  host: string;
}

function readHolder(lockPath: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string' ? { pid: parsed.pid, host: parsed.host } : null;
  } catch {
    return null;
  }
}

function isStale(lockPath: string): boolean {
  const holder = readHolder(lockPath);
  if (holder && holder.host === hostname()) return !isProcessAlive(holder.pid);
  // Unreadable (a holder that died between creating and writing it) or from another host: judge by age.
  try {
    return Date.now() - statSync(lockPath).mtimeMs > (holder ? STALE_FOREIGN_MS : LOCK_POLL_MS * 20);
  } catch {
    return false; // gone meanwhile: the next attempt will tell
  }
}

function fsProblem(error: unknown): GameError | null {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return new GameError('bad_save', 'The folder of the save is read-only: the save cannot be changed there.');
  }
  if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EEXIST') {
    return new GameError('bad_save', 'The folder of the save cannot be made (a file is in the way).');
  }
  return null;
}

/** One attempt: true when this process now holds the lock. */
function tryLock(savePath: string): boolean {
  const lockPath = lockPathOf(savePath);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      try {
        writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), thread: threadId, since: new Date().toISOString() }));
      } finally {
        closeSync(fd);
      }
      held.add(savePath);
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' && attempt === 0) {
        // A save in a folder not made yet (a first save in saves/ or a hosted user's folder): make it.
        try {
          mkdirSync(dirname(lockPath), { recursive: true });
        } catch (mkdirError) {
          throw fsProblem(mkdirError) ?? mkdirError;
        }
        continue;
      }
      if (code !== 'EEXIST') throw fsProblem(error) ?? error;
      if (attempt > 0 || !isStale(lockPath)) return false;
      // The holder died: take its lock over (one retry; if another process removes and re-creates it first, it wins).
      try {
        unlinkSync(lockPath);
      } catch {
        // already removed by another process breaking the same stale lock
      }
    }
  }
  return false;
}

export interface SaveLock {
  release(): void;
}

function lockFor(savePath: string): SaveLock {
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      held.delete(savePath);
      try {
        unlinkSync(lockPathOf(savePath));
      } catch {
        // removed by someone who judged it stale: nothing to give back
      }
    },
  };
}

function busy(): GameError {
  return new GameError('busy', `${BUSY_MESSAGE[0].toUpperCase()}${BUSY_MESSAGE.slice(1)}.`);
}

/** Takes the lock, waiting (without blocking the event loop) up to the lock wait; else a 'busy' error. */
export async function acquireSaveLock(savePath: string, waitMs = lockWaitMs()): Promise<SaveLock> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (!held.has(savePath) && tryLock(savePath)) return lockFor(savePath);
    if (Date.now() >= deadline) throw busy();
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

// What Atomics.wait sleeps on between attempts.
const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** Takes the lock from synchronous code (SaveFile.change), sleeping the thread between attempts. */
export function acquireSaveLockSync(savePath: string, waitMs = lockWaitMs()): SaveLock {
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (!held.has(savePath) && tryLock(savePath)) return lockFor(savePath);
    if (Date.now() >= deadline) throw busy();
    Atomics.wait(sleeper, 0, 0, LOCK_POLL_MS);
  }
}

/** Runs fn (synchronous) holding the save's lock: the one this thread already holds, or one taken now. */
export function withSaveLockSync<T>(savePath: string, fn: () => T): T {
  if (held.has(savePath)) return fn();
  const lock = acquireSaveLockSync(savePath);
  try {
    return fn();
  } finally {
    lock.release();
  }
}

/** Runs fn holding the save's lock (taken asynchronously); SaveFile.change inside fn uses the held lock. */
export async function withSaveLock<T>(savePath: string, fn: () => T | Promise<T>, waitMs?: number): Promise<T> {
  const lock = await acquireSaveLock(savePath, waitMs);
  try {
    return await fn();
  } finally {
    lock.release();
  }
}

/**
 * Runs fn in a thread whose parent holds the save's lock for it (a server worker thread running one change
 * while the main thread holds the lock): SaveFile.change inside fn uses the held lock instead of waiting for
 * it. Only for that hand-over; everyone else takes the lock with withSaveLock or SaveFile.change.
 */
export async function adoptHeldSaveLock<T>(savePath: string, fn: () => T | Promise<T>): Promise<T> {
  if (held.has(savePath)) return fn();
  held.add(savePath);
  try {
    return await fn();
  } finally {
    held.delete(savePath);
  }
}
