// The coached game's call input (the server's body, a line of `dynasty game coach --stdin`): any JSON value is
// either a call and a tempo of 1-40 characters or a bad-input error saying what to send, never anything else.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callInputOf } from '../../src/store/actions/coach/callInput.js';
import { isGameError } from '../../src/store/errors.js';

const SEED = 20261125;
const name = fc.string({ minLength: 1, maxLength: 40 });

describe('callInputOf', () => {
  it('takes a call, a tempo or both as sent', () => {
    fc.assert(
      fc.property(name, name, (call, tempo) => {
        expect(callInputOf({ call, tempo })).toEqual({ call, tempo });
        expect(callInputOf({ call })).toEqual({ call });
        expect(callInputOf({ tempo })).toEqual({ call: null, tempo });
        expect(callInputOf(call)).toEqual({ call });
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('joins a play and its formation and personnel, or a defensive call and its front, into one call', () => {
    const part = fc.stringMatching(/^[a-z0-9_-]{1,20}$/);
    fc.assert(
      fc.property(part, part, part, (call, formation, personnel) => {
        expect(callInputOf({ call, formation, personnel })).toEqual({ call: `${call}@${formation}/${personnel}` });
        expect(callInputOf({ call, formation })).toEqual({ call: `${call}@${formation}` });
        expect(callInputOf({ call, personnel })).toEqual({ call: `${call}@/${personnel}` });
        expect(callInputOf({ call, front: formation })).toEqual({ call: `${call}@${formation}` });
        expect(callInputOf({ call: `${call}+sideline`, formation })).toEqual({ call: `${call}@${formation}+sideline` });
        for (const bad of [{ call, formation, front: formation }, { formation }, { call, front: `${formation}@x` }]) {
          expect(() => callInputOf(bad)).toThrow();
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
    expect(callInputOf({ call: 'inside_run', formation: 'pistol', personnel: 11 })).toEqual({
      call: 'inside_run@pistol/11',
    });
  });

  it('answers anything else with a bad-input error', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        try {
          const input = callInputOf(value);
          for (const x of [input.call, input.tempo]) {
            if (x !== null && x !== undefined) expect(x.length).toBeGreaterThanOrEqual(1);
            if (x !== null && x !== undefined) expect(x.length).toBeLessThanOrEqual(40);
          }
          expect(input.call !== null || input.tempo !== undefined).toBe(true);
        } catch (error) {
          expect(isGameError(error) && error.kind === 'bad_input').toBe(true);
        }
      }),
      { seed: SEED, numRuns: 500 },
    );
    for (const bad of [{}, [], null, 7, '', { call: '' }, { tempo: 'x'.repeat(41) }])
      expect(() => callInputOf(bad)).toThrow(/Send \{"call"|is a name/);
  });
});
