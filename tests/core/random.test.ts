import { describe, expect, it } from 'vitest';
import { createRng, hashString } from '../../src/core/random.js';

describe('the seeded generator', () => {
  it('gives the same stream for the same seed and different streams for different seeds', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const sa = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(sa);
    expect(Array.from({ length: 50 }, () => c.next())).not.toEqual(sa);
    expect(createRng('Ohio State').next()).toBe(createRng(hashString('Ohio State')).next());
  });

  it('draws uniform floats in [0, 1) and integers within bounds, evenly', () => {
    const rng = createRng(7);
    const buckets = new Array(6).fill(0);
    let sum = 0;
    for (let i = 0; i < 60_000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      sum += x;
      const k = rng.int(1, 6);
      buckets[k - 1]++;
    }
    expect(sum / 60_000).toBeCloseTo(0.5, 2);
    for (const n of buckets) expect(Math.abs(n - 10_000)).toBeLessThan(400);
  });

  it('draws normals with the asked mean and spread', () => {
    const rng = createRng(9);
    const xs = Array.from({ length: 40_000 }, () => rng.normal(10, 3));
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length);
    expect(mean).toBeCloseTo(10, 1);
    expect(sd).toBeCloseTo(3, 1);
  });

  it('picks by weight, shuffles without losing items, and never picks from an empty list', () => {
    const rng = createRng(3);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) counts[rng.weightedIndex([1, 2, 0])]++;
    expect(counts[2]).toBe(0);
    expect(counts[1] / counts[0]).toBeCloseTo(2, 1);
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = rng.shuffle(items);
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(() => rng.pick([])).toThrow();
  });

  it('forks independent streams without advancing the parent, and resumes from a saved state', () => {
    const parent = createRng(11);
    const before = parent.state();
    const f1 = parent.fork('a');
    const f2 = parent.fork('b');
    expect(parent.state()).toEqual(before);
    expect(f1.next()).not.toBe(f2.next());
    expect(parent.fork('a').next()).toBe(createRng(11).fork('a').next());
    parent.next();
    const saved = parent.state();
    const expected = [parent.next(), parent.next(), parent.next()];
    const resumed = createRng(0, saved);
    expect([resumed.next(), resumed.next(), resumed.next()]).toEqual(expected);
  });

  it('answers below(p) as next() < p, from the same draw, and leaves the stream where next() would', () => {
    const a = createRng('below');
    const b = createRng('below');
    const ps = [0, 1e-9, 0.001, 0.25, 0.5, 0.5000001, 0.75, 0.999, 1, 1.5, -1, Number.NaN];
    let trues = 0;
    for (let i = 0; i < 20_000; i++) {
      const p = i % 3 === 0 ? ps[i % ps.length] : b.next();
      if (i % 3 !== 0) a.next();
      const answer = a.below(p);
      expect(answer).toBe(b.next() < p);
      if (answer) trues++;
    }
    expect(trues).toBeGreaterThan(1000);
    expect(a.state()).toEqual(b.state());
  });

  it('draws an index from a part of an array of cumulative weights as the first weight above next(), the last when none is', () => {
    const a = createRng('index');
    const b = createRng('index');
    // Several draws one after another in one array, as a lineup keeps them: [start, end) of each.
    const cum = [1, 0.25, 1, 0.1, 0.1, 0.6, 1, 0.5, 0.75, 0.9, 0.99, 1, 0, 0, 1];
    const parts = [
      [0, 1],
      [1, 3],
      [3, 7],
      [7, 12],
      [12, 15],
    ];
    const counts = new Array(5).fill(0);
    for (let i = 0; i < 20_000; i++) {
      const [start, end] = parts[i % parts.length];
      const u = b.next();
      let expected = end - 1;
      for (let k = start; k < end - 1; k++)
        if (u < cum[k]) {
          expected = k;
          break;
        }
      const got = a.drawIn(cum, start, end);
      expect(got).toBe(expected);
      if (start === 7) counts[got - start]++;
    }
    // Shares of the weights (0.5, 0.25, 0.15, 0.09, 0.01) of 4,000 draws.
    expect(counts[0]).toBeGreaterThan(1800);
    expect(counts[4]).toBeLessThan(120);
    expect(a.state()).toEqual(b.state());
  });
});
