// A hosted server's online leagues on the real server over a loopback port: a commissioner creates a league and
// invites; friends take free programs; an invitation revoked or expired opens nothing; the log shows every act; and
// nobody outside the league (or a coach in it, for the commissioner's acts) can read or change it, whatever request
// he sends: generated over the contract's league calls.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServerDb } from '../../src/server/accounts/serverDb.js';
import { Leagues } from '../../src/server/leagues/leagues.js';
import type { InvitationResponse, InviteResponse, LeagueResponse } from '../../src/shared/league-types.js';
import { LEAGUE_ROUTES } from '../../src/shared/contract/leagueRoutes.js';
import { type Browser, signedUpBrowser } from './browser.js';
import { startServer, type Running } from './helpers.js';

const PASSWORD = 'fourth and long';
const SEED = 78;

let dir: string;
let server: Running;
const internalErrors: unknown[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-leagues-'));
  server = await startServer({
    mode: { kind: 'hosted', usersDir: join(dir, 'users') },
    limits: { changesPerMinute: 100_000 },
    onInternalError: (error) => internalErrors.push(error),
  });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

function coach(name: string): Promise<Browser> {
  return signedUpBrowser(server.base, name, PASSWORD);
}

describe('online leagues', () => {
  let commissioner: Browser;
  let friend: Browser;
  let league: LeagueResponse;
  let invite: InviteResponse;

  it('are made by a commissioner and joined by invitation, each coach on a free program', async () => {
    commissioner = await coach('Commish');
    const made = await commissioner.post<LeagueResponse>('/api/leagues/create/', {
      name: 'Saturday Friends',
      year: 2024,
      team: 'Iowa State',
    });
    expect(made.status, made.text).toBe(200);
    league = made.body;
    expect(league.you).toEqual({ commissioner: true, team: 'Iowa State' });
    expect(league.free_teams).not.toContain('Iowa State');
    expect(league.free_teams).toContain('Iowa');

    const invited = await commissioner.post<InviteResponse>(`/api/leagues/${league.id}/invite/`, {
      hours: 48,
      seats: 2,
    });
    expect(invited.status, invited.text).toBe(200);
    expect(invited.body.seats).toBe(2);
    invite = invited.body;

    friend = await coach('Hawkeye Fan');
    const seen = await friend.post<InvitationResponse>('/api/leagues/invitation/', { token: invite.token });
    expect(seen.body).toMatchObject({
      league: league.id,
      name: 'Saturday Friends',
      year: 2024,
      commissioner: 'Commish',
    });
    expect(seen.body.free_teams).not.toContain('Iowa State');
    const taken = await friend.post<{ error: string }>('/api/leagues/join/', {
      token: invite.token,
      team: 'Iowa State',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatch(/coached by Commish/);
    const joined = await friend.post<LeagueResponse>('/api/leagues/join/', { token: invite.token, team: 'Iowa' });
    expect(joined.status, joined.text).toBe(200);
    expect(joined.body.you).toEqual({ commissioner: false, team: 'Iowa' });
    expect(joined.body.invites).toEqual([]);
    expect((await friend.post('/api/leagues/join/', { token: invite.token, team: 'Kansas' })).status).toBe(409);

    const second = await coach('Jayhawk');
    expect((await second.post('/api/leagues/join/', { token: invite.token, team: 'Kansas' })).status).toBe(200);
    const listed = await second.get<{ leagues: unknown[] }>('/api/leagues/');
    expect(listed.body.leagues).toEqual([
      { id: league.id, name: 'Saturday Friends', year: 2024, team: 'Kansas', commissioner: false },
    ]);
    const view = await commissioner.get<LeagueResponse>(`/api/leagues/${league.id}/`);
    expect(view.body.coaches.map(({ name, team }) => ({ name, team }))).toEqual([
      { name: 'Commish', team: 'Iowa State' },
      { name: 'Hawkeye Fan', team: 'Iowa' },
      { name: 'Jayhawk', team: 'Kansas' },
    ]);
    expect(view.body.game).toBeNull();
    expect(view.body.invites).toHaveLength(1);
    expect(view.body.invites[0]).toMatchObject({ seats: 2, used: 2 });
    expect(JSON.stringify(view.body)).not.toContain(invite.token);
    expect(internalErrors).toEqual([]);
  });

  it("keep the commissioner's acts to him, and log each for every coach", async () => {
    // A coach of the league may read it but not act as its commissioner.
    expect((await friend.post(`/api/leagues/${league.id}/invite/`, { hours: 4 })).status).toBe(403);
    expect((await friend.post(`/api/leagues/${league.id}/revoke/`, { invite: invite.id })).status).toBe(403);
    // Anyone else is told nothing of it.
    const stranger = await coach('Outsider');
    for (const answer of [
      await stranger.get(`/api/leagues/${league.id}/`),
      await stranger.post(`/api/leagues/${league.id}/invite/`, { hours: 4 }),
      await stranger.post(`/api/leagues/${league.id}/revoke/`, { invite: invite.id }),
    ])
      expect(answer.status).toBe(404);

    const revoked = await commissioner.post<LeagueResponse>(`/api/leagues/${league.id}/revoke/`, { invite: invite.id });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body.invites[0]).toMatchObject({ id: invite.id, revoked: true });
    expect((await stranger.post('/api/leagues/invitation/', { token: invite.token })).status).toBe(404);
    expect((await stranger.post('/api/leagues/join/', { token: invite.token, team: 'Akron' })).status).toBe(404);

    const log = (await friend.get<LeagueResponse>(`/api/leagues/${league.id}/`)).body.log;
    expect(log.map((entry) => [entry.kind, entry.by_commissioner])).toEqual([
      ['revoke', true],
      ['joined', false],
      ['joined', false],
      ['invite', true],
      ['joined', true],
      ['created', true],
    ]);
    expect(log[0].text).toBe(`Commish revoked invitation ${invite.id}.`);
    expect(internalErrors).toEqual([]);
  });

  it('refuse every generated call of the contract from outside the league, without a session or a token', async () => {
    const before = (await commissioner.get<LeagueResponse>(`/api/leagues/${league.id}/`)).body;
    const outsider = await coach('Crafty');
    const fresh = await commissioner.post<InviteResponse>(`/api/leagues/${league.id}/invite/`, { hours: 2 });
    const withId = (path: string, id: string) => `${path.replace(':id', id)}/`;
    const body = fc.record(
      {
        name: fc.string({ maxLength: 45 }),
        year: fc.integer({ min: 1990, max: 2030 }),
        team: fc.constantFrom('Akron', 'Iowa', 'Iowa State', 'Nowhere'),
        token: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.constant(invite.token)),
        hours: fc.integer({ min: 0, max: 800 }),
        seats: fc.integer({ min: 0, max: 40 }),
        invite: fc.integer({ min: 0, max: 5 }),
        reason: fc.string({ maxLength: 30 }),
      },
      { requiredKeys: [] },
    );
    const caller = fc.constantFrom('outsider', 'coach', 'no session', 'no token');
    const id = fc.oneof(fc.constant(league.id), fc.stringMatching(/^[A-Za-z0-9_-]{12}$/));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LEAGUE_ROUTES), caller, id, body, async (entry, who, leagueId, sent) => {
        // A coach of the league may leave it: his own act, tested below, not a refusal.
        fc.pre(!(who === 'coach' && entry.path === '/api/leagues/:id/leave' && leagueId === league.id));
        const path = withId(entry.path, leagueId);
        const browser = who === 'coach' ? friend : outsider;
        const options =
          who === 'no session'
            ? { without: ['Cookie', 'X-CSRF-Token'] }
            : who === 'no token'
              ? { without: ['X-CSRF-Token'] }
              : {};
        const answer =
          entry.method === 'GET' ? await browser.get(path, options) : await browser.post(path, sent, options);
        expect(answer.status, `${who} ${entry.method} ${path} ${answer.text}`).toBeLessThan(500);
        expect(answer.headers.get('content-type')).toMatch(/json/);
        if (who === 'no session') expect([400, 401, 403]).toContain(answer.status);
        if (who === 'no token' && entry.method === 'POST') expect([400, 403]).toContain(answer.status);
        // The commissioner's acts on this league: refused to anyone else.
        if (entry.path.includes(':id') && entry.method === 'POST' && leagueId === league.id)
          expect(answer.status).not.toBe(200);
        if (entry.path === '/api/leagues/:id' && who === 'outsider') expect(answer.status).not.toBe(200);
      }),
      { seed: SEED, numRuns: 120 },
    );
    const after = (await commissioner.get<LeagueResponse>(`/api/leagues/${league.id}/`)).body;
    expect(after.coaches).toEqual(before.coaches);
    expect(after.invites.map((i) => i.id)).toEqual([fresh.body.id, ...before.invites.map((i) => i.id)]);
    expect(after.invites.filter((i) => i.revoked)).toHaveLength(1);
    expect(internalErrors).toEqual([]);
  });
});

describe("a league's coaches", () => {
  it('are removed by the commissioner with a reason, or leave, their programs free again', async () => {
    const commissioner = await coach('Boss Hogg');
    const made = (
      await commissioner.post<LeagueResponse>('/api/leagues/create/', { name: 'Removal League', year: 2012 })
    ).body;
    const link = (await commissioner.post<InviteResponse>(`/api/leagues/${made.id}/invite/`, { hours: 1, seats: 2 }))
      .body;
    const quiet = await coach('Quiet Coach');
    const keen = await coach('Keen Coach');
    expect((await quiet.post('/api/leagues/join/', { token: link.token, team: 'Tulsa' })).status).toBe(200);
    expect((await keen.post('/api/leagues/join/', { token: link.token, team: 'Rice' })).status).toBe(200);

    const remove = (by: Browser, reason: string) =>
      by.post<LeagueResponse>(`/api/leagues/${made.id}/remove/`, { team: 'Tulsa', reason });
    expect((await remove(keen, 'I want Tulsa')).status).toBe(403);
    expect((await remove(await coach('Nosy Coach'), 'because')).status).toBe(404);
    expect((await remove(commissioner, '')).status).toBe(400);
    const removed = await remove(commissioner, 'missed three deadlines');
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.coaches).toEqual([{ name: 'Keen Coach', team: 'Rice', ready: false, auto_pilot: false }]);
    expect(removed.body.free_teams).toContain('Tulsa');
    expect((await quiet.get<{ leagues: unknown[] }>('/api/leagues/')).body.leagues).toEqual([]);
    expect((await quiet.get(`/api/leagues/${made.id}/`)).status).toBe(404);

    const left = await keen.post<{ leagues: unknown[] }>(`/api/leagues/${made.id}/leave/`);
    expect(left.status, left.text).toBe(200);
    expect(left.body.leagues).toEqual([]);
    const log = (await commissioner.get<LeagueResponse>(`/api/leagues/${made.id}/`)).body.log;
    expect(log.slice(0, 2).map((e) => [e.text, e.by_commissioner])).toEqual([
      ['Keen Coach left Rice.', false],
      ['Boss Hogg removed Quiet Coach from Tulsa: missed three deadlines', true],
    ]);
    expect(internalErrors).toEqual([]);
  });
});

describe('an invitation', () => {
  it('opens nothing once it has expired', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'dynasty-invite-'));
    const db = openServerDb(join(folder, 'server.db'));
    try {
      let now = Date.UTC(2026, 10, 27, 20);
      const leagues = new Leagues(db, () => now);
      const account = (name: string) => {
        db.run("INSERT INTO accounts (name, name_key, password_hash, created_at) VALUES (?, ?, 'x', 0)", [
          name,
          name.toLowerCase(),
        ]);
        return { id: db.get<{ id: number }>('SELECT max(id) AS id FROM accounts')?.id ?? 0, name };
      };
      const boss = account('Boss');
      const made = leagues.create(boss, 'Clock League', 2010, null);
      const { token } = leagues.invite(made.id, boss, 1, 1);
      now += 3_599_000;
      expect(leagues.invitation(token, boss).free_teams).toContain('Boise State');
      now += 1_000;
      expect(() => leagues.join(token, account('Late'), 'Boise State')).toThrow(/expired/);
    } finally {
      db.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
