// A generated league's rosters against the national classes they stand for, on held-out seeds: four classes of
// about 32 five-stars and 350 four-stars each.
import { describe, expect, it } from 'vitest';
import { generateLeague } from '../core/players-fixtures.js';
import { heldOutSeeds } from './heldOut.js';

describe('a generated league (three held-out seeds)', () => {
  it('has about 32 five-stars and 350 four-stars per class (four classes on rosters)', () => {
    for (const seed of heldOutSeeds(3)) {
      const players = generateLeague(seed).flatMap((t) => t.roster);
      const fiveStars = players.filter((p) => p.stars === 5).length;
      const fourStars = players.filter((p) => p.stars === 4).length;
      // Band: shared/reference/fbs-targets.md "Rosters and recruiting": about 32 five-stars and 350 four-stars in a
      // national class (247Sports), four classes on the rosters less those who left early: 95-165 and 1,200-1,600.
      expect(fiveStars, `seed ${seed}`).toBeGreaterThanOrEqual(95);
      expect(fiveStars, `seed ${seed}`).toBeLessThanOrEqual(165);
      expect(fourStars, `seed ${seed}`).toBeGreaterThanOrEqual(1200);
      expect(fourStars, `seed ${seed}`).toBeLessThanOrEqual(1600);
    }
  });
});
