// A prestige's tier: the whole step 1-7 that the tables by prestige are read at.
import { describe, expect, it } from 'vitest';
import { prestigeTier } from '../../src/core/data/prestige.js';
import { createRng } from '../../src/core/random.js';

describe('prestigeTier', () => {
  it('rounds a prestige to the nearest tier and keeps it within 1-7 (generated, fixed seed)', () => {
    const rng = createRng('prestige tiers');
    for (let i = 0; i < 2000; i++) {
      const prestige = rng.normal(4, 4);
      const tier = prestigeTier(prestige);
      expect(Number.isInteger(tier)).toBe(true);
      expect(tier).toBeGreaterThanOrEqual(1);
      expect(tier).toBeLessThanOrEqual(7);
      if (prestige >= 0.5 && prestige < 7.5) expect(Math.abs(tier - prestige)).toBeLessThanOrEqual(0.5);
    }
    expect([0, 1, 1.49, 1.5, 6.6, 7, 12].map(prestigeTier)).toEqual([1, 1, 1, 2, 7, 7, 7]);
  });
});
