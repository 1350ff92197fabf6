// `dynasty serve` as a real process on a free loopback port, for races against the terminal commands.
import { spawn, type ChildProcess } from 'node:child_process';
import { BIN } from '../helpers/cli.js';

export interface ServeProcess {
  base: string;
  child: ChildProcess;
  stderr(): string;
  stop(): Promise<void>;
}

export function startServeProcess(args: string[], env: Record<string, string> = {}): Promise<ServeProcess> {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (t: string) => (stderr += t));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`dynasty serve exited (${code}) before listening: ${stderr}`)));
    child.stdout!.setEncoding('utf8').on('data', (t: string) => {
      stdout += t;
      const url = /running at (http:\/\/\S+?)\/?\s/.exec(stdout)?.[1];
      if (url) {
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        resolve({
          base: url,
          child,
          stderr: () => stderr,
          stop: async () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
  });
}
