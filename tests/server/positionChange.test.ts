// Position changes on the real server over a loopback port, over seed 5's Texas 2024 dynasty: during the season
// (every game played) the move is refused with the reason and the options only read; in roster progression a
// player moves with his ratings converted, the chart shows where he came from, and he moves back as he was; bad
// input, another team's player or his own position answer a JSON 4xx and change no file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DepthChartResponse, PlayerResponse } from '../../src/shared/api-types.js';
import type { PositionChangeResponse, PositionOptionsResponse } from '../../src/shared/roster-types.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';
import { changedFiles, Client, expectRefused, snapshot, startServer, type Running } from './helpers.js';

let dir: string;
let server: Running | undefined;

/** A local server over the dynasty `stages` stages after its last game. */
async function serve(stages: 0 | 2): Promise<Client> {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-position-api-'));
  const savePath = join(dir, 'dynasty.db');
  await texasSeason2024(savePath, stages);
  server = await startServer({ mode: { kind: 'local', savePath } });
  return new Client(server.base);
}

afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** Texas's player last on its chart at `pos`. */
async function lastAt(
  client: Client,
  pos: string,
): Promise<DepthChartResponse['positions'][number]['players'][number]> {
  const chart = await client.ok<DepthChartResponse>(`/api/Texas/depth/?pos=${pos}`);
  return chart.positions[0].players.at(-1)!;
}

describe('position changes on the server', () => {
  it('are refused during the season with the reason, and the options only read', async () => {
    const client = await serve(0);
    const safety = await lastAt(client, 'S');
    const chart = await client.ok<DepthChartResponse>('/api/Texas/depth/');
    expect(chart.position_change).toEqual({
      open: false,
      reason: expect.stringMatching(/^Players change positions in the offseason, .* \(now: Season\)\.$/),
    });
    const before = snapshot(dir);
    const options = await client.ok<PositionOptionsResponse>(`/api/roster/position/?player=${safety.id}`);
    expect(options).toMatchObject({ open: false, origin: 'S', player: { id: safety.id, pos: 'S' } });
    expect(options.options[0]).toMatchObject({ pos: 'CB', closeness: 'close' });
    expect(changedFiles(before, snapshot(dir))).toEqual([]);
    await expectRefused(
      dir,
      () => client.post('/api/roster/position/', { player: safety.id, pos: 'CB' }),
      409,
      /Players change positions in the offseason.*\(now: Season\)/,
    );
    await expectRefused(
      dir,
      () => client.post('/api/depth/', { pos: 'CB', player: safety.id, slot: 1 }),
      409,
      /Players change positions in the offseason/,
    );
  }, 600_000);

  it('move a player in the offseason, show it, move him back, and refuse bad input', async () => {
    const client = await serve(2);
    const safety = await lastAt(client, 'S');
    const options = await client.ok<PositionOptionsResponse>(`/api/roster/position/?player=${safety.id}`);
    expect(options.open).toBe(true);
    const cb = options.options.find((o) => o.pos === 'CB')!;
    const moved = await client.post<PositionChangeResponse>('/api/roster/position/', { player: safety.id, pos: 'CB' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.change).toMatchObject({
      id: safety.id,
      from: 'S',
      to: 'CB',
      rating_before: safety.rating,
      rating_after: cb.rating,
      potential: cb.potential,
      back: false,
    });
    expect(moved.body.message).toMatch(/moves from S to CB \(a close position\)/);
    const atCb = moved.body.positions.find((p) => p.pos === 'CB')!.players.find((p) => p.id === safety.id);
    expect(atCb).toMatchObject({ moved_from: 'S', rating: cb.rating });
    const page = await client.ok<PlayerResponse>(`/api/player/${safety.id}/`);
    expect(page.position_changes).toMatchObject([{ from: 'S', to: 'CB', made_by: 'coach' }]);

    const other = (await client.ok<DepthChartResponse>('/api/Oklahoma/depth/?pos=S')).positions[0].players[0];
    await expectRefused(
      dir,
      () => client.post('/api/roster/position/', { player: other.id, pos: 'CB' }),
      409,
      /plays for Oklahoma/,
    );
    await expectRefused(
      dir,
      () => client.post('/api/roster/position/', { player: safety.id, pos: 'CB' }),
      400,
      /already plays CB/,
    );
    await expectRefused(
      dir,
      () => client.post('/api/roster/position/', { player: safety.id, pos: 'XB' }),
      400,
      /Unknown position "XB"/,
    );
    await expectRefused(
      dir,
      () => client.post('/api/roster/position/', { player: safety.id }),
      400,
      /body\.pos: missing/,
    );
    await expectRefused(
      dir,
      () => client.post('/api/roster/position/', { player: safety.id, pos: 'S', slot: 1 }),
      400,
      /slot/,
    );
    await expectRefused(
      dir,
      () => client.post('/api/roster/position/', [safety.id, 'S']),
      400,
      /body: expected an object/,
    );
    await expectRefused(
      dir,
      () => client.post('/api/roster/position/', { player: 99999999, pos: 'S' }),
      404,
      /No player 99999999/,
    );
    const unknown = await client.get(`/api/roster/position/?player=99999999`);
    expect(unknown.status).toBe(404);

    const back = await client.post<PositionChangeResponse>('/api/roster/position/', { player: safety.id, pos: 'S' });
    expect(back.status, back.text).toBe(200);
    expect(back.body.change).toMatchObject({ to: 'S', back: true, rating_after: safety.rating });
    const again = back.body.positions.find((p) => p.pos === 'S')!.players.find((p) => p.id === safety.id);
    expect(again).toMatchObject({ moved_from: null, rating: safety.rating });
    expect((await client.ok<PlayerResponse>(`/api/player/${safety.id}/`)).position_changes).toEqual([]);
  }, 600_000);
});
