// A coached game's snaps against a real `dynasty serve` on loopback: a snap does not write the save (its calls go to
// the snap log beside it), a server killed with SIGKILL mid-game resumes at the last snap it answered, and the snap
// that ends the game writes the save whole and drops the log.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachedGameResponse } from '../../src/shared/coached-types.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { snapEntries, snapLogOf } from '../../src/store/snapLog.js';
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

/** The file's identity: a whole write renames a new file over it or moves its modification time. */
const fileStamp = (): string => {
  const stat = statSync(save, { bigint: true });
  return `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
};

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
  it('are logged beside the save, resumed after a kill -9, and written into the save when the game ends', async () => {
    let server: ServeProcess = await startServeProcess(['--host', '127.0.0.1'], env);
    try {
      let client = new Client(server.base);
      const start = await client.post<CoachedGameResponse>('/api/coached_game/start', {
        situations: ['every', 'kicks'],
        sides: 'both',
      });
      expect(start.status, start.text.slice(0, 200)).toBe(200);
      let game = start.body;
      const written = fileStamp();
      for (let k = 0; k < 8; k++) game = await snap(client, game);
      // Eight snaps: the save file untouched, each one's calls a line of the log.
      expect(fileStamp()).toBe(written);
      const log = snapEntries(readFileSync(snapLogOf(save), 'utf8'));
      expect(log).toHaveLength(8);
      expect(log.at(-1)!.at + log.at(-1)!.calls.length).toBe(game.calls_made);
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
      expect(fileStamp()).toBe(written);

      // The game goes on from there, and its last snap writes the save whole and drops the log.
      game = await snap(client, game);
      const end = await client.post<CoachedGameResponse>('/api/coached_game/call', { call: 'coordinator_rest' });
      expect(end.status, end.text.slice(0, 200)).toBe(200);
      expect(end.body.status).toBe('final');
      expect(fileStamp()).not.toBe(written);
      expect(existsSync(snapLogOf(save))).toBe(false);
      expect(server.stderr()).toBe('');
    } finally {
      await server.stop();
    }
  }, 300_000);
});
