// How far a long call has come (the weeks of a simulation), for the busy overlay. The static build's worker
// reports it; over HTTP no call reports any and the overlay shows its text alone.
import { useSyncExternalStore } from 'react';

export interface Progress {
  done: number;
  total: number;
  label: string;
  /** The last week of a simulation stored in the browser's storage (the static build), null: none yet. */
  saved?: number | null;
}

let current: Progress | null = null;
const listeners = new Set<() => void>();

/** The latest progress (null: none, or the call is over). */
export function reportProgress(progress: Progress | null): void {
  current = progress;
  for (const listener of listeners) listener();
}

export function useProgress(): Progress | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
