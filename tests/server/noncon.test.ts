// Non-conference scheduling over HTTP: the week's opponents with their sites (FCS programs by name), POST
// /api/schedulenc/ with a site, and bad input answered with a JSON 4xx that changes nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NonconOpponentsResponse, NonconResponse, ScheduleNonconResponse } from '../../src/shared/api-types.js';
import { Client, expectRefused, startServer, type Running } from './helpers.js';

let dir: string;
let server: Running;
let me: Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-noncon-http-'));
  server = await startServer({ mode: { kind: 'hosted', usersDir: dir } });
  me = new Client(server.base);
  const started = await me.get(
    '/api/noncon/?team=Texas&year=2024&playoff_teams=12&playoff_autobids=5&playoff_conf_champ_top_4=true',
  );
  expect(started.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function openWeeks(): Promise<number[]> {
  return (await me.ok<NonconResponse>('/api/noncon/')).schedule
    .filter((w) => w.opponent === null)
    .map((w) => w.weekPlayed);
}

async function refused(body: unknown, status: number, message: RegExp): Promise<void> {
  await expectRefused(dir, () => me.post('/api/schedulenc/', body), status, message);
}

describe('non-conference scheduling over HTTP', () => {
  it('offers the week opponents with their sites, FCS programs by their names', async () => {
    const [week] = await openWeeks();
    const { opponents } = await me.ok<NonconOpponentsResponse>(`/api/noncon/opponents/?week=${week}`);
    const montana = opponents.find((o) => o.team.name === 'Montana');
    expect(montana).toMatchObject({
      fcs: true,
      sites: ['home'],
      team: { name: 'Montana', fcs: true, conference: 'FCS' },
    });
    expect(opponents.findIndex((o) => o.fcs)).toBeGreaterThan(0);
    expect(opponents.slice(opponents.findIndex((o) => o.fcs)).every((o) => o.fcs)).toBe(true);
    // The original's dropdown keeps its FBS names.
    const names = await me.ok<string[]>(`/api/fetchteams/?week=${week}`);
    expect(names).toEqual(
      opponents
        .filter((o) => !o.fcs)
        .map((o) => o.team.name)
        .sort((a, b) => a.localeCompare(b)),
    );
  });

  it('refuses bad input with a JSON 4xx and changes nothing', async () => {
    const [week] = await openWeeks();
    await refused({ opponent: 'Nowhere Tech', week }, 404, /Unknown team "Nowhere Tech" \(FBS or FCS\)/);
    await refused(
      { opponent: 'Montana', week, site: 'away' },
      409,
      /FCS opponents always play at Texas \(choose home\)/,
    );
    await refused(
      { opponent: 'Montana', week, site: 'moon' },
      400,
      /body\.site: "moon" is not one of home, away, neutral/,
    );
    const { opponents } = await me.ok<NonconOpponentsResponse>(`/api/noncon/opponents/?week=${week}`);
    const homeOnly = opponents.find((o) => !o.fcs && o.sites.join() === 'home')!;
    await refused(
      { opponent: homeOnly.team.name, week, site: 'neutral' },
      409,
      /too far apart for a neutral-site game/,
    );
    expect(server.internalErrors).toEqual([]);
  });

  it('schedules at the chosen site: an FCS program at home, an FBS peer away', async () => {
    const [first, second] = await openWeeks();
    const fcs = await me.post<ScheduleNonconResponse>('/api/schedulenc/', {
      opponent: 'Montana',
      week: first,
      site: 'home',
    });
    expect(fcs.status).toBe(200);
    expect(fcs.body.schedule.find((w) => w.weekPlayed === first)).toMatchObject({
      site: 'home',
      opponent: { name: 'Montana', fcs: true },
    });
    const { opponents } = await me.ok<NonconOpponentsResponse>(`/api/noncon/opponents/?week=${second}`);
    const peer = opponents.find((o) => !o.fcs && o.sites.includes('away'))!;
    const away = await me.post<ScheduleNonconResponse>('/api/schedulenc/', {
      opponent: peer.team.name,
      week: second,
      site: 'away',
    });
    expect(away.status).toBe(200);
    const game = away.body.schedule.find((w) => w.weekPlayed === second)!;
    expect(game.opponent?.name).toBe(peer.team.name);
    expect(game).toMatchObject({ site: 'away' });
    expect(server.internalErrors).toEqual([]);
  });
});
