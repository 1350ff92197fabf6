// A program's all-time tradition: the AP's all-time places read as tiers of the prestige scale.
import { describe, expect, it } from 'vitest';
import { findProgram } from '../../src/core/data/league.js';
import { programsWithAllTimePlace, traditionTier } from '../../src/core/data/tradition.js';

describe('traditionTier', () => {
  it('names only programs of the data', () => {
    const missing = programsWithAllTimePlace().filter((name) => findProgram(name) === undefined);
    expect(missing).toEqual([]);
  });

  it('puts the eight classic blue bloods at 7 and reads the places below them in bands', () => {
    const blueBloods = ['Ohio State', 'Oklahoma', 'Notre Dame', 'Alabama', 'USC', 'Nebraska', 'Michigan', 'Texas'];
    expect(blueBloods.map(traditionTier)).toEqual(blueBloods.map(() => 7));
    expect(['Florida State', 'Georgia', 'LSU', 'Washington'].map(traditionTier)).toEqual([6, 6, 6, 6]);
    expect(['Arkansas', 'Clemson', 'Oregon', 'Minnesota'].map(traditionTier)).toEqual([5, 5, 5, 5]);
    expect(['North Carolina', 'Navy', 'Louisville'].map(traditionTier)).toEqual([4, 4, 4]);
    expect(['Kansas', 'Indiana', 'Northern Illinois'].map(traditionTier)).toEqual([3, 3, 3]);
  });

  it('gives a program of the data outside the Top 100 the tier below, and a custom program none', () => {
    expect(traditionTier('Coastal Carolina')).toBe(2);
    expect(traditionTier('Sam Houston')).toBe(2);
    expect(traditionTier('Gotham Knights')).toBeUndefined();
  });

  it('has fewer programs in each higher tier, as the prestige scale does', () => {
    const counts = new Map<number, number>();
    for (const name of programsWithAllTimePlace()) {
      const tier = traditionTier(name) ?? 0;
      counts.set(tier, (counts.get(tier) ?? 0) + 1);
    }
    expect(counts.get(7)).toBe(8);
    for (let tier = 7; tier > 4; tier--) expect(counts.get(tier) ?? 0).toBeLessThan(counts.get(tier - 1) ?? 0);
  });
});
