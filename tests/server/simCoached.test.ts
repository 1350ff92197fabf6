// GET /api/sim/{week}/ while a coached game is in progress: playing its week would have the coordinator call the
// rest of it, so the server refuses with a JSON 409 naming the game and changes nothing, unless finish_coached=1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse, SimResponse } from '../../src/shared/api-types.js';
import type { CoachedGameResponse } from '../../src/shared/coached-types.js';
import { expectRefused, newGame, startHostedDynasty, type HostedServer } from './helpers.js';

let server: HostedServer;
let opponent = '';
let week = 0;

beforeAll(async () => {
  server = await startHostedDynasty('dynasty-sim-coached-', newGame('Ohio State', 2017), { playTo: 2 });
  const start = await server.client.post<CoachedGameResponse>('/api/coached_game/start/', {});
  expect(start.status, start.text).toBe(200);
  opponent = start.body.home === 'Ohio State' ? start.body.away : start.body.home;
  week = (await server.client.ok<DashboardResponse>('/api/dashboard/?read_only=1')).info.currentWeek;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('simulating the week of a coached game in progress', () => {
  it('every page says the game is in progress', async () => {
    const dashboard = await server.client.ok<DashboardResponse>('/api/dashboard/?read_only=1');
    expect(dashboard.info.coaching).toEqual({ week, opponent });
  });

  it('is refused with a 409 naming the game, and nothing changes', async () => {
    const message = new RegExp(
      `^Your game against ${opponent} \\(week ${week}\\) is in progress: resume coaching it, or simulate with finish_coached=1`,
    );
    for (const path of [`/api/sim/${week + 1}/`, `/api/sim/${week + 3}/`, `/api/sim/${week + 1}/?finish_coached=0`]) {
      await expectRefused(server.usersDir, () => server.client.get(path), 409, message);
    }
    await expectRefused(
      server.usersDir,
      () => server.client.get(`/api/sim/${week + 1}/?finish_coached=perhaps`),
      400,
      /finish_coached must be true or false/,
    );
  });

  it('plays the week with finish_coached=1: the coordinator finishes the game', async () => {
    const sim = await server.client.ok<SimResponse>(`/api/sim/${week + 1}/?finish_coached=1`);
    expect(sim.weeks_simulated).toBe(1);
    expect(sim.info.coaching).toBeUndefined();
    const final = await server.client.ok<CoachedGameResponse>('/api/coached_game/');
    expect(final.status).toBe('final');
    expect(server.internalErrors).toEqual([]);
  });
});
