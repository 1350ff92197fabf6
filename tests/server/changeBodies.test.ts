// The league's and God Mode's change bodies as the API contract checks them: generated bodies are taken only in a
// variant's shape, anything else is a 400 naming the field (never a crash); the rules a change may set are the core's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { realRules } from '../../src/core/league/setup.js';
import { RULE_NAMES } from '../../src/shared/contract/changeBodies.js';
import { ROUTES } from '../../src/shared/contract/routes.js';
import { readThrough } from './contractReading.js';

const SEED = 20261125;
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('SEC', 'Iowa', 'Big Ten', '', 'x'.repeat(101), 3, -1, 2.5, true, null, ['Iowa', 'Ohio State']),
);
const fieldValues: Record<string, fc.Arbitrary<unknown>> = {
  rules: fc.oneof(value, fc.dictionary(fc.constantFrom(...RULE_NAMES, 'tv'), value)),
  ratings: fc.oneof(value, fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string()))),
  skills: fc.oneof(value, fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string()))),
};
/** Bodies with the fields of one of the change's variants (as the contract names them), or any fields at all. */
const body = (key: keyof typeof ROUTES, actions: string[]) => {
  const variants = (ROUTES[key].body as unknown as { anyOf: { properties: Record<string, unknown> }[] }).anyOf;
  const shaped = fc
    .constantFrom(...variants)
    .chain((variant) =>
      fc.record(
        Object.fromEntries(
          Object.keys(variant.properties).map((field) => [
            field,
            field === 'action'
              ? fc.oneof(fc.constant((variant.properties.action as { const: string }).const), value)
              : (fieldValues[field] ?? value),
          ]),
        ),
        { requiredKeys: ['action'] },
      ),
    );
  return fc.oneof(
    shaped,
    fc.record(
      {
        action: fc.oneof(fc.constantFrom(...actions), value),
        team: value,
        teams: value,
        conference: value,
        name: value,
        on: value,
        games: value,
        rules: fieldValues.rules,
        id: value,
        game: value,
        winner: value,
        ratings: fieldValues.ratings,
      },
      { requiredKeys: ['action'] },
    ),
    fc.jsonValue({ maxDepth: 2 }),
  );
};

const LEAGUE_ACTIONS = [
  'move',
  'create',
  'rename',
  'dissolve',
  'divisions',
  'games',
  'title_game',
  'rivalry_add',
  'rivalry_remove',
  'playoff',
  'rules',
];
const GOD_ACTIONS = ['switch', 'player', 'move_player', 'coach', 'prestige', 'force'];

describe('change bodies', () => {
  for (const [key, actions] of [
    ['POST /api/league_setup', LEAGUE_ACTIONS],
    ['POST /api/god_mode', GOD_ACTIONS],
  ] as const) {
    it(`${key}: a variant's shape, or a 400 naming the field`, () => {
      const entry = ROUTES[key];
      let taken = 0;
      fc.assert(
        fc.property(body(key, [...actions]), (raw) => {
          const read = readThrough(entry, { body: raw });
          if (typeof read === 'string') return void expect(read).toMatch(/^Bad request: body(\.\w+|\[|:)/);
          taken++;
          expect(actions).toContain((read.body as { action: string }).action);
        }),
        { seed: SEED, numRuns: 3000 },
      );
      // The generator reaches the variants, not only refusals.
      expect(taken).toBeGreaterThan(5);
    });
  }

  it('names the rules the core has, and no other', () => {
    expect([...RULE_NAMES].sort()).toEqual(Object.keys(realRules(2024)).sort());
  });
});
