// A one-line progress bar on a terminal; silent when output is not a terminal or is JSON.
import type { CliIo } from './io.js';

export interface ProgressBar {
  update(done: number, total: number, label?: string): void;
  finish(): void;
}

const WIDTH = 30;

export function progressBar(io: CliIo, enabled: boolean): ProgressBar {
  if (!enabled || !io.isTTY) return { update() {}, finish() {} };
  let drawn = false;
  return {
    update(done, total, label = '') {
      const filled = total > 0 ? Math.round((done / total) * WIDTH) : WIDTH;
      const bar = `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${done}/${total} ${label}`;
      process.stdout.write(`\r${bar.padEnd(WIDTH + 40)}`);
      drawn = true;
    },
    finish() {
      if (drawn) process.stdout.write('\n');
    },
  };
}
