// The catalogue of tuning constants (src/core/tuningCatalogue.json) is current: made from today's tuning files,
// naming every number the game's constants hold (and nothing else), each with a meaning. When a tuning file's
// constants or doc comments change: npm run tuning:catalogue.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, CATALOGUE_FILE, catalogueText } from '../../scripts/tuningCatalogue.js';
import '../../src/core/allTuning.js';
import { tunedValues } from '../../src/core/tuning.js';

describe('the tuning catalogue', () => {
  const catalogue = buildCatalogue();

  it('is the one written (npm run tuning:catalogue writes it)', () => {
    expect(readFileSync(CATALOGUE_FILE, 'utf8')).toBe(catalogueText(catalogue));
  });

  it('names every tunable number of the game, each with a meaning and a range', () => {
    const leaves = catalogue.flatMap((c) => c.leaves.map((l) => ({ ...l, meaning: l.meaning ?? c.meaning })));
    expect([...tunedValues().keys()].sort()).toEqual(leaves.map((l) => l.name).sort());
    expect(leaves.length).toBeGreaterThan(1000);
    for (const leaf of leaves) {
      expect(leaf.meaning.length, leaf.name).toBeGreaterThan(10);
      const value = tunedValues().get(leaf.name) as number;
      if (leaf.min !== undefined) expect(value, leaf.name).toBeGreaterThanOrEqual(leaf.min);
      if (leaf.max !== undefined) expect(value, leaf.name).toBeLessThanOrEqual(leaf.max);
      if (leaf.kind === 'integer') expect(Number.isInteger(value), leaf.name).toBe(true);
    }
  });
});
