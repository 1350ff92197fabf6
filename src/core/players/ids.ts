// Player ids: one counter per league, persisted by the store between sessions.

import type { IdSource } from './types.js';

export interface CountingIdSource extends IdSource {
  /** The id the next call to next() returns (what the store saves). */
  peek(): number;
}

/** Ids start, start + 1, ... */
export function createIdSource(start: number): CountingIdSource {
  let upcoming = start;
  return {
    next: () => upcoming++,
    peek: () => upcoming,
  };
}
