// Property tests over the server's league calls: any league file a stranger posts and any league change a player
// sends end within the server's limit, are answered 200 or a JSON 4xx in the player's words (never a 500, a stack
// or a path), and a refused one changes no file.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../src/shared/api-types.js';
import { anyLeagueChange, anyLeagueFileText, PROPERTY_SEED } from '../helpers/leagueArbitraries.js';
import { changedFiles, newGame, snapshot, startHostedDynasty, type HostedServer } from './helpers.js';

let server: HostedServer;

beforeAll(async () => {
  server = await startHostedDynasty('league-properties-', newGame('Ohio State', 2024));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** A refusal as the player reads it: JSON, a sentence of their words, no trace of the code or the disk. */
function expectPlayersError(status: number, text: string, body: ErrorResponse): void {
  expect(status, text).toBeGreaterThanOrEqual(400);
  expect(status, text).toBeLessThan(500);
  expect(body.error).toMatch(/\w/);
  expect(text).not.toMatch(/\bat \S+ \([^)]*:\d+:\d+\)|\.ts:\d+|node_modules|\/tmp\/|\/work\//);
  // Past the time limit the check was stopped, not ended: no generated input may need that long.
  expect(body.error).not.toMatch(/took more than/);
}

describe('league calls with generated input', () => {
  it('checks any posted league file to an end, making nothing', async () => {
    await fc.assert(
      fc.asyncProperty(anyLeagueFileText, async (file) => {
        const before = snapshot(server.usersDir);
        const answer = await server.client.post<ErrorResponse>('/api/league_file/', { file });
        if (answer.status !== 200) expectPlayersError(answer.status, answer.text, answer.body);
        expect(changedFiles(before, snapshot(server.usersDir))).toEqual([]);
      }),
      { seed: PROPERTY_SEED, numRuns: 20 },
    );
    expect(server.internalErrors).toEqual([]);
  }, 300_000);

  it('answers any league change, and a refused one changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(anyLeagueChange, async (change) => {
        const before = snapshot(server.usersDir);
        const answer = await server.client.post<ErrorResponse>('/api/league_setup/', change);
        if (answer.status === 200) return;
        expectPlayersError(answer.status, answer.text, answer.body);
        // A player changing the league by hand reads of conferences by name, not of a JSON path.
        expect(answer.body.error).not.toMatch(/conferences\[\d+\]|rivalries\[\d+\]|playoff\.\w+|rules\.\w+/);
        expect(changedFiles(before, snapshot(server.usersDir))).toEqual([]);
      }),
      { seed: PROPERTY_SEED, numRuns: 20 },
    );
    expect(server.internalErrors).toEqual([]);
  }, 300_000);
});
