// A coached game's snaps against a real `dynasty serve` on loopback: each snap is one small transaction, a server
// killed with SIGKILL mid-game resumes at the last snap it answered (never half of one), and the game plays to its end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachedGameResponse } from '../../src/shared/coached-types.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { Client } from '../server/helpers.js';
import { startServeProcess, type ServeProcess } from './serveProcess.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-snaps-'));
const save = join(dir, 'snaps.db');
const env = { DYNASTY_SAVE: save, DYNASTY_SAVES_DIR: dir };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  const made = await newDynasty(save, { year: 2024, team: 'Michigan', seed: 11 });
  made.change(() => advanceStage(made.db));
  made.close();
}, 120_000);

/** Where the game stands, as a player sees it. */
const standing = (g: CoachedGameResponse) => ({
  calls: g.calls_made,
  score: [g.home_score, g.away_score],
  clock: [g.quarter, g.clock, g.down, g.distance, g.ball_on, g.offense],
  plays: g.plays.length,
  pending: g.pending?.kind,
});

async function snap(client: Client, game: CoachedGameResponse): Promise<CoachedGameResponse> {
  const answer = await client.post<CoachedGameResponse>('/api/coached_game/call', { call: game.pending!.calls[0] });
  expect(answer.status, answer.text.slice(0, 200)).toBe(200);
  return answer.body;
}

describe('the snaps of a coached game', () => {
  it('are each confirmed in the save, resumed after a kill -9, and play the game to its end', async () => {
    let server: ServeProcess = await startServeProcess(['--host', '127.0.0.1'], env);
    try {
      let client = new Client(server.base);
      const start = await client.post<CoachedGameResponse>('/api/coached_game/start', {
        situations: ['every', 'kicks'],
        sides: 'both',
      });
      expect(start.status, start.text.slice(0, 200)).toBe(200);
      let game = start.body;
      for (let k = 0; k < 8; k++) game = await snap(client, game);
      const confirmed = standing(game);

      // A snap sent and the server killed at once: it may or may not have been answered, never half of it.
      const inFlight = client
        .post<CoachedGameResponse>('/api/coached_game/call', { call: game.pending!.calls[0] })
        .catch(() => null);
      server.child.kill('SIGKILL');
      await server.stop();
      await inFlight;

      server = await startServeProcess(['--host', '127.0.0.1'], env);
      client = new Client(server.base);
      const resumed = (await client.ok<CoachedGameResponse>('/api/coached_game')).status;
      expect(resumed).toBe('playing');
      game = await client.ok<CoachedGameResponse>('/api/coached_game');
      if (game.calls_made === confirmed.calls) expect(standing(game)).toEqual(confirmed);
      else expect(game.calls_made).toBeGreaterThan(confirmed.calls);

      // The game goes on from there to its end.
      game = await snap(client, game);
      const end = await client.post<CoachedGameResponse>('/api/coached_game/call', { call: 'coordinator_rest' });
      expect(end.status, end.text.slice(0, 200)).toBe(200);
      expect(end.body.status).toBe('final');
      expect(server.stderr()).toBe('');
    } finally {
      await server.stop();
    }
  }, 300_000);
});
