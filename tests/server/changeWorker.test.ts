// Long changes run in a worker thread: while one player's season simulates, the server keeps answering other
// players' pages, and the simulating player's own reads see the game before or after the change. Real server on
// a loopback port, real saves on disk. Ordering is asserted, never a duration.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import type { DashboardResponse, NonconResponse, SimResponse } from '../../src/shared/api-types.js';
import { ChangeWorkers } from '../../src/server/changeWorker.js';
import type { ChangeJob } from '../../src/server/changeJobs.js';
import { Client, startServer, type Running } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'server-worker-'));
let server: Running;

beforeAll(async () => {
  server = await startServer({ mode: { kind: 'hosted', usersDir: join(dir, 'users') } });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a long change in a worker thread', () => {
  it("answers another player's pages while a season simulates", async () => {
    const simulating = new Client(server.base);
    const other = new Client(server.base);
    await simulating.ok('/api/noncon/?team=Texas&year=2024');
    await other.ok('/api/noncon/?team=Georgia&year=2024');
    await simulating.ok('/api/dashboard/'); // preseason -> season
    await other.ok('/api/dashboard/');

    let simulated = false;
    const simulation = simulating
      .get<SimResponse>(`/api/sim/${lastWeekFor(12) + 1}/`)
      .finally(() => (simulated = true));
    // The other player reads page after page until the simulation answers; each read is noted with whether
    // the simulation had answered by then.
    const readsBeforeEnd: number[] = [];
    let reads = 0;
    while (!simulated) {
      const page = await other.get<DashboardResponse>('/api/dashboard/');
      expect(page.status).toBe(200);
      expect(page.body.info.currentWeek).toBe(1);
      reads += 1;
      if (!simulated) readsBeforeEnd.push(reads);
    }
    const done = await simulation;
    expect(done.status).toBe(200);
    // Were the simulation run on the server's only thread, the reads would queue behind it: at most one could
    // slip in before it started. Here many are answered while it runs.
    expect(readsBeforeEnd.length).toBeGreaterThanOrEqual(3);
    expect(done.body.info.currentWeek).toBe(lastWeekFor(12) + 1);
    expect(server.internalErrors).toEqual([]);
  });

  it('shows the simulating player the game before or after the change, never half of it', async () => {
    const player = new Client(server.base);
    await player.ok('/api/noncon/?team=Oregon&year=2024');
    await player.ok('/api/dashboard/');
    let simulated = false;
    const simulation = player.get<SimResponse>('/api/sim/8/').finally(() => (simulated = true));
    const weeks = new Set<number>();
    while (!simulated) {
      const page = await player.get<DashboardResponse>('/api/dashboard/');
      expect(page.status).toBe(200);
      weeks.add(page.body.info.currentWeek);
      expect(page.body.team.totalWins + page.body.team.totalLosses).toBeLessThanOrEqual(page.body.info.currentWeek - 1);
    }
    expect((await simulation).body.info.currentWeek).toBe(8);
    for (const week of weeks) expect([1, 8]).toContain(week);
    expect(weeks.has(1)).toBe(true);
    // Once answered, every read sees the whole change.
    expect((await player.ok<DashboardResponse>('/api/dashboard/')).info.currentWeek).toBe(8);
  });

  it('turns a refused change in the worker into the same JSON error as before', async () => {
    const player = new Client(server.base);
    await player.ok('/api/noncon/?team=Utah&year=2024');
    // Advancing out of the season with every game unplayed is refused by the use case, inside the worker.
    await player.ok('/api/dashboard/');
    const refused = await player.post<{ error: string }>('/api/advance/', {});
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/unplayed|not over|games/i);
    expect(refused.text).not.toMatch(/\/work\/|\.ts:\d+|at [A-Za-z]+ \(/);
    // Nothing changed: still in the season, week 1.
    expect((await player.ok<DashboardResponse>('/api/dashboard/')).info.currentWeek).toBe(1);
    expect(server.internalErrors).toEqual([]);
  });

  it("replaces a player's damaged save with a new dynasty (hosted mode)", async () => {
    const player = new Client(server.base);
    await player.ok('/api/noncon/?team=Navy&year=2024');
    writeFileSync(join(dir, 'users', `${player.userId}.db`), 'not a save any more');
    expect((await player.get('/api/dashboard/')).status).toBe(409);
    const fresh = await player.get<NonconResponse>('/api/noncon/?team=Army&year=2023');
    expect(fresh.status).toBe(200);
    expect(fresh.body.info.team).toBe('Army');
    expect((await player.ok<DashboardResponse>('/api/dashboard/')).info.currentYear).toBe(2023);
  });
});

describe('a job no thread can be sent', () => {
  it('is refused alone, and the thread takes the next job', async () => {
    const workers = new ChangeWorkers(5_000, 1);
    const path = join(dir, 'no-save.db');
    try {
      // Nested past what the structured clone takes.
      const deep: unknown = JSON.parse(`${'['.repeat(20_000)}${']'.repeat(20_000)}`);
      const job = { kind: 'use', calls: [{ name: 'changeRetention', input: deep }] } as unknown as ChangeJob;
      await expect(workers.run(path, job, 'no save')).rejects.toThrow(/call stack/);
      await expect(workers.run(path, { kind: 'hold' }, 'no save')).resolves.toEqual({});
    } finally {
      await workers.close();
    }
  });
});
