// GET and POST /api/settings/: the retention setting over HTTP, its bad input (400, nothing changed), and the
// game page's notice once a game's detail is dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, GameResponse, SettingsResponse } from '../../src/shared/api-types.js';
import { type Client, changedFiles, seg, snapshot, newGame, startHostedDynasty, type HostedServer } from './helpers.js';

let usersDir: string;
let server: HostedServer;
let client: Client;

beforeAll(async () => {
  server = await startHostedDynasty('dynasty-settings-', newGame('Ohio State', 2024), { playTo: 2 });
  ({ client, usersDir } = server);
});

afterAll(async () => {
  await server?.close();
});

describe('dynasty settings over HTTP', () => {
  it('answers the default: three past seasons keep full detail', async () => {
    const settings = await client.ok<SettingsResponse>('/api/settings/');
    expect(settings.detail_seasons).toBe(3);
    expect(settings.default_detail_seasons).toBe(3);
    expect(settings.first_detail_year).toBe(2021);
    expect(settings.info.currentYear).toBe(2024);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const before = snapshot(usersDir);
    for (const body of [
      {},
      { detail_seasons: 'lots' },
      { detail_seasons: -1 },
      { detail_seasons: 2.5 },
      { detail_seasons: 51 },
      [],
      { detail_seasons: null },
    ]) {
      const answer = await client.request<ErrorResponse>('POST', '/api/settings/', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/detail_seasons|Detail seasons|Bad request: body: expected an object/);
    }
    expect(changedFiles(before, snapshot(usersDir))).toEqual([]);
  });

  it('keeps everything or a number of seasons, and says so on the game page when a game lost its detail', async () => {
    const all = await client.request<SettingsResponse>('POST', '/api/settings/', { detail_seasons: 'all' });
    expect(all.status).toBe(200);
    expect(all.body.detail_seasons).toBeNull();
    expect((await client.ok<SettingsResponse>('/api/settings/')).detail_seasons).toBeNull();
    const schedule = await client.ok<{ games: { id: number; scoreA?: number | null }[] }>(
      `/api/${seg('Michigan')}/schedule/`,
    );
    const played = schedule.games[0].id;
    const kept = await client.ok<GameResponse>(`/api/game/${played}/`);
    expect(kept.detail_notice).toBeNull();
    expect(kept.drives.length).toBeGreaterThan(0);

    const one = await client.request<SettingsResponse>('POST', '/api/settings/', { detail_seasons: 1 });
    expect(one.status).toBe(200);
    expect(one.body.detail_seasons).toBe(1);
    expect(one.body.first_detail_year).toBe(2023);
    // The current season always keeps its detail.
    expect((await client.ok<GameResponse>(`/api/game/${played}/`)).detail_notice).toBeNull();
    expect(server.internalErrors).toEqual([]);
  });
});
