// The playbook on the real server: the decision offers the staff's book (formations and personnel on offense, fronts
// on defense), a play called with its formation and a coverage with its front are taken, and names outside the book
// answer a JSON 400 naming the valid ones and change no file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachedGameResponse } from '../../src/shared/coached-types.js';
import { schemaProblems } from './answerRecorder.js';
import { coachedGameAnswer } from '../../src/shared/contract/answers/coached.js';
import { expectRefused, newGame, startHostedDynasty, type HostedServer } from './helpers.js';

let server: HostedServer;

beforeAll(async () => {
  server = await startHostedDynasty('dynasty-coach-book-', newGame('Ohio State', 2017));
  await server.client.ok('/api/dashboard/');
});

afterAll(async () => {
  await server?.close();
});

async function refused(message: RegExp, body: unknown): Promise<void> {
  await expectRefused(server.usersDir, () => server.client.post('/api/coached_game/call/', body), 400, message);
}

async function until(state: CoachedGameResponse, kind: string): Promise<CoachedGameResponse> {
  let now = state;
  while (now.pending!.kind !== kind) {
    now = (await server.client.post<CoachedGameResponse>('/api/coached_game/call/', { call: 'coordinator' })).body;
  }
  return now;
}

describe('calls from the playbook', () => {
  it('takes a formation with personnel and a coverage with a front; refuses names outside the book', async () => {
    const client = server.client;
    const start = await client.post<CoachedGameResponse>('/api/coached_game/start/', { situations: ['every'] });
    expect(start.status, start.text).toBe(200);
    let state = await until(start.body, 'offense');
    const offense = state.pending!;
    expect(schemaProblems(coachedGameAnswer, state)).toEqual([]);
    expect(offense.formations.length).toBeGreaterThanOrEqual(3);
    expect(offense.personnel.length).toBeGreaterThanOrEqual(3);
    expect(offense.fronts).toEqual([]);

    await refused(/body\.formation: "wishbone" is not one of shotgun, /, { call: 'inside_run', formation: 'wishbone' });
    await refused(/body\.personnel: "33" is not one of 10, /, {
      call: 'inside_run',
      formation: offense.formations[0],
      personnel: '33',
    });
    await refused(/A formation goes with a run or a pass/, { call: 'punt', formation: offense.formations[0] });
    await refused(/body\.front: not a field here \(call, tempo, formation, personnel\)/, {
      call: 'inside_run',
      formation: 'pistol',
      front: 'nickel',
    });
    await refused(/body\.call: missing/, { formation: 'pistol' });
    await refused(/body\.formation: expected a string, got number/, { call: 'inside_run', formation: 7 });

    const formation = offense.formations[1];
    const called = await client.post<CoachedGameResponse>('/api/coached_game/call/', {
      call: 'quick_pass',
      formation,
      personnel: offense.personnel[0],
    });
    expect(called.status, called.text).toBe(200);
    expect(called.body.calls_made).toBe(state.calls_made + 1);
    // An old call without a formation still works: the staff's own formation.
    state = await until(called.body, 'offense');
    const old = await client.post<CoachedGameResponse>('/api/coached_game/call/', { call: 'inside_run' });
    expect(old.status, old.text).toBe(200);

    state = await until(old.body, 'defense');
    const defense = state.pending!;
    expect(defense.fronts.length).toBeGreaterThanOrEqual(4);
    expect(defense.calls).toEqual(expect.arrayContaining(['cover0', 'cover3', 'zone_pressure', 'base']));
    await refused(/body\.front: "bear" is not one of 4-3, /, { call: 'cover3', front: 'bear' });
    await refused(/A front goes with a defensive call, not 'timeout'/, { call: 'timeout', front: 'nickel' });
    const other = (['4-3', '3-4'] as const).find((f) => !defense.fronts.includes(f))!;
    await refused(new RegExp(`no ${other} front: one of ${defense.fronts.join(', ')}`), {
      call: 'cover3',
      front: other,
    });
    const cover = await client.post<CoachedGameResponse>('/api/coached_game/call/', {
      call: 'cover3',
      front: 'nickel',
    });
    expect(cover.status, cover.text).toBe(200);
    expect(cover.body.calls_made).toBe(state.calls_made + 1);
    expect(schemaProblems(coachedGameAnswer, cover.body)).toEqual([]);
  });
});
