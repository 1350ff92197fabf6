// The CPU time of the thread that plays, for the benches that run the game in their own process.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

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

/**
 * CPU time (ms) of another process so far: its main thread's (scheduler statistics) and the whole process's (V8's
 * helpers and worker threads too, ended ones included; in clock ticks of 10 ms), from Linux's /proc; null elsewhere.
 */
export function processCpuMs(pid: number): { main: number; all: number } | null {
  const main = readOrNull(`/proc/${pid}/task/${pid}/schedstat`);
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (main === null || stat === null) return null;
  // After the command's name: state is field 3, utime and stime fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { main: Number(main.split(' ')[0]) / 1e6, all: (Number(fields[11]) + Number(fields[12])) * 10 };
}

/**
 * CPU time (ms) of the threads whose name starts with `name` in the processes below `root` (a browser this process
 * launched: its web workers' threads are "DedicatedWorker thread"), from Linux's scheduler statistics; null elsewhere.
 * Unlike wall time it hardly moves with the machine's load: the time a call would take on a quiet machine.
 */
export function descendantThreadsMs(root: number, name: string): number | null {
  if (!existsSync('/proc/self/task')) return null;
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOrNull(`/proc/${entry}/stat`);
    if (stat === null) continue;
    // The fields after the command's name (which may hold spaces): state, then the parent's id.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  let total = 0;
  const pending = [...(children.get(root) ?? [])];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    pending.push(...(children.get(pid) ?? []));
    let threads: string[];
    try {
      threads = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of threads) {
      if (!readOrNull(`/proc/${pid}/task/${tid}/comm`)?.startsWith(name)) continue;
      total += Number(readOrNull(`/proc/${pid}/task/${tid}/schedstat`)?.split(' ')[0] ?? 0) / 1e6;
    }
  }
  return total;
}

/**
 * CPU time (ms) of every thread of a process so far (its main thread, its worker threads, V8's and libuv's helpers),
 * from Linux's scheduler statistics (nanoseconds, brought up to date at each scheduler tick); null elsewhere. A thread
 * that ended since the last reading is no longer counted: between two readings of a server at work none ends.
 */
export function threadsMs(pid: number): number | null {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return null;
  }
  let total = 0;
  for (const tid of tasks) total += Number(readOrNull(`/proc/${pid}/task/${tid}/schedstat`)?.split(' ')[0] ?? 0) / 1e6;
  return total;
}

/** A file's text, or null when it is gone (a process or thread that ended meanwhile). */
function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
