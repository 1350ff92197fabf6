// Tuning of save handling: how long a change waits for another process's change.

/** How long a change waits for another process holding the save before it is refused as busy. */
export const DEFAULT_LOCK_WAIT_MS = 15_000;

/** The lock wait (SQLite's busy timeout); DYNASTY_LOCK_WAIT_MS overrides it (0: never wait, refuse at once). */
export function lockWaitMs(): number {
  const raw = process.env.DYNASTY_LOCK_WAIT_MS;
  if (raw === undefined || raw === '') return DEFAULT_LOCK_WAIT_MS;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_LOCK_WAIT_MS;
}
