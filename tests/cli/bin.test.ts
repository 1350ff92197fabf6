// The real executable (bin/dynasty running the compiled CLI in dist/), as a player runs it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, runBin } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cli-bin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** NODE_OPTIONS that load one module more into every node started (kept: a run under another Node loads its own). */
function withImport(module: string): string {
  return [process.env.NODE_OPTIONS, `--import=${module}`].filter(Boolean).join(' ');
}

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

  // No V8 flag, and no NODE_EXTRA_CA_CERTS, whose bundle node would parse before anything else (docs/cli.md).
  it('starts node without V8 flags and without extra certificates to read', () => {
    // (No spaces in the probe: NODE_OPTIONS splits at them.)
    const probe =
      'data:text/javascript,console.error(JSON.stringify([process.execArgv,process.env.NODE_EXTRA_CA_CERTS||null]))';
    const certs = join(dir, 'certs.pem');
    writeFileSync(certs, 'not a certificate\n');
    const r = runBin(['--help'], { NODE_OPTIONS: withImport(probe), NODE_EXTRA_CA_CERTS: certs });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stderr.split('\n')[0])).toEqual([[], null]);
    expect(r.stderr).not.toContain('extra certs');
  });

  // The command runs in the node it was started in: no second node (docs/cli.md, "How it runs").
  it('runs the command in the one node it was started in, through node', () => {
    const probe = 'data:text/javascript,console.error(JSON.stringify(process.execArgv))';
    const r = spawnSync(process.execPath, [BIN, '--help'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: withImport(probe) },
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Usage: dynasty');
    // The probe runs in every node started: one line, one node.
    expect(r.stderr.split('\n').filter((line) => line.startsWith('['))).toEqual(['[]']);
  });

  // Started through node, right after a server on the same save was killed, the command still ends every time.
  it('ends after its answer through node, beside server kills', async () => {
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

  // Every command that simulates, started as a program: on Node 24 each died of a segmentation fault (exit 139) when
  // the launcher turned a V8 flag back on for a worker thread. Output, refusals and status come back as any command's.
  it('plays new, advance, sim --to and sim --end as a program', () => {
    const env = { DYNASTY_SAVE: join(dir, 'simulating.db') };
    const run = (args: string[]) => {
      const r = runBin(args, env);
      expect(r.status, `dynasty ${args.join(' ')}: ${r.stderr}`).toBe(0);
      expect(r.stderr).toBe('');
      return r.stdout;
    };
    expect(run(['new', '--year', '2024', '--team', 'Oregon', '--seed', '4'])).toContain('Oregon');
    const refused = runBin(['sim', '--to', 'nine'], env);
    expect(refused).toEqual({ status: 2, stdout: '', stderr: 'dynasty: Week must be a whole number, not "nine".\n' });
    run(['advance']);
    expect(run(['sim', '--to', '2'])).toMatch(/Oregon \(Big Ten\), \d-\d/);
    expect(JSON.parse(run(['status', '--json']))).toMatchObject({ team: 'Oregon', stage: 'season', currentWeek: 3 });
    run(['sim', '--end']);
    const ended = JSON.parse(run(['status', '--json'])) as { currentWeek: number; lastWeek: number };
    expect(ended.currentWeek).toBe(ended.lastWeek + 1);
    run(['advance']);
    expect(JSON.parse(run(['status', '--json']))).toMatchObject({ stage: 'summary' });
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
