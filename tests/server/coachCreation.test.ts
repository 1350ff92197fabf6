// The new-game call making the player's coach (GET /api/noncon/ with coach_name, background, offense, defense,
// points) against the real server: a bad value is a JSON 400 naming it and makes nothing; a good one is the coach.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachResponse, ErrorResponse } from '../../src/shared/api-types.js';
import { Client, expectRefused, newGame, seg, startServer, type Running } from './helpers.js';

let dir: string;
let server: Running;
let player: Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'server-coach-'));
  server = await startServer({ mode: { kind: 'hosted', usersDir: join(dir, 'users') } });
  player = new Client(server.base);
  await player.ok('/api/home/');
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const coachGame = (coach: string): string => `${newGame('Indiana', 2024)}&${coach}`;

describe("the new-game call makes the player's coach", () => {
  it.each([
    [`coach_name=${seg('X')}`, /Coach name/],
    [`coach_name=${seg('Bob <b>Smith</b>')}`, /Coach name/],
    ['background=wizard', /background "wizard"/],
    ['offense=wishbone', /offense "wishbone"/],
    ['defense=5-2', /defense "5-2"/],
    [`background=offensive-coordinator&points=${seg('offense=11')}`, /offense starts at .* may reach/],
    [
      `background=offensive-coordinator&points=${seg('offense=5,defense=5,recruiting=1')}`,
      /11 points spent: the pool is 10/,
    ],
    [`points=${seg('offense=2')}`, /Choose a background to spend points/],
    [`points=${seg('charisma=2')}`, /No coach ability "charisma"/],
    ['role=coordinator&background=recruiter', /coordinator is not made/],
    [
      'coach_name=Pat%20Smith&coach_name=Lee%20Smith',
      /query\.coach_name: expected a string, got a list \(give it once\)/,
    ],
  ])('%s: a JSON 400 naming it, nothing made', async (coach, message) => {
    await expectRefused(dir, () => player.get<ErrorResponse>(coachGame(coach)), 400, message);
  });

  it('a good coach is the one the game plays', async () => {
    const points = seg('offense=6,game-day=4');
    await player.ok(
      coachGame(
        `coach_name=${seg('José Núñez')}&background=offensive-coordinator&offense=spread&defense=4-2-5&points=${points}`,
      ),
    );
    const { coach } = await player.ok<CoachResponse>('/api/coach/');
    expect(coach.name).toBe('José Núñez');
    expect(coach.scheme).toBe('spread');
    expect(coach.front).toBe('4-2-5');
    // Indiana 2024 is a prestige-3 program (a drawn coach's mean 60.5): offense starts 6 above, game day 7 below.
    expect(coach.ratings.offense).toBe(67 + 6);
    expect(coach.ratings.gameManagement).toBe(54 + 4);
  });
});
