// The CPU time of the thread that plays, for the benches that run the game in their own process.
import { readFileSync } from 'node:fs';

/**
 * The main thread's CPU time so far (ms), from Linux's scheduler statistics (nanoseconds on the CPU, brought up to
 * date at each scheduler tick: a reading is within a few milliseconds), or the whole process's where there are none.
 * The process's time also counts V8's background threads, which compile and collect garbage beside the main thread
 * on the other core at moments of their own: the same offseason step of the same save, run ten times in one process,
 * took 178-910 ms of process CPU and 168-455 of its main thread (wall 169-542), the first run the slowest.
 */
export function mainThreadMs(): number {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  }
}
