// npm run bench -- fair: another player's pages on a loaded hosted server (bin/dynasty serve as a child process, each
// player connecting from a loopback address of its own, 127.0.0.N, so every limit per address counts as it would for
// players on the internet, the cap on connections per address too), beside the goal.
//   seasons: ten saves (ten players) each simulate a 2024 season to its end at once, while the measured player reads
//            a page every PACE_MS and another player starts a new game
//   flood  : one client sends FLOOD page reads at once (a thread of their own), three times from three players,
//            while the measured player reads a page every PACE_MS
// Goal: the other player's page p95 <= 200 ms under each load. With BENCH_BASE (a worktree of another commit, its
// node_modules installed and dist/ built) the same runs on that commit first, side by side, in one run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { machineLoad } from './platform.js';

const OURS = dirname(dirname(fileURLToPath(import.meta.url)));
const GOAL_MS = 200;
const SIMULATING = Number(process.env.BENCH_FAIR_SAVES ?? 10);
const FLOOD = Number(process.env.BENCH_FAIR_FLOOD ?? 600);
const FLOOD_ROUNDS = 3;
/** The measured player reads a page this often: 240 a minute, below the server's 300 reads a minute per address. */
const PACE_MS = 250;
const TEAMS = ['Texas', 'Oregon', 'Alabama', 'Georgia', 'Michigan', 'Penn State', 'LSU', 'Clemson', 'USC', 'Miami'];
const HEAVY_PAGES = ['/api/stats/individual/', '/api/stats/team/', '/api/rankings/', '/api/dashboard/'];
const MEASURED_PAGES = ['/api/dashboard/', '/api/rankings/', '/api/Georgia/schedule/', '/api/Georgia/roster/'];

interface Side {
  name: string;
  root: string;
}

interface Figures {
  seasons: number[];
  flood: number[];
  newGameMs: number;
  seasonsSeconds: number;
  errors: number;
  /** The floods' answers by status (0: the connection was closed). */
  answered: Record<string, number>;
}

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

async function serve(side: Side, usersDir: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const args = ['serve', '--port', '0', '--users-dir', usersDir, '--seed', '7'];
  const child = spawn(join(side.root, 'bin', 'dynasty'), args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const base = await new Promise<string>((resolve, reject) => {
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const url = /running at (http:\/\/[^/\s]+)/.exec(said)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`${side.name}: serve exited (${code}): ${said}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { base, stop };
}

/** One GET from localAddress: its status and body (status 0: the connection was closed or refused). */
function getFrom(
  url: string,
  localAddress: string,
  headers: Record<string, string>,
  agent: Agent,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const request = get(url, { headers, localAddress, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', () => resolve({ status: 0, text: '' }));
    });
    request.on('error', () => resolve({ status: 0, text: '' }));
  });
}

/** A player connecting from a loopback address of its own; get() answers the status (a refusal is not thrown). */
function player(base: string, address: string) {
  let id: string | null = null;
  const agent = new Agent({ keepAlive: true });
  const headers = (): Record<string, string> => (id ? { 'X-User-ID': id } : {});
  const call = async (path: string): Promise<number> => {
    const { status, text } = await getFrom(base + path, address, headers(), agent);
    try {
      const body = JSON.parse(text) as { user_id?: string };
      if (typeof body?.user_id === 'string') id = body.user_id;
    } catch {
      // no body: the connection was closed
    }
    return status;
  };
  return {
    address,
    headers,
    get: call,
    async ok(path: string): Promise<void> {
      const status = await call(path);
      if (status !== 200) throw new Error(`GET ${path} from ${address}: ${status}`);
    },
    close: () => agent.destroy(),
  };
}

type Player = ReturnType<typeof player>;

/**
 * A flood of page reads sent at once from a thread of its own (so reading their answers does not slow the measured
 * player's clock here); resolves with the count of each status (0: the connection was closed).
 */
function flood(urls: string[], localAddress: string, headers: Record<string, string>): Promise<Record<string, number>> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const http = require('node:http');
    const statuses = {};
    const one = (url) => new Promise((resolve) => {
      const request = http.get(url, { headers: workerData.headers, localAddress: workerData.localAddress }, (r) => {
        r.resume();
        r.on('end', () => resolve(r.statusCode));
        r.on('error', () => resolve(0));
      });
      request.on('error', () => resolve(0));
    });
    Promise.all(workerData.urls.map((url) => one(url).then((s) => { statuses[s] = (statuses[s] ?? 0) + 1; })))
      .then(() => parentPort.postMessage(statuses));`;
  const worker = new Worker(code, { eval: true, workerData: { urls, localAddress, headers } });
  return new Promise((resolve, reject) => {
    worker.once('message', (statuses: Record<string, number>) => {
      void worker.terminate();
      resolve(statuses);
    });
    worker.once('error', reject);
  });
}

/** The measured player reads its pages in turn, one every PACE_MS, while work runs; the latencies of its reads. */
async function readWhile(other: Player, work: Promise<unknown>, onError: () => void): Promise<number[]> {
  let busy = true;
  void work.finally(() => {
    busy = false;
  });
  const times: number[] = [];
  for (let n = 0; busy; n++) {
    const start = process.hrtime.bigint();
    const status = await other.get(MEASURED_PAGES[n % MEASURED_PAGES.length]);
    const took = ms(start);
    if (status !== 200) onError();
    else times.push(took);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, PACE_MS - took)));
  }
  return times;
}

async function runSide(side: Side): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'dynasty-bench-fair-'));
  const server = await serve(side, join(dir, 'users'));
  const simulating = TEAMS.slice(0, SIMULATING).map((_, i) => player(server.base, `127.0.0.${i + 10}`));
  const other = player(server.base, '127.0.0.200');
  const newcomer = player(server.base, '127.0.0.201');
  let errors = 0;
  try {
    for (const [i, p] of simulating.entries()) {
      await p.ok(`/api/noncon/?team=${encodeURIComponent(TEAMS[i])}&year=2024`);
      await p.ok('/api/dashboard/'); // preseason -> season
    }
    await other.ok('/api/noncon/?team=Georgia&year=2024');
    await other.ok('/api/dashboard/');

    // Ten seasons at once; the measured player reads, and another starts a new game.
    const start = process.hrtime.bigint();
    const seasons = Promise.all(simulating.map((p) => p.get('/api/sim/20/')));
    const newGame = newcomer.get('/api/noncon/?team=Ohio%20State&year=2024').then(() => ms(start));
    const seasonsReads = await readWhile(other, seasons, () => errors++);
    const seasonsSeconds = ms(start) / 1000;
    const newGameMs = await newGame;

    // Three floods of page reads, each from one of the players who simulated (their pages are a played season's).
    const floodReads: number[] = [];
    const answered: Record<string, number> = {};
    for (let round = 0; round < FLOOD_ROUNDS; round++) {
      const flooder = simulating[round % simulating.length];
      const urls = Array.from({ length: FLOOD }, (_, i) => server.base + HEAVY_PAGES[i % HEAVY_PAGES.length]);
      const sent = flood(urls, flooder.address, flooder.headers()).then((statuses) => {
        for (const [status, n] of Object.entries(statuses)) answered[status] = (answered[status] ?? 0) + n;
      });
      floodReads.push(...(await readWhile(other, sent, () => errors++)));
    }
    return { seasons: seasonsReads, flood: floodReads, newGameMs, seasonsSeconds, errors, answered };
  } finally {
    for (const p of [...simulating, other, newcomer]) p.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function line(label: string, times: readonly number[]): string {
  const p95 = percentile(times, 0.95);
  const verdict = p95 <= GOAL_MS ? 'met' : 'NOT met';
  return `${label}: ${times.length} reads, p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (goal <= ${GOAL_MS} ms: ${verdict})`;
}

export async function runFairBench(): Promise<void> {
  const sides: Side[] = [];
  if (process.env.BENCH_BASE) sides.push({ name: 'base', root: process.env.BENCH_BASE });
  sides.push({ name: 'this checkout', root: OURS });
  console.log(
    `\nfair: another player's page (one every ${PACE_MS} ms) while ${SIMULATING} saves simulate a 2024 season each at once, and while one client sends ${FLOOD} page reads at once (${FLOOD_ROUNDS} rounds); hosted server, each player at its own loopback address`,
  );
  for (const side of sides) {
    console.log(`  ${side.name} (${machineLoad()} before)`);
    const figures = await runSide(side);
    console.log(`    ${line(`another player's page p95 while ${SIMULATING} saves simulate seasons`, figures.seasons)}`);
    console.log(`    ${line(`another player's page p95 while one client floods reads`, figures.flood)}`);
    console.log(
      `    another player's new game while ${SIMULATING} saves simulate: ${(figures.newGameMs / 1000).toFixed(1)} s; the ${SIMULATING} seasons took ${figures.seasonsSeconds.toFixed(1)} s; the measured player's refused or failed reads: ${figures.errors}`,
    );
    const statuses = Object.entries(figures.answered).map(
      ([status, n]) => `${n} x ${status === '0' ? 'closed' : status}`,
    );
    console.log(`    the floods' answers: ${statuses.join(', ')}`);
  }
}
