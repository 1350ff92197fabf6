// One coach cannot move the whole league: a property over the API contract, on the real hosted server over a loopback
// port with a league of four coached programs. Any generated sequence of one coach's calls (every route of the
// contract he may call, its path, query and body drawn from the route's own schema and from the league's real names
// and ids) never moves the league's week or stage (its save, its turn, its page and its log), never plays a game (a
// coach coaches only his own game of the week to come against a computer-coached program, and its result waits for
// the turn), and never changes what another coach's program has (every row of theirs in the save: roster, depth
// chart, recruiting board and offers, schedule and results, staff, money). Run in the preseason and in week 1, for a
// coach who plays the computer in the week to come and for one who plays another coach's program.
import fc from 'fast-check';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueResponse } from '../../src/shared/league-types.js';
import type { RouteEntry } from '../../src/shared/contract/entry.js';
import { ROUTES } from '../../src/shared/contract/routes.js';
import { LEAGUE_HEADER } from '../../src/shared/programHeader.js';
import { readState } from '../../src/store/queries/meta.js';
import type { Browser } from './browser.js';
import { startedLeague, type LeagueCoach, type LeagueOfCoaches } from './leagueOfCoaches.js';

const SEED = 20261208;
// Iowa State's coach is the commissioner (his own commands are his office's, not a coach's); Iowa plays at Rice in
// week 1, Kansas an FCS program.
const TEAMS = ['Iowa State', 'Kansas', 'Iowa', 'Rice'];

/**
 * The calls a coach makes that are not about the league's game: his account's session and password (his alone), his
 * leaving the league (his program is the computer's again), the event stream (it never ends) and the logos.
 */
const NOT_HIS_GAME = new Set([
  'POST /api/account/signup',
  'POST /api/account/signin',
  'POST /api/account/signout',
  'POST /api/account/signout_everywhere',
  'POST /api/account/password',
  'POST /api/leagues/:id/leave',
  'GET /api/events',
  'GET /logos/teams/:file',
  'GET /logos/conferences/:file',
]);

const ENTRIES = Object.entries(ROUTES as unknown as Record<string, RouteEntry>)
  .filter(([key]) => !NOT_HIS_GAME.has(key))
  .map(([, entry]) => entry);

/** The real names and ids of the league's save the generated calls draw from. */
interface Known {
  leagueId: string;
  teams: string[];
  players: number[];
  prospects: number[];
  games: number[];
}

/** A call as sent: its entry, its path filled in, its query and its body. */
interface Call {
  key: string;
  path: string;
  body: unknown;
}

const CALLS = ['coordinator_rest', 'coordinator_drive', 'coordinator', 'quick_pass', 'inside_run', 'zone', 'normal'];

/** A value for a field of a body, by its schema and its name: the league's own names and ids first. */
function fieldValue(name: string, schema: TSchema, known: Known): fc.Arbitrary<unknown> {
  const s = schema as { enum?: unknown[]; anyOf?: { const?: unknown; type?: string }[]; type?: string | string[] };
  const consts = s.anyOf?.map((option) => option.const).filter((value) => value !== undefined);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (consts && consts.length > 0) return fc.constantFrom(...consts);
  const types = new Set([s.type, ...(s.anyOf?.map((option) => option.type) ?? [])].flat());
  if (types.has('boolean')) return fc.boolean();
  if (types.has('array'))
    return fc.array(fieldValue(name.replace(/s$/, ''), { type: 'integer' } as TSchema, known), { maxLength: 3 });
  if (/^(player|prospect|id|game|invite|seq)$/.test(name)) {
    const ids = name === 'prospect' ? known.prospects : name === 'game' ? known.games : known.players;
    return fc.oneof(fc.constantFrom(...ids), fc.integer({ min: 1, max: 5000 }));
  }
  if (/^(team|opponent|winner|coach)$/.test(name)) return fc.constantFrom(...known.teams, 'Ohio State', 'Commish');
  if (name === 'call') return fc.constantFrom(...CALLS);
  if (/^(week|from|hours|points|amount|slot|group|focus|ability|role|prestige|year|playoff_teams)$/.test(name))
    return fc.integer({ min: 1, max: 14 });
  if (types.has('integer') || types.has('number')) return fc.integer({ min: 1, max: 5000 });
  return fc.constantFrom('QB', 'WR', 'the week', 'x', 'Kansas', 'Iowa');
}

/** A body for a call: one drawn from its schema's fields, or one of its shapes the schema leaves open. */
function bodyFor(entry: RouteEntry, known: Known): fc.Arbitrary<unknown> {
  const key = `${entry.method} ${entry.path}`;
  if (entry.method === 'GET') return fc.constant(undefined);
  if (key === 'POST /api/coached_game/call' || key === 'POST /api/head_to_head/call')
    return fc.oneof(
      fc.record({ call: fc.constantFrom(...CALLS) }),
      fc.record({ tempo: fc.constantFrom('hurry', 'auto') }),
    );
  if (key === 'POST /api/coached_game/start')
    return fc.constantFrom({}, { situations: ['every'], sides: 'both' }, { situations: ['kicks'] });
  if (key === 'POST /api/god_mode')
    return fc.oneof(
      fc.record({
        action: fc.constant('force'),
        game: fc.constantFrom(...known.games),
        winner: fc.constantFrom(...known.teams),
      }),
      fc.record({ action: fc.constant('prestige'), team: fc.constantFrom(...known.teams), prestige: fc.constant(6) }),
      fc.record({ action: fc.constant('switch'), on: fc.boolean() }),
    );
  const schema = entry.body as { properties?: Record<string, TSchema>; required?: string[] } | undefined;
  if (!schema?.properties) return fc.constant({});
  const fields = Object.fromEntries(
    Object.entries(schema.properties).map(([name, field]) => [name, fieldValue(name, field, known)]),
  );
  return fc.oneof(
    fc.record(fields, { requiredKeys: schema.required ?? [] }),
    // What the schema leaves out: a body the contract refuses before anything runs.
    fc.constant({}),
  );
}

/** A call of an entry: its path's parameters filled with the league's names and ids, a query, a body. */
function callOf(entry: RouteEntry, known: Known): fc.Arbitrary<Call> {
  const key = `${entry.method} ${entry.path}`;
  const segment = (param: string): fc.Arbitrary<string> => {
    if (param === 'id' && entry.path.startsWith('/api/leagues/')) return fc.constant(known.leagueId);
    if (param === 'team') return fc.constantFrom(...known.teams.map(encodeURIComponent));
    if (param === 'week') return fc.constantFrom('1', '2', '3');
    if (param === 'conference') return fc.constantFrom('Big%2012', 'Big%20Ten');
    if (param === 'id' && entry.path.startsWith('/api/game/')) return fc.constantFrom(...known.games.map(String));
    if (param === 'id' && entry.path.startsWith('/api/recruiting/'))
      return fc.constantFrom(...known.prospects.map(String));
    return fc.constantFrom(...known.players.map(String));
  };
  const params = [...entry.path.matchAll(/:([a-z]+)/g)].map((m) => m[1]);
  const query = entry.effects.stagePage
    ? fc.constantFrom('', '?read_only=1')
    : key === 'GET /api/sim/:week'
      ? fc.constantFrom('', '?finish_coached=1&confirm_others=1')
      : fc.constant('');
  return fc.tuple(fc.tuple(...params.map(segment)), query, bodyFor(entry, known)).map(([values, q, body]) => {
    let path = entry.path;
    params.forEach((param, i) => {
      path = path.replace(`:${param}`, values[i]);
    });
    return { key, path: `${path}/${q}`, body };
  });
}

let league: LeagueOfCoaches;

beforeAll(async () => {
  league = await startedLeague('dynasty-league-one-coach-', TEAMS);
}, 300_000);

afterAll(async () => {
  await league?.close();
});

/** The names and ids the calls draw from: each program's players, prospects on the board, each program's next game. */
async function known(coach: LeagueCoach): Promise<Known> {
  const search = await coach.browser.get<{ prospects: { id: number }[] }>(
    '/api/recruiting/prospects/?per_page=4',
    league.inLeague(),
  );
  expect(search.status, search.text).toBe(200);
  const prospects = search.body.prospects.map((p) => p.id);
  return league.inSave((db) => {
    const year = readState(db).year;
    const players = TEAMS.flatMap((team) =>
      db.all<{ id: number }>('SELECT id FROM players WHERE team = ? ORDER BY id LIMIT 2', [team]).map((r) => r.id),
    );
    const games = TEAMS.flatMap((team) =>
      db
        .all<{ id: number }>(
          `SELECT id FROM games WHERE year = ?1 AND (home = ?2 OR away = ?2) AND home_points IS NULL ORDER BY week LIMIT 2`,
          [year, team],
        )
        .map((r) => r.id),
    );
    return { leagueId: league.id, teams: TEAMS, players, prospects, games };
  });
}

/** Sends a call as the coach's browser does: in the league (its header), his session, his CSRF token. */
function send(browser: Browser, call: Call) {
  const options = { headers: { [LEAGUE_HEADER]: league.id } };
  return call.key.startsWith('GET ') ? browser.get(call.path, options) : browser.post(call.path, call.body, options);
}

/** The league as every coach sees it, and the games played: what one coach's calls must leave as they were. */
async function whereTheLeagueStands(coach: LeagueCoach) {
  const page: LeagueResponse = await league.view(coach.browser);
  const moves = page.log.filter((entry) => ['advance', 'started', 'forced', 'god_mode'].includes(entry.kind)).length;
  const played = league.inSave((db) =>
    db.all<{ id: number }>('SELECT id FROM games WHERE home_points IS NOT NULL ORDER BY id').map((r) => r.id),
  );
  return {
    standing: league.standing(),
    turn: page.game?.turn,
    where: page.game?.where,
    moving_on: page.game?.moving_on,
    moves,
    played: played.length,
    lastPlayed: played.at(-1),
  };
}

/** The coach's coached game, if he has one: it is his game of the week to come, against a computer-coached program. */
function ownGameOnly(team: string): void {
  league.inSave((db) => {
    const state = readState(db);
    const text = db.get<{ game: string | null }>('SELECT coached_game AS game FROM coached_programs WHERE team = ?', [
      team,
    ])?.game;
    if (!text) return;
    const record = JSON.parse(text) as { year: number; week: number; home: { name: string }; away: { name: string } };
    if (record.year !== state.year) return;
    const opponent = record.home.name === team ? record.away.name : record.home.name;
    expect(TEAMS, `${team} coached a game against ${opponent}`).not.toContain(opponent);
    expect(record.week, `${team} coached a game of week ${record.week}`).toBe(state.currentWeek);
  });
}

/** Runs the property for one coach: sequences of his calls, drawn over every route of the contract. */
async function oneCoachMovesNothingElse(team: string, numRuns: number, examples: Call[][] = []): Promise<void> {
  const coach = league.coaches.find((c) => c.team === team)!;
  const others = TEAMS.filter((t) => t !== team);
  const ids = await known(coach);
  const anyCall = fc.oneof(...ENTRIES.map((entry) => callOf(entry, ids)));
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(fc.array(anyCall, { minLength: 1, maxLength: 6 }), async (calls) => {
      const before = await whereTheLeagueStands(coach);
      const theirs = league.footprints(others);
      for (const call of calls) {
        const answer = await send(coach.browser, call);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(
          answer.status,
          `${call.key} ${call.path} ${JSON.stringify(call.body)}: ${answer.text.slice(0, 300)}`,
        ).toBeLessThan(500);
      }
      const what = calls.map((c) => `${c.key} ${JSON.stringify(c.body ?? '')}`).join('; ');
      expect(await whereTheLeagueStands(coach), what).toEqual(before);
      expect(league.footprints(others), what).toEqual(theirs);
      ownGameOnly(team);
    }),
    { seed: SEED, numRuns, examples: examples.map((calls) => [calls]) },
  );
  // The runs reached past the contract's refusals: some calls went through, some were refused by the league.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
  expect((statuses.get(403) ?? 0) + (statuses.get(409) ?? 0)).toBeGreaterThan(0);
  expect(league.server.internalErrors).toEqual([]);
}

const post = (key: string, body: unknown = {}): Call => ({
  key: `POST ${key}`,
  path: `${key.replace(':id', league.id)}/`,
  body,
});
const get = (key: string): Call => ({ key: `GET ${key}`, path: `${key}/`, body: undefined });

describe('one coach of a league', { timeout: 900_000 }, () => {
  it('moves nothing but his own program in the preseason (generated over the contract)', async () => {
    await oneCoachMovesNothingElse('Kansas', 40, [
      [post('/api/schedulenc', { opponent: 'Iowa', week: 3, site: 'home' }), get('/api/dashboard')],
      [post('/api/leagues/:id/ready', { ready: true }), post('/api/advance')],
    ]);
  });

  it('moves nothing but his own game against the computer in the season (generated over the contract)', async () => {
    const moved = await league.coaches[0].browser.post<LeagueResponse>(`/api/leagues/${league.id}/advance/`, {});
    expect(moved.body.game?.where, moved.text).toMatch(/^2024: Week 1 of/);
    // Kansas plays a computer-coached program in week 1: he coaches it to its end, and starts again.
    await oneCoachMovesNothingElse('Kansas', 60, [
      [post('/api/coached_game/start'), post('/api/coached_game/call', { call: 'coordinator_rest' })],
      [post('/api/coached_game/start'), post('/api/coached_game/call', { call: 'coordinator_drive' })],
      [post('/api/leagues/:id/ready', { ready: true }), get('/api/sim/2')],
    ]);
  });

  it("never plays another coach's game alone (generated over the contract)", async () => {
    // Iowa plays at Rice, another coach's program, in week 1.
    await oneCoachMovesNothingElse('Iowa', 40, [
      [post('/api/coached_game/start'), post('/api/coached_game/call', { call: 'coordinator_rest' })],
      [post('/api/head_to_head/join'), post('/api/head_to_head/call', { call: 'coordinator' })],
    ]);
  });
});
