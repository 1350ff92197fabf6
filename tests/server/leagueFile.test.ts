// POST /api/league_file/: the web's new-game form checks a league file with the same use case as `dynasty league
// import` (a bad file is a 400 naming the line and the reason, and no save is made) and starts a dynasty in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorResponse,
  LeagueFileCheckResponse,
  LeagueSetupResponse,
  NonconResponse,
} from '../../src/shared/api-types.js';
import { changedFiles, newGame, snapshot, startHostedDynasty, type HostedServer } from './helpers.js';

let server: HostedServer;
let file: string;

beforeAll(async () => {
  server = await startHostedDynasty('dynasty-league-file-', newGame('Ohio State', 2024));
  const post = (body: unknown) => server.client.request<LeagueSetupResponse>('POST', '/api/league_setup/', body);
  expect(
    (
      await post({
        action: 'create',
        name: 'Midwest 8',
        teams: ['Ohio State', 'Michigan', 'Notre Dame', 'Iowa', 'Wisconsin', 'Missouri', 'Kansas', 'Iowa State'],
      })
    ).status,
  ).toBe(200);
  const exported = await server.client.request<unknown>('GET', '/api/league_setup/export/');
  file = JSON.stringify(exported.body, null, 2);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('a league file over HTTP', () => {
  it('checks a league file and names its programs', async () => {
    const answer = await server.client.request<LeagueFileCheckResponse>('POST', '/api/league_file/', { file });
    expect(answer.status).toBe(200);
    expect(answer.body.year).toBe(2024);
    expect(answer.body.teams).toContain('Ohio State');
    // The file's own playoff (the dynasty's four teams), which the new-game form shows instead of the season's 12.
    expect(answer.body.playoff).toEqual({ teams: 4, autobids: 0, confChampTop4: false, onCampusRounds: 0 });
  });

  it('refuses a bad file with the line and the reason, and makes nothing', async () => {
    const before = snapshot(server.usersDir);
    const bad = file.replace('"Iowa State"', '"Hogwarts"');
    const line = bad.split('\n').findIndex((l) => l.includes('Hogwarts')) + 1;
    for (const body of [{ file: bad }, { file: bad, team: 'Ohio State' }]) {
      const answer = await server.client.request<ErrorResponse>('POST', '/api/league_file/', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(`line ${line}`);
      expect(answer.body.error).toMatch(/Hogwarts/);
    }
    expect((await server.client.request<ErrorResponse>('POST', '/api/league_file/', { file: '{' })).status).toBe(400);
    expect((await server.client.request<ErrorResponse>('POST', '/api/league_file/', {})).status).toBe(400);
    expect(changedFiles(before, snapshot(server.usersDir))).toEqual([]);
  });

  it("starts a new dynasty in the file's league", async () => {
    const answer = await server.client.request<NonconResponse>('POST', '/api/league_file/', { file, team: 'Iowa' });
    expect(answer.status).toBe(200);
    expect(answer.body.team.mascot).toBe('Hawkeyes');
    const setup = await server.client.ok<LeagueSetupResponse>('/api/league_setup/');
    expect(setup.setup.conferences.find((c) => c.name === 'Midwest 8')?.teams).toContain('Iowa');
  });
});
