// What `dynasty serve` (and so `npm start`) says it plays in local mode: the save it really uses, or none yet.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, runCli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-serve-line-'));
const folder = join(dir, 'saves');
const env = { DYNASTY_SAVES_DIR: folder, DYNASTY_SAVE: undefined };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The lines serve prints up to its last one ("Press Ctrl+C to stop."); then it is stopped. */
function serveLines(): Promise<string[]> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DYNASTY_SAVES_DIR: folder };
  delete childEnv.DYNASTY_SAVE;
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--host', '127.0.0.1'], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.setEncoding('utf8').on('data', (t: string) => (err += t));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`dynasty serve exited (${code}): ${err}`)));
    child.stdout.setEncoding('utf8').on('data', (t: string) => {
      out += t;
      if (!out.includes('Press Ctrl+C')) return;
      child.removeAllListeners('exit');
      child.once('exit', () => resolve(out.trim().split('\n')));
      child.kill('SIGTERM');
    });
  });
}

describe('dynasty serve in local mode', () => {
  it('says there is no save yet in an empty folder, then names the save it plays', async () => {
    expect(await serveLines()).toContain(`Local mode: no save yet (New Game saves in ${folder})`);
    expect((await runCli(['new', '--year', '2024', '--team', 'Texas', '--seed', '2'], env)).status).toBe(0);
    expect(await serveLines()).toContain(`Local mode: save ${join(folder, 'texas-2024.db')}`);
  }, 120_000);
});
