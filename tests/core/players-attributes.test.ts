import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { ATTRIBUTE_NAMES, attributesForLevel, overallFor } from '../../src/core/players/attributes.js';
import { OVERALL_WEIGHTS } from '../../src/core/players/tuning.js';
import { POSITIONS, type PlayerAttributes } from '../../src/core/players/types.js';
import { mean } from './players-fixtures.js';

function flat(value: number): PlayerAttributes {
  return Object.fromEntries(ATTRIBUTE_NAMES.map((name) => [name, value])) as unknown as PlayerAttributes;
}

describe('overallFor', () => {
  it('equals the value of a player whose attributes are all that value', () => {
    for (const pos of POSITIONS) {
      expect(overallFor(pos, flat(70))).toBe(70);
      expect(overallFor(pos, flat(0))).toBe(0);
      expect(overallFor(pos, flat(99))).toBe(99);
    }
  });

  it('weights each position toward its own skills', () => {
    const passer = { ...flat(50), throwAccuracy: 95, throwPower: 92, awareness: 90 };
    expect(overallFor('QB', passer)).toBeGreaterThan(80);
    expect(overallFor('OL', passer)).toBeLessThan(56);
    const blocker = { ...flat(50), passBlock: 90, runBlock: 90, strength: 92 };
    expect(overallFor('OL', blocker)).toBeGreaterThan(80);
    expect(overallFor('QB', blocker)).toBeLessThan(55);
    const kicker = { ...flat(20), kickPower: 90, kickAccuracy: 90 };
    expect(overallFor('K', kicker)).toBe(90);
    expect(overallFor('P', kicker)).toBe(90);
    const cover = { ...flat(50), coverage: 90, speed: 90 };
    expect(overallFor('CB', cover)).toBeGreaterThan(overallFor('S', cover));
    expect(overallFor('CB', cover)).toBeGreaterThan(overallFor('DL', cover));
  });

  it('has weights summing to 1 for every position', () => {
    for (const pos of POSITIONS) {
      const total = Object.values(OVERALL_WEIGHTS[pos]).reduce((sum, w) => sum + (w ?? 0), 0);
      expect(total, pos).toBeCloseTo(1, 6);
    }
  });
});

describe('attributesForLevel', () => {
  it('draws attributes whose overall lands near the level, with position-shaped off-skills', () => {
    const rng = createRng(3);
    for (const pos of POSITIONS) {
      const overalls = Array.from({ length: 200 }, () => overallFor(pos, attributesForLevel(pos, 72, rng)));
      expect(Math.abs(mean(overalls) - 72), pos).toBeLessThan(1);
    }
    const linemen = Array.from({ length: 200 }, () => attributesForLevel('OL', 75, rng));
    const corners = Array.from({ length: 200 }, () => attributesForLevel('CB', 75, rng));
    expect(mean(corners.map((a) => a.speed))).toBeGreaterThan(mean(linemen.map((a) => a.speed)) + 20);
    expect(mean(linemen.map((a) => a.throwPower))).toBeLessThan(40);
  });

  it('keeps extreme levels inside 0-99', () => {
    const rng = createRng(4);
    for (const level of [-20, 130]) {
      const attributes = attributesForLevel('WR', level, rng);
      for (const name of ATTRIBUTE_NAMES) {
        expect(attributes[name]).toBeGreaterThanOrEqual(0);
        expect(attributes[name]).toBeLessThanOrEqual(99);
      }
    }
  });
});
