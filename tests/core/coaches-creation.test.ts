// The player's coach at a new game: the validator against any creation (property tests, fixed seed), the points'
// parser against any text, the defaults (never 60 in everything; about the coach the program's tier would draw).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABILITIES, ABILITY_RATING, type Ability } from '../../src/core/coaches/abilities.js';
import {
  BACKGROUNDS,
  COACH_BACKGROUNDS,
  COACH_CREATION,
  createdRatings,
  creationProblem,
  defaultBackground,
  defaultPoints,
  nameProblem,
  parsePointsText,
  ratingCaps,
  startingRatings,
  tierMean,
  type AbilityPoints,
} from '../../src/core/coaches/creation.js';
import { coachOverall } from '../../src/core/coaches/types.js';

const SEED = 20_26;
const background = fc.constantFrom(...COACH_BACKGROUNDS);
const prestige = fc.integer({ min: 1, max: 7 });
const points = fc.dictionary(
  fc.constantFrom(...ABILITIES),
  fc.integer({ min: 0, max: 20 }),
) as fc.Arbitrary<AbilityPoints>;

describe('a coach created at a new game', () => {
  it('is accepted exactly when the points fit the pool and every rating stays within its cap', () => {
    fc.assert(
      fc.property(background, prestige, points, (b, p, spent) => {
        const start = startingRatings(b, p);
        const caps = ratingCaps(b, p);
        const total = Object.values(spent).reduce((s, n) => s + (n ?? 0), 0);
        const fits = total <= COACH_CREATION.points && ABILITIES.every((a) => start[a] + (spent[a] ?? 0) <= caps[a]);
        const problem = creationProblem({ background: b, points: spent }, p);
        expect(problem === null).toBe(fits);
        if (problem) expect(problem.field).toBe('points');
        else {
          const ratings = createdRatings(b, p, spent);
          for (const a of ABILITIES) expect(ratings[ABILITY_RATING[a]]).toBeLessThanOrEqual(caps[a]);
        }
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('refuses points that are not whole, negative or on no ability, naming the points', () => {
    fc.assert(
      fc.property(
        background,
        fc.oneof(fc.double({ noInteger: true }), fc.integer({ max: -1 })),
        fc.string({ maxLength: 12 }),
        (b, n, ability) => {
          expect(creationProblem({ background: b, points: { offense: n } }, 4)?.field).toBe('points');
          if (!(ABILITIES as readonly string[]).includes(ability)) {
            expect(creationProblem({ background: b, points: { [ability]: 1 } as AbilityPoints }, 4)?.field).toBe(
              'points',
            );
          }
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });

  it("takes a name of a first and a last name, 3-40 characters, letters and . ' - only", () => {
    for (const good of ["Pat O'Brien", 'J.T. Smith-Ayala', 'José Núñez', 'Lee Van Der Berg'])
      expect(nameProblem(good)).toBeNull();
    for (const bad of [
      'Prince',
      'AB',
      'Bob  Smith',
      'Bob Smith2',
      '<b>Bob</b> Smith',
      'Bob Smith;drop',
      `${'A'.repeat(30)} ${'B'.repeat(12)}`,
      ' ',
    ]) {
      expect(nameProblem(bad), bad).not.toBeNull();
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (name) => {
        const problem = nameProblem(name);
        if (problem === null) {
          expect(name.trim().length).toBeGreaterThanOrEqual(COACH_CREATION.nameMin);
          expect(name.trim().length).toBeLessThanOrEqual(COACH_CREATION.nameMax);
          expect(name.trim()).toMatch(/^[^\s\d<>;]+( [^\s\d<>;]+)+$/u);
        } else expect(creationProblem({ name }, 4)?.field).toBe('name');
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('reads points as ability=N pairs, or says what is wrong', () => {
    expect(parsePointsText('offense=6, Recruiting=4')).toEqual({ offense: 6, recruiting: 4 });
    expect(parsePointsText('game_management=2,gameday=1'.split(',')[0])).toEqual({ 'game-day': 2 });
    expect(() => parsePointsText('offense=1,offense=2')).toThrow(/twice/);
    expect(() => parsePointsText('charisma=3')).toThrow(/No coach ability/);
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        let read: AbilityPoints | null = null;
        try {
          read = parsePointsText(text);
        } catch (error) {
          expect((error as Error).message.length).toBeLessThan(200);
          return;
        }
        for (const [ability, n] of Object.entries(read)) {
          expect(ABILITIES).toContain(ability);
          expect(Number.isInteger(n) && n! >= 0 && n! <= 99).toBe(true);
        }
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('spends the default points within the rules, his strength still his best rating', () => {
    for (const b of COACH_BACKGROUNDS) {
      for (let p = 1; p <= 7; p++) {
        const spent = defaultPoints(b, p);
        expect(creationProblem({ background: b, points: spent }, p)).toBeNull();
        expect(Object.values(spent).reduce((s, n) => s + n, 0)).toBe(COACH_CREATION.points);
        const strongest = ABILITIES.reduce((x: Ability, a) =>
          BACKGROUNDS[b].lean[a] > BACKGROUNDS[b].lean[x] ? a : x,
        );
        const ratings = startingRatings(b, p);
        for (const a of ABILITIES)
          expect(ratings[strongest] + spent[strongest]).toBeGreaterThanOrEqual(ratings[a] + spent[a]);
      }
    }
  });

  it('makes by default a coach about as good as the one the program would draw, never 60 in everything', () => {
    for (let p = 1; p <= 7; p++) {
      for (const drawn of [
        { offense: 70, defense: 60 },
        { offense: 55, defense: 66 },
      ]) {
        const b = defaultBackground(p, { ...drawn, recruiting: 60, development: 60, gameManagement: 60 });
        const ratings = createdRatings(b, p, defaultPoints(b, p));
        expect(new Set(Object.values(ratings)).size).toBeGreaterThan(1);
        expect(Math.abs(coachOverall(ratings) - tierMean(p))).toBeLessThanOrEqual(1.5);
        expect(ratings.development).toBeGreaterThanOrEqual(tierMean(p) - 2);
      }
    }
  });
});
