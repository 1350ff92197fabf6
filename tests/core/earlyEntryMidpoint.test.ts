// The league's early-entry midpoint (a bisection over the eligible players' chances) works each distinct overall's chance
// out once per step: the same midpoint, to the last bit, as summing a chance worked out for every player in order.
import { describe, expect, it } from 'vitest';
import { declareChance, earlyEntryMidpoint } from '../../src/core/draft/earlyEntry.js';
import { EARLY_ENTRANTS_PER_YEAR } from '../../src/core/draft/tuning.js';
import { createRng } from '../../src/core/random.js';

/** The bisection with a chance per player, summed in the list's order. */
function perPlayer(ratings: readonly number[], target = EARLY_ENTRANTS_PER_YEAR): number {
  const expected = (midpoint: number) => ratings.reduce((sum, r) => sum + declareChance(r, midpoint), 0);
  let low = 50;
  let high = 110;
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (expected(mid) > target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

describe('earlyEntryMidpoint', () => {
  it('is the per-player bisection exactly, for leagues of many sizes and levels', () => {
    const rng = createRng('early-entry-midpoint');
    for (let league = 0; league < 30; league++) {
      const size = rng.int(0, 4000);
      const mean = rng.int(55, 85);
      const ratings = Array.from({ length: size }, () => Math.max(30, Math.min(99, Math.round(rng.normal(mean, 8)))));
      for (const target of [EARLY_ENTRANTS_PER_YEAR, 10, 200])
        expect(earlyEntryMidpoint(ratings, target)).toBe(perPlayer(ratings, target));
    }
  });

  it('sends more of a stronger league: a higher midpoint', () => {
    const weak = Array.from({ length: 2000 }, (_, i) => 60 + (i % 20));
    const strong = weak.map((r) => r + 8);
    expect(earlyEntryMidpoint(strong)).toBeGreaterThan(earlyEntryMidpoint(weak));
  });
});
