// The real executable (bin/dynasty running the compiled CLI in dist/), as a player runs it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, runBin } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cli-bin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts `dynasty serve` on a free loopback port; its process and address once it listens. */
function startServe(command: string, args: string[]): Promise<{ pid: number; base: string }> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (t: string) => (stderr += t));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`dynasty serve exited (${code}) before listening: ${stderr}`)));
    child.stdout.setEncoding('utf8').on('data', (t: string) => {
      stdout += t;
      const base = /running at (http:\/\/\S+?)\/?\s/.exec(stdout)?.[1];
      if (base) resolve({ pid: child.pid!, base });
    });
  });
}

/** Does anything answer on this address? (Its answer is waited for, however long a busy machine takes.) */
async function answers(base: string): Promise<boolean> {
  try {
    await fetch(`${base}/api/saves`);
    return true;
  } catch {
    return false;
  }
}

/** Waits until the address stops answering, at most `ms`; whether it did. */
async function stopsAnswering(base: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!(await answers(base))) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('bin/dynasty', () => {
  it('starts a dynasty and reports its status as JSON', () => {
    const save = join(dir, 'dynasty.db');
    const created = runBin(['new', '--year', '2024', '--team', 'Texas', '--seed', '2'], { DYNASTY_SAVE: save });
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Texas');
    const status = runBin(['status', '--json'], { DYNASTY_SAVE: save });
    expect(status.status).toBe(0);
    const state = JSON.parse(status.stdout) as { save: string; stage: string; currentYear: number; team: string };
    expect(state).toMatchObject({ save, stage: 'preseason', currentYear: 2024, team: 'Texas' });
  });

  // And without NODE_EXTRA_CA_CERTS, whose bundle node would parse before anything else (docs/cli.md).
  it('starts node with the flag Node 20 needs to exit safely, without extra certificates to read', () => {
    // (No spaces: NODE_OPTIONS splits at them.)
    const probe =
      'data:text/javascript,console.error(JSON.stringify([process.execArgv,process.env.NODE_EXTRA_CA_CERTS||null]))';
    const certs = join(dir, 'certs.pem');
    writeFileSync(certs, 'not a certificate\n');
    const r = runBin(['--help'], { NODE_OPTIONS: `--import=${probe}`, NODE_EXTRA_CA_CERTS: certs });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stderr.split('\n')[0])).toEqual([['--no-concurrent-recompilation'], null]);
    expect(r.stderr).not.toContain('extra certs');
  });

  // Without the flag the command runs in the node it was started in: no second node (docs/cli.md, "How it runs").
  it('runs the command in the one node it was started in, through node without the flag', () => {
    const probe = 'data:text/javascript,console.error(JSON.stringify(process.execArgv))';
    const r = spawnSync(process.execPath, [BIN, '--help'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: `--import=${probe}` },
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Usage: dynasty');
    // The probe runs in every node started: one line, one node.
    expect(r.stderr.split('\n').filter((line) => line.startsWith('['))).toEqual(['[]']);
  });

  // Started without the flag, right after a server on the same save was killed, the command still ends every time.
  it('ends after its answer through node without the flag, beside server kills', async () => {
    const save = join(dir, 'kills.db');
    expect(
      runBin(['new', '--year', '2024', '--team', 'Kansas State', '--seed', '3'], { DYNASTY_SAVE: save }).status,
    ).toBe(0);
    for (let i = 0; i < 5; i++) {
      const serve = await startServe(BIN, ['serve', '--port', '0', '--host', '127.0.0.1', '--save', save]);
      process.kill(serve.pid, 'SIGKILL');
      const status = spawnSync(process.execPath, [BIN, 'status', '--json'], {
        encoding: 'utf8',
        env: { ...process.env, DYNASTY_SAVE: save },
        timeout: 120_000,
      });
      expect(status.signal).toBeNull();
      expect(status.status).toBe(0);
      expect(JSON.parse(status.stdout)).toMatchObject({ team: 'Kansas State', stage: 'preseason' });
    }
  });

  // sim and advance run in a worker thread that compiles in the background (its V8 is torn down when it ends): their
  // output, refusals and status come back as any command's. The other commands run in the main thread, `new` too
  // unless node was started without the flag (then it compiles in the background, so it goes to a worker).
  it('runs the commands that simulate in a worker thread, with their output and status', () => {
    const probe = join(dir, 'thread-probe.mjs');
    writeFileSync(
      probe,
      "import { isMainThread } from 'node:worker_threads';\nconsole.error(isMainThread ? 'thread: main' : 'thread: worker');\n",
    );
    const env = { DYNASTY_SAVE: join(dir, 'worker.db'), NODE_OPTIONS: `--import=${probe}` };
    const threads = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('thread: '));
    const created = runBin(['new', '--year', '2024', '--team', 'Oregon', '--seed', '4'], env);
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Oregon');
    expect(threads(created.stderr)).toEqual(['thread: main']);
    const plain = spawnSync(process.execPath, [BIN, 'new', '--year', '2024', '--team', 'Oregon', '--seed', '4'], {
      encoding: 'utf8',
      env: { ...process.env, ...env, DYNASTY_SAVE: join(dir, 'worker-plain.db') },
      timeout: 120_000,
    });
    expect(plain.status).toBe(0);
    expect(plain.stdout).toContain('Oregon');
    expect(threads(plain.stderr)).toEqual(['thread: main', 'thread: worker']);
    const refused = runBin(['sim', '--to', 'nine'], env);
    expect(refused.status).toBe(2);
    expect(refused.stderr.split('\n').filter((line) => line.startsWith('dynasty:'))).toEqual([
      'dynasty: Week must be a whole number, not "nine".',
    ]);
    expect(runBin(['advance'], env).status).toBe(0);
    const played = runBin(['sim', '--to', '2'], env);
    expect(played.status).toBe(0);
    expect(played.stdout).toMatch(/Oregon \(Big Ten\), \d-\d/);
    expect(threads(played.stderr)).toEqual(['thread: main', 'thread: worker']);
    const status = runBin(['status', '--json'], env);
    expect(status.status).toBe(0);
    expect(threads(status.stderr)).toEqual(['thread: main']);
    expect(JSON.parse(status.stdout)).toMatchObject({ team: 'Oregon', stage: 'season', currentWeek: 3 });
  });

  it('exits 2 with a message on a player mistake', () => {
    const r = runBin(['status'], { DYNASTY_SAVE: join(dir, 'missing.db') });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/No save at .*dynasty new/);
  });

  // One command is one process: killing it (SIGKILL, which it cannot catch) leaves nothing serving the port.
  it.each([
    ['as a program', BIN, []],
    ['through node', process.execPath, [BIN]],
  ])('serves in the process it starts, %s', async (_how, command, prefix) => {
    const serve = await startServe(command, [
      ...prefix,
      'serve',
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--save',
      join(dir, 'served.db'),
    ]);
    expect(await answers(serve.base)).toBe(true);
    process.kill(serve.pid, 'SIGKILL');
    expect(await stopsAnswering(serve.base, 10_000)).toBe(true);
  });
});
