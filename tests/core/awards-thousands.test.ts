import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thousands } from '../../src/core/awards/statLine.js';

describe('thousands', () => {
  it('groups digits as en-US does', () => {
    expect(thousands(0)).toBe('0');
    expect(thousands(999)).toBe('999');
    expect(thousands(1000)).toBe('1,000');
    expect(thousands(2628.4)).toBe('2,628');
    expect(thousands(-1234567)).toBe('-1,234,567');
    expect(thousands(-0.3)).toBe('0');
  });

  it('matches Intl.NumberFormat for any whole-number range a season line shows', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        // (+ 0 turns -0 into 0: Intl prints a rounded -0.3 as "-0", a season line "0".)
        expect(thousands(value)).toBe(intl.format(Math.round(value) + 0));
      }),
      { seed: 54, numRuns: 2000 },
    );
  });
});
