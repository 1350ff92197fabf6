// A clock a test moves by hand (the server's live play reads it: play clocks, heartbeats): nothing waits for real time.
import type { LiveClock } from '../../src/server/live/clock.js';

interface Timer {
  at: number;
  fn: () => void;
}

export class ManualClock implements LiveClock {
  private time = 1_000_000;
  private timers: Timer[] = [];

  now(): number {
    return this.time;
  }

  after(ms: number, fn: () => void): () => void {
    const timer = { at: this.time + ms, fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  /** Moves the clock on, running every timer that falls due on the way, in order. */
  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = due.at;
      due.fn();
    }
    this.time = until;
  }
}
