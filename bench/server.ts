// Server benchmark: builds a dynasty with finished seasons, then drives the real server over loopback with
// Node's fetch. Prints p50/p95 per page call, what writing each answer costs (JSON.stringify beside the serializer
// compiled from its schema), and the throughput of 20 concurrent clients reading pages.
//   npx tsx bench/server.ts            (BENCH_SEASONS=10 finished seasons by default)
//   npm run bench -- server             (through bench/run.ts)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lastWeekFor } from '../src/core/season/calendar.js';
import fastJsonStringify from 'fast-json-stringify';
import { buildApp } from '../src/server/app.js';
import { advanceStage } from '../src/store/actions/advance.js';
import { takeFirstOfferIfFired } from '../src/store/actions/coaches/offers.js';
import { newDynasty } from '../src/store/actions/newDynasty.js';
import { simulateTo } from '../src/store/actions/season/simulate.js';
import { readState } from '../src/store/queries/meta.js';
import type { SaveFile } from '../src/store/saveFile.js';

const SEASONS = Number(process.env.BENCH_SEASONS ?? 10);
/** Requests per route for the latency figures (after a few to warm up). */
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const WARMUP = 5;
/** Throughput: this many clients, each sending requests one after another, for this many requests in all. */
const CLIENTS = 20;
const THROUGHPUT_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);

const USER_TEAM = 'Ohio State';

function ms(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

function playSeason(save: SaveFile): void {
  save.change(() => advanceStage(save.db)); // preseason -> season
  const state = readState(save.db);
  save.change(() => simulateTo(save.db, lastWeekFor(state.playoff.teams) + 1));
  save.change(() => advanceStage(save.db)); // summary
  save.change(() => takeFirstOfferIfFired(save.db, readState(save.db).year)); // a fired coach moves on
  for (let i = 0; i < 3; i++) save.change(() => advanceStage(save.db)); // progression ... next preseason
}

/** A save with `seasons` finished seasons, then the next season played to mid-season. */
export async function buildSave(path: string, seasons: number): Promise<void> {
  const start = process.hrtime.bigint();
  const save = await newDynasty(path, { year: 2014, team: USER_TEAM, seed: 7, force: true });
  for (let s = 0; s < seasons; s++) {
    playSeason(save);
    process.stdout.write(`\rbuilding the save: ${s + 1}/${seasons} seasons (${(ms(start) / 1000).toFixed(1)} s)`);
  }
  save.change(() => advanceStage(save.db));
  save.change(() => simulateTo(save.db, 8));
  save.close();
  process.stdout.write(
    `\rbuilt the save: ${seasons} finished seasons and half of the next in ${(ms(start) / 1000).toFixed(1)} s\n`,
  );
}

async function getJson(base: string, path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(base + path);
  return { status: response.status, body: await response.json() };
}

async function pageRoutes(base: string): Promise<[string, string][]> {
  const schedule = (await getJson(base, `/api/${encodeURIComponent(USER_TEAM)}/schedule/`)).body as {
    games: { id: number; result: string | null }[];
    year: number;
  };
  const played = schedule.games.find((g) => g.result !== null)!;
  const unplayed = schedule.games.find((g) => g.result === null)!;
  const roster = (await getJson(base, `/api/${encodeURIComponent(USER_TEAM)}/roster/`)).body as {
    roster: { id: number }[];
  };
  const conferences = (await getJson(base, '/api/dashboard/')).body as { team: { conference: string } };
  const team = encodeURIComponent(USER_TEAM);
  return [
    ['home', '/api/home/'],
    ['dashboard', '/api/dashboard/'],
    ['rankings', '/api/rankings/'],
    ['team schedule', `/api/${team}/schedule/`],
    ['team schedule (old year)', `/api/${team}/schedule/?year=${schedule.year - SEASONS}`],
    ['roster', `/api/${team}/roster/`],
    ['history', `/api/${team}/history/`],
    ['team stats line', `/api/${team}/stats/`],
    ['playoff', '/api/playoff/'],
    ['standings', `/api/standings/${encodeURIComponent(conferences.team.conference)}/`],
    ['player', `/api/player/${roster.roster[0].id}/`],
    ['week schedule', '/api/week/5/'],
    ['game (final)', `/api/game/${played.id}/`],
    ['game (preview)', `/api/game/${unplayed.id}/`],
    ['stats/team', '/api/stats/team/'],
    ['stats/individual', '/api/stats/individual/'],
    ['stats/individual (old year)', `/api/stats/individual/?year=${schedule.year - 1}`],
    ['stats/ratings', '/api/stats/ratings/'],
    ['team_info', `/api/team_info/?team_name=${team}`],
  ];
}

async function latency(base: string, routes: readonly [string, string][]): Promise<void> {
  console.log(`\nlatency over loopback, ${SAMPLES} sequential requests per call:`);
  console.log(
    `${'call'.padEnd(30)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'KiB'.padStart(7)}`,
  );
  for (const [name, path] of routes) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      const start = process.hrtime.bigint();
      const response = await fetch(base + path);
      const text = await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`);
      if (i >= WARMUP) times.push(ms(start));
      bytes = text.length;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(30)} ${percentile(times, 0.5).toFixed(1).padStart(8)} ${percentile(times, 0.95).toFixed(1).padStart(8)} ${times[times.length - 1].toFixed(1).padStart(8)} ${(bytes / 1024).toFixed(0).padStart(7)}`,
    );
  }
}

async function throughput(base: string, routes: readonly [string, string][]): Promise<void> {
  let next = 0;
  let errors = 0;
  const times: number[] = [];
  const start = process.hrtime.bigint();
  const client = async (): Promise<void> => {
    while (next < THROUGHPUT_REQUESTS) {
      const [, path] = routes[next++ % routes.length];
      const t = process.hrtime.bigint();
      try {
        const response = await fetch(base + path);
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      times.push(ms(t));
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const seconds = ms(start) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `\nthroughput: ${CLIENTS} concurrent clients, ${THROUGHPUT_REQUESTS} page reads (every call in turn): `
      + `${(THROUGHPUT_REQUESTS / seconds).toFixed(0)} req/s, ${errors} errors, `
      + `latency p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
  );
}

/** An answer as its route built it, with the schema the server writes it with. */
interface Written {
  answer: unknown;
  schema: object;
}

/**
 * The cost of writing each answer: JSON.stringify beside the serializer compiled from its schema (what the server
 * sends with), in one process, alternating, on the answers the latency run got (calls with an answer schema only).
 */
function serialization(written: Map<string, Written>): void {
  const BLOCKS = 10;
  const PER_BLOCK = 100;
  console.log(`\nwriting the answers, ${BLOCKS * PER_BLOCK} times each, in alternating blocks (µs per answer):`);
  console.log(`${'call'.padEnd(30)} ${'KiB'.padStart(7)} ${'stringify'.padStart(10)} ${'schema'.padStart(8)}`);
  let plain = 0;
  let schema = 0;
  for (const [call, { answer, schema: answerSchema }] of written) {
    const write = fastJsonStringify(answerSchema as Parameters<typeof fastJsonStringify>[0]);
    const runs = [() => JSON.stringify(answer), () => write(answer)];
    const times = [0, 0];
    // A first block of each to warm up, then the timed ones.
    for (let block = -1; block < BLOCKS; block++) {
      for (const [i, run] of runs.entries()) {
        const start = process.hrtime.bigint();
        for (let n = 0; n < PER_BLOCK; n++) run();
        if (block >= 0) times[i] += ms(start);
      }
    }
    plain += times[0];
    schema += times[1];
    const kib = (JSON.stringify(answer).length / 1024).toFixed(0);
    const [a, b] = times.map((t) => ((t / (BLOCKS * PER_BLOCK)) * 1000).toFixed(1));
    console.log(`${call.padEnd(30)} ${kib.padStart(7)} ${a.padStart(10)} ${b.padStart(8)}`);
  }
  console.log(`all answers: schema / stringify = ${(schema / plain).toFixed(2)}`);
}

export async function runServerBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'dynasty-bench-server-'));
  const path = join(dir, 'dynasty.db');
  const app = buildApp({ mode: { kind: 'local', savePath: path }, webRoot: null, corsOrigins: false });
  const written = new Map<string, Written>();
  app.addHook('preSerialization', async (request, reply, payload) => {
    const schema = (request.routeOptions.schema?.response as Record<number, object> | undefined)?.[200];
    if (reply.statusCode === 200 && schema)
      written.set(`${request.method} ${request.routeOptions.url}`, { answer: payload, schema });
    return payload;
  });
  try {
    await buildSave(path, SEASONS);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const routes = await pageRoutes(base);
    await latency(base, routes);
    serialization(written);
    await throughput(base, routes);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runServerBench();
}

/** Other players in hosted mode, each reading pages one after another while the simulating player plays on. */
const OTHER_PLAYERS = 3;
/** Seasons the simulating player plays (each: the season simulated, then the offseason pages) while measured. */
const LOAD_SEASONS = Number(process.env.BENCH_LOAD_SEASONS ?? 2);
/** How long the comparison reads run with nobody simulating. */
const QUIET_MS = 4000;

interface HostedPlayer {
  id: string | null;
  get(path: string): Promise<{ status: number; body: unknown }>;
}

function hostedPlayer(base: string): HostedPlayer {
  const player: HostedPlayer = {
    id: null,
    async get(path) {
      const response = await fetch(base + path, { headers: player.id ? { 'X-User-ID': player.id } : {} });
      const body = (await response.json()) as { user_id?: string };
      if (typeof body?.user_id === 'string') player.id = body.user_id;
      if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      return { status: response.status, body };
    },
  };
  return player;
}

/** The real server (bin/dynasty serve, compiled) in hosted mode as a child process, so clients here do not slow it. */
export async function startHostedServer(
  usersDir: string,
  extra: string[] = [],
): Promise<{ base: string; pid: number; stop: () => Promise<void> }> {
  const { spawn } = await import('node:child_process');
  const bin = join(dirname(dirname(fileURLToPath(import.meta.url))), 'bin', 'dynasty');
  // BENCH_CPU_PROF=dir: the server's threads write their CPU profiles there as it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, bin, 'serve', '--port', '0', '--users-dir', usersDir, '--seed', '7', ...extra],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/[^/\s]+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`dynasty serve exited (${code}): ${out}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    base,
    pid: child.pid ?? 0,
    stop: () => {
      child.kill();
      return exited;
    },
  };
}

/**
 * Hosted mode: one player simulates whole seasons and walks their offseasons (the long changes, in the server's
 * worker thread) while other players read pages. Prints the other players' latency while that goes on.
 */
export async function runLoadBench(): Promise<{ p50: number; p95: number; calls: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'dynasty-bench-load-'));
  const server = await startHostedServer(join(dir, 'users'));
  try {
    const simulating = hostedPlayer(server.base);
    await simulating.get('/api/noncon/?team=Texas&year=2024');
    const others = Array.from({ length: OTHER_PLAYERS }, () => hostedPlayer(server.base));
    const teams = ['Ohio State', 'Georgia', 'Oregon', 'Michigan', 'Alabama'];
    const routes: string[][] = [];
    for (const [i, other] of others.entries()) {
      const team = teams[i % teams.length];
      await other.get(`/api/noncon/?team=${encodeURIComponent(team)}&year=2024`);
      await other.get('/api/dashboard/');
      await other.get('/api/sim/6/');
      const dashboard = (await other.get('/api/dashboard/')).body as { team: { conference: string } };
      const schedule = (await other.get(`/api/${encodeURIComponent(team)}/schedule/`)).body as {
        games: { id: number; result: string | null }[];
      };
      const played = schedule.games.find((g) => g.result !== null)!;
      routes.push([
        '/api/dashboard/',
        '/api/rankings/',
        `/api/standings/${encodeURIComponent(dashboard.team.conference)}/`,
        `/api/${encodeURIComponent(team)}/schedule/`,
        `/api/${encodeURIComponent(team)}/roster/`,
        '/api/playoff/',
        '/api/week/3/',
        `/api/game/${played.id}/`,
        '/api/stats/team/',
        '/api/stats/individual/',
      ]);
    }

    /** Every other player reads pages in turn until stop() says the measured stretch is over. */
    const readWhile = async (work: () => Promise<void>): Promise<number[]> => {
      let busy = true;
      const times: number[] = [];
      const readers = others.map(async (other, i) => {
        for (let n = 0; busy; n++) {
          const path = routes[i][n % routes[i].length];
          const start = process.hrtime.bigint();
          await other.get(path);
          if (busy) times.push(ms(start));
        }
      });
      try {
        await work();
      } finally {
        busy = false;
        await Promise.all(readers);
      }
      return times.sort((a, b) => a - b);
    };
    // The same reads with nobody simulating, for comparison (as long as about one season takes).
    const quiet = await readWhile(() => new Promise((resolve) => setTimeout(resolve, QUIET_MS)));
    console.log(
      `\nhosted: ${OTHER_PLAYERS} players reading pages, nobody simulating: ${quiet.length} calls, p50 ${percentile(quiet, 0.5).toFixed(1)} ms, p95 ${percentile(quiet, 0.95).toFixed(1)} ms`,
    );
    const start = process.hrtime.bigint();
    const times = await readWhile(async () => {
      for (let season = 0; season < LOAD_SEASONS; season++) {
        const info = (await simulating.get('/api/dashboard/')).body as { info: { lastWeek: number } }; // preseason -> season
        await simulating.get(`/api/sim/${info.info.lastWeek + 1}/`);
        for (const page of ['/api/summary/', '/api/roster_progression/', '/api/recruiting_summary/', '/api/noncon/'])
          await simulating.get(page);
      }
    });
    const figures = { p50: percentile(times, 0.5), p95: percentile(times, 0.95), calls: times.length };
    console.log(
      `hosted: ${OTHER_PLAYERS} players reading pages while another plays ${LOAD_SEASONS} seasons with offseasons `
        + `(${(ms(start) / 1000).toFixed(1)} s): ${figures.calls} calls, p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, max ${times[times.length - 1]?.toFixed(1)} ms`,
    );
    return figures;
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
