// The catalogue of tuning constants (src/core/tuningCatalogue.json) is current: made from today's tuning files,
// naming every number the game's constants hold (and nothing else), each with a meaning. When a tuning file's
// constants or doc comments change: npm run tuning:catalogue.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it("gives each number a meaning of its own, never its file's section heading, and a share the range 0-1", () => {
    // The headings of the tuning files: "// ---- Kicking game. ... ----" and each file's opening lines.
    const headings = new Set<string>();
    for (const file of new Set(catalogue.map((c) => c.documented[0]))) {
      const text = readFileSync(join(CATALOGUE_FILE, '..', '..', '..', file), 'utf8');
      for (const m of text.matchAll(/^\s*\/\/ -{2,}(.*?)-*\s*$/gm)) headings.add(m[1].trim());
      headings.add(
        text
          .split('\n')
          .filter((l) => l.startsWith('//'))
          .map((l) => l.replace(/^\/\/\s?/, ''))
          .join(' '),
      );
    }
    const fromHeading = catalogue
      .flatMap((c) => c.leaves.map((l) => ({ name: l.name, meaning: l.meaning ?? c.meaning })))
      .filter((l) => [...headings].some((h) => h.startsWith(l.meaning.replace(/\.$/, ''))))
      .map((l) => l.name);
    expect(fromHeading).toEqual([]);
    // The punt, as `dynasty tuning list sim.PUNT` shows it: each part its own line, its chances shares.
    const punt = catalogue.find((c) => c.name === 'sim.PUNT')!;
    expect(new Set(punt.leaves.map((l) => l.meaning)).size).toBe(punt.leaves.length);
    for (const name of ['blocked', 'fairCatch', 'downed', 'longChance', 'poochTouchback'])
      expect(punt.leaves.find((l) => l.name === `sim.PUNT.${name}`)).toMatchObject({ kind: 'share', min: 0, max: 1 });
    // Every number whose meaning is a chance or a share is one (0-1).
    for (const c of catalogue)
      for (const l of c.leaves)
        if (l.meaning && /^(The chance|The share|Share of|Chance)\b/.test(l.meaning) && l.kind !== 'boolean')
          expect(l, l.name).toMatchObject({ kind: 'share', min: 0, max: 1 });
  });
});
