// Tuning of save handling: how long a change waits for another process's change, how stale files are judged.

/** How long a change waits for another process holding the save before it is refused as busy. */
export const DEFAULT_LOCK_WAIT_MS = 15_000;
/** Between two attempts to take a held lock. */
export const LOCK_POLL_MS = 25;
/** A lock of a process on another host (a shared folder) is taken over after this long. */
export const STALE_FOREIGN_MS = 10 * 60_000;

/** The lock wait; DYNASTY_LOCK_WAIT_MS overrides it (0: never wait, refuse at once). */
export function lockWaitMs(): number {
  const raw = process.env.DYNASTY_LOCK_WAIT_MS;
  if (raw === undefined || raw === '') return DEFAULT_LOCK_WAIT_MS;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_LOCK_WAIT_MS;
}

/**
 * A change that touched at most this share of a save's pages is written in place (pageJournal.ts); more, and the
 * whole file is written anew (a season's simulation rewrites much of its file; an offseason step a sliver).
 */
export const IN_PLACE_SHARE = 1 / 3;
/** How long a reader waits for another process's write in place to end (it takes milliseconds). */
export const JOURNAL_WAIT_MS = 15_000;
