// Where the CLI writes: the process streams, or buffers in tests.

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Is stdout a terminal? */
  isTTY: boolean;
  /** Is stderr a terminal (progress bars)? Unset: no. */
  errIsTTY?: boolean;
}

export const processIo: CliIo = {
  out: (text) => void process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => void process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
  isTTY: Boolean(process.stdout.isTTY),
  errIsTTY: Boolean(process.stderr.isTTY),
};

export function printJson(io: CliIo, value: unknown): void {
  io.out(JSON.stringify(value, null, 2));
}
