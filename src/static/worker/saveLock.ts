// The save's lock in the static build's worker: one thread plays a tab's saves, so the lock is the storage's own
// queue (a change inside it joins it, as SaveFile.change does with files). Another tab is kept off the save by
// the Web Lock the tab holds (tabHold.ts).
import { defaultSaveStorage } from './defaultSaveStorage.js';

export async function withSaveLock<T>(savePath: string, fn: () => T | Promise<T>, waitMs?: number): Promise<T> {
  const lock = await defaultSaveStorage.lock(savePath, waitMs);
  try {
    return await fn();
  } finally {
    lock.release();
  }
}

/** The job runs in the thread that holds the lock already. */
export async function adoptHeldSaveLock<T>(_savePath: string, fn: () => T | Promise<T>): Promise<T> {
  return fn();
}
