// The awards, Heisman watch, record book and league history calls on a real server: their answers during a
// season, and clear 4xx errors (nothing changed) for unknown teams and years.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../src/shared/api-types.js';
import type {
  AwardsResponse,
  HeismanWatchResponse,
  LeagueHistoryResponse,
  RecordsResponse,
} from '../../src/shared/awards-types.js';
import type { DashboardResponse } from '../../src/shared/api-types.js';
import { type Client, changedFiles, seg, snapshot, newGame, startHostedDynasty, type HostedServer } from './helpers.js';

let usersDir: string;
let server: HostedServer;
let client: Client;

beforeAll(async () => {
  server = await startHostedDynasty('dynasty-awards-api-', newGame('Ohio State', 2024), { playTo: 4 });
  ({ client, usersDir } = server);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('awards and records calls', () => {
  it('GET /api/heisman/: the top ten candidates after the weeks played', async () => {
    const watch = await client.ok<HeismanWatchResponse>('/api/heisman/');
    expect(watch.week).toBe(3);
    expect(watch.candidates.map((c) => c.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(watch.candidates[0].score).toBeGreaterThanOrEqual(watch.candidates[9].score);
    expect(watch.winner).toBeNull();
    expect(watch.team.name).toBe('Ohio State');
  });

  it('GET /api/awards/: none before the season ends', async () => {
    const awards = await client.ok<AwardsResponse>('/api/awards/');
    expect(awards.year).toBe(2024);
    expect(awards.awards).toBeNull();
    expect((await client.ok<AwardsResponse>('/api/awards/?year=2024')).awards).toBeNull();
  });

  it('GET /api/records/: the league book, and a program book by any spelling', async () => {
    const league = await client.ok<RecordsResponse>('/api/records/');
    expect(league.scope).toBeNull();
    expect(league.records.game.map((r) => r.stat)).toContain('pass_yds');
    const own = await client.ok<RecordsResponse>(`/api/records/?team=${seg('ohio state')}`);
    expect(own.scope).toBe('Ohio State');
    expect(own.records.game.every((r) => r.team === 'Ohio State')).toBe(true);
  });

  it('GET /api/league_history/ and the dashboard news field', async () => {
    const history = await client.ok<LeagueHistoryResponse>('/api/league_history/');
    expect(history.years.map((y) => y.year)).toEqual([2024]);
    expect(history.years[0].champion).toBeNull();
    const dashboard = await client.ok<DashboardResponse>('/api/dashboard/');
    expect(Array.isArray(dashboard.news)).toBe(true);
  });

  it('unknown teams and years: a clear 4xx, nothing changed', async () => {
    const before = snapshot(usersDir);
    for (const [path, status] of [
      ['/api/awards/?year=1999', 404],
      ['/api/awards/?year=abc', 400],
      ['/api/records/?team=Nowhere%20State', 404],
    ] as const) {
      const answer = await client.get<ErrorResponse>(path);
      expect(answer.status, path).toBe(status);
      expect(answer.body.error.length).toBeGreaterThan(0);
      expect(answer.text).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules/);
    }
    expect(changedFiles(before, snapshot(usersDir))).toEqual([]);
    expect(server.internalErrors).toEqual([]);
  });
});
