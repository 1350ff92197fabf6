// The coached game on the real server: start the team's next game, send calls and get the state, the coordinator
// for the rest, the week played when the game ends; bad calls answer a JSON 400 and change no file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, DashboardResponse } from '../../src/shared/api-types.js';
import type { CoachedGameResponse } from '../../src/shared/coached-types.js';
import { schemaProblems } from './answerRecorder.js';
import { coachedGameAnswer } from '../../src/shared/contract/answers/coached.js';
import { expectRefused, newGame, startHostedDynasty, type HostedServer } from './helpers.js';

let server: HostedServer;

beforeAll(async () => {
  server = await startHostedDynasty('dynasty-coach-api-', newGame('Ohio State', 2017));
  await server.client.ok('/api/dashboard/');
});

afterAll(async () => {
  await server?.close();
});

async function refused(status: number, message: RegExp, body: unknown): Promise<void> {
  await expectRefused(server.usersDir, () => server.client.post('/api/coached_game/call/', body), status, message);
}

describe('the coached game calls', () => {
  it('start a game, take calls, and play the week when it ends', async () => {
    const client = server.client;
    const none = await client.get<ErrorResponse>('/api/coached_game/');
    expect(none.status).toBe(404);
    // Every decision comes to the coach: each call below is one more made.
    const start = await client.post<CoachedGameResponse>('/api/coached_game/start/', {
      situations: ['every', 'kicks'],
    });
    expect(start.status, start.text).toBe(200);
    expect(start.body.status).toBe('playing');
    expect(schemaProblems(coachedGameAnswer, start.body)).toEqual([]);
    expect([start.body.home, start.body.away]).toContain('Ohio State');
    let state = start.body;
    for (let i = 0; i < 8; i++) {
      const pending = state.pending!;
      const call =
        pending.kind === 'offense' ? 'quick_pass' : pending.kind === 'defense' ? 'pass_blitz' : pending.calls[0];
      const answer = await client.post<CoachedGameResponse>('/api/coached_game/call/', { call });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.calls_made).toBe(state.calls_made + 1);
      state = answer.body;
    }
    expect(await client.ok<CoachedGameResponse>('/api/coached_game/')).toMatchObject({
      calls_made: state.calls_made,
      plays: state.plays,
    });

    // A timeout, then a second one with no snap between: refused, and the calls offered no longer hold one.
    while (state.pending!.kind !== 'offense' && state.pending!.kind !== 'defense') {
      state = (await client.post<CoachedGameResponse>('/api/coached_game/call/', { call: 'coordinator' })).body;
    }
    const timeout = await client.post<CoachedGameResponse>('/api/coached_game/call/', { call: 'timeout' });
    expect(timeout.status, timeout.text).toBe(200);
    expect(timeout.body.pending!.calls).not.toContain('timeout');
    await refused(400, /just called a timeout/, { call: 'timeout' });
    state = timeout.body;

    // The tempo: set on its own before a snap on offense (the decision still waits), or sent with the call.
    while (state.pending!.kind !== 'offense') {
      state = (await client.post<CoachedGameResponse>('/api/coached_game/call/', { call: 'coordinator' })).body;
    }
    expect(state.pending!.calls).toContain('tempo_hurry');
    expect(state.pending!.sideline).toContain('quick_pass');
    expect(state.tempo).toBe('auto');
    await refused(400, /body\.tempo: "sprint" is not one of auto, /, { call: 'inside_run', tempo: 'sprint' });
    await refused(400, /Bad request: body(\.tempo)?: expected a string/, { tempo: 7 });
    await refused(400, /already your tempo/, { tempo: 'auto' });
    await refused(400, /Only outside_run, quick_pass/, { call: 'inside_run+sideline' });
    const hurry = await client.post<CoachedGameResponse>('/api/coached_game/call/', { tempo: 'hurry' });
    expect(hurry.status, hurry.text).toBe(200);
    expect(hurry.body).toMatchObject({ tempo: 'hurry', pending: { kind: 'offense' }, plays: state.plays });
    const snap = await client.post<CoachedGameResponse>('/api/coached_game/call/', {
      call: 'quick_pass+sideline',
      tempo: 'hurry',
    });
    expect(snap.status, snap.text).toBe(200);
    expect(snap.body.tempo).toBe('hurry');
    expect(snap.body.last_gains.length).toBeGreaterThan(0);
    expect(schemaProblems(coachedGameAnswer, snap.body)).toEqual([]);
    state = snap.body;

    await refused(400, /Unknown call 'hail_satan'/, { call: 'hail_satan' });
    await refused(400, /^Bad request: body\.call: missing; body\.play: not a field here/, { play: 'inside_run' });
    await refused(400, /Bad request: body: expected/, ['inside_run']);
    await refused(400, /^Bad request: body\.call: missing\.$/, {});

    const final = await client.post<CoachedGameResponse>('/api/coached_game/call/', { call: 'coordinator_rest' });
    expect(final.status, final.text).toBe(200);
    expect(final.body.status).toBe('final');
    expect(final.body.tempo).toBe('auto');
    expect(final.body.pending).toBeNull();
    expect(schemaProblems(coachedGameAnswer, final.body)).toEqual([]);
    expect(final.body.grades?.summary).toMatch(/graded|No fourth-down/);
    const dashboard = await client.ok<DashboardResponse>('/api/dashboard/');
    expect(dashboard.info.currentWeek).toBeGreaterThan(start.body.week);
    await refused(404, /No coached game in progress/, { call: 'inside_run' });
  });

  it('takes the situations on start and as a change; a bad set is a JSON 400 that changes nothing', async () => {
    const client = server.client;
    const situations = (body: unknown) =>
      expectRefused(server.usersDir, () => client.post('/api/coached_game/situations/', body), 400, /./);
    await expectRefused(
      server.usersDir,
      () => client.post('/api/coached_game/start/', { situations: ['third', 'punts'] }),
      400,
      /body\.situations\[1\]: "punts" is not one of third, fourth, redzone, late, two_minute, kicks, every/,
    );
    const start = await client.post<CoachedGameResponse>('/api/coached_game/start/', {
      situations: ['fourth'],
      sides: 'offense',
    });
    expect(start.status, start.text).toBe(200);
    expect(start.body.situations).toEqual({ situations: ['fourth'], sides: 'offense' });
    expect(start.body.pending).toMatchObject({ kind: 'offense' });
    expect(start.body.down).toBe(4);
    for (const bad of [
      { situations: [] },
      { situations: 'third' },
      { situations: [3] },
      { sides: 'special_teams' },
      {},
      ['third'],
      'third',
    ]) {
      expect((await situations(bad)).error).toMatch(/situation|side|\{"situations"|Bad request: body/);
    }
    const change = await client.post<CoachedGameResponse>('/api/coached_game/situations/', {
      situations: ['every', 'kicks'],
    });
    expect(change.status, change.text).toBe(200);
    expect(change.body.situations).toEqual({ situations: ['every', 'kicks'], sides: 'offense' });
    expect(schemaProblems(coachedGameAnswer, change.body)).toEqual([]);
    // Resuming keeps them.
    expect((await client.ok<CoachedGameResponse>('/api/coached_game/')).situations).toEqual(change.body.situations);
    expect((await client.post<CoachedGameResponse>('/api/coached_game/start/', {})).body.situations).toEqual(
      change.body.situations,
    );
  });
});
