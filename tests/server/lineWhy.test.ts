// The game preview answers why its line is what it is: what the odds read of each side and the home edge, whose parts
// add up to the spread the preview shows, in the words every front end shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse, GameResponse } from '../../src/shared/api-types.js';
import { newGame, startHostedDynasty, type HostedServer } from './helpers.js';

let server: HostedServer;

beforeAll(async () => {
  server = await startHostedDynasty('dynasty-line-why-', newGame('Nebraska', 2024));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the game preview', () => {
  it('explains the line of the next game once the season starts, its parts adding up to the spread', async () => {
    const dashboard = await server.client.ok<DashboardResponse>('/api/dashboard/');
    expect(dashboard.info.stage).toBe('season');
    const next = dashboard.curr_game!;
    const preview = await server.client.ok<GameResponse>(`/api/game/${next.id}/`);
    const { game } = preview;
    const why = preview.line_why!;
    expect(why).toBeTruthy();
    const spreadA = game.spreadA === 'Even' ? 0 : Number(game.spreadA);
    expect(why.margin).toBe(Math.abs(spreadA));
    expect(why.favourite).toBe(spreadA <= 0 ? game.teamA.name : game.teamB.name);
    expect(why.parts.reduce((sum, p) => sum + Math.round(p.points * 10), 0)).toBe(Math.round(why.margin * 10));
    expect(why.text).toContain(`${why.favourite} `);
    expect(why.text).toMatch(/points (better|worse) than an average FBS team/);
    expect(why.text.endsWith(spreadA === 0 ? ': Even' : `: ${why.favourite} by ${Math.abs(spreadA)}`)).toBe(true);
    // The dashboard's next game is the same game, with the same line.
    expect(next.spread).toBe(next.opponent.name === game.teamA.name ? game.spreadB : game.spreadA);
  });
});
