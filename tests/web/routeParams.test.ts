// The URL values a page and its reads ahead (src/web/routes.tsx) both read: a whole number or nothing, and the
// week of /schedule/:week or the spec's error.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWeek, wholeNumber } from '../../src/web/routeParams.js';

const params = { seed: 20261125, numRuns: 500 };

describe('values read from the URL', () => {
  it('reads a whole number from its digits and nothing from any other text', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => wholeNumber(String(n)) === n),
      params,
    );
    fc.assert(
      fc.property(fc.string(), (text) => wholeNumber(text) === (/^\d+$/.test(text) ? Number(text) : undefined)),
      params,
    );
    expect(wholeNumber(null)).toBeUndefined();
    expect(wholeNumber('')).toBeUndefined();
    expect(wholeNumber('-3')).toBeUndefined();
    expect(wholeNumber('2.5')).toBeUndefined();
  });

  it('reads a week, or names the spec error', () => {
    fc.assert(
      fc.property(fc.nat({ max: 99 }), (n) => (parseWeek(String(n)) as { week: number }).week === n),
      params,
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseWeek(text);
        return 'week' in parsed
          ? /^\d+$/.test(text.trim()) && parsed.week === Number(text)
          : ['Week number is required', 'Invalid week number'].includes(parsed.error);
      }),
      params,
    );
    expect(parseWeek(undefined)).toEqual({ error: 'Week number is required' });
    expect(parseWeek(' ')).toEqual({ error: 'Week number is required' });
    expect(parseWeek('five')).toEqual({ error: 'Invalid week number' });
  });
});
