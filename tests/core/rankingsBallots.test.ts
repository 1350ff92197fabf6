import { describe, expect, it } from 'vitest';
import { bestByView } from '../../src/core/rankings/ballots.js';
import { createRng } from '../../src/core/random.js';

/** The ballot as it was counted before: a stable sort of every candidate by view, highest first. */
function sortedHead(view: readonly number[], length: number): number[] {
  return view
    .map((_, i) => i)
    .sort((a, b) => view[b] - view[a])
    .slice(0, length);
}

describe('a voter ballot', () => {
  it('picks the head of a stable sort by view, ties in candidate order', () => {
    const rng = createRng(11);
    for (let trial = 0; trial < 300; trial++) {
      const n = rng.int(1, 70);
      // Coarse views (many ties) in some trials, fine ones in others.
      const coarse = trial % 2 === 0;
      const view = Array.from({ length: n }, () => (coarse ? rng.int(0, 8) : rng.normal(0, 1)));
      const length = Math.min(25, n);
      const ballot = new Int32Array(length);
      bestByView(Float64Array.from(view), n, ballot);
      expect([...ballot]).toEqual(sortedHead(view, length));
    }
  });
});
