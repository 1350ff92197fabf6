// A one-line progress bar on stderr, with an estimate of the time left once some of the work is done. Silent when
// stderr is not a terminal, or when the command prints JSON (its caller turns it off).
import type { CliIo } from './io.js';

export interface ProgressBar {
  update(done: number, total: number, label?: string): void;
  finish(): void;
}

export interface ProgressClock {
  /** Milliseconds, as Date.now. */
  now(): number;
  write(text: string): void;
}

const WIDTH = 30;
/** An estimate before this much of the run has passed is noise (the first season also loads the league). */
const FIRST_ESTIMATE_MS = 2000;

const processClock: ProgressClock = { now: () => Date.now(), write: (text) => void process.stderr.write(text) };

/** "about 40 s left", "about 3 min left", "about 1 h 5 min left". */
export function timeLeftText(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `about ${seconds} s left`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min left`;
  return `about ${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}

/**
 * What is left at the pace so far: the time per unit up to the last unit finished, for the units still to play,
 * less the time since that unit finished (so the estimate counts down between units). null until some work is
 * done and the first seconds have passed.
 */
export function timeLeft(elapsedAtLastDoneMs: number, done: number, total: number, sinceLastDoneMs = 0): number | null {
  if (done <= 0 || done >= total || elapsedAtLastDoneMs + sinceLastDoneMs < FIRST_ESTIMATE_MS) return null;
  return Math.max(0, (elapsedAtLastDoneMs * (total - done)) / done - sinceLastDoneMs);
}

export function progressBar(io: CliIo, enabled: boolean, clock: ProgressClock = processClock): ProgressBar {
  if (!enabled || !io.errIsTTY) return { update() {}, finish() {} };
  const start = clock.now();
  let drawn = false;
  let lastDone = 0;
  let lastDoneAt = start;
  return {
    update(done, total, label = '') {
      const now = clock.now();
      if (done !== lastDone) [lastDone, lastDoneAt] = [done, now];
      const filled = total > 0 ? Math.round((Math.min(done, total) / total) * WIDTH) : WIDTH;
      const left = timeLeft(lastDoneAt - start, done, total, now - lastDoneAt);
      const estimate = left === null ? '' : `, ${timeLeftText(left)}`;
      const bar = `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${done}/${total}${estimate} ${label}`;
      clock.write(`\r${bar.padEnd(WIDTH + 60)}`);
      drawn = true;
    },
    finish() {
      if (drawn) clock.write('\n');
    },
  };
}
