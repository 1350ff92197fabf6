// An online league of 32 coaches through one week (`npm run bench -- league`): the real server (bin/dynasty serve,
// compiled, in a child process behind a trusted loopback "proxy", so each coach has his own client address and his
// own limits), 32 accounts with their sessions, one league on one save. Week 1 is reached by every coach's Ready;
// then all 32 at once read their pages (frame, dashboard, the league, the board, prospects, depth chart, roster,
// schedule, poll) and make their changes (recruiting orders, the board, the depth chart, Ready). Prints every page's
// p95 beside the 200 ms goal, every change's beside 300 ms, and the league's week (from the last Ready to the league
// on the next week) beside 3 s, with pages read while it plays, and the machine's load; and the server's CPU time for
// the coaches' calls and for the week (threadCpu.ts: it hardly moves with the load, where the wall times do).
// BENCH_CPU_PROF=dir: the server writes V8 CPU profiles of its threads there (node --cpu-prof), and the bench prints
// when each phase ran on the profiles' clock (the monotonic clock both processes read).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seasonLeague } from '../src/core/data/league.js';
import { LEAGUE_HEADER } from '../src/shared/programHeader.js';
import type { InviteResponse, LeagueResponse } from '../src/shared/league-types.js';
import { Browser, type BrowserCall } from '../tests/server/browser.js';
import type { Answer } from '../tests/server/helpers.js';
import { percentile } from './playedSave.js';
import { startHostedServer } from './server.js';
import { processCpuMs } from './threadCpu.js';

type CpuMs = NonNullable<ReturnType<typeof processCpuMs>>;

const COACHES = Number(process.env.BENCH_COACHES ?? 32);
const PASSWORD = 'fourth and long';
const GOALS = { page: 200, change: 300, week: 3000 };

/** A coach's browser from his own address (the proxy's X-Forwarded-For), each call timed into `times`. */
class Coach extends Browser {
  league = '';
  constructor(
    base: string,
    readonly address: string,
    readonly times: Map<string, number[]>,
  ) {
    super(base);
  }

  override async request<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options: BrowserCall = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'X-Forwarded-For': this.address, ...options.headers };
    if (this.league && !path.startsWith('/api/leagues/')) headers[LEAGUE_HEADER] = this.league;
    const start = process.hrtime.bigint();
    const answer = await super.request<T>(method, path, body, { ...options, headers });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (answer.status >= 500 || answer.status === 429) throw new Error(`${method} ${path}: ${answer.text}`);
    const route = path
      .replace(/\?.*$/, '')
      .replace(/^\/api\/[^/]+\/(depth|roster|schedule)\//, '/api/:team/$1/')
      .replace(/^\/api\/leagues\/[^/]+\//, '/api/leagues/:id/');
    const name = `${method} ${route}`;
    this.times.set(name, [...(this.times.get(name) ?? []), ms]);
    return answer;
  }
}

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

export async function runLeagueBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'dynasty-bench-league-'));
  const server = await startHostedServer(join(dir, 'users'), ['--trust-proxy', 'loopback']);
  const setup = new Map<string, number[]>();
  try {
    const teams = seasonLeague(2024).teams.map((t) => t.name);
    const coaches = Array.from({ length: COACHES }, (_, i) => new Coach(server.base, `10.0.${i}.${i + 1}`, setup));
    const [commish, ...friends] = coaches;
    await commish.signUp('Commish', PASSWORD);
    const made = await commish.post<LeagueResponse>('/api/leagues/create/', {
      name: 'Thirty-Two',
      year: 2024,
      team: teams[0],
      playoff_teams: 12,
    });
    const id = made.body.id;
    const invite = (await commish.post<InviteResponse>(`/api/leagues/${id}/invite/`, { hours: 48 })).body;
    await Promise.all(
      friends.map(async (coach, i) => {
        await coach.signUp(`Coach ${i + 1}`, PASSWORD);
        const joined = await coach.post('/api/leagues/join/', { token: invite.token, team: teams[(i + 1) * 4] });
        if (joined.status !== 200) throw new Error(`join: ${joined.text}`);
      }),
    );
    const started = await commish.post<LeagueResponse>(`/api/leagues/${id}/start/`);
    if (started.status !== 200) throw new Error(`start: ${started.text}`);
    const view = () => commish.get<LeagueResponse>(`/api/leagues/${id}/`);
    const atTurn = async (turn: number) => {
      for (;;) {
        const game = (await view()).body.game;
        if (game && game.turn >= turn && !game.moving_on) return game;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    // Everyone ready through the preseason: the league on week 1.
    await Promise.all(coaches.map((coach) => coach.post(`/api/leagues/${id}/ready/`, { ready: true })));
    const week1 = await atTurn(1);

    // The week: every coach at once, his pages and his changes, then Ready.
    const times = new Map<string, number[]>();
    const cpuAtWeek = processCpuMs(server.pid);
    const marks = [Number(process.hrtime.bigint() / 1000n)];
    const inGame = coaches.map((coach, i) => {
      const own = new Coach(server.base, coach.address, times);
      for (const [k, v] of coach.cookies) own.cookies.set(k, v);
      own.csrfToken = coach.csrfToken;
      own.league = id;
      return { coach: own, index: i };
    });
    const readies: number[] = [];
    await Promise.all(
      inGame.map(async ({ coach, index }) => {
        const frame = (await coach.get<{ info: { team: string } }>('/api/frame/')).body;
        const team = encodeURIComponent(frame.info.team);
        await coach.get('/api/dashboard/');
        await coach.get(`/api/leagues/${id}/`);
        await coach.get('/api/recruiting/board/');
        const search = await coach.get<{ prospects: { id: number }[] }>(
          `/api/recruiting/prospects/?per_page=20&page=${1 + (index % 5)}`,
        );
        const prospects = search.body.prospects.map((p) => p.id);
        const chart = await coach.get<{ positions: { pos: string; players: { id: number }[] }[] }>(
          `/api/${team}/depth/?pos=QB`,
        );
        await coach.get(`/api/${team}/roster/`);
        await coach.get(`/api/${team}/schedule/`);
        await coach.get('/api/rankings/');
        for (const prospect of prospects.slice(0, 3)) {
          await coach.post('/api/recruiting/board/add/', { prospect });
          await coach.post('/api/recruiting/scout/', { prospect });
          await coach.post('/api/recruiting/contact/', { prospect });
        }
        await coach.post('/api/recruiting/offer/', { prospect: prospects[0] });
        await coach.get('/api/recruiting/board/');
        const quarterbacks = chart.body.positions.find((p) => p.pos === 'QB')?.players.map((p) => p.id) ?? [];
        if (quarterbacks.length > 1) {
          await coach.post('/api/depth/', { pos: 'QB', player: quarterbacks[1], slot: 1 });
          await coach.post('/api/depth/', { pos: 'QB', player: quarterbacks[0], slot: 1 });
        }
        await coach.get(`/api/${team}/depth/?pos=QB`);
        await coach.get('/api/dashboard/');
        await coach.post(`/api/leagues/${id}/ready/`, { ready: true });
        readies.push(Number(process.hrtime.bigint() / 1_000_000n));
      }),
    );
    // The last Ready started the week; pages read while it plays (a few coaches looking at theirs).
    const lastReady = Math.max(...readies);
    const cpuAtReady = processCpuMs(server.pid);
    marks.push(Number(process.hrtime.bigint() / 1000n));
    const during = new Map<string, number[]>();
    let playing = true;
    const readers = inGame.slice(1, 9).map(async ({ coach }) => {
      const reader = new Coach(server.base, coach.address, during);
      for (const [k, v] of coach.cookies) reader.cookies.set(k, v);
      reader.league = id;
      while (playing) {
        await reader.get(`/api/leagues/${id}/`);
        await reader.get('/api/rankings/');
      }
    });
    const week2 = await atTurn(week1.turn + 1);
    const week = Number(process.hrtime.bigint() / 1_000_000n) - lastReady;
    const cpuAtNextWeek = processCpuMs(server.pid);
    marks.push(Number(process.hrtime.bigint() / 1000n));
    playing = false;
    await Promise.all(readers);

    const pages = [...times].filter(([name]) => name.startsWith('GET '));
    const changes = [...times].filter(([name]) => name.startsWith('POST '));
    const line = (label: string, values: number[], goal: number) => {
      if (values.length === 0) return;
      const p95 = percentile(values, 0.95);
      console.log(
        `league   ${label.padEnd(60)} p95 ${p95.toFixed(0).padStart(5)} ms (p50 ${percentile(values, 0.5).toFixed(0)}, n ${values.length})   goal <= ${goal} ms   ${p95 <= goal ? 'ok' : 'MISSED'}`,
      );
    };
    console.log(`league   ${COACHES} coaches, one save, ${week1.where} -> ${week2.where}`);
    for (const [name, values] of pages) line(`page ${name}`, values, GOALS.page);
    for (const [name, values] of changes) line(`change ${name}`, values, GOALS.change);
    line(
      'every page',
      pages.flatMap(([, v]) => v),
      GOALS.page,
    );
    line(
      'every change',
      changes.flatMap(([, v]) => v),
      GOALS.change,
    );
    line('pages read while the week plays', [...during.values()].flat(), GOALS.page);
    console.log(
      `league   the week, last Ready to the league on the next week: ${(week / 1000).toFixed(2)} s   goal <= 3 s   ${week <= GOALS.week ? 'ok' : 'MISSED'}`,
    );
    const cpu = (label: string, from: CpuMs | null, to: CpuMs | null) => {
      if (!from || !to) return;
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      console.log(
        `league   server CPU, ${label.padEnd(40)} main thread ${s(to.main - from.main)}, process ${s(to.all - from.all)}`,
      );
    };
    cpu("the coaches' pages and changes", cpuAtWeek, cpuAtReady);
    cpu('the week (with the pages read meanwhile)', cpuAtReady, cpuAtNextWeek);
    if (process.env.BENCH_CPU_PROF)
      console.log(
        `league   on the profiles' clock (µs): the coaches' calls ${marks[0]}-${marks[1]}, the week ${marks[1]}-${marks[2]}`,
      );
    console.log(`league   load average at the end: ${load()} (${COACHES} coaches and the server on this machine)`);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runLeagueBench();
}
