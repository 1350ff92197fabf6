// The series bodies as the API contract checks them, over generated input: a body the contract takes reads as a
// checked request (a non-empty opponent, a kind, whole numbers, a first site); any other is refused naming a field.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSeriesKind } from '../../src/core/schedule/series.js';
import { ROUTES } from '../../src/shared/contract/routes.js';
import { bodyProblem, readThrough } from './contractReading.js';

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

type SeriesKey = 'POST /api/noncon/series' | 'POST /api/noncon/series/remove';
const problemOf = (key: SeriesKey, raw: unknown) => bodyProblem(ROUTES[key], raw);
/** The body the route reads once the contract took it. */
const readBody = (key: SeriesKey, raw: unknown) =>
  (readThrough(ROUTES[key], { body: raw }) as { body: Record<string, unknown> }).body;

describe('series bodies', () => {
  it('book: a non-empty opponent, a kind, whole numbers and a first site, or a 400 naming the field', () => {
    fc.assert(
      fc.property(body, (raw) => {
        const problem = problemOf('POST /api/noncon/series', raw);
        if (problem !== null) return void expect(problem).toMatch(/^Bad request: body(\.\w+)?: /);
        const b = readBody('POST /api/noncon/series', raw) as {
          opponent: string;
          kind: unknown;
          week: number;
          from?: number;
        };
        expect(b.opponent.trim()).not.toBe('');
        expect(isSeriesKind(b.kind)).toBe(true);
        expect(Number.isSafeInteger(b.week) && b.week >= 0).toBe(true);
        if (b.from !== undefined) expect(Number.isSafeInteger(b.from)).toBe(true);
        expect([undefined, 'home', 'away']).toContain((raw as { first?: unknown }).first);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('remove: a positive whole id, or a 400 naming the field', () => {
    fc.assert(
      fc.property(body, (raw) => {
        const problem = problemOf('POST /api/noncon/series/remove', raw);
        if (problem !== null) return void expect(problem).toMatch(/^Bad request: body(\.game)?: /);
        const id = readBody('POST /api/noncon/series/remove', raw).game as number;
        expect(Number.isSafeInteger(id) && id > 0).toBe(true);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});
