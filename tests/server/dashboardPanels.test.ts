// The dashboard's panels and the live game over HTTP: GET /api/news/, /api/dashboard/glance/ and
// /api/game/{id}/live/, and the player's bad input answered with a JSON 4xx, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamScheduleResponse } from '../../src/shared/api-types.js';
import type { SeasonGlanceResponse } from '../../src/shared/glance-types.js';
import type { LiveGameResponse } from '../../src/shared/live-types.js';
import type { NewsResponse } from '../../src/shared/news-types.js';
import { type Client, seg, newGame, startHostedDynasty, type HostedServer } from './helpers.js';

let server: HostedServer;
let client: Client;

beforeAll(async () => {
  server = await startHostedDynasty('dynasty-panels-api-', newGame('Ohio State', 2024), { playTo: 4 });
  client = server.client;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('dashboard panels and the live game', () => {
  it('GET /api/news/: the season, one week, the seasons to choose from', async () => {
    const all = await client.ok<NewsResponse>('/api/news/');
    expect(all.year).toBe(2024);
    expect(all.years).toEqual([2024]);
    expect(all.stories.length).toBeGreaterThan(0);
    const week = await client.ok<NewsResponse>('/api/news/?week=2');
    expect(week.stories.every((s) => s.week === 2)).toBe(true);
  });

  it('GET /api/dashboard/glance/: rank by week, the next three games, five Heisman candidates', async () => {
    const glance = await client.ok<SeasonGlanceResponse>('/api/dashboard/glance/');
    expect(glance.team).toBe('Ohio State');
    expect(glance.rank_by_week.map((r) => r.week)).toEqual([0, 1, 2, 3]);
    expect(glance.next_games).toHaveLength(3);
    expect(glance.next_games.every((g) => g.result === null && g.weekPlayed >= 4)).toBe(true);
    expect(glance.heisman).toHaveLength(5);
    expect(glance.leaders.map((l) => l.category)).toContain('passing');
  });

  it('GET /api/game/{id}/live/: the played game to its final score', async () => {
    const schedule = await client.ok<TeamScheduleResponse>(`/api/${seg('Ohio State')}/schedule/`);
    const played = schedule.games.find((g) => g.result)!;
    const live = await client.ok<LiveGameResponse>(`/api/game/${played.id}/live/`);
    const last = live.plays[live.plays.length - 1];
    expect([last.home_score, last.away_score]).toEqual([live.home_points, live.away_points]);
    expect([0, 100]).toContain(last.home_wp);
  });

  it('answers bad input with a JSON 4xx', async () => {
    const schedule = await client.ok<TeamScheduleResponse>(`/api/${seg('Ohio State')}/schedule/`);
    const unplayed = schedule.games.find((g) => !g.result)!;
    for (const path of [
      '/api/news/?week=abc',
      '/api/news/?week=99',
      '/api/news/?year=1990',
      '/api/game/abc/live/',
      `/api/game/${unplayed.id}/live/`,
      '/api/game/999999/live/',
    ]) {
      const answer = await client.get<{ error?: string }>(path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(typeof answer.body.error, path).toBe('string');
    }
    expect(server.internalErrors).toEqual([]);
  });
});
