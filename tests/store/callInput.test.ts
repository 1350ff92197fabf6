// A coached decision as the API contract reads its body (POST /api/coached_game/call, and `dynasty game coach
// --stdin`'s lines) and the call it becomes: generated bodies are read or refused naming the field, never a crash.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COACH_TEMPOS_WIRE, FORMATIONS_WIRE, FRONTS_WIRE, PERSONNEL_WIRE } from '../../src/shared/coached-types.js';
import { partReader } from '../../src/shared/contract/check.js';
import { ROUTES } from '../../src/shared/contract/routes.js';
import { callInputOf, type CallBody } from '../../src/store/actions/coach/callInput.js';

const SEED = 20261125;
const read = partReader(ROUTES['POST /api/coached_game/call'].body, 'body');
const name = fc.stringMatching(/^[a-z0-9_-]{1,20}$/);

describe('a coached decision', () => {
  it('takes a call, a tempo or both as sent', () => {
    fc.assert(
      fc.property(name, fc.constantFrom(...COACH_TEMPOS_WIRE), (call, tempo) => {
        expect(callInputOf({ call, tempo })).toEqual({ call, tempo });
        expect(callInputOf({ call })).toEqual({ call });
        expect(callInputOf({ tempo })).toEqual({ call: null, tempo });
        expect(callInputOf(call)).toEqual({ call });
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('joins a play and its formation and personnel, or a defensive call and its front, into one call', () => {
    fc.assert(
      fc.property(
        name,
        fc.constantFrom(...FORMATIONS_WIRE),
        fc.constantFrom(...PERSONNEL_WIRE),
        fc.constantFrom(...FRONTS_WIRE),
        (call, formation, personnel, front) => {
          expect(callInputOf({ call, formation, personnel })).toEqual({ call: `${call}@${formation}/${personnel}` });
          expect(callInputOf({ call, formation })).toEqual({ call: `${call}@${formation}` });
          expect(callInputOf({ call, personnel })).toEqual({ call: `${call}@/${personnel}` });
          expect(callInputOf({ call, front })).toEqual({ call: `${call}@${front}` });
          expect(callInputOf({ call: `${call}+sideline`, formation })).toEqual({
            call: `${call}@${formation}+sideline`,
          });
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('refuses a front with a formation, a set without a call, a part holding @ or /, a numeric personnel', () => {
    for (const bad of [
      { call: 'cover3', formation: 'pistol', front: 'nickel' },
      { formation: 'pistol' },
      { call: 'inside_run', front: 'nickel@x' },
      { call: 'inside/run' },
      { call: 'inside_run', formation: 'pistol', personnel: 11 },
      { tempo: 'warp' },
      {},
      [],
      null,
      7,
      '',
    ]) {
      const reading = read(bad);
      expect('error' in reading && reading.error.message, JSON.stringify(bad)).toMatch(/^Bad request: body/);
    }
  });

  it('reads any body the contract takes into a call or a tempo of at most 40 characters each', () => {
    let taken = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.record(
            {
              call: fc.oneof(name, fc.jsonValue({ maxDepth: 1 })),
              tempo: fc.oneof(fc.constantFrom(...COACH_TEMPOS_WIRE), fc.string()),
              formation: fc.oneof(fc.constantFrom(...FORMATIONS_WIRE), fc.string()),
              personnel: fc.oneof(fc.constantFrom(...PERSONNEL_WIRE), fc.integer()),
              front: fc.oneof(fc.constantFrom(...FRONTS_WIRE), fc.string()),
            },
            { requiredKeys: [] },
          ),
        ),
        (value) => {
          const reading = read(value);
          if ('error' in reading) return void expect(reading.error.message).toMatch(/^Bad request: body/);
          taken++;
          const input = callInputOf(reading.value as CallBody);
          expect(input.call !== null || input.tempo !== undefined).toBe(true);
          if (input.tempo !== undefined) expect(COACH_TEMPOS_WIRE).toContain(input.tempo);
        },
      ),
      { seed: SEED, numRuns: 500 },
    );
    expect(taken).toBeGreaterThan(20);
  });
});
