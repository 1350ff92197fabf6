// The portal by its era's rules: who sits out a season, which offseasons had a spring window, and how the spring
// window shares the era's entries with the winter.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { assignDepthChart } from '../../src/core/players/depthChart.js';
import { createIdSource, generateTeamRoster } from '../../src/core/players/generate.js';
import { earlyEnrollee, portalEntrants, springEligibility, springEntrants } from '../../src/core/portal/entry.js';
import { SPRING_SHARE, graduateTransfer, portalWindows, sitsOutFirstSeason } from '../../src/core/portal/tuning.js';

describe('the era rules of the portal', () => {
  it('has a spring window in the offseasons after 2022-2024 only', () => {
    expect(portalWindows(2019)).toEqual(['winter']);
    expect(portalWindows(2021)).toEqual(['winter']);
    expect(portalWindows(2022)).toEqual(['winter', 'spring']);
    expect(portalWindows(2024)).toEqual(['winter', 'spring']);
    expect(portalWindows(2025)).toEqual(['winter']);
  });

  it('sits out undergraduate transfers before 2021 unless a waiver, never graduate transfers, nobody from 2021', () => {
    expect(sitsOutFirstSeason(2020, false, () => true)).toBe(true);
    expect(sitsOutFirstSeason(2020, false, () => false)).toBe(false);
    expect(sitsOutFirstSeason(2019, true, () => true)).toBe(false);
    expect(sitsOutFirstSeason(2021, false, () => true)).toBe(false);
    expect(graduateTransfer({ year: 'sr', redshirted: true })).toBe(true);
    expect(graduateTransfer({ year: 'sr', redshirted: false })).toBe(false);
    expect(graduateTransfer({ year: 'jr', redshirted: true })).toBe(false);
  });

  it("takes about SPRING_SHARE of the era's entries in the spring, the rest in the winter", () => {
    const rosters = Array.from({ length: 60 }, (_, i) =>
      assignDepthChart(
        generateTeamRoster({ name: `T${i}`, prestige: 1 + (i % 7) }, createRng(40 + i), createIdSource(i * 1000)),
      ),
    );
    const program = { declined: false, coachChanged: false, prestige: 4 };
    let winter2021 = 0;
    let winter2023 = 0;
    let spring2023 = 0;
    rosters.forEach((roster, i) => {
      winter2021 += portalEntrants(roster, program, 2021, new Set(), createRng(i)).length;
      winter2023 += portalEntrants(roster, program, 2023, new Set(), createRng(i)).length;
      spring2023 += springEntrants(
        roster.filter((p) => p.year !== 'sr'),
        program,
        2023,
        createRng(1000 + i),
      ).length;
    });
    expect(winter2023 / winter2021).toBeGreaterThan(1 - SPRING_SHARE - 0.08);
    expect(winter2023 / winter2021).toBeLessThan(1 - SPRING_SHARE + 0.08);
    const share = spring2023 / (winter2023 + spring2023);
    expect(share).toBeGreaterThan(SPRING_SHARE - 0.08);
    expect(share).toBeLessThan(SPRING_SHARE + 0.08);
  });

  it('keeps signees who have not enrolled out of the spring window; early enrollees and January transfers rarely enter', () => {
    const ids = Array.from({ length: 400 }, (_, i) => 5000 + i);
    const enrolled = ids.filter((id) => earlyEnrollee(id, 2023));
    // About half of a class enrolls early.
    expect(enrolled.length / ids.length).toBeGreaterThan(0.4);
    expect(enrolled.length / ids.length).toBeLessThan(0.6);
    for (const id of ids) {
      const signee = { id, year: 'fr' as const, redshirted: false };
      expect(springEligibility(signee, 2023, new Set())).toBe(earlyEnrollee(id, 2023) ? 0.1 : 0);
    }
    // A January transfer may enter, rarely; a redshirted freshman or an upperclassman as any returning player.
    expect(springEligibility({ id: 1, year: 'so', redshirted: false }, 2023, new Set([1]))).toBe(0.1);
    expect(springEligibility({ id: 2, year: 'fr', redshirted: true }, 2023, new Set())).toBe(1);
    expect(springEligibility({ id: 3, year: 'jr', redshirted: false }, 2023, new Set())).toBe(1);
  });
});
