// Heavy work is fair between players on a real hosted server (loopback port, real saves): while several players'
// seasons simulate and one client floods pages and queues more simulations than it may, another player's page and
// change are answered before any of those seasons ends, and the flooding client is told to wait (a JSON 429 with
// Retry-After). Each client has its own address (X-Forwarded-For from the trusted loopback proxy). Order and
// completion are asserted, never a duration.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse, ErrorResponse } from '../../src/shared/api-types.js';
import { Client, startServer, type Running } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'server-fair-'));
let server: Running;
const READS_AT_ONCE = 4;
const CHANGES_AT_ONCE = 2;

beforeAll(async () => {
  server = await startServer({
    mode: { kind: 'hosted', usersDir: join(dir, 'users') },
    trustProxy: 'loopback',
    limits: { readsAtOnce: READS_AT_ONCE, changesAtOnce: CHANGES_AT_ONCE, changesPerMinute: 1000 },
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A player at an address of its own. */
class Player {
  readonly client: Client;
  constructor(readonly address: string) {
    this.client = new Client(server.base);
  }
  get<T>(path: string) {
    return this.client.get<T>(path, { 'X-Forwarded-For': this.address });
  }
  async ok<T>(path: string): Promise<T> {
    const answer = await this.get<T>(path);
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
    return answer.body;
  }
  /** A new 2024 dynasty at team, moved into the season. */
  async start(team: string): Promise<void> {
    await this.ok(`/api/noncon/?team=${encodeURIComponent(team)}&year=2024`);
    await this.ok('/api/dashboard/');
  }
}

describe('heavy work shared fairly between players', () => {
  it("answers another player's page and change before any of the queued seasons ends", async () => {
    const seasons = ['Texas', 'Oregon', 'Alabama'].map((team, i) => ({
      team,
      player: new Player(`203.0.113.${i + 1}`),
    }));
    const other = new Player('203.0.113.50');
    for (const { team, player } of seasons) await player.start(team);
    await other.start('Georgia');

    const done: string[] = [];
    const note = <T>(name: string, call: Promise<T>): Promise<T> => call.finally(() => done.push(name));
    // Each simulating player plays to week 10; the first asks for it more times than it may queue changes at once,
    // and floods its pages.
    const [flooder, ...others] = seasons.map((s) => s.player);
    const simulations = seasons.slice(1).map(({ team, player }) => note(`season ${team}`, player.get('/api/sim/10/')));
    const floodSims = Array.from({ length: CHANGES_AT_ONCE + 2 }, () => flooder.get('/api/sim/10/'));
    const flood = Array.from({ length: 20 }, () => flooder.get('/api/stats/individual/'));
    // The other player, asking after all of that, reads a page and simulates a week.
    const page = note('other page', other.get<DashboardResponse>('/api/dashboard/'));
    const change = note('other change', other.get('/api/sim/2/'));

    expect((await page).status).toBe(200);
    expect((await change).status).toBe(200);
    for (const simulation of simulations) expect((await simulation).text).toMatch(/"status":"success"/);
    // Had the jobs been served first come first served, the other player's week would have waited for every season.
    const firstSeason = done.findIndex((name) => name.startsWith('season'));
    expect(done.indexOf('other page')).toBeLessThan(firstSeason);
    expect(done.indexOf('other change')).toBeLessThan(firstSeason);
    const week = await other.ok<DashboardResponse>('/api/dashboard/');
    expect(week.info.currentWeek).toBe(2);

    // The flooder was held to its share: past its pages and changes at once, a JSON 429 telling when to retry.
    const answers = await Promise.all([...flood, ...floodSims]);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(answer.headers.get('content-type')).toMatch(/application\/json/);
      expect((answer.body as ErrorResponse).error).toMatch(/at once: at most \d+ from one address/);
    }
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(READS_AT_ONCE);
    expect((await Promise.all(floodSims)).some((a) => a.status === 200)).toBe(true);
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
    // Refused calls changed nothing: the flooder's season stands where its own simulation took it.
    expect((await flooder.ok<DashboardResponse>('/api/dashboard/')).info.currentWeek).toBe(10);
    for (const player of others)
      expect((await player.ok<DashboardResponse>('/api/dashboard/')).info.currentWeek).toBe(10);
    expect(server.internalErrors).toEqual([]);
  }, 300_000);
});
