// /api/league_setup/: the league over HTTP, realignment changes in the preseason, bad changes refused with a
// 400 and nothing changed, the league file download, and no change once the season has started.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, LeagueSetupResponse } from '../../src/shared/api-types.js';
import { changedFiles, newGame, snapshot, startHostedDynasty, type HostedServer } from './helpers.js';

let server: HostedServer;

beforeAll(async () => {
  server = await startHostedDynasty('dynasty-league-setup-', newGame('Ohio State', 2024));
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('league setup over HTTP', () => {
  it('answers the real league of the start year', async () => {
    const page = await server.client.ok<LeagueSetupResponse>('/api/league_setup/');
    expect(page.can_change).toBe(true);
    expect(page.setup.conferences.find((c) => c.name === 'Big Ten')?.teams).toContain('Ohio State');
    expect(page.playoff_sizes).toEqual([2, 4, 8, 12, 16, 24]);
  });

  it('takes realignment changes in the preseason', async () => {
    const post = (body: unknown) => server.client.request<LeagueSetupResponse>('POST', '/api/league_setup/', body);
    let answer = await post({
      action: 'create',
      name: 'Midwest 8',
      teams: ['Ohio State', 'Michigan', 'Notre Dame', 'Iowa', 'Wisconsin', 'Missouri', 'Kansas', 'Iowa State'],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.setup.conferences.find((c) => c.name === 'Midwest 8')?.teams).toHaveLength(8);
    answer = await post({ action: 'games', conference: 'Big Ten', games: 8 });
    expect(answer.body.setup.conferences.find((c) => c.name === 'Big Ten')?.confGames).toBe(8);
    answer = await post({ action: 'playoff', teams: 24 });
    expect(answer.body.setup.playoff).toMatchObject({ teams: 24, confChampTop4: true });
    answer = await post({ action: 'rules', rules: { nil: false } });
    expect(answer.body.setup.rules.nil).toBe(false);
    const file = await server.client.request<{ conferences: { name: string }[] }>('GET', '/api/league_setup/export/');
    expect(file.status).toBe(200);
    expect(file.body.conferences.map((c) => c.name)).toContain('Midwest 8');
  });

  it('takes a move into a conference too small to play yet, says so, and will not start the season', async () => {
    const post = (body: unknown) => server.client.request<LeagueSetupResponse>('POST', '/api/league_setup/', body);
    const moved = await post({ action: 'move', team: 'Boise State', conference: 'Pac-12' });
    expect(moved.status).toBe(200);
    expect(moved.body.unfinished).toMatch(/^Pac-12 has 3 teams: a conference plays a season with at least 6 programs/);
    const before = snapshot(server.usersDir);
    const start = await server.client.request<ErrorResponse>('POST', '/api/advance/', {});
    expect(start.status).toBe(409);
    expect(start.body.error).toMatch(/^The league is not ready for the season: Pac-12 has 3 teams/);
    expect(changedFiles(before, snapshot(server.usersDir))).toEqual([]);
    const back = await post({ action: 'move', team: 'Boise State', conference: 'Mountain West' });
    expect(back.body.unfinished).toBeNull();
  });

  it('refuses bad changes with a 400 and changes nothing', async () => {
    const before = snapshot(server.usersDir);
    for (const [body, message] of [
      [
        { action: 'games', conference: 'Midwest 8', games: 9 },
        /^Midwest 8 has 8 teams: they play a full round robin, 7 conference games, not 9\.$/,
      ],
      [{ action: 'move', team: 'Nowhere U', conference: 'SEC' }, /Unknown team "Nowhere U"/],
      [{ action: 'playoff', teams: 32 }, /Playoff format must be/],
      [{ action: 'rules', rules: { fcsGames: 9 } }, /^FCS games must be a whole number from 0 to 2, not 9\.$/],
      [{ action: 'rules', rules: { tv: true } }, /^Bad request: body\.rules\.tv: not a field here \(transferSitOut, /],
      [{ action: 'fly' }, /^Bad request: body\.action: one of move, create, /],
      [[], /body: expected an object/],
    ] as const) {
      const answer = await server.client.request<ErrorResponse>('POST', '/api/league_setup/', body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.error).toMatch(message);
    }
    expect(changedFiles(before, snapshot(server.usersDir))).toEqual([]);
  });

  it('refuses changes once the season has started', async () => {
    await server.client.ok('/api/dashboard/');
    const page = await server.client.ok<LeagueSetupResponse>('/api/league_setup/');
    expect(page.can_change).toBe(false);
    const answer = await server.client.request<ErrorResponse>('POST', '/api/league_setup/', {
      action: 'games',
      conference: 'SEC',
      games: 9,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/only in the preseason/);
    expect(server.internalErrors).toEqual([]);
  });
});
