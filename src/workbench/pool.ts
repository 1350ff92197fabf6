// Runs a batch's tasks: in this process one after another, or spread over worker processes (node:child_process
// fork of the compiled worker.js, or of worker.ts through tsx's loader when the sources run directly, as in
// tests), each worker taking the next task when it finishes one. Results come
// back in task order, so the report does not depend on how many workers played it.
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { getPriority, setPriority } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tuningOverrides, type TuningOverrides } from '../core/tuning.js';
import {
  deserializeError,
  runTask,
  seasonsOf,
  type BatchOutput,
  type BatchTask,
  type ParentMessage,
  type TaskProgress,
  type WorkerMessage,
} from './tasks.js';

export type ProgressListener = (taskIndex: number, progress: TaskProgress) => void;

/** This module runs compiled (dist/, as bin/dynasty runs it) rather than from its TypeScript source. */
const COMPILED = import.meta.url.endsWith('.js');
const WORKER_ENTRY = fileURLToPath(new URL(COMPILED ? './worker.js' : './worker.ts', import.meta.url));

/** Plain node for the compiled worker, tsx's ESM loader for the TypeScript sources (a development tool). */
function workerExecArgv(): string[] {
  return COMPILED ? [] : ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];
}

/**
 * Plays the tasks with this process's tuning overrides, or (`tuning`, a sweep's value) with other overrides: those
 * only worker processes can take, as each constant has its value once its module is loaded.
 */
export async function runBatch<T extends BatchTask>(
  tasks: readonly T[],
  workers: number,
  onProgress: ProgressListener,
  tuning?: TuningOverrides,
): Promise<BatchOutput<T>[]> {
  if (tuning !== undefined)
    return runInWorkers(tasks, Math.max(1, Math.min(workers, tasks.length)), onProgress, tuning);
  if (workers <= 1 || tasks.length <= 1) {
    const outputs: BatchOutput<T>[] = [];
    for (const [i, task] of tasks.entries()) outputs.push(await runTask(task, (p) => onProgress(i, p)));
    return outputs;
  }
  return runInWorkers(tasks, Math.min(workers, tasks.length), onProgress, tuningOverrides());
}

/**
 * How much lower (in nice steps) a worker playing a task shorter than the batch's longest runs than the batch. The
 * batch ends when its longest task does (a 30-season dynasty beside the recruiting comparison's two 5-season dynasties):
 * on two cores each worker's process also runs V8's background compiles and garbage collection, so two busy workers
 * want more than the two cores, and the shorter task's worker yields them to the longest one. It still has every
 * cycle the longest leaves idle, and finishes long before it (the bench's 30-season batch on two cores: 64.3 ->
 * 54.3 s wall). A priority changes when a worker plays, never what: a 6-season batch's report was the same byte for
 * byte.
 */
export const SHORTER_TASK_NICENESS = 10;
/** The lowest priority there is (the highest nice value). */
const LOWEST_PRIORITY = 19;

/** Lowers a worker's priority when its task is shorter than the longest (a process may lower, never raise, it). */
function yieldToLongest(child: ChildProcess, task: BatchTask, longest: number): void {
  if (seasonsOf(task) >= longest || child.pid === undefined) return;
  try {
    setPriority(child.pid, Math.min(LOWEST_PRIORITY, getPriority() + SHORTER_TASK_NICENESS));
  } catch {
    // Not allowed here, or the worker is gone: the same batch, only not hurried along.
  }
}

function runInWorkers<T extends BatchTask>(
  tasks: readonly T[],
  workers: number,
  onProgress: ProgressListener,
  tuning: TuningOverrides,
): Promise<BatchOutput<T>[]> {
  const longest = Math.max(...tasks.map(seasonsOf));
  return new Promise((resolve, reject) => {
    const outputs: (BatchOutput<T> | undefined)[] = new Array(tasks.length);
    const children: ChildProcess[] = [];
    let next = 0;
    let finished = 0;
    let failed = false;
    const stopped = new Set<ChildProcess>();

    const fail = (error: Error): void => {
      if (failed) return;
      failed = true;
      for (const child of children) if (child.exitCode === null) child.kill();
      reject(error);
    };
    const give = (child: ChildProcess): void => {
      const message: ParentMessage =
        next < tasks.length ? { type: 'task', index: next, task: tasks[next++] } : { type: 'stop' };
      if (message.type === 'stop') stopped.add(child);
      else yieldToLongest(child, message.task, longest);
      child.send(message);
    };

    for (let w = 0; w < workers; w++) {
      const child = fork(WORKER_ENTRY, [JSON.stringify(tuning)], {
        execArgv: workerExecArgv(),
        serialization: 'advanced',
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      children.push(child);
      child.on('message', (message: WorkerMessage) => {
        if (failed) return;
        if (message.type === 'progress') return onProgress(message.index, message.progress);
        if (message.type === 'error') return fail(deserializeError(message.error));
        outputs[message.index] = message.output as BatchOutput<T>;
        finished += 1;
        if (finished === tasks.length) {
          for (const c of children) {
            if (!c.connected || stopped.has(c)) continue;
            stopped.add(c);
            c.send({ type: 'stop' } satisfies ParentMessage);
          }
          resolve(outputs as BatchOutput<T>[]);
          return;
        }
        give(child);
      });
      child.on('error', (error) => fail(error));
      child.on('exit', (code, signal) => {
        if (!failed && !stopped.has(child))
          fail(new Error(`batch worker ${child.pid} stopped early (${signal ?? `exit code ${code}`})`));
      });
      give(child);
    }
  });
}
