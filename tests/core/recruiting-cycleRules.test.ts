// A whole recruiting cycle of the 2024 FBS (134 programs, a 3,000-prospect class) from a seed keeps the rules: no
// class over its scholarships, every signee offered by his school, nobody signed twice, most places filled by
// recruits. How the classes compare with the real ones is the calibration step's (tests/calibration/recruiting.test.ts).
import { describe, expect, it } from 'vitest';
import { classFor, leaguePrograms, playCycle } from './recruiting-fixtures.js';

const SEED = 2024;
const SEASON = 2025;

describe(`a recruiting cycle of the 2024 FBS (seed ${SEED}, season ${SEASON})`, () => {
  it('keeps the rules: no class over its scholarships, every signee offered by his school, nobody signed twice', () => {
    const programs = leaguePrograms(SEASON, SEED);
    const staff = playCycle(SEASON, SEED, programs, classFor(SEASON, SEED));
    const seen = new Set<number>();
    for (const program of programs) {
      const signed = staff.classes[program.name];
      expect(signed.length).toBeLessThanOrEqual(program.scholarships);
      for (const p of signed) {
        expect(seen.has(p.id)).toBe(false);
        seen.add(p.id);
        expect(staff.state.status[p.id].signedWith).toBe(program.name);
        expect(staff.state.status[p.id].suitors.find((s) => s.program === program.name)?.offered).toBe(true);
      }
    }
    // Most scholarships are filled by recruits; walk-ons fill the rest.
    const scholarships = programs.reduce((sum, p) => sum + p.scholarships, 0);
    expect(seen.size).toBeGreaterThan(0.8 * scholarships);
    expect(staff.commits).toBeGreaterThan(0.6 * scholarships);
  });
});
