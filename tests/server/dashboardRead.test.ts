// The web dashboard's calls only read: opening /dashboard in the preseason (a reload, a bookmark, the back button)
// answers the dashboard as it stands with the season's question beside it, and leaves the save as it was; the
// original client's GET /api/dashboard/ still starts the season as its wire format says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse, Info } from '../../src/shared/api-types.js';
import { changedFiles, expectRefused, newGame, snapshot, startHostedDynasty, type HostedServer } from './helpers.js';

const DASHBOARD_READS = [
  '/api/dashboard/?read_only=1',
  '/api/dashboard/glance/',
  '/api/recruiting/news/',
  '/api/news/',
];

let server: HostedServer;

beforeAll(async () => {
  server = await startHostedDynasty('dynasty-dashboard-read-', newGame('Ohio State', 2024));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function stage(): Promise<Info['stage']> {
  return (await server.client.ok<{ info: Info }>('/api/noncon/')).info.stage;
}

describe('the web dashboard in the preseason', () => {
  it('is the dashboard with the question to start the season, and changes nothing however often opened', async () => {
    const before = snapshot(server.usersDir);
    for (let visit = 0; visit < 2; visit++) {
      const answer = await server.client.ok<DashboardResponse>('/api/dashboard/?read_only=1');
      expect(answer.team.name).toBe('Ohio State');
      expect(answer.top_10).toHaveLength(10);
      expect(answer.confTeams.length).toBeGreaterThan(10);
      expect(answer.coach?.security_review).toBe('next reviewed when the 2024 season ends');
      expect(answer.season_start).toEqual({
        year: 2024,
        question: 'Start the 2024 season? Your non-conference schedule is locked after this.',
        // A new dynasty's staff does not recruit and no order is given: the summer would pass without recruiting.
        recruiting: expect.stringMatching(
          /^Recruiting: your staff does not recruit for you and you have given no orders/,
        ),
      });
      expect(answer.info.stage).toBe('preseason');
      for (const path of DASHBOARD_READS) {
        const read = await server.client.get(path);
        expect(read.status, `${path}: ${read.text.slice(0, 200)}`).toBeLessThan(500);
      }
    }
    expect(changedFiles(before, snapshot(server.usersDir))).toEqual([]);
    expect(await stage()).toBe('preseason');
  });

  it('says nothing of the summer once the staff recruits', async () => {
    expect((await server.client.post('/api/recruiting/auto/', { on: true })).status).toBe(200);
    const answer = await server.client.ok<DashboardResponse>('/api/dashboard/?read_only=1');
    expect(answer.season_start?.recruiting).toBeNull();
    expect((await server.client.post('/api/recruiting/auto/', { on: false })).status).toBe(200);
  });

  it('refuses a read_only that is not yes or no', async () => {
    await expectRefused(
      server.usersDir,
      () => server.client.get('/api/dashboard/?read_only=maybe'),
      400,
      /read_only must be true or false/,
    );
  });

  it("leaves the original client's dashboard starting the season, and reads change nothing in the season", async () => {
    const legacy = await server.client.ok<DashboardResponse>('/api/dashboard/');
    expect(legacy.info.stage).toBe('season');
    const before = snapshot(server.usersDir);
    for (const path of DASHBOARD_READS) await server.client.ok(path);
    const read = await server.client.ok<DashboardResponse>('/api/dashboard/?read_only=1');
    expect(read.team.name).toBe('Ohio State');
    expect(read.season_start).toBeUndefined();
    expect(read.info.currentWeek).toBe(1);
    expect(changedFiles(before, snapshot(server.usersDir))).toEqual([]);
    expect(server.internalErrors).toEqual([]);
  });
});
