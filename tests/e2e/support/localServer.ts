// `dynasty serve` in local mode (the suite's own server is hosted), as a player starts it: on a free loopback port
// with a save folder of its own, until stop(). The suite's webServer has built dist/web and dist/node already.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = join(import.meta.dirname, '..', '..', '..', 'bin', 'dynasty');

export interface LocalServer {
  /** http://127.0.0.1:PORT */
  base: string;
  port: number;
  stop(): Promise<void>;
}

export function startLocalServer(args: string[] = []): Promise<LocalServer> {
  const dir = mkdtempSync(join(tmpdir(), 'dynasty-e2e-local-'));
  const child = spawn(
    process.execPath,
    [BIN, 'serve', '--port', '0', '--host', '127.0.0.1', '--save', join(dir, 'dynasty.db'), '--seed', '5', ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`dynasty serve exited (${code}) before listening: ${stderr}`)));
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
      const url = /running at (http:\/\/\S+?)\/?\s/.exec(stdout)?.[1];
      if (!url) return;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve({ base: url, port: Number(new URL(url).port), stop });
    });
  });
}
