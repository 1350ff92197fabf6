// Two real `dynasty serve` processes over one users folder (one server database, one league's save): coaches'
// changes sent to both at once are all there afterwards, whichever process confirmed them; a process killed with
// SIGKILL in mid-week, while changes are in flight to it, loses none it confirmed (a Ready neither), and the other
// plays on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAGUE_HEADER } from '../../src/shared/programHeader.js';
import type { InviteResponse, LeagueResponse } from '../../src/shared/league-types.js';
import { Browser } from '../server/browser.js';
import { startServeProcess, type ServeProcess } from './serveProcess.js';

const PASSWORD = 'fourth and long';
const TEAMS = ['Iowa State', 'Iowa', 'Kansas'];
/** Generous per-address limits: every coach here calls from 127.0.0.1. */
const ARGS = ['--seed', '7', '--changes-per-minute', '100000', '--reads-per-minute', '100000'];
const ARGS_AT_ONCE = ['--changes-at-once', '1000', '--reads-at-once', '1000'];

let dir: string;
let a: ServeProcess;
let b: ServeProcess;
let id: string;
/** Each coach's signed-in browser (its cookies and CSRF token), as first made on server A. */
const coaches: Browser[] = [];

const start = () => startServeProcess(['--users-dir', join(dir, 'users'), ...ARGS, ...ARGS_AT_ONCE]);

/** The coach's browser on another server: the same session, that server's origin. */
function on(server: ServeProcess, coach: Browser): Browser {
  const browser = new Browser(server.base);
  for (const [name, value] of coach.cookies) browser.cookies.set(name, value);
  browser.csrfToken = coach.csrfToken;
  return browser;
}

const inLeague = () => ({ headers: { [LEAGUE_HEADER]: id } });

async function prospectIds(coach: Browser, page: number): Promise<number[]> {
  const found = await coach.get<{ prospects: { id: number }[] }>(
    `/api/recruiting/prospects/?per_page=12&page=${page}`,
    inLeague(),
  );
  expect(found.status, found.text).toBe(200);
  return found.body.prospects.map((p) => p.id);
}

/** The prospects on the coach's board, as the server answers. */
async function board(coach: Browser): Promise<Set<number>> {
  const found = await coach.get<{ prospects: { id: number }[] }>(
    '/api/recruiting/prospects/?board=1&per_page=100',
    inLeague(),
  );
  expect(found.status, found.text).toBe(200);
  return new Set(found.body.prospects.map((p) => p.id));
}

/** Puts a prospect on the board; true when the server confirmed it (a refusal or a dropped connection is not). */
async function addToBoard(coach: Browser, prospect: number): Promise<boolean> {
  const answer = await coach.post('/api/recruiting/board/add/', { prospect }, inLeague()).catch(() => null);
  if (answer && answer.status >= 500) throw new Error(answer.text);
  return answer?.status === 200;
}

async function turnOf(coach: Browser): Promise<{ turn: number; moving_on: boolean }> {
  const league = await coach.get<LeagueResponse>(`/api/leagues/${id}/`);
  expect(league.status, league.text).toBe(200);
  return league.body.game!;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-two-servers-'));
  a = await start();
  b = await start();
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('two server processes over one league', () => {
  it('keep every change either confirmed, sent to both at once', async () => {
    const commish = new Browser(a.base);
    expect((await commish.signUp('Commish', PASSWORD)).status).toBe(200);
    const made = await commish.post<LeagueResponse>('/api/leagues/create/', {
      name: 'Two Servers',
      year: 2024,
      team: TEAMS[0],
      playoff_teams: 4,
    });
    expect(made.status, made.text).toBe(200);
    id = made.body.id;
    const invite = (
      await commish.post<InviteResponse>(`/api/leagues/${id}/invite/`, { hours: 48, seats: TEAMS.length - 1 })
    ).body;
    coaches.push(commish);
    for (const [i, team] of TEAMS.slice(1).entries()) {
      // Signed up on B, joined on A: one server database.
      const coach = new Browser(b.base);
      expect((await coach.signUp(`Coach ${i}`, PASSWORD)).status).toBe(200);
      const joined = await on(a, coach).post('/api/leagues/join/', { token: invite.token, team });
      expect(joined.status, joined.text).toBe(200);
      coaches.push(coach);
    }
    expect((await on(b, commish).post(`/api/leagues/${id}/start/`)).status).toBe(200);

    // Every coach puts prospects on his board, alternately through A and B, all at once.
    const confirmed = await Promise.all(
      coaches.map(async (coach, i) => {
        const prospects = await prospectIds(on(a, coach), i + 1);
        const sent = await Promise.all(
          prospects.map(async (prospect, k) => ((await addToBoard(on(k % 2 ? b : a, coach), prospect)) ? prospect : 0)),
        );
        return sent.filter((p) => p !== 0);
      }),
    );
    for (const [i, coach] of coaches.entries()) {
      expect(confirmed[i].length).toBeGreaterThan(0);
      for (const server of [a, b]) {
        const onBoard = await board(on(server, coach));
        for (const prospect of confirmed[i]) expect(onBoard.has(prospect), `${TEAMS[i]} ${prospect}`).toBe(true);
      }
    }

    // Ready on either server: the league moves on once, seen by both.
    await Promise.all(
      coaches.map((coach, i) => on(i % 2 ? a : b, coach).post(`/api/leagues/${id}/ready/`, { ready: true })),
    );
    for (;;) {
      const game = await turnOf(on(a, commish));
      if (game.turn >= 1 && !game.moving_on) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await turnOf(on(b, commish))).turn).toBe(1);
  }, 240_000);

  it('lose nothing confirmed when one is killed in mid-week', async () => {
    const before = await Promise.all(coaches.map((coach) => board(on(b, coach))));
    const fresh = await Promise.all(
      coaches.map(async (coach, i) => (await prospectIds(on(b, coach), 10 + i)).filter((p) => !before[i].has(p))),
    );
    // One coach is ready through A before the kill: that is a confirmed change too.
    expect((await on(a, coaches[1]).post(`/api/leagues/${id}/ready/`, { ready: true })).status).toBe(200);
    // Changes stream to A (every coach) and to B; A is killed once it has confirmed a few, others in flight.
    const confirmed: number[][] = coaches.map(() => []);
    let confirmedByA = 0;
    let killed = false;
    const killA = async () => {
      killed = true;
      const exited = new Promise((resolve) => a.child.once('exit', resolve));
      a.child.kill('SIGKILL');
      await exited;
    };
    let killing: Promise<void> | null = null;
    await Promise.all(
      coaches.map(async (coach, i) => {
        for (const [k, prospect] of fresh[i].entries()) {
          const viaA = k % 3 !== 2;
          if (viaA && killed) continue;
          const ok = await addToBoard(on(viaA ? a : b, coach), prospect);
          if (!ok) continue;
          confirmed[i].push(prospect);
          if (viaA && ++confirmedByA === 6) killing = killA();
        }
      }),
    );
    await killing;
    expect(killed).toBe(true);
    expect(a.child.signalCode).toBe('SIGKILL');

    // B answers for every coach: every confirmed change is there, and the week goes on.
    for (const [i, coach] of coaches.entries()) {
      const onBoard = await board(on(b, coach));
      for (const prospect of [...before[i], ...confirmed[i]]) expect(onBoard.has(prospect), `${prospect}`).toBe(true);
    }
    const league = await on(b, coaches[0]).get<LeagueResponse>(`/api/leagues/${id}/`);
    expect(league.body.coaches.find((c) => c.team === TEAMS[1])?.ready).toBe(true);
    expect(league.body.game?.turn).toBe(1);
    // A started again over the same files sees them too.
    a = await start();
    for (const [i, coach] of coaches.entries()) {
      const onBoard = await board(on(a, coach));
      for (const prospect of confirmed[i]) expect(onBoard.has(prospect)).toBe(true);
    }
    const others = [coaches[0], coaches[2]];
    await Promise.all(others.map((coach) => on(b, coach).post(`/api/leagues/${id}/ready/`, { ready: true })));
    for (;;) {
      const game = await turnOf(on(a, coaches[0]));
      if (game.turn >= 2 && !game.moving_on) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }, 240_000);
});
