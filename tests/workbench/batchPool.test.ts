// The batch's worker processes (src/workbench/pool.ts), watched from outside as the operating system sees them: a
// worker playing a task shorter than the batch's longest runs at a lower priority than the batch, the longest
// task's worker at the batch's own; the report is the same as played in one process.
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { SHORTER_TASK_NICENESS } from '../../src/workbench/pool.js';
import { runCli } from '../helpers/cli.js';

const NO_SAVE = { DYNASTY_SAVE: '/nonexistent/dynasty.db' };

/** This process's child processes that are batch workers, with their nice values (from /proc). */
function batchWorkers(): { pid: number; nice: number }[] {
  const workers: { pid: number; nice: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which is in parentheses and may hold spaces): state, ppid, ... nice is the 19th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) !== process.pid) continue;
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('worker.')) continue;
      workers.push({ pid: Number(entry), nice: Number(fields[16]) });
    } catch {
      // The process ended while being read.
    }
  }
  return workers;
}

describe('batch workers', () => {
  it("run the shorter tasks below the batch's priority and the longest at it, with the same report", async () => {
    const own = getPriority();
    // Seen while the batch runs: the nice values of each pair of workers found alive at once.
    const seen = new Set<string>();
    const watch = setInterval(() => {
      const workers = batchWorkers();
      if (workers.length === 2)
        seen.add(
          workers
            .map((w) => w.nice)
            .sort((a, b) => a - b)
            .join(' '),
        );
    }, 25);
    // The 2-season dynasty is the longest task; the two 1-season comparison dynasties are shorter.
    const args = [
      'batch',
      '--dynasty',
      '--year',
      '2024',
      '--seasons',
      '2',
      '--seed',
      '5',
      '--comparison-seasons',
      '1',
      '--dynasties',
      '1',
      '--json',
    ];
    let pooled: Awaited<ReturnType<typeof runCli>>;
    try {
      pooled = await runCli([...args, '--workers', '2'], NO_SAVE);
    } finally {
      clearInterval(watch);
    }
    expect(pooled.stderr).toBe('');
    expect(pooled.status).toBe(0);
    expect([...seen]).toContain(`${own} ${Math.min(19, own + SHORTER_TASK_NICENESS)}`);
    // No worker is left behind (each ends on its own once stopped), and the same batch in this one process reports the same.
    await expect.poll(batchWorkers, { timeout: 120_000, interval: 50 }).toEqual([]);
    const alone = await runCli(args, NO_SAVE);
    expect(alone.status).toBe(0);
    expect(JSON.parse(pooled.stdout)).toEqual(JSON.parse(alone.stdout));
  }, 1_800_000); // A cap, not a pace: two 2-season dynasty batches (pooled, then alone) on a busy machine.
});
