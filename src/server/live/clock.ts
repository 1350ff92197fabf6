// The time the live features read: the play clock of a head-to-head game and the event streams' heartbeat. The
// server runs on the system's; a test hands in its own and moves it on by hand (no test waits for real time).

export interface LiveClock {
  now(): number;
  /** Runs `fn` once, `ms` from now; the function returned cancels it. */
  after(ms: number, fn: () => void): () => void;
}

export const SYSTEM_CLOCK: LiveClock = {
  now: () => Date.now(),
  after(ms, fn) {
    const timer = setTimeout(fn, ms);
    // A pending play clock never keeps the process alive.
    timer.unref();
    return () => clearTimeout(timer);
  },
};
