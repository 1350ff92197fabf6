// What a coach meets in an online league, on the real server over a loopback port with an injected clock: he makes
// his head coach when he takes his program (the commissioner when he creates the league), as at a new game; his
// pages hear the league start on its live stream; the deadline may be minutes; leaving refuses what it does not
// take; God Mode's refusals give their own reason and its edits are in the log in words; an invitation shows whose
// league it is before signing in; a league's name takes the punctuation people type.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SCHEMA } from '../../src/server/accounts/accountSchema.js';
import { openServerDb } from '../../src/server/accounts/serverDb.js';
import { LEAGUE_PLAY_SCHEMA, LEAGUE_SCHEMA } from '../../src/server/leagues/leagueSchema.js';
import { Leagues } from '../../src/server/leagues/leagues.js';
import type { InvitationResponse, InviteResponse, LeagueResponse } from '../../src/shared/league-types.js';
import type { CoachResponse } from '../../src/shared/types/coach.js';
import { LEAGUE_HEADER } from '../../src/shared/programHeader.js';
import { betterSqliteEngine } from '../../src/store/sqlite/betterSqlite.js';
import { Browser, signedUpBrowser } from './browser.js';
import { openStream } from './eventStream.js';
import { startServer, type Running } from './helpers.js';

const PASSWORD = 'fourth and long';
const SEED = 92;
const MINUTE = 60_000;

let dir: string;
let server: Running;
const now = Date.UTC(2026, 10, 27, 20, 0);
const internalErrors: unknown[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-league-coaching-'));
  server = await startServer({
    mode: { kind: 'hosted', usersDir: join(dir, 'users') },
    limits: { changesPerMinute: 100_000 },
    // A dozen coaches sign up from this one address.
    accounts: { limits: { signUpsPerAddressPerHour: 100 } },
    clock: () => now,
    deadlineCheckMs: 0,
    onInternalError: (error) => internalErrors.push(error),
  });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

function signedUp(name: string): Promise<Browser> {
  return signedUpBrowser(server.base, name, PASSWORD);
}

const cookieOf = (browser: Browser) => [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

let commish: Browser;
let friend: Browser;
let id: string;
let invite: InviteResponse;
/** The league whose coaches made their head coaches (the others' leagues take the game's). */
let maker: Browser;
let madeId: string;
let madeInvite: InviteResponse;
const inLeague = (league = id) => ({ headers: { [LEAGUE_HEADER]: league } });

async function view(browser: Browser, league = id): Promise<LeagueResponse> {
  const answer = await browser.get<LeagueResponse>(`/api/leagues/${league}/`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** The head coach of the program the browser coaches in the league's game, as his coach page shows him. */
async function coachOf(browser: Browser, league: string): Promise<CoachResponse['coach']> {
  const page = await browser.get<CoachResponse>('/api/coach/', inLeague(league));
  expect(page.status, page.text).toBe(200);
  return page.body.coach;
}

describe('a coach taking his program in a league', () => {
  it('makes his head coach as at a new game, the commissioner when he creates the league', async () => {
    maker = await signedUp('Maker');
    const made = await maker.post<LeagueResponse>('/api/leagues/create/', {
      name: 'Coaches League',
      year: 2024,
      team: 'Iowa State',
      playoff_teams: 4,
      coach: { name: "Pat O'Brien", background: 'recruiter', offense: 'air_raid', points: 'recruiting=4' },
    });
    expect(made.status, made.text).toBe(200);
    madeId = made.body.id;
    // A coach without a program, or one the game cannot make, is refused: nothing is made.
    const noProgram = await maker.post('/api/leagues/create/', {
      name: 'No Program',
      year: 2024,
      coach: { name: 'Dana Whitfield' },
    });
    expect(noProgram.status, noProgram.text).toBe(400);
    // For three coaches: the friend, a late one, and one whose coach the game refuses.
    madeInvite = (await maker.post<InviteResponse>(`/api/leagues/${madeId}/invite/`, { hours: 48, seats: 3 })).body;

    const friend = await signedUp('Hawkeye Maker');
    const badName = await friend.post('/api/leagues/join/', {
      token: madeInvite.token,
      team: 'Iowa',
      coach: { name: 'X' },
    });
    expect(badName.status).toBe(400);
    expect(badName.text).toMatch(/Coach name/);
    const tooMany = await friend.post('/api/leagues/join/', {
      token: madeInvite.token,
      team: 'Iowa',
      coach: { background: 'alumnus', points: 'recruiting=11' },
    });
    expect(tooMany.status).toBe(400);
    expect((await view(maker, madeId)).coaches.map((c) => c.team)).toEqual(['Iowa State']);
    const unknownField = await friend.post('/api/leagues/join/', {
      token: madeInvite.token,
      team: 'Iowa',
      coach: { nickname: 'Coach' },
    });
    expect(unknownField.status).toBe(400);
    const joined = await friend.post<LeagueResponse>('/api/leagues/join/', {
      token: madeInvite.token,
      team: 'Iowa',
      coach: { name: 'Dana Whitfield', background: 'defensive-coordinator', defense: '3-4' },
    });
    expect(joined.status, joined.text).toBe(200);

    const started = await maker.post<LeagueResponse>(`/api/leagues/${madeId}/start/`);
    expect(started.status, started.text).toBe(200);
    const commissioners = await coachOf(maker, madeId);
    expect(commissioners).toMatchObject({ name: "Pat O'Brien", team: 'Iowa State', scheme: 'air_raid', age: 38 });
    const friends = await coachOf(friend, madeId);
    expect(friends).toMatchObject({ name: 'Dana Whitfield', team: 'Iowa', front: '3-4', age: 38 });
    // A defensive coordinator starts strong on defense: his defense rating is his best.
    const { ratings } = friends;
    expect(ratings.defense).toBeGreaterThan(ratings.offense);
    expect(internalErrors).toEqual([]);
  });

  it('makes his coach when he joins a league under way: the program is his, its old coach out of a job', async () => {
    const late = await signedUp('Jayhawk');
    const joined = await late.post<LeagueResponse>('/api/leagues/join/', {
      token: madeInvite.token,
      team: 'Kansas',
      coach: { name: 'Lance Leipold-Jones', offense: 'spread' },
    });
    expect(joined.status, joined.text).toBe(200);
    const coach = await coachOf(late, madeId);
    expect(coach).toMatchObject({ name: 'Lance Leipold-Jones', team: 'Kansas', scheme: 'spread', age: 38, wins: 0 });
    const db = betterSqliteEngine.file!(join(dir, 'users', 'leagues', madeId, 'league.db'), { mustExist: true });
    try {
      const kansas = db.all<{ id: number; is_user: number }>("SELECT id, is_user FROM coaches WHERE team = 'Kansas'");
      expect(kansas).toEqual([{ id: coach.id, is_user: 1 }]);
    } finally {
      db.close();
    }
    // A coach the game cannot make leaves him out of the league, as if he had not joined.
    const wrong = await signedUp('Wrong Coach');
    const refused = await wrong.post('/api/leagues/join/', {
      token: madeInvite.token,
      team: 'Akron',
      coach: { name: 'Q' },
    });
    expect(refused.status).toBe(400);
    expect((await view(maker, madeId)).coaches.map((c) => c.team)).not.toContain('Akron');
    expect(internalErrors).toEqual([]);
  });
});

/** A started league of two coaches (Iowa State's the commissioner's), their coaches the game's. */
async function startedLeague(): Promise<void> {
  commish = await signedUp('Commish');
  const made = await commish.post<LeagueResponse>('/api/leagues/create/', {
    name: 'Coaches League',
    year: 2024,
    team: 'Iowa State',
    playoff_teams: 4,
  });
  expect(made.status, made.text).toBe(200);
  id = made.body.id;
  // For two coaches: one place is left for a stranger to see (below).
  invite = (await commish.post<InviteResponse>(`/api/leagues/${id}/invite/`, { hours: 48, seats: 2 })).body;
  friend = await signedUp('Hawkeye Fan');
  expect((await friend.post('/api/leagues/join/', { token: invite.token, team: 'Iowa' })).status).toBe(200);
  const started = await commish.post(`/api/leagues/${id}/start/`);
  expect(started.status, started.text).toBe(200);
}

describe('a started league', () => {
  beforeAll(startedLeague);

  describe("a league's deadline", () => {
    it('is set in minutes, from 5, or in hours as before, and said in words', async () => {
      const ten = await commish.post<LeagueResponse>(`/api/leagues/${id}/deadline/`, { minutes: 10 });
      expect(ten.status, ten.text).toBe(200);
      expect(ten.body.game).toMatchObject({ deadline_minutes: 10, deadline_at: now + 10 * MINUTE });
      expect(ten.body.log[0].text).toMatch(/set the deadline: 10 minutes after each advance/);
      for (const body of [{ minutes: 4 }, { minutes: 30 * 24 * 60 + 1 }, { minutes: 10, hours: 1 }, {}, { days: 1 }]) {
        const refused = await commish.post(`/api/leagues/${id}/deadline/`, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
      }
      const hour = await commish.post<LeagueResponse>(`/api/leagues/${id}/deadline/`, { hours: 1 });
      expect(hour.body.game).toMatchObject({ deadline_minutes: 60, deadline_at: now + 60 * MINUTE });
      expect(hour.body.log[0].text).toMatch(/set the deadline: 1 hour after each advance \(/);
      const mixed = await commish.post<LeagueResponse>(`/api/leagues/${id}/deadline/`, { minutes: 90 });
      expect(mixed.body.log[0].text).toMatch(/set the deadline: 1 hour 30 minutes after each advance/);
      expect(
        (await commish.post<LeagueResponse>(`/api/leagues/${id}/deadline/`, { minutes: null })).body.game,
      ).toMatchObject({ deadline_minutes: null, deadline_at: null });
      // An invitation of one hour says so.
      await commish.post(`/api/leagues/${id}/invite/`, { hours: 1 });
      expect((await view(commish)).log[0].text).toMatch(/good for 1 hour\.$/);
    });
  });

  describe("a league's God Mode, from a coach's game", () => {
    it('is refused with its own reason, and each edit is in the log in words', async () => {
      const edit = { action: 'prestige', team: 'Iowa State', prestige: 5 };
      const off = await commish.post<{ error: string }>('/api/god_mode/', edit, inLeague());
      expect(off.status).toBe(403);
      expect(off.body.error).toMatch(/God Mode is off in Coaches League/);
      expect(off.body.error).not.toMatch(/Ready/);
      const coach = await friend.post<{ error: string }>('/api/god_mode/', edit, inLeague());
      expect(coach.status).toBe(403);
      expect(coach.body.error).toMatch(/only the commissioner uses God Mode/);
      expect(coach.body.error).not.toMatch(/Ready/);

      expect((await commish.post(`/api/leagues/${id}/god_mode/`, { on: true })).status).toBe(200);
      const done = await commish.post('/api/god_mode/', edit, inLeague());
      expect(done.status, done.text).toBe(200);
      const entry = (await view(friend)).log.find((e) => e.kind === 'god_mode_edit');
      expect(entry?.text).toBe("The commissioner (Iowa State) used God Mode: Set Iowa State's prestige to 5.");
      // Still the reason of its own for a coach, God Mode on.
      const still = await friend.post<{ error: string }>('/api/god_mode/', edit, inLeague());
      expect(still.body.error).toMatch(/only the commissioner uses God Mode/);
      // Moving the week on from a game page is refused for what it is: the league moves on by Ready.
      const sim = await friend.post<{ error: string }>('/api/advance/', {}, inLeague());
      expect(sim.status).toBe(403);
      expect(sim.body.error).toMatch(/press Ready/);
    });
  });

  describe('leaving a league', () => {
    it('refuses a body it does not take, and the coach stays', async () => {
      const link = (await commish.post<InviteResponse>(`/api/leagues/${id}/invite/`, { hours: 2 })).body;
      const leaver = await signedUp('Leaver');
      expect((await leaver.post('/api/leagues/join/', { token: link.token, team: 'Rice' })).status).toBe(200);
      for (const body of [{ team: 'Rice' }, { confirm: true }, [1]]) {
        const refused = await leaver.post(`/api/leagues/${id}/leave/`, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
      }
      expect((await view(commish)).coaches.map((c) => c.team)).toContain('Rice');
      const left = await leaver.post<{ leagues: unknown[] }>(`/api/leagues/${id}/leave/`, undefined);
      expect(left.status, left.text).toBe(200);
      expect((await view(commish)).coaches.map((c) => c.team)).not.toContain('Rice');
      expect(internalErrors).toEqual([]);
    });
  });

  describe("a league's live stream", () => {
    it("tells a coach's page of the start, opened before the league starts", async () => {
      const boss = await signedUp('Stream Boss');
      const league = (await boss.post<LeagueResponse>('/api/leagues/create/', { name: 'Stream League', year: 2024 }))
        .body;
      const link = (await boss.post<InviteResponse>(`/api/leagues/${league.id}/invite/`, { hours: 2 })).body;
      const coach = await signedUp('Stream Coach');
      expect((await coach.post('/api/leagues/join/', { token: link.token, team: 'Tulane' })).status).toBe(200);
      // An outsider has no stream of it.
      const outsider = await signedUp('Stream Outsider');
      await expect(openStream(server.base, { Cookie: cookieOf(outsider), [LEAGUE_HEADER]: league.id })).rejects.toThrow(
        /404/,
      );
      const stream = await openStream(server.base, { Cookie: cookieOf(coach), [LEAGUE_HEADER]: league.id });
      try {
        expect((await boss.post(`/api/leagues/${league.id}/start/`)).status).toBe(200);
        expect(await stream.next('league', (e) => e.kind === 'started')).toMatchObject({ league: league.id });
      } finally {
        stream.close();
      }
      expect(internalErrors).toEqual([]);
    });
  });

  describe('an invitation', () => {
    it('shows whose league it is to a browser not signed in, with its token and CSRF token only', async () => {
      const stranger = new Browser(server.base);
      await stranger.get('/api/account/');
      const seen = await stranger.post<InvitationResponse>('/api/leagues/invitation/', { token: invite.token });
      expect(seen.status, seen.text).toBe(200);
      expect(seen.body).toMatchObject({ league: id, name: 'Coaches League', commissioner: 'Commish', year: 2024 });
      expect(
        (await stranger.post('/api/leagues/invitation/', { token: invite.token }, { without: ['X-CSRF-Token'] }))
          .status,
      ).toBe(403);
      expect((await stranger.post('/api/leagues/invitation/', { token: 'A'.repeat(43) })).status).toBe(404);
      // Joining still needs an account.
      expect((await stranger.post('/api/leagues/join/', { token: invite.token, team: 'Akron' })).status).toBe(401);
    });
  });
});

describe("a league's name", () => {
  it('takes the punctuation people type, and is shown as typed', async () => {
    const namer = await signedUp('Namer');
    for (const name of ['Friends & Family!', 'Who’s #1? (2024)', 'Sat. Night: CFB', 'Dawgs + Gators / 2024']) {
      const made = await namer.post<LeagueResponse>('/api/leagues/create/', { name, year: 2024 });
      expect(made.status, `${name}: ${made.text}`).toBe(200);
      expect(made.body.name).toBe(name);
      expect(made.body.log[0].text).toContain(`the league ${name} (season 2024`);
    }
    for (const name of ['ab', 'Two  spaces', 'Tab\there', 'Zero\u200bwidth', '- dash first', 'Line\nbreak']) {
      const refused = await namer.post('/api/leagues/create/', { name, year: 2024 });
      expect(refused.status, name).toBe(400);
    }
  });
});

describe("a league's name (generated)", () => {
  it('is taken as typed when it is letters, digits, punctuation and single spaces; refused with a hidden character', () => {
    const folder = mkdtempSync(join(tmpdir(), 'dynasty-league-names-'));
    const db = openServerDb(join(folder, 'server.db'));
    try {
      const leagues = new Leagues(db, () => now);
      let accounts = 0;
      const account = () => {
        accounts += 1;
        const name = `Namer ${accounts}`;
        db.run("INSERT INTO accounts (name, name_key, password_hash, created_at) VALUES (?, ?, 'x', 0)", [
          name,
          name.toLowerCase(),
        ]);
        return { id: db.get<{ id: number }>('SELECT max(id) AS id FROM accounts')?.id ?? 0, name };
      };
      const first = fc.constantFrom(...'AZaz09ÉéÜß'.split(''));
      const inner = fc.constantFrom(...'AbZz09 &!?:;.,\'’"()#/+-@*%$'.split(''));
      const good = fc
        .tuple(first, fc.array(inner, { minLength: 1, maxLength: 37 }), fc.constantFrom(...'x9!?.)'.split('')))
        .map(([a, middle, z]) => `${a}${middle.join('')}${z}`)
        .filter((name) => !name.includes('  ') && !name.endsWith(' '));
      fc.assert(
        fc.property(good, (name) => {
          expect(leagues.create(account(), name, 2024, null).name).toBe(name);
        }),
        { seed: SEED, numRuns: 60 },
      );
      const hidden = fc.constantFrom('\u0000', '\u0007', '\t', '\n', '\u200b', '\u202e', '\ufeff', '  ');
      fc.assert(
        fc.property(good, hidden, fc.nat(), (name, bad, at) => {
          const i = 1 + (at % (name.length - 1));
          const spoiled = `${name.slice(0, i)}${bad}${name.slice(i)}`;
          expect(() => leagues.create(account(), spoiled, 2024, null)).toThrow(/A league name is/);
        }),
        { seed: SEED, numRuns: 60 },
      );
    } finally {
      db.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('a server database from before deadlines in minutes', () => {
  it("keeps each league's deadline, as minutes", () => {
    const folder = mkdtempSync(join(tmpdir(), 'dynasty-league-deadline-'));
    const path = join(folder, 'server.db');
    const old = betterSqliteEngine.file!(path);
    try {
      for (const step of [ACCOUNT_SCHEMA, LEAGUE_SCHEMA, LEAGUE_PLAY_SCHEMA]) old.exec(step);
      old.exec('PRAGMA user_version = 3');
      old.run("INSERT INTO accounts (name, name_key, password_hash, created_at) VALUES ('Old', 'old', 'x', 0)");
      old.run(
        `INSERT INTO leagues (id, name, year, commissioner_id, created_at, deadline_hours, deadline_at)
         VALUES ('OldLeague123', 'Old League', 2024, 1, 0, 48, 99)`,
      );
      old.run(
        "INSERT INTO leagues (id, name, year, commissioner_id, created_at) VALUES ('NoDeadline12', 'Free League', 2024, 1, 0)",
      );
    } finally {
      old.close();
    }
    const db = openServerDb(path);
    try {
      const leagues = new Leagues(db, () => now);
      expect(leagues.gameRow('OldLeague123')).toMatchObject({ deadline_minutes: 48 * 60, deadline_at: 99 });
      expect(leagues.gameRow('NoDeadline12')).toMatchObject({ deadline_minutes: null, deadline_at: null });
    } finally {
      db.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
