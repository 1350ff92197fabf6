// A program's long-run standing in a real save: its mean prestige over the seasons recruits remember (the data's
// real seasons before the dynasty began), leaned toward its all-time tradition.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findProgram, membershipIn, prestigeIn } from '../../src/core/data/league.js';
import { traditionTier } from '../../src/core/data/tradition.js';
import { BRAND_SEASONS, TRADITION_SHARE } from '../../src/core/recruiting/tuning.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { longRunStandings } from '../../src/store/actions/recruiting/standing.js';
import { dynastyLeague } from '../../src/store/league.js';

const dir = mkdtempSync(join(tmpdir(), 'standing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The mean prestige of the program's FBS seasons in the data from BRAND_SEASONS before `year` to `year`. */
function dataMean(name: string, year: number): number {
  const program = findProgram(name);
  if (!program) throw new Error(name);
  const seasons: number[] = [];
  for (let season = year - BRAND_SEASONS + 1; season <= year; season++) {
    if (membershipIn(program, season)) seasons.push(prestigeIn(program, season));
  }
  return seasons.reduce((a, b) => a + b, 0) / seasons.length;
}

describe('longRunStandings', () => {
  it("reads a 2014 start's real seasons since 2000 and leans them toward the program's tradition", async () => {
    const save = await newDynasty(join(dir, 'a.db'), { year: 2014, team: 'Michigan', seed: 3 });
    try {
      const standings = longRunStandings(save.db, dynastyLeague(save.db, 2014));
      expect(standings).not.toBeNull();
      for (const name of ['Michigan', 'Florida State', 'Oregon', 'Georgia State', 'Ohio State']) {
        const mean = dataMean(name, 2014);
        const tradition = traditionTier(name) ?? mean;
        expect(standings?.get(name)).toBeCloseTo(mean + TRADITION_SHARE * (tradition - mean), 9);
      }
      // 2000-2014: Florida State and Oregon stood above Michigan; the 25 seasons a 2014 recruit's parents remember
      // reach back before the data, which only the tradition tells of.
      expect(dataMean('Florida State', 2014)).toBeGreaterThan(dataMean('Michigan', 2014));
    } finally {
      save.close();
    }
  });
});
