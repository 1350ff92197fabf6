// A stranger's league file or league change never holds the server: the check ends on any input (a file missing
// its fields, one nested 200,000 deep), runs in a worker thread under a time limit, and is refused with a 400 past
// it; meanwhile other players' pages are answered, and SIGTERM stops the server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allPrograms } from '../../src/core/data/league.js';
import type { ErrorResponse, LeagueSetupResponse } from '../../src/shared/api-types.js';
import { startServeProcess } from '../saves/serveProcess.js';
import { Client, expectRefused, newGame, startHostedDynasty } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'league-bounds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The file a new player sent: no format, version or year, and a conference missing its fields. */
const HOSTILE = '{"conferences": [{"name": "Tiny", "teams": ["Tulane", "Nowhere State"]}]}';
const DEEP = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
/** Every program in one conference of nine games: valid in shape, and the scheduler tries hard before giving up. */
const HEAVY = JSON.stringify({
  format: 'cfb-dynasty-league',
  version: 1,
  year: 2024,
  conferences: [
    {
      name: 'Everyone',
      teams: allPrograms().map((p) => p.name),
      divisions: null,
      confGames: 9,
      championshipGame: true,
      power: true,
    },
  ],
  playoff: { teams: 4, autobids: 0, confChampTop4: false, onCampusRounds: 0 },
});

describe('league files a stranger sends to dynasty serve', () => {
  it('answers every other player while a hostile file is checked, and refuses it with a 400', async () => {
    const server = await startServeProcess(['--users-dir', join(dir, 'users')]);
    try {
      const stranger = new Client(server.base);
      const player = new Client(server.base);
      const answered: string[] = [];
      const hostile = stranger.post<ErrorResponse>('/api/league_file/', { file: HOSTILE }).then((a) => {
        answered.push('hostile');
        return a;
      });
      const home = await player.get('/api/home/');
      answered.push('player');
      expect(home.status).toBe(200);
      const refused = await hostile;
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/^line 1, format: must be "cfb-dynasty-league"/);
      const deep = await stranger.post<ErrorResponse>('/api/league_file/', { file: DEEP });
      expect(deep.status).toBe(400);
      expect(deep.body.error).toMatch(/^line 1: a league file nests lists and objects at most 6 deep/);
      expect(answered).toContain('player');
      expect(server.stderr()).not.toMatch(/internal error/);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('stops on SIGTERM while a heavy file is being checked', async () => {
    const server = await startServeProcess(['--users-dir', join(dir, 'users-stop')]);
    const stranger = new Client(server.base);
    const heavy = stranger.post<ErrorResponse>('/api/league_file/', { file: HEAVY }).catch(() => null);
    // Once another call is answered the server is up and the heavy one has arrived before it.
    expect((await new Client(server.base).get('/api/home/')).status).toBe(200);
    await server.stop();
    expect(server.child.exitCode ?? server.child.signalCode).not.toBeNull();
    const answer = await heavy;
    if (answer) expect(answer.status).toBeGreaterThanOrEqual(400);
    if (answer) expect(answer.status).toBeLessThan(500);
  }, 120_000);
});

describe('the time limit of untrusted work', () => {
  it('refuses a league file and a league change past it with a 400, changing nothing', async () => {
    // A limit no check can meet: every league file and league change is refused by it.
    const server = await startHostedDynasty('league-bounds-limit-', newGame('Ohio State', 2024), {
      app: { untrustedJobMs: 1 },
    });
    try {
      const file = JSON.stringify(await server.client.ok<unknown>('/api/league_setup/export/'));
      await expectRefused(
        server.usersDir,
        () => server.client.post<ErrorResponse>('/api/league_file/', { file }),
        400,
        /^That league file took more than 1 second to check/,
      );
      await expectRefused(
        server.usersDir,
        () =>
          server.client.post<ErrorResponse>('/api/league_setup/', {
            action: 'move',
            team: 'Iowa',
            conference: 'Independent',
          }),
        400,
        /^That league change took more than 1 second to check.*nothing was changed/,
      );
      // The thread stopped for it is replaced: the game goes on.
      const setup = await server.client.ok<LeagueSetupResponse>('/api/league_setup/');
      expect(setup.setup.independents).not.toContain('Iowa');
      expect(server.internalErrors).toEqual([]);
    } finally {
      await server.close();
    }
  }, 180_000);
});
