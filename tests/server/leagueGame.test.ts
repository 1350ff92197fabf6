// An online league's one save on the real server over a loopback port, with three coaches' browsers and an injected
// clock: the commissioner starts it (each coach's program coached in it, a late joiner's too); every game call of a
// coach acts for his own program, bound from his session, whatever he sends (generated over the contract's changing
// calls: another program's rows in the save never change); the week moves on when every coach is ready, at the
// deadline (the late coach on auto-pilot until he acts) or at the commissioner's command, each in the log.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesGame } from '../../src/shared/contract/effects.js';
import { ROUTES } from '../../src/shared/contract/routes.js';
import type { RouteEntry } from '../../src/shared/contract/entry.js';
import { LEAGUE_HEADER, PROGRAM_HEADER } from '../../src/shared/programHeader.js';
import type { ForcibleGames, InviteResponse, LeagueResponse } from '../../src/shared/league-types.js';
import type { CoachResponse } from '../../src/shared/types/coach.js';
import type { Db } from '../../src/store/database.js';
import { programOf } from '../../src/store/program.js';
import { betterSqliteEngine } from '../../src/store/sqlite/betterSqlite.js';
import { programFootprint } from '../helpers/programFootprint.js';
import { Browser, signedUpBrowser } from './browser.js';
import { openStream } from './eventStream.js';
import { startServer, type Running } from './helpers.js';

const PASSWORD = 'fourth and long';
const SEED = 78;
const HOUR = 3_600_000;

let dir: string;
let server: Running;
let now = Date.UTC(2026, 10, 27, 20, 0);
/** While set, a league's advance waits on it once it holds the league (the test lets it go on). */
let held: Promise<void> | null = null;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-league-game-'));
  server = await startServer({
    mode: { kind: 'hosted', usersDir: join(dir, 'users') },
    limits: { changesPerMinute: 100_000 },
    clock: () => now,
    deadlineCheckMs: 0,
    leagueAdvanceHook: () => held ?? Promise.resolve(),
  });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

function signedUp(name: string): Promise<Browser> {
  return signedUpBrowser(server.base, name, PASSWORD);
}

let commish: Browser;
let friend: Browser;
let late: Browser;
let id: string;

const inLeague = () => ({ headers: { [LEAGUE_HEADER]: id } });

async function view(browser: Browser): Promise<LeagueResponse> {
  const answer = await browser.get<LeagueResponse>(`/api/leagues/${id}/`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** The league as it stands once it has played `turn` turns (an advance nobody waits on runs meanwhile). */
async function atTurn(browser: Browser, turn: number): Promise<LeagueResponse> {
  for (;;) {
    const league = await view(browser);
    if (league.game && league.game.turn >= turn && !league.game.moving_on) return league;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Reads the league's save beside the running server. */
function inSave<T>(read: (db: Db) => T): T {
  const db = betterSqliteEngine.file!(join(dir, 'users', 'leagues', id, 'league.db'), { mustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** Iowa State's rows in the league's save (the commissioner's program). */
function iowaStateRows(): Record<string, string> {
  return inSave((db) => programFootprint(db, programOf(db, 'Iowa State')));
}

describe("an online league's one save", () => {
  it('is made when the commissioner starts the league, with each coach a coached program', async () => {
    commish = await signedUp('Commish');
    const made = await commish.post<LeagueResponse>('/api/leagues/create/', {
      name: 'Saturday Friends',
      year: 2024,
      team: 'Iowa State',
      playoff_teams: 4,
    });
    expect(made.status, made.text).toBe(200);
    id = made.body.id;
    const invite = (await commish.post<InviteResponse>(`/api/leagues/${id}/invite/`, { hours: 48, seats: 2 })).body;
    friend = await signedUp('Hawkeye Fan');
    expect((await friend.post('/api/leagues/join/', { token: invite.token, team: 'Iowa' })).status).toBe(200);

    // No game before the start; only the commissioner starts it.
    expect((await friend.get('/api/frame/', inLeague())).status).toBe(409);
    expect((await friend.post(`/api/leagues/${id}/start/`)).status).toBe(403);
    const started = await commish.post<LeagueResponse>(`/api/leagues/${id}/start/`);
    expect(started.status, started.text).toBe(200);
    expect(started.body.game).toMatchObject({ turn: 0, where: '2024: Non-Conference scheduling' });
    expect((await commish.post(`/api/leagues/${id}/start/`)).status).toBe(409);

    // A coach who joins the started league takes his program in its game.
    late = await signedUp('Jayhawk');
    expect((await late.post('/api/leagues/join/', { token: invite.token, team: 'Kansas' })).status).toBe(200);
    const programs = await late.get<{ programs: { team: string; acting: boolean }[] }>('/api/programs/', inLeague());
    expect(programs.status, programs.text).toBe(200);
    expect(programs.body.programs.map((p) => p.team).sort()).toEqual(['Iowa', 'Iowa State', 'Kansas']);
    expect(programs.body.programs.find((p) => p.acting)?.team).toBe('Kansas');
    const frame = await friend.get<{ info: { team: string; playoffFormat: { teams: number } } }>(
      '/api/frame/',
      inLeague(),
    );
    expect(frame.body.info).toMatchObject({ team: 'Iowa', playoffFormat: { teams: 4 } });
    // Who else has business left is not told in a league.
    expect(frame.body.info).not.toHaveProperty('programs');
  });

  it("binds each coach's calls to his own program, from his session", async () => {
    const board = await friend.get('/api/recruiting/board/', inLeague());
    expect(board.status, board.text).toBe(200);
    // Naming another program is refused, not followed; so is a stranger, a missing session, a missing token.
    const crafted = await friend.get('/api/recruiting/board/', {
      headers: { [LEAGUE_HEADER]: id, [PROGRAM_HEADER]: 'Iowa%20State' },
    });
    expect(crafted.status).toBe(403);
    const stranger = await signedUp('Stranger');
    expect((await stranger.get('/api/frame/', inLeague())).status).toBe(404);
    expect((await new Browser(server.base).get('/api/frame/', inLeague())).status).toBe(401);
    expect((await friend.post('/api/depth/auto/', {}, { ...inLeague(), without: ['X-CSRF-Token'] })).status).toBe(403);
    // Moving the league on, or his saves, are not a coach's calls in a league.
    expect((await friend.get('/api/sim/2/', inLeague())).status).toBe(403);
    expect((await friend.post('/api/advance/', {}, inLeague())).status).toBe(403);
    expect((await friend.get('/api/saves/', inLeague())).status).toBe(403);
    // Nor is taking another program's job: the commissioner moves coaches.
    expect((await friend.post('/api/coach/accept/', { team: 'Kansas' }, inLeague())).status).toBe(403);
  });

  it("lets no crafted change of the contract's reach another program (generated)", async () => {
    const changing = Object.values(ROUTES as unknown as Record<string, RouteEntry>).filter(
      (entry) => entry.effects.save !== 'none' && changesGame(entry.effects, { query: {}, body: { team: 'x' } }),
    );
    expect(changing.length).toBeGreaterThan(40);
    const before = iowaStateRows();
    const teamHeader = fc.constantFrom<string | undefined>(undefined, 'Iowa%20State', 'Iowa', 'iowa%20state', 'ISU');
    const body: fc.Arbitrary<object> = fc.oneof(
      fc.constant({}),
      fc.record({ team: fc.constantFrom('Iowa State', 'Iowa', 'ISU') }, { requiredKeys: [] }),
      fc.dictionary(
        fc.constantFrom('team', 'player', 'id', 'prospect', 'game', 'on', 'week', 'seat', 'winner', 'amount'),
        fc.oneof(fc.constantFrom('Iowa State', 1, 2, 100, true, 'Kansas'), fc.integer({ min: 1, max: 5000 })),
        { maxKeys: 4 },
      ),
    );
    const refusedLeagueWide: string[] = [];
    const ownDone: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...changing), teamHeader, body, async (entry, team, sent) => {
        const path = entry.path
          .replace(':week', '3')
          .replace(':team', 'Iowa%20State')
          .replace(/:[a-z]+/g, '1');
        const headers: Record<string, string> = { [LEAGUE_HEADER]: id };
        if (team !== undefined) headers[PROGRAM_HEADER] = team;
        const answer =
          entry.method === 'POST'
            ? await friend.post(`${path}/`, sent, { headers })
            : await friend.get(`${path}/?team=Iowa%20State`, { headers });
        expect(answer.status, `${entry.method} ${entry.path}: ${answer.text}`).toBeLessThan(500);
        if (entry.effects.actsFor === 'program' && answer.status < 300) ownDone.push(entry.path);
        if (entry.effects.actsFor !== 'program') {
          expect(answer.status, `${entry.method} ${entry.path}`).toBeGreaterThanOrEqual(400);
          refusedLeagueWide.push(entry.path);
        }
        expect(iowaStateRows(), `${entry.method} ${entry.path} ${JSON.stringify(sent)}`).toEqual(before);
      }),
      {
        seed: SEED,
        numRuns: 80,
        examples: [
          ...changing.map((entry): [RouteEntry, string | undefined, object] => [entry, 'Iowa%20State', {}]),
          // One of his own changes, whatever the generated runs draw.
          [changing.find((entry) => entry.path === '/api/depth/auto')!, undefined, {}],
        ],
      },
    );
    expect(refusedLeagueWide.length).toBeGreaterThan(0);
    // Some of his own changes went through (for Iowa), and still nothing of Iowa State's moved.
    expect(ownDone.length).toBeGreaterThan(0);
  });
});

describe('the week together', () => {
  it('moves on when every coach is ready, and not before', async () => {
    expect((await friend.post(`/api/leagues/${id}/ready/`, { ready: true })).status).toBe(200);
    expect((await commish.post(`/api/leagues/${id}/ready/`, { ready: true })).status).toBe(200);
    let league = await view(friend);
    expect(league.game?.turn).toBe(0);
    expect(Object.fromEntries(league.coaches.map((c) => [c.team, c.ready]))).toEqual({
      'Iowa State': true,
      Iowa: true,
      Kansas: false,
    });
    expect((await late.post(`/api/leagues/${id}/ready/`, { ready: true })).status).toBe(200);
    league = await atTurn(late, 1);
    expect(league.game?.where).toMatch(/^2024: Week 1 of/);
    expect(league.coaches.every((c) => !c.ready)).toBe(true);
    expect(league.log[0].text).toMatch(/every coach was ready/);
  });

  it('moves on at the deadline, the coach who missed it on auto-pilot until he acts', async () => {
    const set = await friend.post(`/api/leagues/${id}/deadline/`, { hours: 48 });
    expect(set.status).toBe(403);
    expect((await commish.post<LeagueResponse>(`/api/leagues/${id}/deadline/`, { hours: 48 })).body.game).toMatchObject(
      { deadline_minutes: 48 * 60, deadline_at: now + 48 * HOUR },
    );
    await commish.post(`/api/leagues/${id}/ready/`, { ready: true });
    await friend.post(`/api/leagues/${id}/ready/`, { ready: true });
    now += 47 * HOUR;
    expect((await view(late)).game?.turn).toBe(1);
    now += 2 * HOUR;
    const league = await atTurn(late, 2);
    expect(league.game?.where).toMatch(/^2024: Week 2 of/);
    expect(league.game?.deadline_at).toBe(now + 48 * HOUR);
    expect(league.coaches.find((c) => c.team === 'Kansas')?.auto_pilot).toBe(true);
    expect(league.coaches.find((c) => c.team === 'Iowa')?.auto_pilot).toBe(false);
    expect(league.log.map((e) => e.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Jayhawk missed the deadline: Kansas is on auto-pilot/)]),
    );
    // His staff recruits while he is away.
    const staff = () =>
      inSave((db) =>
        db.get<{ on: number }>('SELECT staff_recruits AS "on" FROM coached_programs WHERE team = \'Kansas\''),
      );
    expect(staff()?.on).toBe(1);
    // He acts: auto-pilot is off.
    expect((await late.post('/api/depth/auto/', {}, inLeague())).status).toBe(200);
    const back = await view(late);
    expect(back.coaches.find((c) => c.team === 'Kansas')?.auto_pilot).toBe(false);
    expect(back.log.map((e) => e.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Jayhawk is back at Kansas/)]),
    );
    expect(staff()?.on).toBe(0);
  });
});

describe("the commissioner's controls, in the open", () => {
  it('pause, advance, God Mode and a forced result, each in the log every coach reads', async () => {
    expect((await friend.post(`/api/leagues/${id}/pause/`, { paused: true })).status).toBe(403);
    expect((await commish.post(`/api/leagues/${id}/pause/`, { paused: true })).status).toBe(200);
    for (const coach of [commish, friend, late]) await coach.post(`/api/leagues/${id}/ready/`, { ready: true });
    now += 49 * HOUR;
    expect((await view(friend)).game).toMatchObject({ turn: 2, paused: true });

    expect((await friend.post(`/api/leagues/${id}/advance/`, {})).status).toBe(403);
    const advanced = await commish.post<LeagueResponse>(`/api/leagues/${id}/advance/`, { reason: 'holiday week' });
    expect(advanced.status, advanced.text).toBe(200);
    expect(advanced.body.game?.turn).toBe(3);
    expect(advanced.body.log[0]).toMatchObject({ by_commissioner: true });
    expect(advanced.body.log[0].text).toMatch(/Commish moved it on: holiday week/);

    // God Mode is off by default: no coach (nor the commissioner) edits the game through it until he turns it on.
    const edit = { action: 'prestige', team: 'Iowa State', prestige: 6 };
    expect((await commish.post('/api/god_mode/', edit, inLeague())).status).toBe(403);
    expect((await friend.post(`/api/leagues/${id}/god_mode/`, { on: true })).status).toBe(403);
    expect((await commish.post(`/api/leagues/${id}/god_mode/`, { on: true })).status).toBe(200);
    expect((await friend.post('/api/god_mode/', edit, inLeague())).status).toBe(403);
    const edited = await commish.post('/api/god_mode/', edit, inLeague());
    expect(edited.status, edited.text).toBe(200);

    // The commissioner picks from the week to come's unplayed games (only he: the others are refused).
    expect((await friend.get(`/api/leagues/${id}/games/`)).status).toBe(403);
    const picker = await commish.get<ForcibleGames>(`/api/leagues/${id}/games/`);
    expect(picker.status, picker.text).toBe(200);
    const unplayed = inSave((db) =>
      db.all<{ id: number; away: string; home: string }>(
        `SELECT id, away, home FROM games WHERE year = 2024 AND home_points IS NULL
            AND week = (SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'current_week') ORDER BY id`,
      ),
    );
    expect(picker.body).toMatchObject({ year: 2024, games: unplayed });
    expect(unplayed.length).toBeGreaterThan(10);
    // A forced result, with its reason: Iowa's next game.
    const gameId = inSave((db) =>
      db.get<{ id: number }>(
        "SELECT id FROM games WHERE (home = 'Iowa' OR away = 'Iowa') AND home_points IS NULL ORDER BY week LIMIT 1",
      ),
    )!.id;
    const force = { game: gameId, winner: 'Iowa', reason: 'the other coach forfeited' };
    expect((await friend.post(`/api/leagues/${id}/force/`, force)).status).toBe(403);
    expect((await commish.post(`/api/leagues/${id}/force/`, { ...force, reason: '' })).status).toBe(400);
    const forced = await commish.post<LeagueResponse>(`/api/leagues/${id}/force/`, force);
    expect(forced.status, forced.text).toBe(200);
    expect(forced.body.log[0]).toMatchObject({ kind: 'forced', by_commissioner: true });
    expect(forced.body.log[0].text).toMatch(/Forced Iowa to win .* Why: the other coach forfeited/);
    // Everyone ready while paused: the league waits, and goes on once the commissioner lets it.
    for (const coach of [commish, friend, late]) await coach.post(`/api/leagues/${id}/ready/`, { ready: true });
    expect((await view(friend)).game?.turn).toBe(3);
    expect((await commish.post(`/api/leagues/${id}/pause/`, { paused: false })).status).toBe(200);
    expect((await atTurn(friend, 4)).game?.paused).toBe(false);
    const log = (await view(late)).log.map((e) => e.text);
    expect(log).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Commish paused the league/),
        expect.stringMatching(/Commish turned God Mode on/),
        expect.stringMatching(/used God Mode: .*prestige/),
      ]),
    );
  });
});

describe('a Ready pressed while the league moves on', () => {
  it('counts for the turn that comes', async () => {
    const turn = (await atTurn(friend, 4)).game!.turn;
    let letGo = (): void => {};
    held = new Promise((resolve) => (letGo = resolve));
    await commish.post(`/api/leagues/${id}/ready/`, { ready: true });
    await friend.post(`/api/leagues/${id}/ready/`, { ready: true });
    await late.post(`/api/leagues/${id}/ready/`, { ready: true });
    // The last Ready started the advance, held open: the league is moving on.
    for (;;) {
      if ((await view(friend)).game?.moving_on) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const during = await friend.post<LeagueResponse>(`/api/leagues/${id}/ready/`, { ready: true });
    expect(during.status, during.text).toBe(200);
    expect(during.body.game).toMatchObject({ turn, moving_on: true });
    expect(during.body.coaches.find((c) => c.team === 'Iowa')?.ready).toBe(true);
    held = null;
    letGo();
    const after = await atTurn(friend, turn + 1);
    expect(after.game?.turn).toBe(turn + 1);
    expect(Object.fromEntries(after.coaches.map((c) => [c.team, c.ready]))).toEqual({
      'Iowa State': false,
      Iowa: true,
      Kansas: false,
    });
    // It counts: the two others ready, the league moves on again.
    await commish.post(`/api/leagues/${id}/ready/`, { ready: true });
    await late.post(`/api/leagues/${id}/ready/`, { ready: true });
    expect((await atTurn(friend, turn + 2)).game?.turn).toBe(turn + 2);
  });

  it("is told to the league's pages as it happens, and so is the advance", async () => {
    const cookie = [...late.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const stream = await openStream(server.base, { Cookie: cookie, [LEAGUE_HEADER]: id });
    try {
      await commish.post(`/api/leagues/${id}/ready/`, { ready: true });
      expect(await stream.next('league', (e) => e.kind === 'ready')).toMatchObject({ league: id });
      await friend.post(`/api/leagues/${id}/ready/`, { ready: true });
      await late.post(`/api/leagues/${id}/ready/`, { ready: true });
      expect(await stream.next('league', (e) => e.kind === 'advance')).toMatchObject({ league: id });
    } finally {
      stream.close();
    }
  });
});

describe('a coach who leaves a started league', () => {
  it("gives his program back to the computer in the league's game", async () => {
    expect((await late.post(`/api/leagues/${id}/leave/`)).status).toBe(200);
    const programs = await friend.get<{ programs: { team: string; business: unknown[] }[] }>(
      '/api/programs/',
      inLeague(),
    );
    expect(programs.body.programs.map((p) => p.team).sort()).toEqual(['Iowa', 'Iowa State']);
    // Another coach's business (his offers, his recruiting left) is not told.
    expect(programs.body.programs.find((p) => p.team === 'Iowa State')?.business).toEqual([]);
    expect((await late.get('/api/frame/', inLeague())).status).toBe(404);
    // The commissioner removes the friend: the commissioner's program is the last coached one.
    const removed = await commish.post(`/api/leagues/${id}/remove/`, { team: 'Iowa', reason: 'moved away' });
    expect(removed.status, removed.text).toBe(200);
    expect(inSave((db) => db.all<{ team: string }>('SELECT team FROM coached_programs').map((r) => r.team))).toEqual([
      'Iowa State',
    ]);
  });
});

/** A coach does not take another program's job himself while he has his own (the commissioner moves him). */
async function refusedWhileEmployed(): Promise<void> {
  const kept = await commish.post('/api/coach/accept/', { team: 'Kansas' }, inLeague());
  expect(kept.status, kept.text).toBe(403);
}

/**
 * The program's patience has run out: it fires its coach when the season ends, whatever its last games bring (no
 * season's record, ranking or title lifts him back from -1000 to the firing line: coaches/tuning.ts SECURITY).
 */
function firesItsCoach(team: string): void {
  inSave((db) =>
    db.run(
      'UPDATE coaches SET security = -1000, since = 2019 WHERE id = (SELECT coach_id FROM coached_programs WHERE team = ?)',
      [team],
    ),
  );
}

/**
 * The absent coach, fired by Kansas and never acting, misses the summary's deadline: auto-pilot takes his best offer
 * and the league moves on; back, he coaches his new program.
 */
async function absentCoachPlaced(absent: Browser): Promise<string> {
  await commish.post(`/api/leagues/${id}/ready/`, { ready: true });
  const turn = (await view(commish)).game!.turn;
  now += 49 * HOUR;
  const league = await atTurn(commish, turn + 1);
  expect(league.game?.where).toBe('2024: Roster Progression');
  const placed = league.coaches.find((c) => c.name === 'Absent');
  expect(placed?.auto_pilot).toBe(true);
  expect(placed?.team).not.toBe('Kansas');
  const texts = league.log.map((e) => e.text);
  expect(texts).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^Absent missed the deadline: Kansas is on auto-pilot/),
      `Absent, fired by Kansas, took the job at ${placed!.team} by auto-pilot (his best offer).`,
    ]),
  );
  const back = await absent.get<CoachResponse>('/api/coach/', inLeague());
  expect(back.body).toMatchObject({ fired: false, team: { name: placed!.team } });
  expect((await absent.post('/api/depth/auto/', {}, inLeague())).status).toBe(200);
  const after = await view(absent);
  expect(after.you.team).toBe(placed!.team);
  expect(after.coaches.find((c) => c.name === 'Absent')?.auto_pilot).toBe(false);
  return placed!.team;
}

describe("a league's seasons", () => {
  it('go through a season and its offseason into the next; a fired coach takes a job, or auto-pilot does', async () => {
    const seen: string[] = [];
    let tookJob = '';
    let placed = '';
    // A coach joins at Kansas and never comes back.
    const invite = (await commish.post<InviteResponse>(`/api/leagues/${id}/invite/`, { hours: 48 })).body;
    const absent = await signedUp('Absent');
    expect((await absent.post('/api/leagues/join/', { token: invite.token, team: 'Kansas' })).status).toBe(200);
    for (let turn = 0; turn < 60; turn++) {
      const answer = await commish.post<LeagueResponse>(`/api/leagues/${id}/advance/`, {});
      expect(answer.status, answer.text).toBe(200);
      const where = answer.body.game?.where ?? '';
      seen.push(where);
      if (where === '2024: National championship') {
        await refusedWhileEmployed();
        firesItsCoach('Iowa State');
        firesItsCoach('Kansas');
      }
      if (where === '2024: Season Summary') {
        const page = await commish.get<CoachResponse>('/api/coach/', inLeague());
        expect(page.body).toMatchObject({ fired: true, can_accept: true });
        tookJob = page.body.offers[0].team;
        const taken = await commish.post('/api/coach/accept/', { team: tookJob }, inLeague());
        expect(taken.status, taken.text).toBe(200);
        const league = await view(commish);
        expect(league.you.team).toBe(tookJob);
        expect(league.log[0].text).toBe(`Commish, fired by Iowa State, took the job at ${tookJob}.`);
        // His calls act for his new program.
        const coach = await commish.get<CoachResponse>('/api/coach/', inLeague());
        expect(coach.body).toMatchObject({ fired: false, team: { name: tookJob } });
        placed = await absentCoachPlaced(absent);
        seen.push('2024: Roster Progression');
      }
      if (where.startsWith('2025:') && /Week 1 of/.test(where)) break;
    }
    expect(tookJob).not.toBe('');
    expect(placed).not.toBe(tookJob);
    expect(seen.at(-1)).toMatch(/^2025: Week 1 of/);
    expect(seen).toEqual(
      expect.arrayContaining([
        '2024: National championship',
        '2024: Season Summary',
        '2024: Roster Progression',
        '2024: Recruiting Summary',
        '2025: Non-Conference scheduling',
      ]),
    );
  });
});
