// The batch's tuning options checked before anything plays: NAME=VALUE, tuning files (JSON and YAML, names flat or
// nested), sweeps, and the refusals (an unknown name, a whole table, a value out of its range or of the wrong kind).
import fc from 'fast-check';
import { stringify as yamlText } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  checkOverride,
  parseAssignment,
  parseSweep,
  parseTuningFile,
  parseTuningValue,
  TUNING_CATALOGUE,
} from '../../src/workbench/tuningOptions.js';
import type { TuningLeaf } from '../../src/core/tuning.js';
import { expectGameError } from '../helpers/refusals.js';
import { GameError } from '../../src/store/errors.js';

const SEED = 20261125;
const LEAVES = TUNING_CATALOGUE.flatMap((c) => c.leaves);
const leaf = (name: string): TuningLeaf => LEAVES.find((l) => l.name === name)!;

/** Refused as bad input (a parser changes nothing to compare). */
function refused(action: () => unknown, message: RegExp): void {
  expectGameError(action, 'bad_input', message, () => null);
}

/** A value an override of this leaf may take. */
function valueFor(l: TuningLeaf): fc.Arbitrary<number | boolean> {
  if (l.kind === 'boolean') return fc.boolean();
  if (l.kind === 'integer') return fc.integer({ min: l.min ?? -1000, max: l.max ?? 1000 });
  return fc
    .double({ min: l.min ?? -1000, max: l.max ?? 1000, noNaN: true, noDefaultInfinity: true })
    .map((v) => (Object.is(v, -0) ? 0 : v));
}

const overridesArb = fc
  .uniqueArray(fc.constantFrom(...LEAVES), { minLength: 1, maxLength: 8, selector: (l) => l.name })
  .chain((leaves) => fc.tuple(...leaves.map((l) => valueFor(l).map((v) => [l.name, v] as const))))
  .map((pairs) => Object.fromEntries(pairs));

describe('tuning options', () => {
  it('refuses an unknown name, a table, and values out of range or of the wrong kind', () => {
    refused(() => checkOverride('sim.NO_SUCH_THING', 1), /Unknown tuning constant sim\.NO_SUCH_THING/);
    refused(
      () => checkOverride('sim.RB_COMMITTEE', 1),
      /is a table: set its numbers by path, e\.g\. sim\.RB_COMMITTEE\.even/,
    );
    refused(() => checkOverride('sim.RB_COMMITTEE.nope', 1), /Unknown tuning constant/);
    expect(leaf('sim.TACKLE_ASSIST').kind).toBe('share');
    refused(() => checkOverride('sim.TACKLE_ASSIST', 1.5), /sim\.TACKLE_ASSIST must be from 0 to 1, not 1\.5/);
    refused(() => checkOverride('sim.HOME_EDGE', -1), /must be 0 or more/);
    refused(() => checkOverride('awards.PRODUCTION.interception', 2), /must be 0 or less/);
    refused(() => checkOverride('awards.HEISMAN_FINALISTS', 4.5), /is a count: a whole number/);
    refused(() => checkOverride('sim.HOME_EDGE', true), /takes a number/);
    refused(() => parseTuningValue('sim.HOME_EDGE', '1.2.3'), /takes a number, not "1\.2\.3"/);
    refused(() => parseAssignment('sim.HOME_EDGE'), /--set takes NAME=VALUE/);
    refused(() => parseSweep('sim.HOME_EDGE=1'), /takes 2 to 12 values/);
    refused(() => parseSweep('sim.HOME_EDGE=1,1'), /names a value twice/);
    expect(checkOverride('sim.RB_COMMITTEE.even', 0.5)).toBe(0.5);
    expect(checkOverride('sim.LB_ROLES.0', 2)).toBe(2);
    expect(parseSweep('sim.HOME_EDGE=1, 2,3.5')).toEqual({ name: 'sim.HOME_EDGE', values: [1, 2, 3.5] });
  });

  it('reads NAME=VALUE back as written', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LEAVES.map((l) => l.name)),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (name, value) => {
          const [n, raw] = parseAssignment(`${name}=${value}`);
          expect(n).toBe(name);
          expect(parseTuningValue(n, raw)).toBe(value === 0 ? 0 : value);
        },
      ),
      { seed: SEED, numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          const value = parseTuningValue('x', text);
          expect(typeof value === 'boolean' || Number.isFinite(value)).toBe(true);
        } catch (e) {
          expect(e).toBeInstanceOf(GameError);
        }
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('reads a tuning file, JSON or YAML, flat or nested, to the same overrides', () => {
    fc.assert(
      fc.property(overridesArb, (overrides) => {
        const nested: Record<string, unknown> = {};
        for (const [name, value] of Object.entries(overrides)) {
          const path = name.split('.');
          let at = nested;
          for (const key of path.slice(0, -1)) {
            at[key] ??= {};
            at = at[key] as Record<string, unknown>;
          }
          at[path[path.length - 1]] = value;
        }
        for (const [text, file] of [
          [JSON.stringify(overrides), 'a.json'],
          [yamlText(overrides), 'a.yaml'],
          [JSON.stringify(nested), 'b.json'],
          [yamlText(nested), 'b.yml'],
        ]) {
          const read = parseTuningFile(text, file);
          expect(read).toEqual(overrides);
          for (const [name, value] of Object.entries(read)) expect(checkOverride(name, value)).toBe(value);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
    refused(() => parseTuningFile('{"sim.HOME_EDGE": ', 'bad.json'), /is not valid JSON/);
    refused(() => parseTuningFile('- 1\n- 2\n', 'list.yaml'), /must map constant names to values/);
    // A list sets its numbers by index (sim.LB_ROLES: [2, 0.5, 0.5]); a list where one number is refused.
    expect(parseTuningFile('sim:\n  LB_ROLES: [2, 0.5, 0.5]\n', 'roles.yaml')).toEqual({
      'sim.LB_ROLES.0': 2,
      'sim.LB_ROLES.1': 0.5,
      'sim.LB_ROLES.2': 0.5,
    });
    refused(
      () => Object.entries(parseTuningFile('sim.HOME_EDGE: [1, 2]', 'x.yaml')).map(([n, v]) => checkOverride(n, v)),
      /Unknown tuning constant sim\.HOME_EDGE\.0/,
    );
    refused(() => parseTuningFile('sim.HOME_EDGE: null', 'x.yaml'), /sim\.HOME_EDGE takes a number or true\/false/);
  });
});
