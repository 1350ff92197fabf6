// One tab plays a save at a time: the tab's worker holds a Web Lock named after the save for as long as it plays it
// (the browser releases it when the worker stops). A second tab asking for the same save is told it is held elsewhere.
//
// A tab closed or reloaded leaves its worker running for a moment (until the browser stops it, a second or two, more
// on a busy machine), still holding the save. Its page is gone at once, though: each page holds a lock of its own
// for the save its worker plays (workerTransport.ts). So a save held with no page holding it is a tab going away,
// and the tab asking waits for it rather than refusing.

import { pageLockName } from '../protocol.js';

const held = new Map<string, () => void>();
/** Saves held here that go to other tabs once this tab's writes of them are stored. */
const goingOut = new Set<string>();

/** How long a tab waits for a tab going away to let go of a save before it says the save is held elsewhere. */
const GOING_AWAY_WAIT_MS = 30_000;
/** How often, while it waits, it looks again whether a page holds the save after all. */
const LOOK_AGAIN_MS = 200;

function lockName(location: string): string {
  return `cfb-dynasty-save:${location}`;
}

/** Asks for the save's lock: true once held here, false when another holds it and `wait` is off. */
function request(locks: LockManager, location: string, options: LockOptions): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    locks
      .request(lockName(location), options, (lock) => {
        if (!lock) {
          resolve(false);
          return undefined;
        }
        // Kept until released below (or the worker stops).
        return new Promise<void>((release) => {
          held.set(location, release);
          resolve(true);
        });
      })
      .catch(reject);
  });
}

async function heldByAPage(locks: LockManager, name: string): Promise<boolean> {
  const state = await locks.query();
  return (state.held ?? []).some((lock) => lock.name === pageLockName(name));
}

/**
 * Holds the save for this tab (true), or false when another tab plays it. A save held by a tab going away (no page
 * holds it) is waited for, unless a page turns out to hold it.
 */
export async function holdSave(location: string, name: string): Promise<boolean> {
  if (held.has(location)) {
    goingOut.delete(location);
    return true;
  }
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return true;
  if (await request(locks, location, { ifAvailable: true })) return true;
  if (await heldByAPage(locks, name)) return false;
  const stop = new AbortController();
  const waited = request(locks, location, { signal: stop.signal }).catch(() => false);
  const deadline = Date.now() + GOING_AWAY_WAIT_MS;
  for (;;) {
    const got = await Promise.race([waited, new Promise<null>((r) => setTimeout(() => r(null), LOOK_AGAIN_MS))]);
    if (got !== null) return got;
    if (Date.now() > deadline || (await heldByAPage(locks, name))) {
      stop.abort();
      // Granted meanwhile: kept.
      return waited;
    }
  }
}

/** Lets every save but `kept` go to other tabs, each once `stored` says its writes are stored. */
export function letOthersGo(kept: string, stored: (location: string) => Promise<void>): void {
  for (const other of held.keys()) {
    if (other === kept || goingOut.has(other)) continue;
    goingOut.add(other);
    void stored(other).then(() => {
      // Held again meanwhile (holdSave): kept.
      if (!goingOut.delete(other)) return;
      held.get(other)?.();
      held.delete(other);
    });
  }
}

/** Does this tab play the save (and keep it)? */
export function isHeldHere(location: string): boolean {
  return held.has(location) && !goingOut.has(location);
}
