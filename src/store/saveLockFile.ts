// One change at a time per save, across processes: the CLI, `dynasty play`, a running server (and its worker
// threads) all take this lock before they read-decide-write a save.
//
// Our own lock file rather than proper-lockfile: proper-lockfile keeps its lock alive by touching it from a
// timer and declares it stale when the touches stop, but sql.js changes are synchronous and a season's
// simulation blocks the event loop for seconds, so a healthy holder would look dead. Here the lock file
// (created with O_EXCL, so exactly one process wins) names its holder's pid and host; it is stale only when
// that process no longer exists (same host), or, for a holder on another host, after STALE_FOREIGN_MS. A stale
// lock is taken over by exactly one of the processes that find it (see takeOver).
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
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

/**
 * The token of the lock now taken on the save (null when none is, or one of an older version): a write in place
 * names it in its journal, so a journal of the lock still held is a write under way (a worker thread's, whose
 * parent holds the lock), not one to roll back.
 */
export function currentLockToken(savePath: string): string | null {
  return readLock(lockPathOf(savePath))?.holder?.token ?? null;
}

/** Runs fn again every poll until it answers true, sleeping the thread between; 'busy' past the lock wait. */
export function waitSync(fn: () => boolean, waitMs = lockWaitMs()): void {
  const deadline = Date.now() + waitMs;
  while (!fn()) {
    if (Date.now() >= deadline) throw busy();
    Atomics.wait(sleeper, 0, 0, LOCK_POLL_MS);
  }
}

/** Locks this process holds (a path may be held by one holder at a time, see SaveFile.change). */
const held = new Set<string>();

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
  /** Names this one taking of the lock (absent in locks of older versions). */
  token?: string;
}

/** A lock file as read: its holder (null when unreadable), its age, and a key naming this one lock file. */
interface LockFile {
  holder: Holder | null;
  mtimeMs: number;
  key: string;
}

let claims = 0;

function newHolder(): Holder & { token: string } {
  return {
    pid: process.pid,
    host: hostname(),
    token: `${process.pid}-${threadId}-${claims++}-${randomBytes(6).toString('hex')}`,
  };
}

function holderOf(raw: string): Holder | null {
  try {
    const parsed = JSON.parse(raw) as Partial<Holder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return { pid: parsed.pid, host: parsed.host, token: typeof parsed.token === 'string' ? parsed.token : undefined };
  } catch {
    return null;
  }
}

function readLock(lockPath: string): LockFile | null {
  try {
    const raw = readFileSync(lockPath, 'utf8');
    const stat = statSync(lockPath);
    const key = createHash('sha1').update(`${stat.ino}:${stat.mtimeMs}:${raw}`).digest('hex').slice(0, 16);
    return { holder: holderOf(raw), mtimeMs: stat.mtimeMs, key };
  } catch {
    return null; // gone meanwhile: the next attempt will tell
  }
}

function isStale(lock: LockFile): boolean {
  const { holder } = lock;
  if (holder && holder.host === hostname()) return !isProcessAlive(holder.pid);
  // Unreadable (a holder that died between creating and writing it) or from another host: judge by age.
  return Date.now() - lock.mtimeMs > (holder ? STALE_FOREIGN_MS : LOCK_POLL_MS * 20);
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

/** Creates path with the text unless it exists (O_EXCL: of many processes, exactly one creates it). */
function createExclusive(path: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  return true;
}

function removeFile(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}

/**
 * Takes over a lock whose holder died. Of the processes that judged it stale, only the one that creates its break
 * marker (named after this one lock file) may replace it; under the marker the lock is read again, and replaced only
 * if it is still that same stale file, by renaming a whole claim file over it. A breaker that comes later finds
 * another lock file (the winner's) under the marker, and leaves it. A marker whose breaker died mid-break (a window
 * of microseconds) is removed once it is older than the lock's poll interval times twenty.
 */
function takeOver(lockPath: string, stale: LockFile, me: Holder & { token: string }): boolean {
  const marker = `${lockPath}.break-${stale.key}`;
  if (!createExclusive(marker, JSON.stringify({ pid: process.pid, host: hostname() }))) {
    const breaker = readLock(marker);
    if (
      breaker
      && breaker.holder?.host === hostname()
      && isStale(breaker)
      && Date.now() - breaker.mtimeMs > LOCK_POLL_MS * 20
    )
      removeFile(marker);
    return false;
  }
  try {
    if (readLock(lockPath)?.key !== stale.key) return false;
    const claim = `${lockPath}.claim-${me.token}`;
    try {
      writeFileSync(claim, JSON.stringify({ ...me, thread: threadId, since: new Date().toISOString() }));
      renameSync(claim, lockPath);
    } catch (error) {
      removeFile(claim);
      throw fsProblem(error) ?? error;
    }
    return readLock(lockPath)?.holder?.token === me.token;
  } finally {
    removeFile(marker);
  }
}

/** One attempt: the holder's token when this process now holds the lock, else null. */
function tryLock(savePath: string): string | null {
  const lockPath = lockPathOf(savePath);
  const me = newHolder();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      if (createExclusive(lockPath, JSON.stringify({ ...me, thread: threadId, since: new Date().toISOString() })))
        return me.token;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && attempt === 0) {
        // A save in a folder not made yet (a first save in saves/ or a hosted user's folder): make it.
        try {
          mkdirSync(dirname(lockPath), { recursive: true });
        } catch (mkdirError) {
          throw fsProblem(mkdirError) ?? mkdirError;
        }
        continue;
      }
      throw fsProblem(error) ?? error;
    }
    const lock = readLock(lockPath);
    return lock !== null && isStale(lock) && takeOver(lockPath, lock, me) ? me.token : null;
  }
  return null;
}

export interface SaveLock {
  release(): void;
}

function lockFor(savePath: string, token: string): SaveLock {
  held.add(savePath);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      held.delete(savePath);
      // Only our own lock file: one that names another holder was taken over (we were judged dead) and is theirs.
      const lockPath = lockPathOf(savePath);
      if (readLock(lockPath)?.holder?.token === token) removeFile(lockPath);
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
    const token = held.has(savePath) ? null : tryLock(savePath);
    if (token !== null) return lockFor(savePath, token);
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
    const token = held.has(savePath) ? null : tryLock(savePath);
    if (token !== null) return lockFor(savePath, token);
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
