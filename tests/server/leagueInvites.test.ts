// What an invitation is, on the real server over a loopback port: a link for the number of coaches the commissioner
// sets (one by default), each let in once; a stranger holding a spent link gets nothing, and a coach the commissioner
// removed does not come back by his old link (only by an invitation made after his removal). Generated: invitations
// of any size, joined at once by more accounts than they let in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationResponse, InviteResponse, LeagueResponse } from '../../src/shared/league-types.js';
import { type Browser, signedUpBrowser } from './browser.js';
import { startServer, type Running } from './helpers.js';

const PASSWORD = 'onside kick';
const SEED = 92;
const TEAMS = ['Akron', 'Army', 'Baylor', 'Buffalo', 'Duke', 'Navy'];

let dir: string;
let server: Running;
let commish: Browser;
let league: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-invites-'));
  server = await startServer({
    mode: { kind: 'hosted', usersDir: join(dir, 'users') },
    limits: { changesPerMinute: 100_000, changesAtOnce: 100 },
    accounts: { limits: { signUpsPerAddressPerHour: 100 } },
  });
  commish = await signedUpBrowser(server.base, 'Commish', PASSWORD);
  const made = await commish.post<LeagueResponse>('/api/leagues/create/', { name: 'Invite League', year: 2024 });
  expect(made.status, made.text).toBe(200);
  league = made.body.id;
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const invite = async (body: { hours: number; seats?: number }): Promise<InviteResponse> => {
  const answer = await commish.post<InviteResponse>(`/api/leagues/${league}/invite/`, body);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};
const joinBy = (browser: Browser, token: string, team: string) =>
  browser.post<LeagueResponse & { error?: string }>('/api/leagues/join/', { token, team });
const removeCoach = (team: string) =>
  commish.post<LeagueResponse>(`/api/leagues/${league}/remove/`, { team, reason: 'making room' });

let accounts = 0;
const newCoach = () => signedUpBrowser(server.base, `Coach ${++accounts}`, PASSWORD);

describe('an invitation', () => {
  it('lets in one coach by default, and no one after him', async () => {
    const link = await invite({ hours: 48 });
    expect(link.seats).toBe(1);
    const friend = await newCoach();
    expect((await joinBy(friend, link.token, 'Akron')).status).toBe(200);
    // The link, passed on or leaked, opens nothing more.
    const stranger = await newCoach();
    const seen = await stranger.post<{ error: string }>('/api/leagues/invitation/', { token: link.token });
    expect(seen.status).toBe(404);
    expect(seen.body.error).toMatch(/used up/);
    expect((await joinBy(stranger, link.token, 'Army')).status).toBe(404);
    const view = (await commish.get<LeagueResponse>(`/api/leagues/${league}/`)).body;
    expect(view.invites.find((i) => i.id === link.id)).toMatchObject({ seats: 1, used: 1, revoked: false });
    expect(view.coaches.map((c) => c.team)).toEqual(['Akron']);
    expect(view.log[0].text).toBe('Coach 1 took over Akron.');
    expect(view.log[1].text).toBe(`Commish made invitation ${link.id}, for one coach, good for 48 hours.`);
    expect((await removeCoach('Akron')).status).toBe(200);
  });

  it("does not let a removed coach back by his old link; the commissioner's new one does", async () => {
    const link = await invite({ hours: 48, seats: 3 });
    const removed = await newCoach();
    expect((await joinBy(removed, link.token, 'Army')).status).toBe(200);
    expect((await removeCoach('Army')).status).toBe(200);
    // His old link still has places for others, but not for him.
    const back = await joinBy(removed, link.token, 'Army');
    expect(back.status).toBe(403);
    expect(back.body.error).toMatch(/removed you/);
    expect((await removed.post('/api/leagues/invitation/', { token: link.token })).status).toBe(403);
    const other = await newCoach();
    expect((await joinBy(other, link.token, 'Baylor')).status).toBe(200);
    // A new invitation takes him back.
    const again = await invite({ hours: 2 });
    const seen = await removed.post<InvitationResponse>('/api/leagues/invitation/', { token: again.token });
    expect(seen.status, seen.text).toBe(200);
    expect((await joinBy(removed, again.token, 'Army')).status).toBe(200);
    for (const team of ['Army', 'Baylor']) expect((await removeCoach(team)).status).toBe(200);
  });

  it('lets in as many coaches as it was made for, each once, whoever tries at once (generated)', async () => {
    const pool = await Promise.all(TEAMS.map(() => newCoach()));
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.shuffledSubarray([...pool.keys()], { minLength: 1 }),
        async (seats, tryers) => {
          const link = await invite({ hours: 1, seats });
          // Everyone at once, each for his own program.
          const answers = await Promise.all(tryers.map((i) => joinBy(pool[i], link.token, TEAMS[i])));
          for (const answer of answers) expect([200, 404], answer.text).toContain(answer.status);
          const joined = answers.filter((a) => a.status === 200).length;
          expect(joined).toBe(Math.min(seats, tryers.length));
          const view = (await commish.get<LeagueResponse>(`/api/leagues/${league}/`)).body;
          expect(view.invites.find((i) => i.id === link.id)).toMatchObject({ seats, used: joined });
          expect(view.coaches).toHaveLength(joined);
          // Removed again, they are let in only by the next run's invitation.
          for (const coach of view.coaches) expect((await removeCoach(coach.team)).status).toBe(200);
          if (joined < seats && tryers.length > 0)
            expect((await joinBy(pool[tryers[0]], link.token, TEAMS[tryers[0]])).status).toBe(403);
        },
      ),
      { seed: SEED, numRuns: 15 },
    );
    expect(server.internalErrors).toEqual([]);
  });
});
