// Whole recruiting cycles of the 2024 FBS (134 programs, a 3,000-prospect class) on a held-out seed, over three
// seasons, against the goals the real classes set (src/core/recruiting/realism.ts REALISM_TARGETS, the figures the
// dynasty batch judges too): class rankings follow prestige, five-stars concentrate, some programs outside the top 25
// still sign a top-25 class, and a good recruiter at a mid-tier program beats "let my staff recruit" there.

import { describe, expect, it } from 'vitest';
import type { RecruitingProgram } from '../../src/core/recruiting/index.js';
import {
  REALISM_TARGETS,
  classRankVsPrestige as spearman,
  topByPrestige as topOf,
} from '../../src/core/recruiting/realism.js';
import { classFor, goodRecruiter, leaguePrograms, playCycle, type CycleOutcome } from '../core/recruiting-fixtures.js';
import { heldOutSeeds } from './heldOut.js';

const [SEED] = heldOutSeeds(1);
const SEASONS = [2025, 2026, 2027];

/** Spearman correlation of class rank with prestige rank (both 1 = best; ties averaged). */
function classRankVsPrestige(programs: readonly RecruitingProgram[], outcome: CycleOutcome): number {
  const classRank = new Map(outcome.rankings.map((r) => [r.program, r.rank]));
  return spearman(
    programs.map((p) => ({
      program: p.name,
      prestige: p.prestige,
      rank: classRank.get(p.name) ?? programs.length,
      fiveStars: 0,
    })),
  );
}

function topByPrestige(programs: readonly RecruitingProgram[], n: number): Set<string> {
  return topOf(
    programs.map((p) => ({ program: p.name, prestige: p.prestige })),
    n,
  );
}

interface Season {
  season: number;
  programs: RecruitingProgram[];
  staff: CycleOutcome;
}

// Built once and shared by the tests below (a cycle of the whole league is the expensive part).
const seasons: Season[] = SEASONS.map((season) => {
  const programs = leaguePrograms(season, SEED);
  return { season, programs, staff: playCycle(season, SEED, programs, classFor(season, SEED)) };
});

describe(`a recruiting cycle of the 2024 FBS (seed ${SEED}, seasons ${SEASONS.join(', ')})`, () => {
  it('ranks classes by prestige and success: Spearman of class rank with prestige 0.6-0.85 each season', () => {
    const figures = seasons.map(({ programs, staff }) => classRankVsPrestige(programs, staff));
    console.log(`Spearman class rank vs prestige by season: ${figures.map((f) => f.toFixed(3)).join(', ')}`);
    // Band: REALISM_TARGETS.spearman, the goal set for the game's classes: real class rankings follow the programs'
    // standing closely but not rank for rank (247Sports team rankings; docs/calibration.md EARLY_DEPARTURES_COUNTED).
    for (const f of figures) {
      expect(f).toBeGreaterThanOrEqual(REALISM_TARGETS.spearman[0]);
      expect(f).toBeLessThanOrEqual(REALISM_TARGETS.spearman[1]);
    }
  });

  it('concentrates five-stars: the top 15 programs in prestige sign at least 60% of them', () => {
    for (const { programs, staff } of seasons) {
      const top15 = topByPrestige(programs, 15);
      const all = staff.rankings.reduce((sum, r) => sum + r.fiveStars, 0);
      const top = staff.rankings.filter((r) => top15.has(r.program)).reduce((sum, r) => sum + r.fiveStars, 0);
      console.log(`commitments ${staff.commits}, decommitments ${staff.decommits}`);
      console.log(`five-stars signed ${all}, by the top 15: ${top} (${((100 * top) / all).toFixed(0)}%)`);
      // Band: about 32 five-stars a class (shared/reference/fbs-targets.md "Rosters and recruiting", 247Sports), and
      // REALISM_TARGETS.topFiveStarShare: docs/reference/coordinators.md, the 15 biggest recruiters signed at most
      // about 87% of 2023-2026's five-stars and 80-85% before NIL; the band's floor 60%.
      expect(all).toBeGreaterThanOrEqual(25);
      expect(top / all).toBeGreaterThanOrEqual(REALISM_TARGETS.topFiveStarShare);
    }
  });

  it('still lets at least 3 programs outside the top 25 in prestige sign a top-25 class each season', () => {
    for (const { programs, staff } of seasons) {
      const top25 = topByPrestige(programs, 25);
      const risers = staff.rankings.filter((r) => r.rank <= 25 && !top25.has(r.program)).map((r) => r.program);
      console.log(`outside the top 25 with a top-25 class: ${risers.join(', ')}`);
      // Band: REALISM_TARGETS.risers, the goal set for the game: a few programs outside the top 25 sign a top-25 class
      // every real season.
      expect(risers.length).toBeGreaterThanOrEqual(REALISM_TARGETS.risers);
      // ...but not most of them: the top 25 classes stay mostly with the top 25 programs.
      expect(risers.length).toBeLessThanOrEqual(12);
    }
  });

  // OUT on the held-out seeds: 8.4 places on average against the goal's 10 (seed 7001; 12.7-13.3 on seeds 1-4, where
  // the good recruiter's knobs were chosen: docs/calibration.md GOOD). Reported, not loosened (docs/calibration.md,
  // "Out on the held-out seeds"): an expected failure until the figure is back in, then a plain `it` again.
  it.fails("rewards the player's effort: a good recruiter at a prestige 3-4 program beats the staff there by 10+ class-rank places on average", () => {
    const deltas: number[] = [];
    for (const { season, programs, staff } of seasons) {
      // Three mid-tier programs a season, a fixed spread over the prestige 3-4 list (both tiers appear).
      const tier = programs.filter((p) => p.prestige === 3 || p.prestige === 4);
      const mid = [0, 1, 2].map((k) => tier[(season * 7 + k * 17) % tier.length]);
      for (const program of mid) {
        const played = playCycle(season, SEED, programs, classFor(season, SEED), {
          program: program.name,
          policy: goodRecruiter,
        });
        const staffRank = staff.rankings.find((r) => r.program === program.name)?.rank ?? 0;
        const goodRank = played.rankings.find((r) => r.program === program.name)?.rank ?? 0;
        deltas.push(staffRank - goodRank);
        console.log(
          `${season} ${program.name} (prestige ${program.prestige}): staff #${staffRank}, good recruiter #${goodRank}`,
        );
      }
    }
    const average = deltas.reduce((a, b) => a + b, 0) / deltas.length;
    console.log(
      `good recruiter better by ${average.toFixed(1)} places on average over ${deltas.length} program-seasons`,
    );
    // Band: REALISM_TARGETS.effortPlaces, the game's goal that the player's recruiting matters (no record).
    expect(average).toBeGreaterThanOrEqual(REALISM_TARGETS.effortPlaces);
    // Nine whole cycles: over a minute on a busy 2-core machine, so no time limit but a generous one.
  }, 600_000);
});
