// The progress bar: drawn on stderr only when it is a terminal and the command prints no JSON, with the time left
// at the pace so far once a few seconds have passed, counting down between units. A made-up clock stands for time.
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/io.js';
import { progressBar, timeLeft, timeLeftText, type ProgressClock } from '../../src/cli/progress.js';

function fakeClock(): ProgressClock & { ms: number; written: string[] } {
  const clock = {
    ms: 1_000_000,
    written: [] as string[],
    now: () => clock.ms,
    write: (text: string) => void clock.written.push(text),
  };
  return clock;
}

const io = (errIsTTY: boolean | undefined): CliIo => ({
  out() {},
  err() {},
  isTTY: false,
  ...(errIsTTY === undefined ? {} : { errIsTTY }),
});

describe('progress bar', () => {
  it('estimates the time left at the pace so far, once some work is done and two seconds have passed', () => {
    const clock = fakeClock();
    const bar = progressBar(io(true), true, clock);
    bar.update(0, 40, 'season 1');
    expect(clock.written.at(-1)).toMatch(/^\r\[-{30}\] 0\/40 season 1/);
    clock.ms += 1500;
    bar.update(1, 40, 'season 2');
    expect(clock.written.at(-1)).not.toContain('left');
    clock.ms += 8500; // 10 s for 10 of 40 seasons: 30 s to go
    bar.update(10, 40, 'season 11');
    expect(clock.written.at(-1)).toMatch(/^\r\[#{8}-{22}\] 10\/40, about 30 s left season 11/);
    clock.ms += 20_000; // still 10 done, 20 s later: the 30 s counts down
    bar.update(10, 40, 'season 11, week 9');
    expect(clock.written.at(-1)).toContain('10/40, about 10 s left season 11, week 9');
    clock.ms += 30_000; // 60 s for 20: 1 min to go
    bar.update(20, 40);
    expect(clock.written.at(-1)).toContain('20/40, about 1 min left');
    bar.update(40, 40, 'done');
    expect(clock.written.at(-1)).toMatch(/40\/40 done/);
    bar.finish();
    expect(clock.written.at(-1)).toBe('\n');
  });

  it('stays quiet when stderr is not a terminal, and when the command prints JSON', () => {
    for (const [tty, enabled] of [
      [false, true],
      [undefined, true],
      [true, false],
    ] as const) {
      const clock = fakeClock();
      const bar = progressBar(io(tty), enabled, clock);
      bar.update(1, 2, 'x');
      bar.finish();
      expect(clock.written).toEqual([]);
    }
  });

  it('says the time left in seconds, minutes, or hours and minutes', () => {
    expect(timeLeftText(400)).toBe('about 1 s left');
    expect(timeLeftText(42_000)).toBe('about 42 s left');
    expect(timeLeftText(200_000)).toBe('about 3 min left');
    expect(timeLeftText(3_900_000)).toBe('about 1 h 5 min left');
    expect(timeLeft(1000, 1, 10)).toBeNull();
    expect(timeLeft(5000, 0, 10)).toBeNull();
    expect(timeLeft(5000, 10, 10)).toBeNull();
    expect(timeLeft(5000, 5, 10)).toBe(5000);
    expect(timeLeft(5000, 5, 10, 2000)).toBe(3000);
    expect(timeLeft(5000, 5, 10, 9000)).toBe(0);
  });
});
