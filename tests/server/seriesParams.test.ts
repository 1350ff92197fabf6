// The series bodies' parsers over generated input: a checked request or a bad_input GameError, nothing else.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSeriesKind } from '../../src/core/schedule/series.js';
import { bookSeriesBody, removeBookedGameBody } from '../../src/server/params.js';
import { GameError } from '../../src/store/errors.js';

const SEED = 20261125;
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('home-and-home', 'two-for-one', 'home', 'away', 'Ohio State', 5, '5', 2026, -1, 0, 1e308, ''),
);
const body = fc.oneof(
  fc.record({ opponent: value, kind: value, week: value, from: value, first: value }, { requiredKeys: [] }),
  fc.record({ game: value }, { requiredKeys: [] }),
  fc.jsonValue({ maxDepth: 2 }),
);

function outcome<T>(parse: () => T): T | 'refused' {
  try {
    return parse();
  } catch (error) {
    expect(error).toBeInstanceOf(GameError);
    expect((error as GameError).kind).toBe('bad_input');
    return 'refused';
  }
}

describe('series bodies', () => {
  it('book: a non-empty opponent, a kind, whole numbers and a first site, or bad_input', () => {
    fc.assert(
      fc.property(body, (raw) => {
        const parsed = outcome(() => bookSeriesBody(raw));
        if (parsed === 'refused') return;
        expect(parsed.opponent.trim()).not.toBe('');
        expect(isSeriesKind(parsed.kind)).toBe(true);
        expect(Number.isSafeInteger(parsed.week) && parsed.week >= 0).toBe(true);
        if (parsed.from !== undefined) expect(Number.isSafeInteger(parsed.from)).toBe(true);
        expect([undefined, 'home', 'away']).toContain(parsed.first);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('remove: a positive whole id, or bad_input', () => {
    fc.assert(
      fc.property(body, (raw) => {
        const parsed = outcome(() => removeBookedGameBody(raw));
        if (parsed !== 'refused') expect(Number.isSafeInteger(parsed) && parsed > 0).toBe(true);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});
