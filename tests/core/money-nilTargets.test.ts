// A computer program's NIL offers: its targets in its order, each at his market value, within the money and its places.
import { describe, expect, it } from 'vitest';
import { marketValue } from '../../src/core/money/nil.js';
import { nilOffersFor } from '../../src/core/money/nilTargets.js';

describe('computer NIL offers', () => {
  it('back the best targets first at market value, within the budget and the places, passing over one it cannot pay', () => {
    const targets = [
      { id: 1, stars: 5 },
      { id: 2, stars: 4 },
      { id: 3, stars: 5 },
      { id: 4, stars: 3 },
      { id: 5, stars: 3 },
    ];
    const offers = nilOffersFor(targets, marketValue(5) + marketValue(4) + marketValue(3), 3);
    // The second five-star costs more than is left: the three-star after him is backed instead.
    expect(offers.map((o) => o.id)).toEqual([1, 2, 4]);
    expect(offers.map((o) => o.amount)).toEqual([marketValue(5), marketValue(4), marketValue(3)]);
    expect(nilOffersFor(targets, 10_000, 2).map((o) => o.id)).toEqual([1, 2]);
    expect(nilOffersFor(targets, 0, 5)).toEqual([]);
  });
});
