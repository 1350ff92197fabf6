// The coached defense against the other team's kicks on the real server: when they line up to punt the decision is
// the return (return, fair catch, block, or a timeout), when they line up for a field goal the rush; never a defense
// for a snap they kick or kneel. A call outside the decision is a JSON 400 that changes no file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../src/shared/api-types.js';
import type { CoachedGameResponse } from '../../src/shared/coached-types.js';
import { schemaProblems } from './answerRecorder.js';
import { coachedGameAnswer } from '../../src/shared/contract/answers/coached.js';
import { expectRefused, newGame, startHostedDynasty, type HostedServer } from './helpers.js';

let server: HostedServer;

beforeAll(async () => {
  server = await startHostedDynasty('dynasty-coach-kicks-', newGame('Iowa State', 2024));
  await server.client.ok('/api/dashboard/');
});

afterAll(async () => {
  await server?.close();
});

const call = (body: unknown) => server.client.post<CoachedGameResponse>('/api/coached_game/call/', body);

describe('the coached defense against a punt and a field goal', () => {
  it('asks for the return against a punt and takes a fair catch; a defensive call there is refused', async () => {
    const start = await server.client.post<CoachedGameResponse>('/api/coached_game/start/', {
      situations: ['every'],
      sides: 'defense',
    });
    expect(start.status, start.text).toBe(200);
    let state = start.body;
    const kinds = new Set<string>();
    let fairCaught = false;
    for (let i = 0; i < 400 && state.status === 'playing' && !(fairCaught && kinds.has('field_goal_defense')); i++) {
      const pending = state.pending!;
      kinds.add(pending.kind);
      expect(['defense', 'punt_return', 'field_goal_defense']).toContain(pending.kind);
      let sent = 'coordinator';
      if (pending.kind === 'punt_return' && !fairCaught) {
        expect(schemaProblems(coachedGameAnswer, state)).toEqual([]);
        expect(pending.calls).toEqual(expect.arrayContaining(['return', 'fair_catch', 'block', 'coordinator']));
        expect(pending.fronts).toEqual([]);
        expect(state.down).toBe(4);
        await expectRefused(
          server.usersDir,
          () => server.client.post<ErrorResponse>('/api/coached_game/call/', { call: 'pass_blitz' }),
          400,
          /Unknown call 'pass_blitz' for the other team's punt: one of return, fair_catch, block/,
        );
        sent = 'fair_catch';
        fairCaught = true;
      } else if (pending.kind === 'field_goal_defense') {
        expect(pending.calls).toEqual(expect.arrayContaining(['safe', 'block']));
        sent = 'block';
      }
      const answer = await call({ call: sent });
      expect(answer.status, answer.text).toBe(200);
      if (sent === 'fair_catch') {
        const punt = answer.body.plays.slice(state.plays.length).find((p) => / punt /.test(p.text));
        expect(punt?.text).toMatch(
          / punt (for \d+ yards, (fair catch|downed) at|for \d+ yards, touchback|is BLOCKED)|roughing the kicker/,
        );
      }
      state = answer.body;
    }
    expect(fairCaught).toBe(true);
    expect(kinds.has('defense')).toBe(true);
  });
});
