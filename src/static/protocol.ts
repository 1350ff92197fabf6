// Messages between the page and the static build's worker: a call of the API (the same paths and bodies as over
// HTTP) and the answer with its HTTP status; a save's file to download.

export type WorkerRequest =
  /** First of all: where to keep the saves (OPFS unless the page asks for IndexedDB, e.g. to test it). */
  /**
   * current: the save this tab played before a reload (each tab plays its own; a new tab the last one chosen).
   * seed: of every new dynasty (tests, `?seed=N`); null: a fresh random seed each.
   */
  | { id: 0; kind: 'open'; prefer: 'opfs' | 'indexeddb'; current: string | null; seed: number | null }
  /** team: the coached program the call acts for (multi-team mode), absent for the save's program last acted for. */
  | { id: number; kind: 'call'; method: 'GET' | 'POST'; url: string; body?: unknown; team?: string }
  | { id: number; kind: 'export'; name?: string };

export type WorkerReply =
  | { id: number; kind: 'answer'; status: number; body: unknown }
  | { id: number; kind: 'file'; status: number; name: string; bytes: Uint8Array }
  /** The worker has loaded the saves: which storage holds them. */
  | { id: 0; kind: 'ready'; storage: 'opfs' | 'indexeddb' }
  /** The tab's current save changed (New Game, Continue, import): the page keeps it for a reload. */
  | { id: 0; kind: 'current'; name: string }
  /** The worker holds the save for this tab: the page holds its own lock for it while it lives (tabHold.ts). */
  | { id: 0; kind: 'held'; name: string }
  /**
   * A week of a simulation is played (saved: false), or stored in the browser's storage (saved: true); the call still
   * runs.
   */
  | { id: 0; kind: 'progress'; week: number; lastWeek: number; saved: boolean }
  /**
   * A call that changes the game has started, or its changes are on their way to the browser's storage (or, after
   * trouble, again): not saved yet.
   */
  | { id: 0; kind: 'saving' }
  /**
   * A write was refused (stuck: false) or stopped answering (stuck: true); it is tried again in retryInMs, and the
   * changes after it wait for it. save: the first save not yet stored (null when only notes are).
   */
  | { id: 0; kind: 'saving-trouble'; stuck: boolean; reason: string; retryInMs: number; save: string | null }
  /** Every change so far is stored. */
  | { id: 0; kind: 'saved' }
  /** The save's newest version did not read whole: its last good copy was loaded instead. */
  | { id: 0; kind: 'recovered'; name: string };

/** The worker's refusal when another tab holds the save; the page shows it above every page. */
export const HELD_ELSEWHERE =
  'This dynasty is open in another tab: play it there, or close that tab and reload this one.';

/** The lock a page holds while its worker plays the save `name`: a save held with none is a tab going away. */
export function pageLockName(name: string): string {
  return `cfb-dynasty-page:${name}`;
}
