// Property tests over the league file: any text a player uploads (edited real files, any JSON, broken JSON,
// nesting bombs) is read to an end, either as a league or as problems that each name a reason and a line of the
// file; the use case refuses it with a player's error and nothing else.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLeagueFile } from '../../src/core/league/leagueFile.js';
import { readLeagueFileOrThrow } from '../../src/store/actions/leagueSetup.js';
import { isGameError } from '../../src/store/errors.js';
import { anyLeagueFileText, PROPERTY_SEED } from '../helpers/leagueArbitraries.js';

describe('any league file', () => {
  it('is read to an end: a league, or problems naming a reason and a line of the file', () => {
    fc.assert(
      fc.property(anyLeagueFileText, (text) => {
        const result = readLeagueFile(text);
        if (result.ok) return;
        expect(result.problems.length).toBeGreaterThan(0);
        const lines = text.split('\n').length;
        for (const problem of result.problems) {
          expect(problem.reason).not.toBe('');
          if (problem.line !== null) expect(problem.line).toBeGreaterThanOrEqual(1);
          if (problem.line !== null) expect(problem.line).toBeLessThanOrEqual(lines);
        }
      }),
      { seed: PROPERTY_SEED, numRuns: 300 },
    );
  });

  it('is refused by the use case with one bad-input error, never anything else', () => {
    fc.assert(
      fc.property(anyLeagueFileText, (text) => {
        try {
          readLeagueFileOrThrow(text);
        } catch (error) {
          expect(isGameError(error) && error.kind === 'bad_input', String(error)).toBe(true);
          expect((error as Error).message).not.toMatch(/\n|undefined|\[object /);
        }
      }),
      { seed: PROPERTY_SEED, numRuns: 300 },
    );
  });
});
