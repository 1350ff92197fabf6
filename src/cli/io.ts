// Where the CLI writes: the process streams, or buffers in tests.
import { isMainThread, workerData } from 'node:worker_threads';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Is stdout a terminal? */
  isTTY: boolean;
  /** Is stderr a terminal (progress bars)? Unset: no. */
  errIsTTY?: boolean;
}

/** Are the streams terminals? A command bin/dynasty runs in a worker thread writes through the main thread's: it is told. */
function terminals(): { stdoutIsTTY: boolean; stderrIsTTY: boolean } {
  const told = isMainThread ? undefined : (workerData as { stdoutIsTTY?: unknown; stderrIsTTY?: unknown } | undefined);
  return {
    stdoutIsTTY: typeof told?.stdoutIsTTY === 'boolean' ? told.stdoutIsTTY : Boolean(process.stdout.isTTY),
    stderrIsTTY: typeof told?.stderrIsTTY === 'boolean' ? told.stderrIsTTY : Boolean(process.stderr.isTTY),
  };
}

const streams = terminals();

export const processIo: CliIo = {
  out: (text) => void process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => void process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
  isTTY: streams.stdoutIsTTY,
  errIsTTY: streams.stderrIsTTY,
};

export function printJson(io: CliIo, value: unknown): void {
  io.out(JSON.stringify(value, null, 2));
}
