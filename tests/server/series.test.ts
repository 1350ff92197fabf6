// Scheduling series over HTTP: the booked games of the start season's real series, booking a home-and-home,
// removing a booked game, and bad input or a refusal answered with a JSON 4xx that changes nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BookedSeriesResponse,
  BookSeriesResponse,
  ErrorResponse,
  RemoveBookedGameResponse,
} from '../../src/shared/api-types.js';
import { Client, expectRefused, startServer, type Running } from './helpers.js';

let dir: string;
let server: Running;
let me: Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-series-http-'));
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

describe('scheduling series over HTTP', () => {
  it("lists the player's booked games with the future seasons", async () => {
    const view = await me.ok<BookedSeriesResponse>('/api/noncon/series/');
    expect(view.games.map((g) => [g.year, g.week, g.opponent, g.site, g.real, g.locked])).toEqual([
      [2024, 2, 'Michigan', 'away', true, null],
      [2027, 2, 'Michigan', 'home', true, null],
    ]);
  });

  it('refuses bad input and broken rules with a JSON 4xx, changing nothing', async () => {
    const post = (body: unknown) => () => me.post<ErrorResponse>('/api/noncon/series/', body);
    await expectRefused(
      dir,
      post({ opponent: 'Ohio State', kind: 'three-for-none', week: 4 }),
      400,
      /body\.kind: "three-for-none" is not one of home-and-home, two-for-one/,
    );
    await expectRefused(dir, post({ opponent: 'Ohio State', kind: 'home-and-home' }), 400, /body\.week: missing/);
    await expectRefused(dir, post([]), 400, /body: expected an object/);
    await expectRefused(
      dir,
      post({ opponent: 'Nowhere Tech', kind: 'home-and-home', week: 4 }),
      404,
      /Unknown team "Nowhere Tech"/,
    );
    await expectRefused(dir, post({ opponent: 'Oklahoma', kind: 'home-and-home', week: 4 }), 409, /SEC opponent/);
    await expectRefused(
      dir,
      post({ opponent: 'Michigan', kind: 'home-and-home', week: 2, from: 2027 }),
      409,
      /No open week 2 in 2027/,
    );
    await expectRefused(
      dir,
      () => me.post('/api/noncon/series/remove/', { game: 'x' }),
      400,
      /body\.game: booked game id/,
    );
    await expectRefused(
      dir,
      () => me.post('/api/noncon/series/remove/', { game: 999999 }),
      404,
      /No booked game 999999 of Texas/,
    );
    expect(server.internalErrors).toEqual([]);
  });

  it('books a home-and-home and removes one of its games', async () => {
    const booked = await me.post<BookSeriesResponse>('/api/noncon/series/', {
      opponent: 'Ohio State',
      kind: 'home-and-home',
      week: 5,
      from: 2028,
    });
    expect(booked.status).toBe(200);
    expect(booked.body.message).toBe('Booked a home-and-home: 2028 week 5 vs Ohio State; 2029 week 5 at Ohio State.');
    const game = booked.body.games.find((g) => g.year === 2029)!;
    const removed = await me.post<RemoveBookedGameResponse>('/api/noncon/series/remove/', { game: game.id });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Removed: 2029 week 5 at Ohio State.');
    expect(removed.body.games.map((g) => `${g.year}:${g.opponent}`)).toEqual([
      '2024:Michigan',
      '2027:Michigan',
      '2028:Ohio State',
    ]);
  });
});
