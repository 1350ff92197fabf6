// The tuning registry: constants as written without overrides, overrides of a number or of a table's number by
// path (the written table untouched), and overrides refused once a constant has its value. The registry is this
// test file's own (vitest runs each file in its own process), so no game module has loaded it yet.
import { describe, expect, it } from 'vitest';
import { setTuningOverrides, tuned, tunedValues, tuningLeaves, tuningOverrides } from '../../src/core/tuning.js';

describe('tuned constants', () => {
  it('take their overrides by name and by path, and refuse overrides once loaded', () => {
    setTuningOverrides({
      'test.SCALE': 2.5,
      'test.TABLE.b': 0.4,
      'test.ROLES.1': 9,
      'test.NESTED.run.mean': 30,
      'test.SWITCH': false,
    });
    const table = { a: 1, b: 0.2 } as const;
    expect(tuned('test.PLAIN', 7)).toBe(7);
    expect(tuned('test.SCALE', 1)).toBe(2.5);
    expect(tuned('test.TABLE', table)).toEqual({ a: 1, b: 0.4 });
    expect(table.b).toBe(0.2);
    expect(tuned('test.ROLES', [1, 2, 3] as const)).toEqual([1, 9, 3]);
    expect(tuned('test.NESTED', { run: { mean: 32, sd: 4 }, hurry: { mean: 14, sd: 3 } })).toEqual({
      run: { mean: 30, sd: 4 },
      hurry: { mean: 14, sd: 3 },
    });
    expect(tuned('test.SWITCH', true)).toBe(false);
    const same = { x: 1 };
    expect(tuned('test.UNTOUCHED', same)).toBe(same);

    const values = tunedValues();
    expect(values.get('test.TABLE.b')).toBe(0.4);
    expect(values.get('test.TABLE.a')).toBe(1);
    expect(values.get('test.ROLES.2')).toBe(3);
    expect(values.get('test.NESTED.hurry.sd')).toBe(3);

    expect(() => setTuningOverrides({ 'test.SCALE': 3 })).toThrow(/before the game loads/);
    expect(tuningOverrides()['test.SCALE']).toBe(2.5);
    setTuningOverrides({});
    expect(tuningOverrides()).toEqual({});
  });

  it("lists a value's numbers and switches by path", () => {
    expect(tuningLeaves('x.T', { a: [1, { b: true }], c: 'text', d: 2 })).toEqual([
      ['x.T.a.0', 1],
      ['x.T.a.1.b', true],
      ['x.T.d', 2],
    ]);
    expect(tuningLeaves('x.N', 0.5)).toEqual([['x.N', 0.5]]);
  });
});
